import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createShopsRepository, type NewShop } from './shops.repository.js';

/** Shops with sensible defaults (approved, in Manama); tests, the demo seed and benchmarks use them. */
export function createShopsFactories(db: Db) {
  const repo = createShopsRepository(db);
  return {
    shop(overrides: Partial<NewShop> = {}) {
      const tag = randomUUID().slice(0, 8);
      return repo.insert({
        slug: `shop-${tag}`,
        nameEn: `Shop ${tag}`,
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

    /** Hands a shop (by slug) to an account: the demo retailer runs a seeded shop. */
    setOwner: (slug: string, userId: string) => repo.setOwner(slug, userId),
  };
}
