/**
 * The catalogue at marketplace size (npm run bench -- --scale): 100,000 listings over 1,000 shops, and
 * every public catalogue endpoint against the cheapest thing that gives the same answer (ADR 011).
 *
 * - Answers the app keeps serialised in memory (Home and category first pages, categories, shops):
 *   the baseline is a node:http route sending the very same bytes from a Buffer.
 * - Answers that read the database per request (searches, "load more" pages): the baseline runs the
 *   statements the app runs per request in steady state, built by the app's own repository with the
 *   same parameters, through a raw pg.Pool of the same size.
 */
import { isDeepStrictEqual } from 'node:util';
import { PRODUCT_LIST_LIMIT } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { normalizeSearchText, searchTokens } from '../../apps/server/src/db/search-text.js';
import { type Statement, toQuery } from '../../apps/server/src/db/sql.js';
import {
  type CatalogueReads,
  createCatalogueReads,
} from '../../apps/server/src/modules/catalogue/catalogue.reads.js';
import {
  createCatalogueSearch,
  expandTokensSql,
  expandTokensValues,
  type SearchFilter,
} from '../../apps/server/src/modules/catalogue/catalogue.search.js';
import { captureResponses, httpRunner } from './http-runner.js';
import type { RawStatement, ServerSpec } from './protocol.js';
import { seedScaleCatalogue } from './scale-seed.js';
import type { BenchCase, BenchSettings, Measurement } from './types.js';

/** The target: one client, every catalogue endpoint, at 100,000 listings. */
const LATENCY_TARGET_MS = { p50: 20, p99: 50 };
/** The app answers from memory: at least half a static route's rate. */
const CACHED_TARGET = 0.5;
/** The app reads the database: at least 0.8 of the same statements through a bare pg.Pool. */
const DATABASE_TARGET = 0.8;

/** The service asks for one row more than a page, to know whether there is a next one. */
const PAGE_QUERY_LIMIT = PRODUCT_LIST_LIMIT + 1;

const SEARCHES = {
  'search-en': 'cake',
  'search-ar': 'كيك',
  'search-typo': 'chocolte',
} as const;

type CachedId = 'home' | 'category' | 'categories' | 'retailers';
type DatabaseId = 'home-more' | 'category-more' | keyof typeof SEARCHES;

interface CachedAnswer {
  path: string;
  body: string;
  contentType: string;
}

export interface DatabaseAnswer {
  path: string;
  statements: RawStatement[];
  /** Result columns, in column order. */
  fields: string[];
  /** What the app must answer: the ids the repository's statement returns, one page of them. */
  ids: string[];
}

export interface ScaleFixture {
  databaseUrl: string;
  cached: Record<CachedId, CachedAnswer>;
  database: Record<DatabaseId, DatabaseAnswer>;
  /** Lines describing the fixture, printed before the run. */
  description: string[];
}

const itemIds = (body: unknown): string[] | undefined => {
  const items = (body as { items?: { id?: unknown }[] } | null)?.items;
  return Array.isArray(items) ? items.map((i) => String(i.id)) : undefined;
};

/** Drizzle's statement as pg runs it: a Date parameter goes as the ISO string the app sends. */
export function statement(query: Statement, name?: string): RawStatement {
  const { sql: text, params } = toQuery(query);
  return { sql: text, params: params.map((p) => (p instanceof Date ? p.toISOString() : p)), name };
}

/**
 * "Load more" after a first page the app answered: the page-2 request, the named prepared list
 * statement the app runs for it (checked to be itemsQuery's text), and the ids it must answer.
 */
