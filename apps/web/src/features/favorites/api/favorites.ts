import { favoriteIdsSchema, favoritesResponseSchema, type SessionUser } from '@haflah/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { sessionKeys, useSession } from '../../../lib/session';
import { favoriteKeys } from './keys';

export const favoritesApi = {
  list: (signal?: AbortSignal) => apiGet('/api/favorites', favoritesResponseSchema, undefined, signal),
  add: (listingId: string) => apiSend('POST', '/api/favorites', { listingId }, favoriteIdsSchema),
  remove: (listingId: string) =>
    apiSend('DELETE', `/api/favorites/${listingId}`, undefined, favoriteIdsSchema),
};

export const favoritesQuery = (userId: string | null) =>
  queryOptions({
    queryKey: favoriteKeys.list(userId),
    queryFn: ({ signal }) => favoritesApi.list(signal),
    enabled: userId != null,
    staleTime: 60_000,
  });

/** The signed-in user's favorites as item cards; nothing, and no request, when signed out. */
export function useFavorites() {
  const { user } = useSession();
  return useQuery(favoritesQuery(user?.id ?? null));
}

/**
 * Adds (`on`) or removes a favorite; the answer (the new ids) replaces the hearts' list. The user is
 * read when it arrives: the add that follows a sign-in starts before the page re-renders as them.
 */
export async function setFavorite(queryClient: QueryClient, listingId: string, on: boolean) {
  const answer = await (on ? favoritesApi.add(listingId) : favoritesApi.remove(listingId));
  const userId = queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null;
  // A read of the ids started before this change must not overwrite the answer.
  await queryClient.cancelQueries({ queryKey: favoriteKeys.ids(userId) });
  queryClient.setQueryData(favoriteKeys.ids(userId), answer);
  void queryClient.invalidateQueries({ queryKey: favoriteKeys.list(userId) });
}
