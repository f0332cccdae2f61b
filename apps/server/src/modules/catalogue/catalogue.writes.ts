import type { Db } from '../../db/client.js';
import { bilingualSearchName } from '../../db/search-text.js';
import type { CategoryRow } from './catalogue.reads.js';
import { categories, listings } from './catalogue.schema.js';
import { addListingWords, searchColumns } from './catalogue.search.js';

export type NewCategory = typeof categories.$inferInsert;
export type NewListing = Omit<typeof listings.$inferInsert, 'searchName' | 'searchText'>;

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
 * in the vocabulary). Today only the builders call them (the demo seed, tests, benchmarks); shops
 * managing their listings will. Every write reaches each node's cache through the table's trigger.
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

    async insertListing(values: NewListing) {
      const [row] = await db.insert(listings).values(withSearchColumns(values)).returning();
      if (!row) throw new Error('insert returned no row');
      await addListingWords(db, [row.id]);
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
      await addListingWords(db, ids);
      return ids;
    },
  };
}

export type CatalogueWrites = ReturnType<typeof createCatalogueWrites>;
