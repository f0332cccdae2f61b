/**
 * The shop's analytics at size (issue 27 point 5): one shop with 50,000 orders over the last year (and
 * another shop with 10,000, so the index has to pick its own), its retailer reading the analytics of
 * the last 30 days, one request at a time (the owner on a phone, not a crowd).
 *
 * App: built in this process with the production configuration, through app.inject with the
 * retailer's session cookie (session, validation, five set-based statements, serialiser). Baseline:
 * the very statements the app sent for that request (recorded from its pool during a probe, the
 * session's included), sent again directly through a raw pg.Pool, the aggregates at once as the app
 * sends them and prepared under the same names: the database's floor for the same aggregates. Median and p95 over every run of the
 * measured window (at least 30); the median must stay under 50 ms.
 */
import { type ShopAnalytics, shopAnalyticsSchema } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.js';
import { createBuilders, ORDER_ADDRESS } from '../../apps/server/src/test-support/builders.js';
import { type BenchAppPaths, openBenchApp } from './app.js';
import { inProcessRunner } from './inprocess-runner.js';
import { BENCH_AUTH_SECRET } from './protocol.js';
import type { BenchCase, BenchSettings, Measurement, Runner } from './types.js';

export const ANALYTICS_ORDERS = 50_000;
const OTHER_SHOP_ORDERS = 10_000;
const CUSTOMERS = 400;
const PRODUCTS = 40;
const BOOKABLE = 4;
/** The bound for one client: the median under 50 ms. */
export const ANALYTICS_TARGET_MS = { p50: 50, p99: 250 };
/** Fewer runs than this say little about a median and a p95. */
const MIN_RUNS = 30;
export const ANALYTICS_PATH = '/api/retailer/analytics?period=30d';

interface Recorded {
  /** A prepared statement's name: the baseline prepares it too, once per connection, as the app does. */
  name?: string;
  text: string;
  values: unknown[];
}

export interface AnalyticsFixture {
  databaseUrl: string;
  webDist: string;
  uploadsDir: string;
  cookie: string;
  statements: Recorded[];
  /** The probe's answer: both sides must agree with it. */
  answer: ShopAnalytics;
  description: string;
}

async function openRecordingApp(fx: BenchAppPaths, poolSize: number) {
  const log = { on: false, statements: [] as Recorded[] };
  const { app, close } = await openBenchApp(fx, poolSize, {
    watch(pool) {
      const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
      pool.query = ((...args: unknown[]) => {
        if (log.on) {
          const [first, second] = args as [
            string | { name?: string; text: string; values?: unknown[] },
            unknown,
          ];
          log.statements.push(
            typeof first === 'string'
              ? { text: first, values: Array.isArray(second) ? second : [] }
              : {
                  ...(first.name ? { name: first.name } : {}),
                  text: first.text,
                  values: Array.isArray(second) ? second : (first.values ?? []),
                },
          );
        }
        return query(...args);
      }) as typeof pool.query;
    },
  });
  return { app, log, close };
}

/**
 * The shop's year: ANALYTICS_ORDERS orders spread evenly over 365 days in every status (one product
 * line each; every 10th also a 2-hour booking of a bookable listing), half by card (captured), one in
 * 29 of those refunded the next day; 400 customers. Bulk SQL (generate_series): the order book is the
 * fixture, not the test.
 */