export async function loadMoreAnswer(
  reads: CatalogueReads,
  firstPage: { path: string; body: string },
  categoryId: string | undefined,
): Promise<DatabaseAnswer> {
  const page = JSON.parse(firstPage.body) as { items: { id: string }[]; nextCursor: string | null };
  const expected = (await reads.itemsQuery({ categoryId, limit: PAGE_QUERY_LIMIT }).execute()).slice(
    0,
    PRODUCT_LIST_LIMIT,
  );
  if (
    !isDeepStrictEqual(
      itemIds(page),
      expected.map((r) => r.id),
    )
  )
    throw new Error(`app: GET ${firstPage.path} differs from what the repository query returns`);
  const cursor = page.nextCursor && /^l\.(\d+)\.([0-9a-f-]{36})$/.exec(page.nextCursor);
  if (!cursor) throw new Error(`app: GET ${firstPage.path} gave no "load more" cursor`);
  const after = { createdAt: new Date(Number(cursor[1])), id: cursor[2] as string };
  const query = reads.itemsQuery({ categoryId, limit: PAGE_QUERY_LIMIT, after });
  // The app runs the same text as a prepared statement with placeholders; make sure it is the same.
  const prepared = reads
    .itemsQuery({
      categoryId: categoryId && sql.placeholder('categoryId'),
      limit: sql.placeholder('limit'),
      after: { createdAt: sql.placeholder('afterCreatedAt'), id: sql.placeholder('afterId') },
    })
    .toSQL().sql;
  const raw = statement(query, `catalogue_items_${categoryId ? 'c' : ''}a`);
  if (raw.sql !== prepared)
    throw new Error(`${firstPage.path}: the prepared list statement differs from itemsQuery's`);
  const rows = await query.execute();
  if (!rows[0]) throw new Error(`${firstPage.path}: the second page is empty`);
  const params = new URLSearchParams({ ...(categoryId ? { categoryId } : {}), after: cursor[0] });
  return {
    path: `/api/items?${params}`,
    statements: [raw],
    fields: Object.keys(rows[0]),
    ids: rows.slice(0, PRODUCT_LIST_LIMIT).map((r) => r.id),
  };
}

/**
 * Seeds 100,000 listings, brings the database to the state a running app keeps it in, and records,
 * for every endpoint, what the app answers and what its baseline must run.
 */
