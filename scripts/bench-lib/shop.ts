/**
 * The shop's back office at size (issue 23): one shop with 10,000 orders and 2,000 listings, its
 * retailer's lists read by one client at a time (the shop owner on a phone, not a crowd).
 *
 * App: built in this process with the production configuration, driven through app.inject with the
 * retailer's session cookie, so each request takes the whole HTTP path (session, policy, validation,
 * repository, serialiser). Baseline: the very statements the app sent for that request (recorded from
 * its pool during a probe, the session's included), sent again through a raw pg.Pool, one after the
 * other: the database's floor for the same answer.
 */
import { bahrainDate } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.js';
import { createBuilders, ORDER_ADDRESS } from '../../apps/server/src/test-support/builders.js';
import { type BenchAppPaths, openBenchApp } from './app.js';
import { inProcessRunner } from './inprocess-runner.js';
import { BENCH_AUTH_SECRET } from './protocol.js';
import type { BenchCase, BenchSettings, Measurement, Runner } from './types.js';

export const SHOP_ORDERS = 10_000;
export const SHOP_LISTINGS = 2_000;
/** The issue's bound for one client: the median under 20 ms. */
export const SHOP_LATENCY_TARGET_MS = { p50: 20, p99: 100 };

interface Recorded {
  text: string;
  values: unknown[];
}

export interface ShopFixture {
  databaseUrl: string;
  webDist: string;
  uploadsDir: string;
  cookie: string;
  /** Per case id: the path, the statements the app sent for it, and the ids it answered. */
  requests: Record<string, { path: string; statements: Recorded[]; ids: string[] }>;
  description: string;
}

type Paths = Record<string, string>;

/** The app as production builds it, on its own pool, with each statement its connections send. */
async function openApp(fx: BenchAppPaths, poolSize: number) {
  const log = { on: false, statements: [] as Recorded[] };
  // Drizzle (and the session reads) send every statement through pool.query.
  const recordStatements = (pool: pg.Pool) => {
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      if (log.on) {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
        log.statements.push(
          typeof first === 'string'
            ? { text: first, values: Array.isArray(second) ? second : [] }
            : // Drizzle passes its parameters apart from the query's config.
              { text: first.text, values: Array.isArray(second) ? second : (first.values ?? []) },
        );
      }
      return query(...args);
    }) as typeof pool.query;
  };
  const { app, close } = await openBenchApp(fx, poolSize, { watch: recordStatements });
  return { app, log, close };
}

const idsOf = (body: unknown): string[] => {
  const b = body as { orders?: { id: string }[]; listings?: { id: string }[] };
  return (b.orders ?? b.listings ?? []).map((r) => r.id);
};

/**
 * One shop run by a retailer account: SHOP_LISTINGS listings and SHOP_ORDERS orders over the last
 * ~70 days in every status (one product line each, with its history), plus as many orders of another
 * shop so the shop's index has to pick its own. Bulk SQL: the order book is the fixture, not the test.
 */
export async function seedBenchShop(
  database: Database,
  fx: BenchAppPaths,
  paths: (today: string) => Paths,
): Promise<ShopFixture> {
  const make = createBuilders(database.db, { secret: BENCH_AUTH_SECRET });
  const owner = await make.user({ role: 'retailer' });
  const category = await make.category();
  const shops = [await make.shop({ ownerUserId: owner.id }), await make.shop()];
  const listingIds = await make.listings(
    Array.from({ length: SHOP_LISTINGS }, (_, i) => ({
      shopId: shops[0]!.id,
      categoryId: category.id,
      nameEn: `Bench cake ${i}`,
      nameAr: `كيكة ${i}`,
      priceFils: 1000 + (i % 50) * 250,
      isActive: i % 10 !== 0,
    })),
  );
  const other = await make.listing({ shopId: shops[1]!.id, categoryId: category.id });
  const customers = [];
  for (let i = 0; i < 20; i++)
    customers.push((await make.user({ role: 'customer', name: `Customer ${i} Bench` })).id);
  const address = JSON.stringify(ORDER_ADDRESS);
  for (const [shop, listing] of [
    [shops[0]!.id, listingIds[1]!],
    [shops[1]!.id, other.id],
  ] as const) {
    await database.db.execute(sql`
      with made as (
        insert into checkouts (user_id, idempotency_key, request_hash, total_fils)
        select (${`{${customers.join(',')}}`}::text[])[1 + n % 20], gen_random_uuid(), 'bench', 6000
        from generate_series(1, ${SHOP_ORDERS}) as n
        returning id, user_id
      ), numbered as (select id, user_id, row_number() over (order by id) as n from made)
      insert into orders (checkout_id, user_id, shop_id, status, subtotal_fils, delivery_fee_fils, vat_fils,
                          total_fils, address, delivery_date, delivery_window, payment_type, payment_provider,
                          payment_reference, created_at, accepted_at)
      select id, user_id, ${shop},
             (array['delivered','delivered','delivered','cancelled','shipped','processing','pending'])[1 + n % 7]::order_status,
             5000, 1000, 545, 6000, ${address}::jsonb, current_date + 1, '12-15', 'cash', 'cash', 'cod_' || id,
             now() - (${SHOP_ORDERS} - n) * interval '10 minutes',
             case when n % 7 <> 6 then now() - (${SHOP_ORDERS} - n) * interval '10 minutes' + interval '5 minutes' end
      from numbered order by n`);
    await database.db.execute(sql`
      insert into order_lines (order_id, position, listing_id, kind, name_en, name_ar, quantity, unit_price_fils, total_fils)
      select id, 0, ${listing}, 'product', 'Bench cake', 'كيكة', 1, 5000, 5000 from orders where shop_id = ${shop}`);
    await database.db.execute(sql`
      insert into order_status_history (order_id, status, actor, actor_user_id, at)
      select id, 'pending', 'customer', user_id, created_at from orders where shop_id = ${shop}
      union all
      select id, status, case when status = 'cancelled' then 'retailer'::order_actor else 'retailer' end, null,
             created_at + interval '30 minutes'
      from orders where shop_id = ${shop} and status <> 'pending'`);
  }
  await database.pool?.query('vacuum analyze');

  // The statements the app sends for each request, recorded from a probe after a warm-up.
  const requests: ShopFixture['requests'] = {};
  const opened = await openApp(fx, 2);
  try {
    for (const [id, path] of Object.entries(paths(bahrainDate(new Date())))) {
      const get = () => opened.app.inject({ method: 'GET', url: path, headers: { cookie: owner.cookie } });
      for (let i = 0; i < 3; i++) await get();
      opened.log.statements = [];
      opened.log.on = true;
      const res = await get();
      opened.log.on = false;
      if (res.statusCode !== 200)
        throw new Error(`app: GET ${path} → ${res.statusCode}: ${res.body.slice(0, 200)}`);
      const ids = idsOf(res.json());
      if (ids.length === 0) throw new Error(`app: GET ${path} answered no rows`);
      requests[id] = { path, statements: opened.log.statements, ids };
    }
  } finally {
    await opened.close();
  }
  return {
    ...fx,
    cookie: owner.cookie,
    requests,
    description: `one shop with ${SHOP_ORDERS} orders (another with as many) and ${listingIds.length} listings`,
  };
}