export async function seedBenchAnalytics(database: Database, fx: BenchAppPaths): Promise<AnalyticsFixture> {
  const make = createBuilders(database.db, { secret: BENCH_AUTH_SECRET });
  const owner = await make.user({ role: 'retailer' });
  const category = await make.category();
  const shop = await make.shop({
    ownerUserId: owner.id,
    openingHours: [0, 1, 2, 3, 4, 5, 6].map((d) => (d === 5 ? null : { opens: '09:00', closes: '22:00' })),
  });
  const other = await make.shop();
  const products = await make.listings(
    Array.from({ length: PRODUCTS }, (_, i) => ({
      shopId: shop.id,
      categoryId: category.id,
      nameEn: `Bench balloon ${i}`,
      nameAr: `بالون ${i}`,
      priceFils: 2000 + i * 250,
    })),
  );
  const bookable = await make.listings(
    Array.from({ length: BOOKABLE }, (_, i) => ({
      shopId: shop.id,
      categoryId: category.id,
      kind: 'entertainment' as const,
      capacity: 2,
      nameEn: `Bench magician ${i}`,
      nameAr: `ساحر ${i}`,
    })),
  );
  const otherListing = await make.listing({ shopId: other.id, categoryId: category.id });
  const customers: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) customers.push((await make.user({ role: 'customer' })).id);
  const users = `{${customers.join(',')}}`;
  const address = JSON.stringify(ORDER_ADDRESS);
  for (const [shopId, count, listings] of [
    [shop.id, ANALYTICS_ORDERS, products],
    [other.id, OTHER_SHOP_ORDERS, [otherListing.id]],
  ] as const) {
    const listingIds = `{${listings.join(',')}}`;
    // Subtotal 2.000–11.750 BD by n, 1.000 BD delivery; n-th order placed (365 days × n / count) ago.
    await database.db.execute(sql`
      with made as (
        insert into checkouts (user_id, idempotency_key, request_hash, total_fils)
        select (${users}::text[])[1 + n % ${CUSTOMERS}], gen_random_uuid(), 'bench-' || n, 0
        from generate_series(1, ${count}) as n
        returning id, user_id, substr(request_hash, 7)::int as n
      )
      insert into orders (checkout_id, user_id, shop_id, status, subtotal_fils, delivery_fee_fils, vat_fils,
                          total_fils, address, payment_type, payment_provider, payment_reference, created_at)
      select id, user_id, ${shopId},
             (array['delivered','delivered','delivered','delivered','cancelled','shipped','processing','pending'])[1 + n % 8]::order_status,
             2000 + (n % 40) * 250, 1000, 0, 3000 + (n % 40) * 250, ${address}::jsonb,
             case when n % 2 = 0 then 'card' else 'cash' end::order_payment_type,
             case when n % 2 = 0 then 'test_gateway' else 'cash' end, 'bench_' || n,
             now() - interval '365 days' * (${count} - n)::float8 / ${count}
      from made`);
    await database.db.execute(sql`
      insert into order_lines (order_id, position, listing_id, kind, name_en, name_ar, quantity, unit_price_fils, total_fils)
      select o.id, 0, l.id, 'product', l.name_en, l.name_ar, 1, o.subtotal_fils, o.subtotal_fils
      from orders o
      join listings l on l.id = (${listingIds}::uuid[])[1 + substr(o.payment_reference, 7)::int % ${listings.length}]
      where o.shop_id = ${shopId}`);
    await database.db.execute(sql`
      insert into ledger_entries (order_id, kind, state, amount_fils, provider, payment_reference, reference, created_at, settled_at)
      select id, 'capture', 'done', total_fils, 'test_gateway', payment_reference, 'cap_' || payment_reference,
             created_at + interval '5 minutes', created_at + interval '5 minutes'
      from orders where shop_id = ${shopId} and payment_type = 'card'`);
    await database.db.execute(sql`
      insert into ledger_entries (order_id, kind, state, amount_fils, provider, payment_reference, reference, created_at, settled_at)
      select id, 'refund', 'done', total_fils / 2, 'test_gateway', payment_reference, 'ref_' || payment_reference,
             created_at + interval '1 day', created_at + interval '1 day'
      from orders where shop_id = ${shopId} and payment_type = 'card' and substr(payment_reference, 7)::int % 29 = 0`);
  }
  const bookableIds = `{${bookable.join(',')}}`;
  await database.db.execute(sql`
    insert into bookings (listing_id, user_id, quantity, starts_at, ends_at, status)
    select (${bookableIds}::uuid[])[1 + n % ${BOOKABLE}], o.user_id, 1,
           date_trunc('hour', o.created_at) + interval '3 days',
           date_trunc('hour', o.created_at) + interval '3 days 2 hours',
           case when o.status = 'cancelled' then 'cancelled' else 'confirmed' end::booking_status
    from (select *, substr(payment_reference, 7)::int as n from orders where shop_id = ${shop.id}) o
    where o.n % 10 = 0`);
  await database.pool?.query('vacuum analyze');

  const opened = await openRecordingApp(fx, 4);
  try {
    const get = () =>
      opened.app.inject({ method: 'GET', url: ANALYTICS_PATH, headers: { cookie: owner.cookie } });
    for (let i = 0; i < 3; i++) await get();
    opened.log.statements = [];
    opened.log.on = true;
    const res = await get();
    opened.log.on = false;
    if (res.statusCode !== 200)
      throw new Error(`app: GET ${ANALYTICS_PATH} → ${res.statusCode}: ${res.body.slice(0, 200)}`);
    const answer = shopAnalyticsSchema.parse(res.json());
    if (answer.current.orders === 0) throw new Error('app: the 30 days have no orders');
    return {
      ...fx,
      cookie: owner.cookie,
      statements: opened.log.statements,
      answer,
      description: `one shop with ${ANALYTICS_ORDERS} orders over a year (another with ${OTHER_SHOP_ORDERS}), ${answer.current.orders} of them in the 30 days`,
    };
  } finally {
    await opened.close();
  }
}

