import type { ShopStatus } from '@haflah/contracts';
import { and, asc, desc, eq, inArray, isNull, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { bilingualSearchName, normalizeSearchText, searchTokens } from '../../db/search-text.js';
import { escapeLike } from '../../db/sql.js';
import { user } from '../auth/index.js';
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
 * Customers only ever see approved shops that are open (not paused by their owner), and, in the
 * catalogue, their active listings. The one statement of the shop half of that rule: every query that
 * shows or sells from a shop filters with it (a paused shop takes no new holds or orders either).
 */
export const visibleShop = and(eq(shops.status, 'approved'), isNull(shops.pausedAt)) as SQL;

/**
 * The shop `userId` runs (one per retailer account; the oldest, should it run more than one); null if
 * none. The retailer area's "my shop", read by every module whose retailer routes act on it.
 */
export async function ownedShopId(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ id: shops.id })
    .from(shops)
    .where(eq(shops.ownerUserId, userId))
    .orderBy(asc(shops.createdAt), asc(shops.id))
    .limit(1);
  return row?.id ?? null;
}

const withSearchName = <T extends { nameEn: string; nameAr: string }>(values: T) => ({
  ...values,
  searchName: bilingualSearchName(values.nameEn, values.nameAr),
});

/** What the admin's list of shops narrows by (every filter optional). */
export interface AdminShopFilter {
  /** Matched against both names as search normalises them, every word somewhere. */
  q?: string;
  status?: ShopStatus;
}

/**
 * The conditions of the admin's list: the catalogue's matching (db/search-text.ts: alef forms, ta
 * marbuta, diacritics, case, Arabic-Indic digits) over the shops' `search_name`, like a shop's own
 * listings list (catalogue.shop-reads.ts).
 */
function adminConditions(filter: AdminShopFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(shops.status, filter.status));
  for (const word of searchTokens(normalizeSearchText(filter.q ?? ''))) {
    conditions.push(sql`${shops.searchName} like ${`%${escapeLike(word)}%`}`);
  }
  return conditions;
}

