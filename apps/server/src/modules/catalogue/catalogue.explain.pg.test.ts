import { SHOP_PAGE_SIZE } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { normalizeSearchText, searchTokens } from '../../db/search-text.js';
import { toQuery } from '../../db/sql.js';
import { createBuilders } from '../../test-support/builders.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { createCatalogueReads, type ItemFilter } from './catalogue.reads.js';
import { createCatalogueSearch, expandTokensSql, expandTokensValues } from './catalogue.search.js';
import { createShopListingReads } from './catalogue.shop-reads.js';

/**
 * Every catalogue query finds its rows through an index at marketplace size: a sequential scan of
 * `listings` is what made the Home list take 300 ms and a search 1.5 s at 100,000 listings. Plans
 * depend on the table's size and statistics, so this seeds enough rows for PostgreSQL's own choice
 * to matter, analyses, and reads the plan PostgreSQL picks. PostgreSQL only: PGlite plans alike but
 * the size that matters is a production server's.
 */
const LISTINGS = 20_000;
const SHOPS = 200;

const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createPgTestDatabase>>;
let database: Database;
let reads: ReturnType<typeof createCatalogueReads>;
let search: ReturnType<typeof createCatalogueSearch>;
let ids: { category: string; retailer: string; retailerName: string };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

async function plan(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<PlanNode[]> {
  const { sql: text, params } = query.toSQL();
  const { rows } = await database.pool!.query(`explain (format json) ${text}`, params);
  return nodes((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan);
}

const seqScansOfListings = (all: PlanNode[]) =>
  all.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'listings');

describe.skipIf(!url)('catalogue queries at scale use indexes (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await createPgTestDatabase(url!);
    database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
    const make = createBuilders(database.db);
    const categories: Awaited<ReturnType<typeof make.category>>[] = [];
    for (const [en, ar] of [
      ['Cakes', 'الكيك'],
      ['Decorations', 'الزينة'],
      ['Entertainment', 'الترفيه'],
      ['Rentals', 'التأجير'],
    ] as const) {
      categories.push(await make.category({ nameEn: en, nameAr: ar }));
    }
    const shops: Awaited<ReturnType<typeof make.shop>>[] = [];
    for (let i = 0; i < SHOPS; i++) {
      shops.push(await make.shop({ status: i % 20 === 0 ? 'pending' : 'approved', rating: (i % 50) / 10 }));
    }
    const words = ['Chocolate', 'Vanilla', 'Balloon', 'Arch', 'Tent', 'Singer', 'Cake', 'Garland', 'Lights'];
    const arabic = ['بالونات', 'شوكولاتة', 'كيكة', 'خيمة', 'فوانيس', 'منتج'];
    await make.listings(
      Array.from({ length: LISTINGS }, (_, i) => ({
        categoryId: categories[i % categories.length]!.id,
        shopId: shops[(i * 7) % shops.length]!.id,
        kind: (['product', 'rental', 'entertainment', 'service'] as const)[i % 4],
        nameEn: `${words[i % words.length]} ${words[(i * 3) % words.length]} ${i}`,
        nameAr: `${arabic[i % arabic.length]} ${i}`,
        rating: (i % 50) / 10,
        isActive: i % 25 !== 0,
        createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
      })),
    );
    await database.db.execute(sql`analyze`);
    reads = createCatalogueReads(database.db);
    search = createCatalogueSearch(database.db);
    ids = { category: categories[0]!.id, retailer: shops[3]!.id, retailerName: shops[3]!.nameEn };
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  const lists: [string, Partial<ItemFilter> & { after?: boolean }][] = [
    ['Home', {}],
    ['a category', { categoryId: 'category' }],
    ['a shop', { shopId: 'retailer' }],
    ['a kind', { kind: 'rental' }],
    ['a category and a kind', { categoryId: 'category', kind: 'entertainment' }],
    ['Home, load more', { after: true }],
    ['a category, load more', { categoryId: 'category', after: true }],
  ];

  it.each(lists)('lists %s through an index, with no sort of the table', async (_label, filter) => {
    const all = await plan(
      reads.itemsQuery({
        limit: 51,
        ...(filter.categoryId ? { categoryId: ids.category } : {}),
        ...(filter.shopId ? { shopId: ids.retailer } : {}),
        ...(filter.kind ? { kind: filter.kind } : {}),
        ...(filter.after ? { after: { createdAt: new Date(Date.UTC(2025, 0, 5)), id: ids.category } } : {}),
      }),
    );
    expect(seqScansOfListings(all)).toEqual([]);
    expect(all.some((n) => n['Index Name']?.startsWith('listings_active_'))).toBe(true);
    expect(all.some((n) => n['Node Type'] === 'Sort')).toBe(false);
  });

  it.each([
    ['all', { status: 'all' }, false],
    ['all, load more', { status: 'all' }, true],
    ['the inactive ones', { status: 'inactive' }, false],
    ['a kind without a picture', { status: 'all', kind: 'rental', attention: 'no_image' }, false],
  ] as const)(
    "lists a shop's own listings (%s) through its index (all of them newest first, no sort)",
    async (_l, filter, after) => {
      const shopReads = createShopListingReads(database.db);
      const query = shopReads.page(
        ids.retailer,
        filter,
        50,
        after ? { createdAt: new Date(Date.UTC(2025, 0, 10)), id: ids.category } : undefined,
      );
      const all = await plan(query);
      expect(seqScansOfListings(all)).toEqual([]);
      expect(all.some((n) => n['Index Name'] === 'listings_shop_created_idx')).toBe(true);
      // A filter narrows one shop's rows to few: PostgreSQL may well sort those few instead.
      if (filter.status === 'all' && !('kind' in filter)) {
        expect(all.some((n) => n['Node Type'] === 'Sort')).toBe(false);
      }
    },
  );

  it('lists the shops selling in a category with one index probe per shop', async () => {
    const query = reads.listRetailersQuery({ categoryId: ids.category, limit: SHOP_PAGE_SIZE });
    expect(seqScansOfListings(await plan(query))).toEqual([]);
  });

  it.each([
    ['a common word', 'cake'],
    ['a rarer word', 'singer'],
    ['two words', 'chocolate arch'],
    ['a typo', 'baloon'],
    ['a category name', 'decorations'],
    ['Arabic', 'الزينة'],
    ['an Arabic typo', 'بلون'],
  ])('searches %s through indexes', async (_label, q) => {
    const text = normalizeSearchText(q);
    const tokens = searchTokens(text);
    const { matches } = await search.expandTokens(tokens);
    const query = search.searchQuery({ limit: 51, text, matches, atLeast: tokens.length, offset: 0 });
    expect(query, q).not.toBeNull();
    expect(seqScansOfListings(await plan(query!))).toEqual([]);
  });

  it('names the shop a search names, in the same statement, as the contract wants it', async () => {
    const { namedShops } = await search.expandTokens(searchTokens(normalizeSearchText(ids.retailerName)));
    expect(namedShops.map((s) => s.id)).toContain(ids.retailer);
    expect(namedShops[0]).toMatchObject({ nameEn: expect.any(String), deliveryFeeFils: expect.any(Number) });
  });

  it('takes an Arabic typo for its word through the skeleton index', async () => {
    const tokens = searchTokens(normalizeSearchText('بلون'));
    const all = await plan({ toSQL: () => toQuery(expandTokensSql(expandTokensValues(tokens))) });
    expect(all.some((n) => n['Index Name'] === 'search_words_skeleton_idx')).toBe(true);
    expect((await search.expandTokens(tokens)).matches[0]!.words).toContain('بالونات');
  });
});
