import { FEATURED_PRODUCTS } from '@haflah/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { catalogueQueries } from './catalogue';

/** Home's first view: the featured products under the categories. */
export const FEATURED_FILTER = { kind: 'product', limit: FEATURED_PRODUCTS } as const;

/** Starts the reads of Home's first view (all categories) before it renders (app/first-screen.ts). */
export const prefetchHomeFirstView = (queryClient: QueryClient) => [
  queryClient.prefetchQuery(catalogueQueries.categories()),
  queryClient.prefetchQuery(catalogueQueries.items(FEATURED_FILTER)),
];
