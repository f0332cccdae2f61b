import { randomUUID } from 'node:crypto';
import {
  createCatalogueRepository,
  type NewCategory,
  type NewListing,
  type NewRetailer,
} from '../modules/catalogue/catalogue.repository.js';
import type { Db } from './client.js';

/**
 * Builders for catalogue rows with sensible defaults. Tests and the demo seed both use them, so the
 * seed exercises the same write path as production code.
 */
export function createFactories(db: Db) {
  const repo = createCatalogueRepository(db);
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

    retailer(overrides: Partial<NewRetailer> = {}) {
      const tag = unique();
      return repo.insertRetailer({
        slug: `retailer-${tag}`,
        nameEn: `Retailer ${tag}`,
        nameAr: `متجر ${tag}`,
        areaEn: 'Manama',
        areaAr: 'المنامة',
        rating: 4.5,
        reviewCount: 10,
        deliveryMinutes: 45,
        deliveryFeeFils: 1000,
        status: 'approved',
        ...overrides,
      });
    },

    listing(overrides: Partial<NewListing> & Pick<NewListing, 'retailerId' | 'categoryId'>) {
      const tag = unique();
      const kind = overrides.kind ?? 'product';
      const hourly = overrides.pricingType === 'hourly' || (kind !== 'product' && !overrides.pricingType);
      return repo.insertListing({
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
      });
    },
  };
}

export type Factories = ReturnType<typeof createFactories>;
