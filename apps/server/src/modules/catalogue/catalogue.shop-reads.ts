import type { ListingKind } from '@haflah/contracts';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { normalizeSearchText, searchTokens } from '../../db/search-text.js';
import { escapeLike } from '../../db/sql.js';
import { bookings, cartItems } from '../cart/index.js';
import type { ListCursor } from './catalogue.reads.js';
import { categories, listingImages, listings } from './catalogue.schema.js';

/** A shop's own list, narrowed (every filter optional). */
export interface ShopListingFilter {
  q?: string;
  kind?: ListingKind;
  status: 'all' | 'active' | 'inactive';
  attention?: 'no_image' | 'inactive';
}

const shopListingColumns = {
  id: listings.id,
  shopId: listings.shopId,
  kind: listings.kind,
  pricingType: listings.pricingType,
  priceFils: listings.priceFils,
  salePriceFils: listings.salePriceFils,
  isOnSale: listings.isOnSale,
  hourlyRateFils: listings.hourlyRateFils,
  capacity: listings.capacity,
  servesGuests: listings.servesGuests,
  bufferBeforeMinutes: listings.bufferBeforeMinutes,
  bufferAfterMinutes: listings.bufferAfterMinutes,
  minNoticeMinutes: listings.minNoticeMinutes,
  maxAdvanceDays: listings.maxAdvanceDays,
  nameEn: listings.nameEn,
  nameAr: listings.nameAr,
  descriptionEn: listings.descriptionEn,
  descriptionAr: listings.descriptionAr,
  categoryId: listings.categoryId,
  categorySlug: categories.slug,
  categoryNameEn: categories.nameEn,
  categoryNameAr: categories.nameAr,
  imageUrl: listings.imageUrl,
  isActive: listings.isActive,
  createdAt: listings.createdAt,
  updatedAt: listings.updatedAt,
};

/**
 * The conditions of a shop's filtered list. The text matches both names as search normalises them
 * (alef forms, ta marbuta, case, diacritics: `searchName`), every word of the query somewhere in them.
 */
function filterConditions(shopId: string, filter: ShopListingFilter): SQL[] {
  const conditions: SQL[] = [eq(listings.shopId, shopId)];
  if (filter.kind) conditions.push(eq(listings.kind, filter.kind));
  if (filter.status === 'active' || filter.status === 'inactive') {
    conditions.push(eq(listings.isActive, filter.status === 'active'));
  }
  if (filter.attention === 'no_image') conditions.push(isNull(listings.imageUrl));
  if (filter.attention === 'inactive') conditions.push(eq(listings.isActive, false));
  for (const word of searchTokens(normalizeSearchText(filter.q ?? ''))) {
    conditions.push(sql`${listings.searchName} like ${`%${escapeLike(word)}%`}`);
  }
  return conditions;
}

/**
 * What a shop's own back office reads of its listings (any state, never what customers see): its
 * list, counts, single listings with their pictures, and the holds and bookings that depend on them.
 */
export function createShopListingReads(db: Db) {
  return {
    /** Of `ids`, those that are listings of one of `shopIds`. */
    async ofShops(shopIds: readonly string[], ids: readonly string[]): Promise<Set<string>> {
      if (shopIds.length === 0 || ids.length === 0) return new Set();
      const rows = await db
        .select({ id: listings.id })
        .from(listings)
        .where(and(inArray(listings.shopId, [...shopIds]), inArray(listings.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /**
     * One page of the shop's list, newest first (keyset on created_at, id: the index
     * listings_shop_created_idx), `limit + 1` rows so the caller knows whether there is more.
     */
    page(shopId: string, filter: ShopListingFilter, limit: number, after?: ListCursor) {
      const conditions = filterConditions(shopId, filter);
      if (after) {
        conditions.push(sql`(${listings.createdAt}, ${listings.id}) < (${after.createdAt}, ${after.id})`);
      }
      return db
        .select(shopListingColumns)
        .from(listings)
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(limit + 1);
    },

    async total(shopId: string, filter: ShopListingFilter): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(listings)
        .where(and(...filterConditions(shopId, filter)));
      return row?.n ?? 0;
    },

    async summary(shopId: string) {
      const [row] = await db
        .select({
          total: count(),
          active: sql<number>`count(*) filter (where ${listings.isActive})`.mapWith(Number),
          withoutImage: sql<number>`count(*) filter (where ${listings.imageUrl} is null)`.mapWith(Number),
        })
        .from(listings)
        .where(eq(listings.shopId, shopId));
      const total = row?.total ?? 0;
      const active = row?.active ?? 0;
      return { total, active, inactive: total - active, withoutImage: row?.withoutImage ?? 0 };
    },

    /** These listings of the shop (any order), with their categories. */
    byIds(executor: Executor, shopId: string, ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return executor
        .select(shopListingColumns)
        .from(listings)
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(and(eq(listings.shopId, shopId), inArray(listings.id, [...ids])));
    },

    /** Every listing of the shop, oldest first (the CSV export). */
    all(shopId: string) {
      return db
        .select(shopListingColumns)
        .from(listings)
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(eq(listings.shopId, shopId))
        .orderBy(asc(listings.createdAt), asc(listings.id));
    },

    /** The pictures of these listings, each listing's in order. */
    images(executor: Executor, listingIds: readonly string[]) {
      if (listingIds.length === 0) return Promise.resolve([]);
      return executor
        .select({ id: listingImages.id, listingId: listingImages.listingId, url: listingImages.url })
        .from(listingImages)
        .where(inArray(listingImages.listingId, [...listingIds]))
        .orderBy(asc(listingImages.listingId), asc(listingImages.position), asc(listingImages.createdAt));
    },

    /**
     * What depends on these listings at `now`: cart holds not yet lapsed (time-slot lines) and confirmed
     * bookings not yet over, counted per listing.
     */
    async commitments(executor: Executor, listingIds: readonly string[], now: Date) {
      const out = new Map<string, { liveHolds: number; futureBookings: number }>();
      if (listingIds.length === 0) return out;
      // One statement, both counts per listing (each an index probe by listing). Written out with
      // aliases: in a one-table select Drizzle leaves columns unqualified, and "listing_id = id" would
      // compare the subquery's own columns.
      const at = now.toISOString();
      const rows = await executor
        .select({
          listingId: listings.id,
          liveHolds:
            sql<number>`(select count(*) from ${cartItems} h where h.listing_id = listings.id and h.expires_at > ${at}::timestamptz)`.mapWith(
              Number,
            ),
          futureBookings:
            sql<number>`(select count(*) from ${bookings} b where b.listing_id = listings.id and b.status = 'confirmed' and b.ends_at > ${at}::timestamptz)`.mapWith(
              Number,
            ),
        })
        .from(listings)
        .where(inArray(listings.id, [...listingIds]));
      for (const r of rows)
        out.set(r.listingId, { liveHolds: r.liveHolds, futureBookings: r.futureBookings });
      return out;
    },

    /** Every category, for the CSV's `category` column (a slug, or a name in either language). */
    categories() {
      return db
        .select({
          id: categories.id,
          slug: categories.slug,
          nameEn: categories.nameEn,
          nameAr: categories.nameAr,
        })
        .from(categories)
        .orderBy(asc(categories.createdAt), asc(categories.slug));
    },

    async categoryExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return !!row;
    },
  };
}

export type ShopListingReads = ReturnType<typeof createShopListingReads>;
export type ShopListingRow = Awaited<ReturnType<ShopListingReads['all']>>[number];