/** Forces one client: these lists are read by the shop's owner, one request at a time. */
function singleClient(runner: Runner, target?: { p50: number }): Runner {
  return {
    label: runner.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const m = await runner.run({ ...settings, connections: 1 });
      const { p50, p99 } = m.latencyMs;
      return {
        ...m,
        singleClient: {
          rate: m.rate,
          latencyMs: { p50: p50 ?? 0, p99: p99 ?? 0 },
          total: m.total,
          failures: m.failures,
        },
        notes: [
          ...(m.notes ?? []),
          `1 client: median ${p50?.toFixed(2)} ms, p99 ${p99?.toFixed(2)} ms` +
            (target
              ? ` — ${(p50 ?? Infinity) < target.p50 ? 'PASS' : 'MISS'} (median < ${target.p50} ms)`
              : ''),
        ],
      };
    },
  };
}

/** The case `id` (a key of the fixture's requests): the app through app.inject, against its own SQL. */
export function shopCase(id: string, name: string, fixture: () => ShopFixture): BenchCase & { id: string } {
  const request = () => {
    const r = fixture().requests[id];
    if (!r) throw new Error(`shop fixture has no request ${id}`);
    return r;
  };
  return {
    id,
    name,
    unit: 'req/s',
    tail: 'p99',
    latencyTargetMs: SHOP_LATENCY_TARGET_MS,
    baselineKind: 'raw SQL (the statements the app sent)',
    app: singleClient(
      inProcessRunner({
        label: 'Fastify app (app.inject, 1 client)',
        async open(settings) {
          const fx = fixture();
          const opened = await openApp(fx, settings.poolSize);
          const get = async () => {
            const res = await opened.app.inject({
              method: 'GET',
              url: request().path,
              headers: { cookie: fx.cookie },
            });
            if (res.statusCode !== 200) throw new Error(`GET ${request().path} → ${res.statusCode}`);
            return res.json() as unknown;
          };
          return {
            op: get,
            sample: async () => idsOf(await get()),
            close: opened.close,
          };
        },
      }),
      SHOP_LATENCY_TARGET_MS,
    ),
    baseline: singleClient(
      inProcessRunner({
        label: 'pg.Pool, the same statements (1 client)',
        async open(settings) {
          const pool = new pg.Pool({ connectionString: fixture().databaseUrl, max: settings.poolSize });
          const run = async () => {
            let rows: unknown[] = [];
            for (const s of request().statements)
              rows = (await pool.query({ text: s.text, values: s.values })).rows;
            return rows;
          };
          return {
            op: run,
            async sample() {
              // The answer's rows: the statement that returned the ids the app answered.
              const expected = request().ids;
              for (const s of request().statements) {
                const { rows } = await pool.query({ text: s.text, values: s.values });
                const ids = rows.map((r: { id?: unknown }) => String(r.id));
                if (ids.slice(0, expected.length).join() === expected.join())
                  return ids.slice(0, expected.length);
              }
              return [];
            },
            close: () => pool.end(),
          };
        },
      }),
    ),
    compare(app, baseline) {
      const [a, b] = [app.sample as string[], baseline.sample as string[]];
      if (a.join() !== request().ids.join()) return 'app answered other rows than in its probe';
      if (b.join() !== a.join()) return 'no statement of the baseline returned the rows the app answered';
      return undefined;
    },
  };
}

/** The shop's lists the case measures: its orders (first page, then a filtered page) and its listings. */
export function shopPaths(today: string): Paths {
  const monthAgo = bahrainDate(new Date(Date.parse(`${today}T12:00:00Z`) - 30 * 24 * 3_600_000));
  return {
    'shop-orders': '/api/retailer/orders',
    'shop-orders-filtered': `/api/retailer/orders?status=delivered&from=${monthAgo}&to=${today}`,
    'shop-listings': '/api/retailer/listings',
  };
}