/** Shops: sign-up, ownership, approval status and the owner's registration details (CR, IBAN). */
export function createShopsRepository(db: Db) {
  return {
    /**
     * One page of the admin's list, newest application first (created_at, id: stable however many
     * shops apply at once), with each owner's email, and how many shops match in all.
     */
    async adminPage(filter: AdminShopFilter, limit: number, offset: number) {
      const where = and(...adminConditions(filter));
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...publicShopColumns,
            status: shops.status,
            statusReason: shops.statusReason,
            statusChangedAt: shops.statusChangedAt,
            pausedAt: shops.pausedAt,
            createdAt: shops.createdAt,
            ownerEmail: user.email,
          })
          .from(shops)
          .leftJoin(user, eq(user.id, shops.ownerUserId))
          .where(where)
          .orderBy(desc(shops.createdAt), desc(shops.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(shops).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The names and emails of these accounts (the audit log's actors, a shop's owner), read-only. */
    async accounts(ids: readonly string[]) {
      if (ids.length === 0) return new Map<string, { name: string; email: string }>();
      const rows = await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, [...ids]));
      return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
    },

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
     * without an owner and without the owner's registration details. Answers the logos of the shops
     * deleted (their files go too).
     */
    async releaseOwned(ownerUserId: string): Promise<string[]> {
      return db.transaction(async (tx) => {
        const owned = eq(shops.ownerUserId, ownerUserId);
        const deleted = await tx
          .delete(shops)
          .where(and(owned, ne(shops.status, 'approved')))
          .returning({ logoUrl: shops.logoUrl });
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
        return deleted.flatMap((r) => (r.logoUrl ? [r.logoUrl] : []));
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

    /** The shop an account runs (the oldest, should it run more than one), every column. */
    async ownedBy(ownerUserId: string): Promise<ShopRow | undefined> {
      const [row] = await db
        .select()
        .from(shops)
        .where(eq(shops.ownerUserId, ownerUserId))
        .orderBy(asc(shops.createdAt), asc(shops.id))
        .limit(1);
      return row;
    },

    async byId(id: string, executor: Executor = db): Promise<ShopRow | undefined> {
      const [row] = await executor.select().from(shops).where(eq(shops.id, id));
      return row;
    },

    /** A shop's row under its lock (FOR UPDATE) in `tx`: an admin's decision reads and writes it there. */
    async lockById(id: string, tx: Executor): Promise<ShopRow | undefined> {
      const [row] = await tx.select().from(shops).where(eq(shops.id, id)).for('update');
      return row;
    },

    /**
     * The shops waiting for a decision, oldest application first, with their applicant's email and name
     * (the accounts' table, read-only through the auth module's front door).
     */
    pendingApplications() {
      return db
        .select({ shop: shops, applicantEmail: user.email, applicantName: user.name })
        .from(shops)
        .leftJoin(user, eq(user.id, shops.ownerUserId))
        .where(eq(shops.status, 'pending'))
        .orderBy(asc(shops.createdAt), asc(shops.id));
    },

    /** The email address of a shop's owner (the accounts' table, read-only), in `executor`. */
    async ownerEmail(ownerUserId: string | null, executor: Executor = db): Promise<string | null> {
      if (!ownerUserId) return null;
      const [row] = await executor.select({ email: user.email }).from(user).where(eq(user.id, ownerUserId));
      return row?.email ?? null;
    },

    /** How many shops have each approval status. */
    async countByStatus(): Promise<Record<ShopStatus, number>> {
      const rows = await db
        .select({ status: shops.status, n: sql<number>`count(*)::int` })
        .from(shops)
        .groupBy(shops.status);
      const counts: Record<ShopStatus, number> = { pending: 0, approved: 0, rejected: 0, suspended: 0 };
      for (const r of rows) counts[r.status] = Number(r.n);
      return counts;
    },

    /** Which of `ids` are shops `userId` runs (the shops' policy). */
    async ofOwner(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: shops.id })
        .from(shops)
        .where(and(eq(shops.ownerUserId, userId), inArray(shops.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are shops (an admin sees every one). */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: shops.id })
        .from(shops)
        .where(inArray(shops.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * Writes some of a shop's columns (the names with their search name) and its `updated_at`. Every
     * write to shops NOTIFYs the catalogue's caches on every node (its trigger, migration 0006).
     */
    async update(
      id: string,
      values: Partial<Omit<NewShop, 'id' | 'searchName'>>,
      executor: Executor = db,
    ): Promise<ShopRow | undefined> {
      const names =
        values.nameEn !== undefined && values.nameAr !== undefined
          ? { searchName: bilingualSearchName(values.nameEn, values.nameAr) }
          : {};
      const [row] = await executor
        .update(shops)
        .set({ ...values, ...names, updatedAt: sql`now()` })
        .where(eq(shops.id, id))
        .returning();
      return row;
    },

    /**
     * Points a shop at a new logo (or none), under its row's lock, answering the row and the logo it
     * had: of two uploads at once each learns which file it replaced, so none is left unreferenced.
     */
    async swapLogo(id: string, logoUrl: string | null) {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ logoUrl: shops.logoUrl })
          .from(shops)
          .where(eq(shops.id, id))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(shops)
          .set({ logoUrl, updatedAt: sql`now()` })
          .where(eq(shops.id, id))
          .returning();
        return { row: row!, previous: current.logoUrl };
      });
    },

    /** Reopens every shop whose pause ended by `now`; answers their ids. */
    async reopenDue(now: Date): Promise<string[]> {
      const rows = await db
        .update(shops)
        .set({ pausedAt: null, pausedUntil: null, pauseReason: null, updatedAt: sql`now()` })
        .where(lte(shops.pausedUntil, now))
        .returning({ id: shops.id });
      return rows.map((r) => r.id);
    },

    async setOwner(slug: string, userId: string) {
      await db.update(shops).set({ ownerUserId: userId }).where(eq(shops.slug, slug));
    },
  };
}

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
export type StaffShopRow = Awaited<ReturnType<ShopsRepository['listWhere']>>[number];
