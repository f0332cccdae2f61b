import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import type { Db } from './client.js';

export interface SeedOptions {
  uploadsDir: string;
}

/** Temporary: replaced by the full demo catalogue. */
export async function seedDemo(_db: Db, _options: SeedOptions) {
  return { categories: 0, retailers: 0, listings: 0 };
}

export async function seedIfEmpty(db: Db, options: SeedOptions) {
  if ((await createCatalogueRepository(db).countCategories()) > 0) return { seeded: false as const };
  return { seeded: true as const, ...(await seedDemo(db, options)) };
}
