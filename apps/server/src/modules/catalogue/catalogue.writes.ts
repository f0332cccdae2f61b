import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { bilingualSearchName } from '../../db/search-text.js';
import { pgArray } from '../../db/sql.js';
import type { CategoryRow } from './catalogue.reads.js';
import { categories, listingImages, listings } from './catalogue.schema.js';
import { addListingWords, searchColumns } from './catalogue.search.js';

export type NewCategory = typeof categories.$inferInsert;
export type NewListing = Omit<typeof listings.$inferInsert, 'searchName' | 'searchText'>;
/** What a shop edits of a listing (the form, the CSV): never its shop, rating or search columns. */
export type ListingChanges = Pick<
  typeof listings.$inferInsert,
  | 'kind'
  | 'pricingType'
  | 'categoryId'
  | 'nameEn'
  | 'nameAr'
  | 'descriptionEn'
  | 'descriptionAr'
  | 'priceFils'
  | 'salePriceFils'
  | 'isOnSale'
  | 'hourlyRateFils'
  | 'capacity'
  | 'servesGuests'
> &
  Partial<
    Pick<NewListing, 'bufferBeforeMinutes' | 'bufferAfterMinutes' | 'minNoticeMinutes' | 'maxAdvanceDays'>
  >;

/** A listing with its normalised search columns, which are never written any other way. */
function withSearchColumns(values: NewListing) {
  return {
    ...values,
    ...searchColumns({
      nameEn: values.nameEn,
      nameAr: values.nameAr,
      descriptionEn: values.descriptionEn ?? '',
      descriptionAr: values.descriptionAr ?? '',
    }),
  };
}

/**
 * Writes of categories and listings, each with what search needs (its normalised columns, its words
 * in the vocabulary): the builders (the demo seed, tests, benchmarks) and shops managing their own
 * listings (catalogue.listings.ts). Every write of a listing reaches each node's cache through the
 * table's trigger (migration 0006: NOTIFY catalogue_changed per statement); a change of pictures
 * writes the listing too (its cover and updated_at), so it does as well.
 */
export function createCatalogueWrites(db: Db) {
  return {
    async insertCategory(values: NewCategory): Promise<CategoryRow> {
      const [row] = await db
        .insert(categories)
        .values({ ...values, searchName: bilingualSearchName(values.nameEn, values.nameAr) })
        .returning();
      return row as CategoryRow;
    },

    /** A listing; with an `imageUrl`, that picture is its first (listing_images), as the migration did. */
    async insertListing(values: NewListing, executor: Executor = db) {
      const [row] = await executor.insert(listings).values(withSearchColumns(values)).returning();
      if (!row) throw new Error('insert returned no row');
      if (row.imageUrl)
        await executor.insert(listingImages).values({ listingId: row.id, position: 0, url: row.imageUrl });
      await addListingWords(executor, [row.id]);
      return row;
    },

    /** Many listings in one statement (large seeds); returns their ids in order. */
    async insertListings(values: NewListing[]): Promise<string[]> {
      if (values.length === 0) return [];
      const rows = await db
        .insert(listings)
        .values(values.map(withSearchColumns))
        .returning({ id: listings.id });
      const ids = rows.map((r) => r.id);
      const pictures = values.flatMap((v, i) =>
        v.imageUrl ? [{ listingId: ids[i]!, position: 0, url: v.imageUrl }] : [],
      );
      if (pictures.length) await db.insert(listingImages).values(pictures);
      await addListingWords(db, ids);
      return ids;
    },
  };
}

