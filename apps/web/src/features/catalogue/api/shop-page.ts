import { shopPageResponseSchema } from '@haflah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './catalogue';

/** A shop's public page (its header and the kinds it sells); loaded with the header's lazy chunk. */
export const shopPageQuery = (id: string) =>
  queryOptions({
    queryKey: catalogueKeys.shop(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/shops/${id}`, shopPageResponseSchema, undefined, signal).then((r) => r.shop),
  });

export const useShopPage = (id: string) => useQuery(shopPageQuery(id));
