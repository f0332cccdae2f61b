import {
  categoriesResponseSchema,
  itemResponseSchema,
  itemsResponseSchema,
  type ListingKind,
  shopsResponseSchema,
} from '@haflah/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface ItemsFilter {
  categoryId?: string;
  shopId?: string;
  kind?: ListingKind;
  q?: string;
  limit?: number;
}

export const catalogueKeys = {
  all: ['catalogue'] as const,
  categories: () => [...catalogueKeys.all, 'categories'] as const,
  shops: (categoryId?: string) => [...catalogueKeys.all, 'shops', { categoryId }] as const,
  items: (filter: ItemsFilter) => [...catalogueKeys.all, 'items', filter] as const,
  item: (id: string) => [...catalogueKeys.all, 'item', id] as const,
  shop: (id: string) => [...catalogueKeys.all, 'shop', id] as const,
};

/** Fetch behaviour (retries, stale and cache times) is the query client's default: spec §7. */
export const catalogueQueries = {
  categories: () =>
    queryOptions({
      queryKey: catalogueKeys.categories(),
      queryFn: ({ signal }) =>
        apiGet('/api/categories', categoriesResponseSchema, undefined, signal).then((r) => r.categories),
    }),
  /** A category's shops page by page ("Load more" asks for the page after `nextCursor`). */
  shopPages: (categoryId: string | undefined) =>
    infiniteQueryOptions({
      queryKey: catalogueKeys.shops(categoryId),
      queryFn: ({ signal, pageParam }) =>
        apiGet('/api/shops', shopsResponseSchema, { categoryId, after: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    }),
  /** The first page of a list (the Home page's featured products). */
  items: (filter: ItemsFilter) =>
    queryOptions({
      queryKey: catalogueKeys.items(filter),
      queryFn: ({ signal }) =>
        apiGet('/api/items', itemsResponseSchema, { ...filter }, signal).then((r) => r.items),
    }),
  /** A list page by page: "Load more" asks for the page after the server's `nextCursor`. */
  itemPages: (filter: ItemsFilter) =>
    infiniteQueryOptions({
      queryKey: [...catalogueKeys.items(filter), 'pages'] as const,
      queryFn: ({ signal, pageParam }) =>
        apiGet('/api/items', itemsResponseSchema, { ...filter, after: pageParam }, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      // Typing in the search box keeps the last search's results on screen (dimmed) instead of
      // flashing skeletons; never an unsearched list's, which has nothing to do with the words.
      placeholderData: (previous, previousQuery) =>
        filter.q && (previousQuery?.queryKey[2] as ItemsFilter | undefined)?.q ? previous : undefined,
    }),
  item: (id: string) =>
    queryOptions({
      queryKey: catalogueKeys.item(id),
      queryFn: ({ signal }) =>
        apiGet(`/api/items/${id}`, itemResponseSchema, undefined, signal).then((r) => r.item),
    }),
};

export const useCategories = () => useQuery(catalogueQueries.categories());

export const useShopPages = (categoryId: string | undefined) =>
  useInfiniteQuery(catalogueQueries.shopPages(categoryId));

export const useItems = (filter: ItemsFilter, enabled = true) =>
  useQuery({ ...catalogueQueries.items(filter), enabled });

export const useItemPages = (filter: ItemsFilter, enabled = true) =>
  useInfiniteQuery({ ...catalogueQueries.itemPages(filter), enabled });

export const useItem = (id: string, enabled = true) => useQuery({ ...catalogueQueries.item(id), enabled });