/** Writes of a shop's own listings, inside the caller's transaction (catalogue.listings.ts). */
export const shopListingWrites = {
  /** Locks a listing's row until the transaction ends: its pictures change one request at a time. */
  async lock(tx: Tx, id: string) {
    await tx.execute(sql`select 1 from ${listings} where ${listings.id} = ${id} for update`);
  },

  /**
   * The form's fields (and, from the CSV import, whether it is shown), with the search columns they
   * imply and, unless the caller joins many listings' words at once (`words`), their vocabulary.
   */
  async update(
    tx: Tx,
    id: string,
    changes: ListingChanges & { isActive?: boolean },
    now: Date,
    { words = true }: { words?: boolean } = {},
  ) {
    await tx
      .update(listings)
      .set({ ...withSearchColumns(changes as NewListing), updatedAt: now })
      .where(eq(listings.id, id));
    if (words) await addListingWords(tx, [id]);
  },

  /** Locks these listings' rows, in one order everywhere (no two writers deadlock). */
  async lockMany(tx: Tx, ids: readonly string[]) {
    if (ids.length === 0) return;
    await tx.execute(
      sql`select 1 from ${listings} where ${listings.id} = any(${pgArray([...ids])}::uuid[]) order by ${listings.id} for update`,
    );
  },

  /**
   * Many listings rewritten in one statement (the CSV import), each with its search columns; the
   * rows travel as one JSON parameter, however many there are.
   */
  async updateMany(tx: Tx, rows: (ListingChanges & { id: string; isActive: boolean })[], now: Date) {
    if (rows.length === 0) return;
    const values = rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      pricing_type: r.pricingType,
      category_id: r.categoryId,
      name_en: r.nameEn,
      name_ar: r.nameAr,
      description_en: r.descriptionEn ?? '',
      description_ar: r.descriptionAr ?? '',
      price_fils: r.priceFils ?? 0,
      sale_price_fils: r.salePriceFils ?? null,
      is_on_sale: r.isOnSale ?? false,
      hourly_rate_fils: r.hourlyRateFils ?? null,
      capacity: r.capacity ?? 1,
      serves_guests: r.servesGuests ?? null,
      is_active: r.isActive,
      // Null: not given (a file without them, a product), the listing keeps its own.
      buffer_before_minutes: r.bufferBeforeMinutes ?? null,
      buffer_after_minutes: r.bufferAfterMinutes ?? null,
      min_notice_minutes: r.minNoticeMinutes ?? null,
      max_advance_days: r.maxAdvanceDays ?? null,
      ...Object.fromEntries(
        Object.entries(
          searchColumns({
            nameEn: r.nameEn,
            nameAr: r.nameAr,
            descriptionEn: r.descriptionEn ?? '',
            descriptionAr: r.descriptionAr ?? '',
          }),
        ).map(([k, v]) => [k === 'searchName' ? 'search_name' : 'search_text', v]),
      ),
    }));
    await tx.execute(sql`
      update ${listings} l set
        kind = v.kind, pricing_type = v.pricing_type, category_id = v.category_id,
        name_en = v.name_en, name_ar = v.name_ar,
        description_en = v.description_en, description_ar = v.description_ar,
        price_fils = v.price_fils, sale_price_fils = v.sale_price_fils, is_on_sale = v.is_on_sale,
        hourly_rate_fils = v.hourly_rate_fils, capacity = v.capacity, serves_guests = v.serves_guests,
        is_active = v.is_active, search_name = v.search_name, search_text = v.search_text,
        buffer_before_minutes = coalesce(v.buffer_before_minutes, l.buffer_before_minutes),
        buffer_after_minutes = coalesce(v.buffer_after_minutes, l.buffer_after_minutes),
        min_notice_minutes = coalesce(v.min_notice_minutes, l.min_notice_minutes),
        max_advance_days = coalesce(v.max_advance_days, l.max_advance_days),
        updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(
        id uuid, kind listing_kind, pricing_type pricing_type, category_id uuid,
        name_en text, name_ar text, description_en text, description_ar text,
        price_fils integer, sale_price_fils integer, is_on_sale boolean, hourly_rate_fils integer,
        capacity integer, serves_guests integer, is_active boolean, search_name text, search_text text,
        buffer_before_minutes integer, buffer_after_minutes integer, min_notice_minutes integer,
        max_advance_days integer)
      where l.id = v.id`);
  },

  /** The words of these listings (the active ones) join the search vocabulary. */
  async words(tx: Tx, ids: readonly string[]) {
    if (ids.length) await addListingWords(tx, [...ids]);
  },

  /** Shown to customers or not; words of listings shown join the vocabulary. */
  async setActive(tx: Tx, ids: readonly string[], active: boolean, now: Date) {
    if (ids.length === 0) return;
    await tx
      .update(listings)
      .set({ isActive: active, updatedAt: now })
      .where(inArray(listings.id, [...ids]));
    if (active) await addListingWords(tx, [...ids]);
  },

  async countImages(tx: Tx, listingId: string): Promise<number> {
    const rows = await tx
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId));
    return rows.length;
  },

  /** A picture after the listing's others. */
  async addImage(tx: Tx, listingId: string, url: string) {
    const [row] = await tx
      .insert(listingImages)
      .values({
        listingId,
        url,
        position: sql`(select coalesce(max(${listingImages.position}) + 1, 0) from ${listingImages} where ${listingImages.listingId} = ${listingId})`,
      })
      .returning({ id: listingImages.id });
    return row!.id;
  },

  /** Removes one picture of the listing; its URL, or null when it has no such picture. */
  async removeImage(tx: Tx, listingId: string, imageId: string): Promise<string | null> {
    const [row] = await tx
      .delete(listingImages)
      .where(and(eq(listingImages.listingId, listingId), eq(listingImages.id, imageId)))
      .returning({ url: listingImages.url });
    return row?.url ?? null;
  },

  /** The listing's pictures' ids in their order. */
  async imageIds(tx: Tx, listingId: string): Promise<string[]> {
    const rows = await tx
      .select({ id: listingImages.id })
      .from(listingImages)
      .where(eq(listingImages.listingId, listingId))
      .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
    return rows.map((r) => r.id);
  },

  /** Puts the pictures in this order (every id of the listing, once each). */
  async orderImages(tx: Tx, listingId: string, imageIds: readonly string[]) {
    for (const [position, id] of imageIds.entries()) {
      await tx
        .update(listingImages)
        .set({ position })
        .where(and(eq(listingImages.listingId, listingId), eq(listingImages.id, id)));
    }
  },

  /** The first picture becomes the cover the customer's lists read (null without pictures). */
  async syncCover(tx: Tx, listingId: string, now: Date) {
    await tx
      .update(listings)
      .set({
        imageUrl: sql`(select ${listingImages.url} from ${listingImages} where ${listingImages.listingId} = ${listingId} order by ${listingImages.position}, ${listingImages.createdAt} limit 1)`,
        updatedAt: now,
      })
      .where(eq(listings.id, listingId));
  },
};

export type CatalogueWrites = ReturnType<typeof createCatalogueWrites>;
