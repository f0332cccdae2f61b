import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favorites } from './favorites.schema.js';

/** A user's favorites; adding takes the user's lock so two tabs never pass the limit together. */
export function createFavoritesRepository(db: Db) {
  return {
    /** The user's favorite listing ids, newest first. */
    async ids(userId: string): Promise<string[]> {
      const rows = await db
        .select({ listingId: favorites.listingId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(desc(favorites.createdAt), desc(favorites.listingId));
      return rows.map((r) => r.listingId);
    },

    /** Adds a favorite (again is a no-op); false, and nothing added, when the user already has `max`. */
    add(userId: string, listingId: string, max: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`favorites:${userId}`}, 0))`);
        const [row] = await tx.select({ n: count() }).from(favorites).where(eq(favorites.userId, userId));
        const existing = await tx
          .select({ id: favorites.listingId })
          .from(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
        if (existing.length) return true;
        if ((row?.n ?? 0) >= max) return false;
        await tx.insert(favorites).values({ userId, listingId });
        return true;
      });
    },

    /** False when it was not a favorite. */
    async remove(userId: string, listingId: string): Promise<boolean> {
      const rows = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
        .returning({ id: favorites.listingId });
      return rows.length > 0;
    },

    /** Which of `listingIds` are favorites of `userId` (the policy). */
    async owned(userId: string, listingIds: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: favorites.listingId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.listingId, [...listingIds])));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
