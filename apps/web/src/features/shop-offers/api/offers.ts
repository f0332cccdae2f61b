import {
  type OfferCreate,
  type OfferUpdate,
  type PromoCodeCreate,
  promoCodeSchema,
  promoCodesResponseSchema,
  shopOfferSchema,
  shopOffersResponseSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Whose codes: the signed-in shop's (`/api/retailer`) or the marketplace's (`/api/admin`). */
export type CodeScope = 'retailer' | 'admin';

/** The cache keys of the offers screens, per signed-in account. */
export const shopOfferKeys = {
  offers: (userId: string | null) => ['shopOffers', userId, 'offers'] as const,
  codes: (userId: string | null, scope: CodeScope) => ['shopOffers', userId, 'codes', scope] as const,
};

export const shopOffersApi = {
  offers: (signal?: AbortSignal) =>
    apiGet('/api/retailer/offers', shopOffersResponseSchema, undefined, signal),
  createOffer: (input: OfferCreate) => apiSend('POST', '/api/retailer/offers', input, shopOfferSchema),
  updateOffer: (id: string, input: OfferUpdate) =>
    apiSend('PATCH', `/api/retailer/offers/${id}`, input, shopOfferSchema),
  endOffer: (id: string) =>
    apiSend('POST', `/api/retailer/offers/${id}/end`, undefined, shopOffersResponseSchema),
  codes: (scope: CodeScope, signal?: AbortSignal) =>
    apiGet(`/api/${scope}/promo-codes`, promoCodesResponseSchema, undefined, signal),
  createCode: (scope: CodeScope, input: PromoCodeCreate) =>
    apiSend('POST', `/api/${scope}/promo-codes`, input, promoCodeSchema),
  disableCode: (scope: CodeScope, id: string) =>
    apiSend('POST', `/api/${scope}/promo-codes/${id}/disable`, undefined, promoCodeSchema),
};

const useUserId = () => useSession().user?.id ?? null;

export const offersQuery = (userId: string | null) =>
  queryOptions({
    queryKey: shopOfferKeys.offers(userId),
    queryFn: ({ signal }) => shopOffersApi.offers(signal),
    enabled: userId != null,
  });

export const codesQuery = (userId: string | null, scope: CodeScope) =>
  queryOptions({
    queryKey: shopOfferKeys.codes(userId, scope),
    queryFn: ({ signal }) => shopOffersApi.codes(scope, signal),
    enabled: userId != null,
  });

export function useShopOffers() {
  return useQuery(offersQuery(useUserId()));
}

export function usePromoCodes(scope: CodeScope) {
  return useQuery(codesQuery(useUserId(), scope));
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: shopOffersApi.createOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOfferKeys.offers(userId) }),
  });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfferUpdate }) => shopOffersApi.updateOffer(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOfferKeys.offers(userId) }),
  });
}

export function useEndOffer() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: shopOffersApi.endOffer,
    // The answer is the shop's offers as they are now.
    onSuccess: (data) => queryClient.setQueryData(shopOfferKeys.offers(userId), data),
  });
}

export function useCreatePromoCode(scope: CodeScope) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (input: PromoCodeCreate) => shopOffersApi.createCode(scope, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOfferKeys.codes(userId, scope) }),
  });
}

export function useDisablePromoCode(scope: CodeScope) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (id: string) => shopOffersApi.disableCode(scope, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopOfferKeys.codes(userId, scope) }),
  });
}
