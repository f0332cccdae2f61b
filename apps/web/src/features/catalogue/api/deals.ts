import { itemsResponseSchema } from '@haflah/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { catalogueKeys } from './catalogue';

/** Hot Deals (on sale, or a shop's offer running) and Express (can arrive today, under 2 hours). */
export type DealsList = 'deals' | 'express';

/** The list's one page of items (the server's best 50), from `/api/deals` or `/api/express`. */
export const useDeals = (list: DealsList) =>
  useQuery({
    queryKey: [...catalogueKeys.all, list] as const,
    queryFn: ({ signal }) =>
      apiGet(`/api/${list}`, itemsResponseSchema, undefined, signal).then((r) => r.items),
  });
