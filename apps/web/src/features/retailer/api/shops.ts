import { staffRetailersResponseSchema } from '@haflah/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

/** The shops the signed-in retailer runs, with where each stands in approval (per account). */
export const ownShopsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ['retailer', 'shops', userId],
    queryFn: ({ signal }) =>
      apiGet('/api/retailer/shops', staffRetailersResponseSchema, undefined, signal).then((r) => r.retailers),
    // An admin may approve the shop at any time: look again when the retailer comes back to the tab.
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });
