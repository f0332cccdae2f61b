import {
  categoriesResponseSchema,
  itemResponseSchema,
  itemsResponseSchema,
  type ListingKind,
  retailersResponseSchema,
} from '@haflah/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export interface ItemsFilter {
  categoryId?: string;
  retailerId?: string;
  kind?: ListingKind;
  q?: string;
  limit?: number;
}

export const catalogueKeys = {
  categories: ['categories'] as const,
  retailers: (categoryId?: string) => ['retailers', { categoryId }] as const,
  items: (filter: ItemsFilter) => ['items', filter] as const,
  item: (id: string) => ['item', id] as const,
};

export function useCategories() {
  return useQuery({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) =>
      apiGet('/api/categories', categoriesResponseSchema, undefined, signal).then((r) => r.categories),
  });
}

export function useRetailers(categoryId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.retailers(categoryId),
    queryFn: ({ signal }) =>
      apiGet('/api/retailers', retailersResponseSchema, { categoryId }, signal).then((r) => r.retailers),
    enabled,
  });
}

export function useItems(filter: ItemsFilter, enabled = true) {
  return useQuery({
    queryKey: catalogueKeys.items(filter),
    queryFn: ({ signal }) =>
      apiGet('/api/items', itemsResponseSchema, { ...filter }, signal).then((r) => r.items),
    enabled,
    // Typing in the search box keeps the last results on screen instead of flashing skeletons.
    placeholderData: (previous) => (filter.q ? previous : undefined),
  });
}

export function useItem(id: string) {
  return useQuery({
    queryKey: catalogueKeys.item(id),
    queryFn: ({ signal }) =>
      apiGet(`/api/items/${id}`, itemResponseSchema, undefined, signal).then((r) => r.item),
  });
}
