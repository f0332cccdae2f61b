import type { ListingKind } from '@haflah/contracts';
import { and, asc, desc, eq, exists, inArray, isNotNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rawStatement } from '../../db/sql.js';
import { publicShopColumns, shops, visibleShop } from '../shops/index.js';
import { categories, listings } from './catalogue.schema.js';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * When a listing was listed, as the contract writes it (ISO 8601, UTC, milliseconds: the column's
 * precision), formatted by PostgreSQL: 50 rows' timestamps were otherwise each parsed into a Date by
 * the driver only to be written back, 4% of a "load more" page's CPU in the profile. In UTC the text
 * also sorts as the time does.
 */
const isoCreatedAt = sql<string>`to_char(${listings.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const listingColumns = {
  id: listings.id,
  kind: listings.kind,
  pricingType: listings.pricingType,
  priceFils: listings.priceFils,
  salePriceFils: listings.salePriceFils,
  isOnSale: listings.isOnSale,
  hourlyRateFils: listings.hourlyRateFils,
  capacity: listings.capacity,
  nameEn: listings.nameEn,
  nameAr: listings.nameAr,
  imageUrl: listings.imageUrl,
  rating: listings.rating,
  reviewCount: listings.reviewCount,
  categoryId: listings.categoryId,
  categoryNameEn: categories.nameEn,
  categoryNameAr: categories.nameAr,
  shopId: listings.shopId,
  shopNameEn: shops.nameEn,
  shopNameAr: shops.nameAr,
};
/** What an item card shows (the lists, search, favourites): a listing with its category and shop. */
export const itemColumns = { ...listingColumns, createdAt: isoCreatedAt };

/** A listing as the item lists select it (`itemColumns`), as the driver gives it. */
export type CandidateRow = {
  [K in keyof typeof listingColumns]: (typeof listingColumns)[K]['_'] extends {
    data: infer D;
    notNull: infer N;
  }
    ? N extends true
      ? D
      : D | null
    : never;
} & { createdAt: string };

/** The item columns under their own names, so a subquery holding them has no two alike. */
export const candidateColumns = {
  ...(Object.fromEntries(
    Object.entries(listingColumns).map(([key, column]) => [key, sql`${column}`.mapWith(column).as(key)]),
  ) as { [K in keyof typeof listingColumns]: SQL.Aliased<CandidateRow[K]> }),
  createdAt: isoCreatedAt.as('createdAt'),
};

/**
 * Customers only ever see approved shops' active listings. The one statement of that rule: every query
 * that shows or sells a listing (the cart's too) filters with it, with `listings` joined to `retailers`.
 */
export const visibleListing = and(sql`${listings.isActive}`, visibleShop) as SQL;

/** Where "load more" continues: after this listing in newest-first order. */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

export interface ItemFilter {
  categoryId?: string;
  shopId?: string;
  kind?: ListingKind;
  limit: number;
}

export interface RetailerPage {
  categoryId?: string;
  offset?: number;
  limit: number;
}

/** A filter whose values may be placeholders, for prepared statements. */
type ItemQueryFilter = { [K in keyof ItemFilter]: ItemFilter[K] | Placeholder } & {
  after?: { createdAt: Date | Placeholder; id: string | Placeholder };
};

/** The visible listings a list or a search is narrowed to by its filters (a category, a shop, a kind). */
export function filterConditions(filter: Pick<ItemQueryFilter, 'categoryId' | 'shopId' | 'kind'>): SQL[] {
  const conditions: SQL[] = [visibleListing];
  if (filter.categoryId) conditions.push(eq(listings.categoryId, filter.categoryId));
  if (filter.shopId) conditions.push(eq(listings.shopId, filter.shopId));
  if (filter.kind) conditions.push(eq(listings.kind, filter.kind));
  return conditions;
}

/** The catalogue as customers browse it: categories, shops, the plain lists and single listings. */
export function createCatalogueReads(db: Db) {
  const preparedLists = new Map<string, (values: Record<string, unknown>) => Promise<CandidateRow[]>>();

  /** The shops customers see; with a category, only those with an active listing in it. */
  function shopsListed(categoryId?: string): SQL {
    if (!categoryId) return visibleShop;
    const sells = db
      .select({ one: sql`1` })
      .from(listings)
      .where(
        and(eq(listings.shopId, shops.id), eq(listings.categoryId, categoryId), sql`${listings.isActive}`),
      );
    return and(visibleShop, exists(sells)) as SQL;
  }

  /**
   * A page of approved retailers by rating (then name); with a category, only those with an active
   * listing in it. Each row carries the whole list's `total`. Shops are few next to listings (a
   * thousand, not a hundred thousand), so pages are offsets and the total is a window count.
   */
  function listRetailersQuery({ categoryId, offset = 0, limit }: RetailerPage) {
    return db
      .select({ ...publicShopColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(shops)
      .where(shopsListed(categoryId))
      .orderBy(desc(shops.rating), asc(shops.nameEn), asc(shops.id))
      .limit(limit)
      .offset(offset);
  }

  /** A plain list, newest first, walking the partial index of its filter; `after` continues one. */
  function itemsQuery(filter: ItemQueryFilter) {
    const conditions = filterConditions(filter);
    if (filter.after) {
      conditions.push(
        sql`(${listings.createdAt}, ${listings.id}) < (${filter.after.createdAt}::timestamptz, ${filter.after.id}::uuid)`,
      );
    }
    return db
      .select(candidateColumns)
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .innerJoin(categories, eq(categories.id, listings.categoryId))
      .where(and(...conditions))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(filter.limit);
  }

  return {
    listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.nameEn));
    },

    listRetailersQuery,

    listRetailers(page: RetailerPage) {
      return listRetailersQuery(page).execute();
    },

    /** How many shops the list has (a page past its end has no row to carry the total). */
    countRetailers(categoryId?: string) {
      return db.$count(shops, shopsListed(categoryId));
    },

    itemsQuery,

    /** A shop's public page: the header's facts and the kinds its active listings are. */
    async shopPage(id: string) {
      const kinds = db
        .selectDistinct({ kind: listings.kind })
        .from(listings)
        .where(and(eq(listings.shopId, shops.id), sql`${listings.isActive}`));
      const [row] = await db
        .select({
          ...publicShopColumns,
          coverUrl: shops.coverUrl,
          descriptionEn: shops.descriptionEn,
          descriptionAr: shops.descriptionAr,
          openingHours: shops.openingHours,
          freeDeliveryOverFils: shops.freeDeliveryOverFils,
          kinds: sql<ListingKind[]>`array(${kinds})::text[]`,
        })
        .from(shops)
        .where(and(eq(shops.id, id), visibleShop));
      return row;
    },

    /**
     * The plain lists (Home, a category, a shop, a kind; first page or "load more") run as named
     * prepared statements, one per combination of filters, so PostgreSQL plans them once per
     * connection; Drizzle builds their SQL once per process and the rows come straight from the
     * driver (`rawStatement`: Drizzle's decoding of 50 rows was a tenth of a page's CPU).
     */
    listItems(filter: ItemFilter & { after?: ListCursor }) {
      const shape = `${filter.categoryId ? 'c' : ''}${filter.shopId ? 'r' : ''}${filter.kind ? 'k' : ''}${filter.after ? 'a' : ''}`;
      let statement = preparedLists.get(shape);
      if (!statement) {
        statement = rawStatement<CandidateRow>(
          db,
          itemsQuery({
            categoryId: filter.categoryId && sql.placeholder('categoryId'),
            shopId: filter.shopId && sql.placeholder('shopId'),
            kind: filter.kind && sql.placeholder('kind'),
            limit: sql.placeholder('limit'),
            after: filter.after && {
              createdAt: sql.placeholder('afterCreatedAt'),
              id: sql.placeholder('afterId'),
            },
          }),
          { name: `catalogue_items_${shape || 'all'}` },
        );
        preparedLists.set(shape, statement);
      }
      const { after, ...rest } = filter;
      return statement({
        ...rest,
        ...(after ? { afterCreatedAt: after.createdAt.toISOString(), afterId: after.id } : {}),
      });
    },

    /** The listings of `ids` customers may see (in no particular order). */
    itemsByIds(ids: readonly string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select(itemColumns)
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(and(inArray(listings.id, [...ids]), visibleListing));
    },

    async findItem(id: string) {
      const [row] = await db
        .select({
          ...itemColumns,
          servesGuests: listings.servesGuests,
          descriptionEn: listings.descriptionEn,
          descriptionAr: listings.descriptionAr,
          shop: publicShopColumns,
        })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(and(eq(listings.id, id), visibleListing))
        .limit(1);
      return row ?? null;
    },

    /**
     * Why a listing customers cannot see would otherwise be theirs to see: its approved shop is paused
     * (the reason and reopening time the shop gave). Null for anything else (no such listing, inactive,
     * a shop not approved).
     */
    async pauseOf(listingId: string) {
      const [row] = await db
        .select({ reason: shops.pauseReason, until: shops.pausedUntil })
        .from(listings)
        .innerJoin(shops, eq(shops.id, listings.shopId))
        .where(
          and(
            eq(listings.id, listingId),
            sql`${listings.isActive}`,
            eq(shops.status, 'approved'),
            isNotNull(shops.pausedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
export type ShopSummaryRow = Awaited<ReturnType<CatalogueReads['listRetailers']>>[number];
export type ItemRow = Awaited<ReturnType<CatalogueReads['listItems']>>[number];
