import { type Address, type AddressInput, addressesResponseSchema } from '@haflah/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useOwnedListMutation } from '../../../lib/owned-list';
import { useSession } from '../../../lib/session';

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
 * Reads the ids of the signed-in user's saved addresses as cached at the moment it is called: a sheet
 * that has just saved one has put it there, before anything showing the list re-renders.
 */
export function useCachedAddressIds() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  return () => (queryClient.getQueryData<Address[]>(addressKeys.of(user?.id ?? null)) ?? []).map((a) => a.id);
}

/** Every change answers with the whole list, which replaces the cached one (lib/owned-list). */
const useAddressMutation = <TVars>(mutationFn: (vars: TVars) => Promise<Address[]>, retry?: false) =>
  useOwnedListMutation(addressKeys, mutationFn, { retry });

export const useCreateAddress = () => useAddressMutation(addressesApi.create, false);
export const useUpdateAddress = () => useAddressMutation(addressesApi.update);
export const useSetDefaultAddress = () => useAddressMutation(addressesApi.setDefault);
export const useDeleteAddress = () => useAddressMutation(addressesApi.remove);
