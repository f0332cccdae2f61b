import type { RetailerStatus } from '@haflah/contracts';
import { and, asc, eq, like, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bilingualSearchName } from '../../db/search-text.js';
import { escapeLike } from '../../db/sql.js';
import { retailers } from './retailers.schema.js';

export type RetailerRow = typeof retailers.$inferSelect;
export type NewRetailer = typeof retailers.$inferInsert;

/** The columns of a shop that customers see (spec §3 Retailer). */
export const publicShopColumns = {
  id: retailers.id,
  nameEn: retailers.nameEn,
  nameAr: retailers.nameAr,
  logoUrl: retailers.logoUrl,
  rating: retailers.rating,
  reviewCount: retailers.reviewCount,
  deliveryMinutes: retailers.deliveryMinutes,
  deliveryFeeFils: retailers.deliveryFeeFils,
  areaEn: retailers.areaEn,
  areaAr: retailers.areaAr,
};

/**
 * Customers only ever see approved shops (and, in the catalogue, their active listings). The one
 * statement of the shop half of that rule: every query that shows or sells from a shop filters with it.
 */
export const visibleRetailer = eq(retailers.status, 'approved');

const withSearchName = <T extends { nameEn: string; nameAr: string }>(values: T) => ({
  ...values,
  searchName: bilingualSearchName(values.nameEn, values.nameAr),
});

/** Shops: sign-up, ownership, approval status and the owner's registration details (CR, IBAN). */
export function createRetailersRepository(db: Db) {
  return {
    async insert(values: NewRetailer): Promise<RetailerRow> {
      const [row] = await db.insert(retailers).values(withSearchName(values)).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * Inserts a shop under `baseSlug`, or `baseSlug-2`, `-3`… when taken. A slug claimed by a
     * concurrent insert between the look-up and the insert is skipped (ON CONFLICT) and the next tried.
     */
    async insertWithUniqueSlug(values: Omit<NewRetailer, 'slug'>, baseSlug: string) {
      for (let attempt = 0; attempt < 5; attempt++) {
        const taken = new Set(
          (
            await db
              .select({ slug: retailers.slug })
              .from(retailers)
              .where(or(eq(retailers.slug, baseSlug), like(retailers.slug, `${escapeLike(baseSlug)}-%`)))
          ).map((r) => r.slug),
        );
        let n = 1;
        let slug = baseSlug;
        while (taken.has(slug)) slug = `${baseSlug}-${++n}`;
        const [row] = await db
          .insert(retailers)
          .values(withSearchName({ ...values, slug }))
          .onConflictDoNothing({ target: retailers.slug })
          .returning();
        if (row) return row;
      }
      throw new Error(`no free slug for ${baseSlug}`);
    },

    /** Staff views: shops by status, or run by one account (any status), with their status. */
    listWhere(filter: { status?: RetailerStatus; ownerUserId?: string }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(retailers.status, filter.status));
      if (filter.ownerUserId) conditions.push(eq(retailers.ownerUserId, filter.ownerUserId));
      return db
        .select({ ...publicShopColumns, status: retailers.status })
        .from(retailers)
        .where(and(...conditions))
        .orderBy(asc(retailers.createdAt), asc(retailers.nameEn));
    },

    /**
     * An owner deleting their account (Bahrain PDPL): shops never approved go with it; approved ones
     * stay, for their orders (which admins still see and move), but stop selling: no longer approved
     * (`rejected`), so hidden from the catalogue and refused by the cart and checkout (`visibleRetailer`),
     * without an owner and without the owner's registration details.
     */
    async releaseOwned(ownerUserId: string) {
      await db.transaction(async (tx) => {
        const owned = eq(retailers.ownerUserId, ownerUserId);
        await tx.delete(retailers).where(and(owned, ne(retailers.status, 'approved')));
        await tx
          .update(retailers)
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
    listOwnedRows(ownerUserId: string): Promise<RetailerRow[]> {
      return db
        .select()
        .from(retailers)
        .where(eq(retailers.ownerUserId, ownerUserId))
        .orderBy(asc(retailers.createdAt));
    },

    /** Shops written before names were searchable get their search name (once, at start). */
    async backfillSearchNames() {
      const missing = await db
        .select({ id: retailers.id, nameEn: retailers.nameEn, nameAr: retailers.nameAr })
        .from(retailers)
        .where(eq(retailers.searchName, ''));
      for (const r of missing) {
        await db
          .update(retailers)
          .set({ searchName: bilingualSearchName(r.nameEn, r.nameAr) })
          .where(eq(retailers.id, r.id));
      }
    },

    async setOwner(slug: string, userId: string) {
      await db.update(retailers).set({ ownerUserId: userId }).where(eq(retailers.slug, slug));
    },
  };
}

export type RetailersRepository = ReturnType<typeof createRetailersRepository>;
export type StaffRetailerRow = Awaited<ReturnType<RetailersRepository['listWhere']>>[number];
