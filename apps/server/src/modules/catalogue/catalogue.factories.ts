import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createCatalogueWrites, type NewCategory, type NewListing } from './catalogue.writes.js';

/**
 * Categories and listings with sensible defaults, written through the catalogue's writes so the search
 * columns and vocabulary are filled as in production. Tests, the demo seed and benchmarks use them.
 */
export function createCatalogueFactories(db: Db) {
  const repo = createCatalogueWrites(db);
  const unique = () => randomUUID().slice(0, 8);

  return {
    category(overrides: Partial<NewCategory> = {}) {
      const tag = unique();
      return repo.insertCategory({
        slug: `category-${tag}`,
        nameEn: `Category ${tag}`,
        nameAr: `فئة ${tag}`,
        icon: 'party_supplies',
        color: '#7c3aed',
        ...overrides,
      });
    },

    /** A product by default; any other kind is hourly unless said otherwise. */
    listing(overrides: ListingOverrides) {
      return repo.insertListing(listingValues(overrides));
    },

    /** Many listings in one statement each 1,000 (large seeds: benchmarks at scale); returns the ids. */
    async listings(list: ListingOverrides[]): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < list.length; i += 1000) {
        ids.push(...(await repo.insertListings(list.slice(i, i + 1000).map(listingValues))));
      }
      return ids;
    },
  };

  function listingValues(overrides: ListingOverrides): NewListing {
    const tag = unique();
    const kind = overrides.kind ?? 'product';
    const hourly = overrides.pricingType === 'hourly' || (kind !== 'product' && !overrides.pricingType);
    return {
      kind,
      pricingType: hourly ? 'hourly' : 'fixed',
      priceFils: hourly ? 0 : 5000,
      hourlyRateFils: hourly ? 20000 : null,
      nameEn: `Item ${tag}`,
      nameAr: `منتج ${tag}`,
      descriptionEn: '',
      descriptionAr: '',
      rating: 4,
      reviewCount: 3,
      ...overrides,
    };
  }
}

type ListingOverrides = Partial<NewListing> & Pick<NewListing, 'shopId' | 'categoryId'>;
