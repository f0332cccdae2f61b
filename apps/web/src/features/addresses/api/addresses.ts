import {
  type Address,
  type AddressInput,
  addressesResponseSchema,
  type SessionUser,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { sessionKeys, useSession } from '../../../lib/session';

/** Every call answers with the whole list (default first, then newest), which the client shows as is. */
const list = (answer: Promise<{ addresses: Address[] }>) => answer.then((r) => r.addresses);

export const addressesApi = {
  list: (signal?: AbortSignal) => list(apiGet('/api/addresses', addressesResponseSchema, undefined, signal)),
  create: (body: AddressInput) => list(apiSend('POST', '/api/addresses', body, addressesResponseSchema)),
  update: ({ id, body }: { id: string; body: AddressInput }) =>
    list(apiSend('PUT', `/api/addresses/${id}`, body, addressesResponseSchema)),
  setDefault: (id: string) =>
    list(apiSend('POST', `/api/addresses/${id}/default`, undefined, addressesResponseSchema)),
  remove: (id: string) => list(apiSend('DELETE', `/api/addresses/${id}`, undefined, addressesResponseSchema)),
};

/** The addresses belong to whoever is signed in: a different user (or nobody) never sees another's. */
export const addressKeys = {
  all: ['addresses'] as const,
  of: (userId: string | null) => ['addresses', userId] as const,
};

export const addressQueries = {
  list: (userId: string | null) =>
    queryOptions({
      queryKey: addressKeys.of(userId),
      queryFn: ({ signal }) => addressesApi.list(signal),
      enabled: userId != null,
      staleTime: 60_000,
    }),
};

/** The signed-in user's addresses; nothing (and no request) when signed out. */
export function useAddresses() {
  const { user } = useSession();
  return useQuery(addressQueries.list(user?.id ?? null));
}

/**
 * Spec §9: mutations retry once. A 4xx answer would only be refused again, and a new address is never
 * sent twice (a lost answer to the first POST would leave two copies).
 */
const retryOnce = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/**
 * Every change answers with the whole list, which replaces the cached one (the user is read when the
 * answer lands). An address that has gone means the cached list is out of date: it is read again.
 */
function useAddressMutation<TVars>(
  mutationFn: (vars: TVars) => Promise<Address[]>,
  retry: false | typeof retryOnce = retryOnce,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry,
    onSuccess: async (addresses) => {
      const key = addressKeys.of(queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, addresses);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        void queryClient.invalidateQueries({ queryKey: addressKeys.all });
      }
    },
  });
}

export const useCreateAddress = () => useAddressMutation(addressesApi.create, false);
export const useUpdateAddress = () => useAddressMutation(addressesApi.update);
export const useSetDefaultAddress = () => useAddressMutation(addressesApi.setDefault);
export const useDeleteAddress = () => useAddressMutation(addressesApi.remove);
