import {
  type AddBenefitPayRequest,
  type AddCardRequest,
  type PaymentMethodsResponse,
  paymentMethodsResponseSchema,
} from '@haflah/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useOwnedListMutation } from '../../../lib/owned-list';
import { useSession } from '../../../lib/session';

/** Every call answers with the whole list (default first, then newest) and whether it is test mode. */
export const paymentsApi = {
  list: (signal?: AbortSignal) =>
    apiGet('/api/payment-methods', paymentMethodsResponseSchema, undefined, signal),
  addCard: (body: AddCardRequest) =>
    apiSend('POST', '/api/payment-methods/cards', body, paymentMethodsResponseSchema),
  addBenefitPay: (body: AddBenefitPayRequest) =>
    apiSend('POST', '/api/payment-methods/benefitpay', body, paymentMethodsResponseSchema),
  setDefault: (id: string) =>
    apiSend('POST', `/api/payment-methods/${id}/default`, undefined, paymentMethodsResponseSchema),
  remove: (id: string) =>
    apiSend('DELETE', `/api/payment-methods/${id}`, undefined, paymentMethodsResponseSchema),
};

/** The saved methods belong to whoever is signed in: a different user (or nobody) never sees another's. */
export const paymentKeys = {
  all: ['paymentMethods'] as const,
  of: (userId: string | null) => ['paymentMethods', userId] as const,
};

/** The list, for this screen and for checkout (which offers the same methods, the default first). */
export const paymentQueries = {
  list: (userId: string | null) =>
    queryOptions({
      queryKey: paymentKeys.of(userId),
      queryFn: ({ signal }) => paymentsApi.list(signal),
      enabled: userId != null,
      staleTime: 60_000,
    }),
};

/** The signed-in user's saved cards and wallets; nothing (and no request) when signed out. */
export function usePaymentMethods() {
  const { user } = useSession();
  return useQuery(paymentQueries.list(user?.id ?? null));
}

/**
 * Reads the ids of the signed-in user's saved cards and wallets as cached at the moment it is called:
 * a sheet that has just saved one has put it there, before anything showing the list re-renders.
 */
export function useCachedPaymentMethodIds() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () =>
    (queryClient.getQueryData<PaymentMethodsResponse>(paymentKeys.of(user?.id ?? null))?.methods ?? []).map(
      (m) => m.id,
    );
}

/** Every change answers with the whole list, which replaces the cached one (lib/owned-list). */
const usePaymentMutation = <TVars>(
  mutationFn: (vars: TVars) => Promise<PaymentMethodsResponse>,
  options?: { retry?: false; gcTime?: number },
) => useOwnedListMutation(paymentKeys, mutationFn, options);

/**
 * The mutation's state holds what it sent (the card number and security code): it is dropped as soon
 * as nothing watches it, rather than kept in the mutation cache for the default five minutes.
 */
export const useAddCard = () => usePaymentMutation(paymentsApi.addCard, { retry: false, gcTime: 0 });
export const useAddBenefitPay = () => usePaymentMutation(paymentsApi.addBenefitPay, { retry: false });
export const useSetDefaultPaymentMethod = () => usePaymentMutation(paymentsApi.setDefault);
export const useRemovePaymentMethod = () => usePaymentMutation(paymentsApi.remove);
