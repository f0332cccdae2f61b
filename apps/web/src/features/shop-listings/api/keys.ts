import type { ListingFilters } from '../utils/listing-filters';

/**
 * The shop's listings belong to whoever is signed in: another retailer signing in on this device
 * never sees the previous one's.
 */
export const shopListingKeys = {
  all: ['shopListings'] as const,
  lists: () => ['shopListings', 'list'] as const,
  list: (userId: string | null, filters: ListingFilters) =>
    ['shopListings', 'list', userId, filters] as const,
  detail: (userId: string | null, id: string) => ['shopListings', 'detail', userId, id] as const,
  categories: () => ['shopListings', 'categories'] as const,
};
