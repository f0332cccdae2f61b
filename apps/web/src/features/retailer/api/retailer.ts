import { staffShopsResponseSchema } from '@haflah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** Per account: another retailer signing in on this device never sees the previous one's shops. */
export const retailerKeys = {
  all: ['retailer'] as const,
  shops: (userId: string) => [...retailerKeys.all, 'shops', userId] as const,
};

export const retailerQueries = {
  /** The shops the signed-in retailer runs, with where each stands in approval. */
  ownShops: (userId: string) =>
    queryOptions({
      queryKey: retailerKeys.shops(userId),
      queryFn: ({ signal }) =>
        apiGet('/api/retailer/shops', staffShopsResponseSchema, undefined, signal).then((r) => r.shops),
      // An admin may approve the shop at any time: look again when the retailer comes back to the tab.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
};

/** The signed-in retailer's shops; nothing (and no request) while nobody is signed in. */
export function useOwnShops(userId: string | undefined) {
  return useQuery({ ...retailerQueries.ownShops(userId ?? ''), enabled: Boolean(userId) });
}
