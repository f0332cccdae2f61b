import {
  type AddBenefitPayRequest,
  type AddCardRequest,
  type PaymentMethodsResponse,
  paymentMethodsResponseSchema,
  type SessionUser,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { sessionKeys, useSession } from '../../../lib/session';

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
 * Spec §9: mutations retry once. A 4xx answer would only be refused again, and a card or wallet is
 * never sent twice (a lost answer to the first POST would save two copies).
 */
const retryOnce = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Every change answers with the whole list, which replaces the cached one (the user is read when the
 * answer lands). A method that has gone means the cached list is out of date: it is read again.
 */
function usePaymentMutation<TVars>(
  mutationFn: (vars: TVars) => Promise<PaymentMethodsResponse>,
  { retry = retryOnce, gcTime }: { retry?: false | typeof retryOnce; gcTime?: number } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry,
    gcTime,
    onSuccess: async (answer) => {
      const key = paymentKeys.of(queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, answer);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        void queryClient.invalidateQueries({ queryKey: paymentKeys.all });
      }
    },
  });
}

/**
 * The mutation's state holds what it sent (the card number and security code): it is dropped as soon
 * as nothing watches it, rather than kept in the mutation cache for the default five minutes.
 */
export const useAddCard = () => usePaymentMutation(paymentsApi.addCard, { retry: false, gcTime: 0 });
export const useAddBenefitPay = () => usePaymentMutation(paymentsApi.addBenefitPay, { retry: false });
export const useSetDefaultPaymentMethod = () => usePaymentMutation(paymentsApi.setDefault);
export const useRemovePaymentMethod = () => usePaymentMutation(paymentsApi.remove);