export async function prepareScale(
  database: Database,
  databaseUrl: string,
  app: ServerSpec,
): Promise<ScaleFixture> {
  const pool = database.pool;
  if (!pool) throw new Error('the scale benchmark needs PostgreSQL');
  const seeded = await seedScaleCatalogue(database.db);
  const reads = createCatalogueReads(database.db);
  const search = createCatalogueSearch(database.db);
  // What the app does when it is ready: category and shop name words join the search vocabulary.
  // Done here so the expansions below are the app's (the app repeats it harmlessly at every start).
  await search.addNameWords();
  // Planner statistics as a long-lived database has them; autovacuum must not re-plan mid-run.
  await pool.query('vacuum analyze');

  const { rows: biggest } = await pool.query<{ id: string; name: string; visible: number }>(
    `select c.id, c.name_en as name, count(*)::int as visible
       from listings l join shops r on r.id = l.shop_id join categories c on c.id = l.category_id
      where l.is_active and r.status = 'approved'
      group by c.id, c.name_en order by visible desc, c.id limit 1`,
  );
  const category = biggest[0];
  if (!category) throw new Error('the scale catalogue has no visible listings');

  // The cached answers, as the app serialises them (without Accept-Encoding: identity bytes).
  const cachedPaths: Record<CachedId, string> = {
    home: '/api/items',
    category: `/api/items?categoryId=${category.id}`,
    categories: '/api/categories',
    retailers: '/api/shops',
  };
  const responses = await captureResponses(app, Object.values(cachedPaths));
  const cached = {} as Record<CachedId, CachedAnswer>;
  for (const [id, path] of Object.entries(cachedPaths) as [CachedId, string][]) {
    const response = responses.get(path);
    if (response?.status !== 200) throw new Error(`app: GET ${path} → ${response?.status}`);
    if (response.headers['content-encoding'])
      throw new Error(`app: GET ${path} came ${response.headers['content-encoding']}-encoded unasked`);
    cached[id] = {
      path,
      body: response.body.toString('utf8'),
      contentType: String(response.headers['content-type'] ?? 'application/json'),
    };
  }

  const description: string[] = [
    `${seeded.listings} listings (${seeded.activeListings} active) over ${seeded.shops} shops ` +
      `(${seeded.approvedShops} approved); biggest category "${category.name}" with ${category.visible} visible listings`,
  ];

  // The plain lists: the first page comes from the cache; "load more" runs a prepared statement per
  // request, named per shape as the repository names it.
  const database_ = {} as Record<DatabaseId, DatabaseAnswer>;
  for (const [id, categoryId, firstPage] of [
    ['home-more', undefined, cached.home],
    ['category-more', category.id, cached.category],
  ] as const) {
    database_[id] = await loadMoreAnswer(reads, firstPage, categoryId);
  }

  // Searches, as the service runs them with nothing cached (the app under test runs with its cache
  // off): the word expansion, then the search statement; when nothing has every word, the same search
  // again requiring one word fewer.
  for (const [id, q] of Object.entries(SEARCHES) as [keyof typeof SEARCHES, string][]) {
    const text = normalizeSearchText(q);
    const tokens = searchTokens(text);
    const { matches } = await search.expandTokens(tokens);
    const filter: SearchFilter = {
      categoryId: undefined,
      shopId: undefined,
      kind: undefined,
      limit: PAGE_QUERY_LIMIT,
      text,
      matches,
      atLeast: tokens.length,
      offset: 0,
    };
    const statements: RawStatement[] = [statement(expandTokensSql(expandTokensValues(tokens)))];
    let query = search.searchQuery(filter);
    let rows = query ? await query.execute() : [];
    if (query) statements.push(statement(query));
    if (rows.length === 0 && tokens.length >= 2) {
      query = search.searchQuery({ ...filter, atLeast: tokens.length - 1 });
      rows = query ? await query.execute() : [];
      if (query) statements.push(statement(query));
    }
    if (!rows[0]) throw new Error(`search "${q}" finds nothing at scale`);
    database_[id] = {
      path: `/api/items?q=${encodeURIComponent(q)}`,
      statements,
      fields: Object.keys(rows[0]),
      ids: rows.slice(0, PRODUCT_LIST_LIMIT).map((r) => r.id),
    };
    const expansion = matches
      .map(
        (m) =>
          `"${m.token}" → ${m.words.length} words (${m.words.slice(0, 5).join(', ')}${m.words.length > 5 ? ', …' : ''}), ` +
          `${m.categoryIds.length} categories, ${m.shopIds.length} shops`,
      )
      .join('; ');
    description.push(
      `search "${q}": ${expansion}; ${statements.length} statements per request, ${Math.min(rows.length, PRODUCT_LIST_LIMIT)} items`,
    );
  }
  return { databaseUrl, cached, database: database_, description };
}

export const SCALE_NOTES = [
  'Cached lists (Home and category first pages, categories, shops) come from the app’s in-memory catalogue cache; their baseline is a node:http route sending the same bytes from a Buffer, no database.',
  'Searches: measured uncached (the app runs with CATALOGUE_CACHE off, as for a query nobody asked before): per request the word expansion, then the search statement; the baseline runs exactly those statements (built by the repository, same parameters) through a raw pg.Pool. A repeated search is answered from the cache like the cached lists.',
  '"Load more" pages run the repository’s named prepared list statement per request, on both sides.',
  'Compression: no request sends Accept-Encoding (autocannon sets none), so both sides send identity bytes of the same JSON; checked on every probe.',
  'DB q/req: database statements per request, app / baseline, over the measured window (0.00: answered from memory; requests still in flight when the window ends add a few %).',
  '1 client: one connection, each request sent when the previous answer arrived, BENCH_SECONDS long, after the loaded run; the baseline’s in brackets.',
];

type AppSpec = Extract<ServerSpec, { kind: 'app' }>;

