import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, listings, shops } from '../db/schema.js';
import { seedDemoCatalogue } from './demo-catalogue.js';

export interface SeedOptions {
  uploadsDir: string;
}

export function seedDemo(db: Db, options: SeedOptions) {
  return seedDemoCatalogue(db, options.uploadsDir);
}

/** Seeds the demo catalogue only into an empty database (first start). */
export async function seedIfEmpty(db: Db, options: SeedOptions) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if ((row?.n ?? 0) > 0) return { seeded: false as const };
  return { seeded: true as const, ...(await seedDemo(db, options)) };
}

/** Removes every listing, shop and category (`npm run db:seed -- --reset`). */
export async function deleteDemoCatalogue(db: Db) {
  await db.transaction(async (tx) => {
    await tx.delete(listings);
    await tx.delete(shops);
    await tx.delete(categories);
  });
}
