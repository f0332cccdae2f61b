import type { ListingKind } from '@haflah/contracts';
import { and, asc, desc, eq, exists, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { escapeLike } from '../../db/sql.js';
import { publicShopColumns, retailers, visibleRetailer } from '../retailers/index.js';
import { categories, listings } from './catalogue.schema.js';
import { searchColumns } from './search.js';

export type CategoryRow = typeof categories.$inferSelect;
export type NewCategory = typeof categories.$inferInsert;
export type NewListing = Omit<typeof listings.$inferInsert, 'searchName' | 'searchText'>;

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
 * Customers only ever see approved shops' active listings. The one statement of that rule: every query
 * that shows or sells a listing (the cart's too) filters with it, with `listings` joined to `retailers`.
 */
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
        .select(publicShopColumns)
        .from(retailers)
        .where(and(...conditions))
        .orderBy(desc(retailers.rating), asc(retailers.nameEn));
    },

    itemsQuery,

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
          retailer: publicShopColumns,
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
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
export type RetailerSummaryRow = Awaited<ReturnType<CatalogueRepository['listRetailers']>>[number];
export type ItemRow = Awaited<ReturnType<CatalogueRepository['listItems']>>[number];