/** The scale cases; `fixture` and `appServer` are read lazily, once the database is seeded. */
export function scaleCases(
  settings: BenchSettings,
  fixture: () => ScaleFixture,
  appServer: () => ServerSpec,
): (BenchCase & { id: string })[] {
  const expectItems =
    (full: boolean) =>
    (body: unknown): string | undefined => {
      const ids = itemIds(body);
      if (!ids) return 'no items array in the response';
      if (full && ids.length !== PRODUCT_LIST_LIMIT)
        return `expected ${PRODUCT_LIST_LIMIT} items, got ${ids.length}`;
      return ids.length ? undefined : 'no items';
    };
  const expectList = (key: string) => (body: unknown) => {
    const list = (body as Record<string, unknown> | null)?.[key];
    return Array.isArray(list) && list.length > 0 ? undefined : `no ${key} in the response`;
  };

  const cachedCase = (
    id: CachedId,
    name: string,
    expect: (body: unknown) => string | undefined,
  ): BenchCase & { id: string } => {
    const path = () => fixture().cached[id].path;
    return {
      id,
      name,
      unit: 'req/s',
      tail: 'p99',
      target: CACHED_TARGET,
      latencyTargetMs: LATENCY_TARGET_MS,
      baselineKind: 'static bytes',
      app: httpRunner({ label: 'Fastify app (cached)', server: appServer, path, expect, singleClient: true }),
      baseline: httpRunner({
        label: 'node:http, same bytes from memory',
        server: () => ({ kind: 'static', ...fixture().cached[id] }),
        path,
        expect,
        singleClient: true,
      }),
      compare(app: Measurement, baseline: Measurement) {
        if (app.bodyBytes !== baseline.bodyBytes || !isDeepStrictEqual(app.sample, baseline.sample))
          return 'app answered differently from the bytes it gave before the run';
        return undefined;
      },
    };
  };

  const databaseCase = (
    id: DatabaseId,
    name: string,
    expect: (body: unknown) => string | undefined,
  ): BenchCase & { id: string } => {
    const path = () => fixture().database[id].path;
    return {
      id,
      name,
      unit: 'req/s',
      tail: 'p99',
      target: DATABASE_TARGET,
      latencyTargetMs: LATENCY_TARGET_MS,
      baselineKind: 'raw SQL',
      // A search runs with the cache off: its steady state is the uncached path (see SCALE_NOTES).
      app: id.startsWith('search')
        ? httpRunner({
            label: 'Fastify app (cache off)',
            server: () => ({ ...(appServer() as AppSpec), catalogueCache: false }),
            path,
            expect,
            singleClient: true,
          })
        : httpRunner({ label: 'Fastify app', server: appServer, path, expect, singleClient: true }),
      baseline: httpRunner({
        label: 'node:http + pg, same SQL',
        server: () => {
          const { path: p, statements, fields } = fixture().database[id];
          return {
            kind: 'raw-sql',
            databaseUrl: fixture().databaseUrl,
            poolSize: settings.poolSize,
            path: p,
            statements,
            fields,
            pageSize: PRODUCT_LIST_LIMIT,
          };
        },
        path,
        expect,
        singleClient: true,
      }),
      compare(app: Measurement, baseline: Measurement) {
        const [a, b] = [itemIds(app.sample), itemIds(baseline.sample)];
        if (a?.join() !== b?.join()) return 'app and baseline returned different items';
        if (a?.join() !== fixture().database[id].ids.join())
          return 'items differ from what the repository query returns';
        return undefined;
      },
    };
  };

  return [
    cachedCase('home', 'GET /api/items (Home)', expectItems(true)),
    cachedCase('category', 'GET /api/items?categoryId=<biggest>', expectItems(true)),
    databaseCase('home-more', 'GET /api/items?after=… (Home, page 2)', expectItems(true)),
    databaseCase('category-more', 'GET /api/items?categoryId=…&after=…', expectItems(true)),
    databaseCase('search-en', 'GET /api/items?q=cake', expectItems(false)),
    databaseCase('search-ar', 'GET /api/items?q=كيك', expectItems(false)),
    databaseCase('search-typo', 'GET /api/items?q=chocolte', expectItems(false)),
    cachedCase('categories', 'GET /api/categories', expectList('categories')),
    cachedCase('retailers', 'GET /api/shops', expectList('shops')),
  ];
}
