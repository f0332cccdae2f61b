import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, listings, shops } from '../db/schema.js';
import { seedDemoCatalogue } from './demo-catalogue.js';
import { seedDemoClass } from './demo-history.js';
import { seedDemoReviews } from './demo-reviews.js';

export interface SeedOptions {
  uploadsDir: string;
}

/**
 * The demo catalogue and the demo shop's class, then the past: the reviews (issue 27 point 4:
 * listings' and shops' ratings are the aggregates of seeded reviews, kept by the reviews module's own
 * code) and the demo shop's months of orders (demo-history.ts), in one go.
 */
export async function seedDemo(db: Db, options: SeedOptions) {
  const counts = await seedDemoCatalogue(db, options.uploadsDir);
  await seedDemoClass(db);
  const { reviews } = await seedDemoReviews(db);
  return { ...counts, reviews };
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
