import type { ListingKind, RetailerStatus } from '@haflah/contracts';
import { and, asc, desc, eq, exists, like, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, listings, retailers } from './catalogue.schema.js';
import { escapeLike, searchColumns } from './search.js';

export type CategoryRow = typeof categories.$inferSelect;
export type RetailerRow = typeof retailers.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type NewRetailer = typeof retailers.$inferInsert;
export type NewListing = Omit<typeof listings.$inferInsert, 'searchName' | 'searchText'>;

const retailerColumns = {
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

const itemColumns = {
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
  retailerId: listings.retailerId,
  retailerNameEn: retailers.nameEn,
  retailerNameAr: retailers.nameAr,
  createdAt: listings.createdAt,
};

/**
 * Customers only ever see approved retailers and their active listings. The one statement of that
 * rule: every query that shows or sells a listing (the cart's too) filters with these.
 */
export const visibleRetailer = eq(retailers.status, 'approved');
/** With `listings` joined to `retailers`. */
export const visibleListing = and(eq(listings.isActive, true), visibleRetailer) as SQL;

export interface ItemFilter {
  categoryId?: string;
  retailerId?: string;
  kind?: ListingKind;
  /** Normalised search text and its tokens (see search.ts). */
  search?: { text: string; tokens: string[] };
  limit: number;
}

/** A filter whose values may be placeholders, for prepared statements. */
type ItemQueryFilter = {
  [K in keyof Omit<ItemFilter, 'search'>]: ItemFilter[K] | Placeholder;
} & Pick<ItemFilter, 'search'>;

export function createCatalogueRepository(db: Db) {
  const preparedLists = new Map<string, ReturnType<ReturnType<typeof itemsQuery>['prepare']>>();

  function itemsQuery(filter: ItemQueryFilter) {
    const conditions: SQL[] = [visibleListing];
    if (filter.categoryId) conditions.push(eq(listings.categoryId, filter.categoryId));
    if (filter.retailerId) conditions.push(eq(listings.retailerId, filter.retailerId));
    if (filter.kind) conditions.push(eq(listings.kind, filter.kind));

    const base = db
      .select(itemColumns)
      .from(listings)
      .innerJoin(retailers, eq(retailers.id, listings.retailerId))
      .innerJoin(categories, eq(categories.id, listings.categoryId));

    const search = filter.search;
    if (!search) {
      return base
        .where(and(...conditions))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(filter.limit);
    }
    const q = search.text;
    const like = (s: string) => `%${escapeLike(s)}%`;
    const allTokensIn = (column: typeof listings.searchText | typeof listings.searchName) =>
      and(...search.tokens.map((t) => sql`${column} like ${like(t)}`));
    // Every word must be there: literally somewhere in the text, or close to one of its words (typos).
    // Checked per word: a whole-query similarity lets "chocolate cake" match "Chocolate Bar".
    for (const t of search.tokens) {
      conditions.push(sql`(${listings.searchText} like ${like(t)} or ${t} <% ${listings.searchText})`);
    }
    const score = sql`(
      ('| ' || ${listings.searchName} like ${`%| ${escapeLike(q)}%`})::int * 8
      + (' ' || ${listings.searchName} like ${`% ${escapeLike(q)}%`})::int * 4
      + (${listings.searchName} like ${like(q)})::int * 2
      + (${allTokensIn(listings.searchName)})::int * 2
      + word_similarity(${q}, ${listings.searchName})
    )`;
    return base
      .where(and(...conditions))
      .orderBy(desc(score), desc(listings.rating), desc(listings.createdAt), desc(listings.id))
      .limit(filter.limit);
  }

  return {
    listCategories(): Promise<CategoryRow[]> {
      return db.select().from(categories).orderBy(asc(categories.nameEn));
    },

    /** Approved retailers by rating; with a category, only those with an active listing in it. */
    listRetailers(categoryId?: string) {
      const conditions: SQL[] = [visibleRetailer];
      if (categoryId) {
        conditions.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(listings)
              .where(
                and(
                  eq(listings.retailerId, retailers.id),
                  eq(listings.categoryId, categoryId),
                  eq(listings.isActive, true),
                ),
              ),
          ),
        );
      }
      return db
        .select(retailerColumns)
        .from(retailers)
        .where(and(...conditions))
        .orderBy(desc(retailers.rating), asc(retailers.nameEn));
    },

    itemsQuery,

    /** Staff views: retailers by status, or run by one account (any status), with their status. */
    listRetailersWhere(filter: { status?: RetailerStatus; ownerUserId?: string }) {
      const conditions: SQL[] = [];
      if (filter.status) conditions.push(eq(retailers.status, filter.status));
      if (filter.ownerUserId) conditions.push(eq(retailers.ownerUserId, filter.ownerUserId));
      return db
        .select({ ...retailerColumns, status: retailers.status })
        .from(retailers)
        .where(and(...conditions))
        .orderBy(asc(retailers.createdAt), asc(retailers.nameEn));
    },

    /**
     * Searches are built per request; the plain lists (Home, a category, a retailer, a kind) run as
     * named prepared statements, one per combination of filters, so PostgreSQL plans them once per
     * connection and Drizzle builds their SQL once per process.
     */
    listItems(filter: ItemFilter) {
      if (filter.search) return itemsQuery(filter).execute();
      const shape = `${filter.categoryId ? 'c' : ''}${filter.retailerId ? 'r' : ''}${filter.kind ? 'k' : ''}`;
      let statement = preparedLists.get(shape);
      if (!statement) {
        statement = itemsQuery({
          categoryId: filter.categoryId && sql.placeholder('categoryId'),
          retailerId: filter.retailerId && sql.placeholder('retailerId'),
          kind: filter.kind && sql.placeholder('kind'),
          limit: sql.placeholder('limit'),
        }).prepare(`catalogue_items_${shape || 'all'}`);
        preparedLists.set(shape, statement);
      }
      return statement.execute({ ...filter });
    },

    async findItem(id: string) {
      const [row] = await db
        .select({
          ...itemColumns,
          descriptionEn: listings.descriptionEn,
          descriptionAr: listings.descriptionAr,
          retailer: retailerColumns,
        })
        .from(listings)
        .innerJoin(retailers, eq(retailers.id, listings.retailerId))
        .innerJoin(categories, eq(categories.id, listings.categoryId))
        .where(and(eq(listings.id, id), visibleListing))
        .limit(1);
      return row ?? null;
    },

    async insertCategory(values: NewCategory): Promise<CategoryRow> {
      const [row] = await db.insert(categories).values(values).returning();
      return row as CategoryRow;
    },

    async insertRetailer(values: NewRetailer): Promise<RetailerRow> {
      const [row] = await db.insert(retailers).values(values).returning();
      return row as RetailerRow;
    },

    /**
     * Inserts a retailer under `baseSlug`, or `baseSlug-2`, `-3`… when taken. A slug claimed by a
     * concurrent insert between the look-up and the insert is skipped (ON CONFLICT) and the next tried.
     */
    async insertRetailerWithUniqueSlug(values: Omit<NewRetailer, 'slug'>, baseSlug: string) {
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
          .values({ ...values, slug })
          .onConflictDoNothing({ target: retailers.slug })
          .returning();
        if (row) return row;
      }
      throw new Error(`no free slug for ${baseSlug}`);
    },

    /**
     * An owner deleting their account (Bahrain PDPL): shops never approved go with it; approved ones
     * stay for their customers' sake, without an owner and without the owner's registration details.
     */
    async releaseOwnedRetailers(ownerUserId: string) {
      await db.transaction(async (tx) => {
        const owned = eq(retailers.ownerUserId, ownerUserId);
        await tx.delete(retailers).where(and(owned, ne(retailers.status, 'approved')));
        await tx
          .update(retailers)
          .set({ crNumber: null, iban: null, phone: null, address: null, ownerUserId: null })
          .where(owned);
      });
    },

    /** Every column of the shops one account runs (their data export). */
    listOwnedRetailerRows(ownerUserId: string): Promise<RetailerRow[]> {
      return db
        .select()
        .from(retailers)
        .where(eq(retailers.ownerUserId, ownerUserId))
        .orderBy(asc(retailers.createdAt));
    },

    async insertListing(values: NewListing) {
      const [row] = await db
        .insert(listings)
        .values({
          ...values,
          ...searchColumns({
            nameEn: values.nameEn,
            nameAr: values.nameAr,
            descriptionEn: values.descriptionEn ?? '',
            descriptionAr: values.descriptionAr ?? '',
          }),
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async setRetailerOwner(slug: string, userId: string) {
      await db.update(retailers).set({ ownerUserId: userId }).where(eq(retailers.slug, slug));
    },

    /** Removes every listing, retailer and category (demo reset). */
    async deleteCatalogue() {
      await db.transaction(async (tx) => {
        await tx.delete(listings);
        await tx.delete(retailers);
        await tx.delete(categories);
      });
    },

    async countCategories(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
      return row?.n ?? 0;
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type RetailerSummaryRow = Awaited<ReturnType<CatalogueRepository['listRetailers']>>[number];
export type StaffRetailerRow = Awaited<ReturnType<CatalogueRepository['listRetailersWhere']>>[number];
export type ItemRow = Awaited<ReturnType<CatalogueRepository['listItems']>>[number];
