import type { Db } from '../../db/client.js';
import { favorites } from './favorites.schema.js';

/** A favorite written directly (no limit, no visibility check): for setting the scene of a test. */
export function createFavoritesFactories(db: Db) {
  return {
    async favorite(values: { userId: string; listingId: string }) {
      const [row] = await db.insert(favorites).values(values).returning();
      return row!;
    },
  };
}
