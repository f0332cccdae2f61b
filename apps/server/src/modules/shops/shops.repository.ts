import type { ShopStatus } from '@haflah/contracts';
import { and, asc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bilingualSearchName } from '../../db/search-text.js';
import { escapeLike } from '../../db/sql.js';
import { shops } from './shops.schema.js';

export type ShopRow = typeof shops.$inferSelect;
export type NewShop = typeof shops.$inferInsert;

/** The columns of a shop that customers see (spec §3 Retailer). */
export const publicShopColumns = {
  id: shops.id,
  nameEn: shops.nameEn,
  nameAr: shops.nameAr,
  logoUrl: shops.logoUrl,
  rating: shops.rating,
  reviewCount: shops.reviewCount,
  deliveryMinutes: shops.deliveryMinutes,
  deliveryFeeFils: shops.deliveryFeeFils,
  areaEn: shops.areaEn,
  areaAr: shops.areaAr,
};

/**
 * Customers only ever see approved shops (and, in the catalogue, their active listings). The one
 * statement of the shop half of that rule: every query that shows or sells from a shop filters with it.
 */
export const visibleShop = eq(shops.status, 'approved');

const withSearchName = <T extends { nameEn: string; nameAr: string }>(values: T) => ({
  ...values,
  searchName: bilingualSearchName(values.nameEn, values.nameAr),
});

/** Shops: sign-up, ownership, approval status and the owner's registration details (CR, IBAN). */
export function createShopsRepository(db: Db) {
  return {
    async insert(values: NewShop): Promise<ShopRow> {
      const [row] = await db.insert(shops).values(withSearchName(values)).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Inserts a shop under `baseSlug`, or `baseSlug-2`, `-3`… when taken. A slug claimed by a
     * concurrent insert between the look-up and the insert is skipped (ON CONFLICT) and the next tried.
     */
    async insertWithUniqueSlug(values: Omit<NewShop, 'slug'>, baseSlug: string) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const taken = new Set(
          (
            await db
              .select({ slug: shops.slug })
              .from(shops)
              .where(or(eq(shops.slug, baseSlug), like(shops.slug, `${escapeLike(baseSlug)}-%`)))
          ).map((r) => r.slug),
        );
        let n = 1;
        let slug = baseSlug;
        while (taken.has(slug)) slug = `${baseSlug}-${++n}`;
        const [row] = await db
          .insert(shops)
          .values(withSearchName({ ...values, slug }))
          .onConflictDoNothing({ target: shops.slug })
          .returning();
        if (row) return row;
      }
      throw new Error(`no free slug for ${baseSlug}`);
    },

    /** Staff views: shops by status, or run by one account (any status), with their status. */
    listWhere(filter: { status?: ShopStatus; ownerUserId?: string }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(shops.status, filter.status));
      if (filter.ownerUserId) conditions.push(eq(shops.ownerUserId, filter.ownerUserId));
      return db
        .select({ ...publicShopColumns, status: shops.status })
        .from(shops)
        .where(and(...conditions))
        .orderBy(asc(shops.createdAt), asc(shops.nameEn));
    },

    /**
     * An owner deleting their account (Bahrain PDPL): shops never approved go with it; approved ones
     * stay, for their orders (which admins still see and move), but stop selling: no longer approved
     * (`rejected`), so hidden from the catalogue and refused by the cart and checkout (`visibleShop`),
     * without an owner and without the owner's registration details.
     */
    async releaseOwned(ownerUserId: string) {
      await db.transaction(async (tx) => {
        const owned = eq(shops.ownerUserId, ownerUserId);
        await tx.delete(shops).where(and(owned, ne(shops.status, 'approved')));
        await tx
          .update(shops)
          .set({
            status: 'rejected',
            crNumber: null,
            iban: null,
            phone: null,
            address: null,
            ownerUserId: null,
          })
          .where(owned);
      });
    },

    /** Every column of the shops one account runs (their data export). */
    listOwnedRows(ownerUserId: string): Promise<ShopRow[]> {
      return db.select().from(shops).where(eq(shops.ownerUserId, ownerUserId)).orderBy(asc(shops.createdAt));
    },

    /** Shops written before names were searchable get their search name (once, at start). */
    async backfillSearchNames() {
      const missing = await db
        .select({ id: shops.id, nameEn: shops.nameEn, nameAr: shops.nameAr })
        .from(shops)
        .where(eq(shops.searchName, ''));
      for (const r of missing) {
        await db
          .update(shops)
          .set({ searchName: bilingualSearchName(r.nameEn, r.nameAr) })
          .where(eq(shops.id, r.id));
      }
    },

    async setOwner(slug: string, userId: string) {
      await db.update(shops).set({ ownerUserId: userId }).where(eq(shops.slug, slug));
    },
  };
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
export type StaffShopRow = Awaited<ReturnType<ShopsRepository['listWhere']>>[number];