/** One client: the owner reads the figures one request at a time; median and p95 over every run. */
function singleClient(runner: Runner, target?: { p50: number }): Runner {
  return {
    label: runner.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const m = await runner.run({ ...settings, connections: 1 });
      const { p50, p95, p99 } = m.latencyMs;
      const enough = m.total >= MIN_RUNS ? '' : ` (only ${m.total} runs: raise BENCH_SECONDS)`;
      return {
        ...m,
        failures: m.failures + (m.total >= MIN_RUNS ? 0 : 1),
        failureDetail: m.total >= MIN_RUNS ? m.failureDetail : `fewer than ${MIN_RUNS} runs`,
        singleClient: {
          rate: m.rate,
          latencyMs: { p50: p50 ?? 0, p99: p99 ?? 0 },
          total: m.total,
          failures: m.failures,
        },
        notes: [
          ...(m.notes ?? []),
          `1 client, ${m.total} runs: median ${p50?.toFixed(2)} ms, p95 ${p95?.toFixed(2)} ms${enough}` +
            (target
              ? ` — ${(p50 ?? Infinity) < target.p50 ? 'PASS' : 'MISS'} (median < ${target.p50} ms)`
              : ''),
        ],
      };
    },
  };
}

/** What both sides must agree on: the 30 days' figures and the days' gross. */
const figuresOf = (a: Pick<ShopAnalytics, 'current' | 'previous' | 'days'>) =>
  JSON.stringify([a.current, a.previous, a.days.map((d) => d.grossFils)]);

export function analyticsCase(fixture: () => AnalyticsFixture): BenchCase & { id: string } {
  return {
    id: 'shop-analytics',
    name: `GET ${ANALYTICS_PATH} (one shop, ${ANALYTICS_ORDERS} orders over a year)`,
    unit: 'req/s',
    tail: 'p95',
    latencyTargetMs: ANALYTICS_TARGET_MS,
    baselineKind: 'raw SQL (the statements the app sent)',
    app: singleClient(
      inProcessRunner({
        label: 'Fastify app (app.inject, 1 client)',
        async open(settings) {
          const fx = fixture();
          const opened = await openRecordingApp(fx, settings.poolSize);
          const get = async () => {
            const res = await opened.app.inject({
              method: 'GET',
              url: ANALYTICS_PATH,
              headers: { cookie: fx.cookie },
            });
            if (res.statusCode !== 200) throw new Error(`GET ${ANALYTICS_PATH} → ${res.statusCode}`);
            return res.json() as ShopAnalytics;
          };
          return { op: get, sample: async () => figuresOf(await get()), close: opened.close };
        },
      }),
      ANALYTICS_TARGET_MS,
    ),
    baseline: singleClient(
      inProcessRunner({
        label: 'pg.Pool, the same statements at once (1 client)',
        async open(settings) {
          const fx = fixture();
          const pool = new pg.Pool({ connectionString: fx.databaseUrl, max: settings.poolSize });
          const run = () =>
            Promise.all(
              fx.statements.map((s) => pool.query({ name: s.name, text: s.text, values: s.values })),
            );
          return {
            op: run,
            // The raw rows are not the answer's shape; the probe's answer stands for them.
            sample: async () => (await run()).length,
            close: () => pool.end(),
          };
        },
      }),
    ),
    compare(app, baseline) {
      if (app.sample !== figuresOf(fixture().answer))
        return 'the app answered other figures than in its probe';
      if (baseline.sample !== fixture().statements.length) return 'the baseline did not run every statement';
      return undefined;
    },
  };
}
