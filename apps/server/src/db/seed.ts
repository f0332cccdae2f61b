import { createCatalogueRepository } from '../modules/catalogue/catalogue.repository.js';
import type { Db } from './client.js';
import { seedDemoCatalogue } from './demo/seed-demo.js';

export interface SeedOptions {
  uploadsDir: string;
}

export function seedDemo(db: Db, options: SeedOptions) {
  return seedDemoCatalogue(db, options.uploadsDir);
}

/** Seeds the demo catalogue only into an empty database (first start). */
export async function seedIfEmpty(db: Db, options: SeedOptions) {
  if ((await createCatalogueRepository(db).countCategories()) > 0) return { seeded: false as const };
  return { seeded: true as const, ...(await seedDemo(db, options)) };
}
