import { favoriteIdsSchema } from '@haflah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/**
 * Favorites belong to whoever is signed in: a different user (or nobody) never sees another's. The
 * ids (the hearts on Home's cards) are all Home loads up front; the rest comes on the first tap.
 */
export const favoriteKeys = {
  all: ['favorites'] as const,
  ids: (userId: string | null) => ['favorites', userId, 'ids'] as const,
  list: (userId: string | null) => ['favorites', userId, 'list'] as const,
};

export const favoriteIdsQuery = (userId: string | null) =>
  queryOptions({
    queryKey: favoriteKeys.ids(userId),
    queryFn: ({ signal }) => apiGet('/api/favorites/ids', favoriteIdsSchema, undefined, signal),
    enabled: userId != null,
    staleTime: 60_000,
  });
