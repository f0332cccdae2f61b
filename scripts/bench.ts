/**
 * Benchmarks: the real app against the cheapest thing doing the same work (npm run bench).
 *
 * `npm run bench -- --scale` (or BENCH_SCALE=1) runs the catalogue at marketplace size instead:
 * 100,000 listings over 1,000 shops, every public catalogue endpoint against a static-bytes route
 * (answers the app keeps in memory) or the same SQL through a raw pg.Pool (answers read per request),
 * plus each endpoint's latency for one client alone (see bench-lib/scale.ts).
 *
 * Creates a throw-away PostgreSQL database (haflah_bench_<timestamp>), seeds a deterministic
 * catalogue, then for every case runs the app and its baseline, one at a time. HTTP cases run each
 * server in a child process while autocannon loads it from this process; in-process cases (the
 * availability check) run both sides here, as a closed loop of BENCH_CONNECTIONS workers. The
 * database is dropped at the end, also on failure and ctrl-C. Exit code 1 when any request failed
 * (or a case's two sides disagree).
 *
 * checkout (bench-lib/checkout.ts): orders/s of 20 customers at once, each a worker with its own
 * cart (a product and a time-slot hold, refilled by one raw INSERT before each order, untimed): the
 * app built in this process, GET + POST /api/checkout through app.inject, against the same rows
 * written by one raw-SQL transaction on a pg.Pool. Every 10th hold is on a contested slot, so some
 * orders are refused (SLOT_UNAVAILABLE); afterwards no listing may be oversold, or the run fails.
 *
 * realtime (bench-lib/realtime.ts): BENCH_WS_CLIENTS WebSockets (signed-in admins, all in one
 * order's room) on the app in a child process, against a bare `ws` server fed by the same
 * PostgreSQL NOTIFY; per socket per event, the latency from the NOTIFY to the message's arrival.
 *
 * location (bench-lib/location.ts): location ingest (issue 25). BENCH_LOCATION_DRIVERS drivers, each
 * carrying one picked-up order of its own customer, POST a fix every 5 s to two app processes on one
 * database (spread evenly in time, alternating processes) while each customer's socket, on either
 * process, watches its order's track room: fixes stored per second, and per fix the time from its POST
 * to its event's arrival on the customer's socket (target p99 < 250 ms); against two bare node:http +
 * `ws` processes doing the same work in raw SQL (one statement: session, bounded UPDATE, NOTIFY) and
 * fed by the same NOTIFY/LISTEN path. Measured for BENCH_LOCATION_SECONDS, not BENCH_SECONDS.
 *
 * shop-orders, shop-orders-filtered, shop-listings (bench-lib/shop.ts): the shop's back office at
 * size, one shop with 10,000 orders and 2,000 listings; its retailer's order list (first page, and
 * delivered orders of the last 30 days) and listing list, one client at a time, through app.inject
 * against the very statements the app sent, through a raw pg.Pool; the median must stay under 20 ms.
 *
 * shop-analytics (bench-lib/analytics.ts): the shop's analytics at size (issue 27), one shop with
 * 50,000 orders over a year; its retailer's 30-day analytics, one client, through app.inject against
 * the same statements (its aggregates) sent directly through a raw pg.Pool: median and p95 over every
 * run of the window (at least 30); the median must stay under 50 ms.
 *
 * Environment:
 *   DATABASE_URL          admin connection (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SECONDS         measured seconds per run (default 10)
 *   BENCH_WARMUP_SECONDS  warm-up seconds per run, not measured (default 3)
 *   BENCH_CONNECTIONS     concurrent connections, or workers for in-process cases (default 50)
 *   BENCH_POOL_SIZE       PostgreSQL pool size for the app and the baselines (default 10)
 *   BENCH_ROUNDS          rounds per case, app and baseline alternating; medians reported (default 1)
 *   BENCH_CASES           comma-separated case ids to run (default: all: items, availability,
 *                         checkout, realtime, location, healthz, shop-orders,
 *                         shop-orders-filtered, shop-listings, shop-analytics)
 *   BENCH_WS_CLIENTS      WebSocket clients of the realtime case (default 1000)
 *   BENCH_LOCATION_DRIVERS  drivers (and as many watching customers) of the location case (default 500)
 *   BENCH_LOCATION_SECONDS  measured seconds of the location case (default 20: 4 fixes per driver)
 *   BENCH_SCALE           1: the scale benchmark, as --scale
 *   BENCH_CPU_PROF        a folder: each server child writes a V8 CPU profile (.cpuprofile) there
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCATION_MIN_INTERVAL_MS, PRODUCT_LIST_LIMIT, REALTIME_PATH } from '@haflah/contracts';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createCatalogueReads } from '../apps/server/src/modules/catalogue/catalogue.reads.js';
import { REALTIME_CHANNEL } from '../apps/server/src/modules/realtime/hub.js';
import { adminQuery, withDatabase } from '../apps/server/src/test-support/global-setup.js';
import { type AnalyticsFixture, analyticsCase, seedBenchAnalytics } from './bench-lib/analytics.js';
import {
  type AvailabilityFixture,
  availabilityRawRunner,
  availabilityServiceRunner,
  sameAnswers,
  seedBenchAvailability,
} from './bench-lib/availability.js';
import { checkoutAppRunner, checkoutRawRunner, sameTotals } from './bench-lib/checkout.js';
import { combineRounds } from './bench-lib/combine.js';
import { captureResponses, httpRunner, stopAllServers } from './bench-lib/http-runner.js';
import {
  LOCATION_PATH,
  type LocationFixture,
  locationRunner,
  seedBenchLocation,
} from './bench-lib/location.js';
import type { ServerSpec } from './bench-lib/protocol.js';
import { type RealtimeFixture, realtimeRunner, seedBenchRealtime } from './bench-lib/realtime.js';
import { renderNotes, renderResults, renderSummary, verdict } from './bench-lib/report.js';
import {
  type DatabaseAnswer,
  loadMoreAnswer,
  prepareScale,
  SCALE_NOTES,
  type ScaleFixture,
  scaleCases,
} from './bench-lib/scale.js';
import { seedBenchCatalogue } from './bench-lib/seed.js';
import { type ShopFixture, seedBenchShop, shopCase, shopPaths } from './bench-lib/shop.js';
import type { BenchCase, BenchSettings, CaseResult, Measurement } from './bench-lib/types.js';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

const args = process.argv.slice(2);
const unknownArgs = args.filter((a) => a !== '--scale');
if (unknownArgs.length) throw new Error(`Unknown arguments: ${unknownArgs.join(' ')} (known: --scale)`);
/** The catalogue at 100,000 listings instead of the everyday cases (bench-lib/scale.ts). */
const scale = args.includes('--scale') || ['1', 'true', 'yes'].includes(process.env.BENCH_SCALE ?? '');

const settings: BenchSettings = {
  seconds: numberFromEnv('BENCH_SECONDS', 10, 1),
  warmupSeconds: numberFromEnv('BENCH_WARMUP_SECONDS', 3, 0),
  connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
  poolSize: numberFromEnv('BENCH_POOL_SIZE', 10, 1),
  rounds: numberFromEnv('BENCH_ROUNDS', 1, 1),
};
/** WebSocket clients of the realtime case. */
const wsClients = numberFromEnv('BENCH_WS_CLIENTS', 1000, 1);
/** Drivers (and customers watching them) of the location case, and its measured seconds. */
const locationDrivers = numberFromEnv('BENCH_LOCATION_DRIVERS', 500, 1);
const locationSeconds = numberFromEnv('BENCH_LOCATION_SECONDS', 20, 5);

/** Filled in once the bench database exists and is seeded; cases read it lazily. */
interface Fixture {
  databaseUrl: string;
  webDist: string;
  uploadsDir: string;
  /** Home's "load more" page (not in the scale benchmark). */
  items?: DatabaseAnswer;
  /** Only seeded when an availability case runs. */
  availability?: AvailabilityFixture;
  /** Only seeded when the realtime case runs. */
  realtime?: RealtimeFixture;
  /** Only seeded when the location case runs. */
  location?: LocationFixture;
  /** Only in the scale benchmark. */
  scale?: ScaleFixture;
  /** Only seeded when a shop case runs. */
  shop?: ShopFixture;
  /** Only seeded when the shop-analytics case runs. */
  analytics?: AnalyticsFixture;
}
let fixture: Fixture | undefined;
const fx = () => {
  if (!fixture) throw new Error('bench fixture not ready');
  return fixture;
};

const itemsFx = () => {
  const items = fx().items;
  if (!items) throw new Error('items fixture not seeded');
  return items;
};

const availabilityFx = () => {
  const availability = fx().availability;
  if (!availability) throw new Error('availability fixture not seeded');
  return availability;
};

const realtimeFx = () => {
  const realtime = fx().realtime;
  if (!realtime) throw new Error('realtime fixture not seeded');
  return realtime;
};

const locationFx = () => {
  const location = fx().location;
  if (!location) throw new Error('location fixture not seeded');
  return location;
};

const shopFx = () => {
  const shop = fx().shop;
  if (!shop) throw new Error('shop fixture not seeded');
  return shop;
};

const analyticsFx = () => {
  const analytics = fx().analytics;
  if (!analytics) throw new Error('analytics fixture not seeded');
  return analytics;
};

const appServer = (): ServerSpec => ({
  kind: 'app',
  databaseUrl: fx().databaseUrl,
  poolSize: settings.poolSize,
  webDist: fx().webDist,
  uploadsDir: fx().uploadsDir,
});

const itemIds = (body: unknown): string[] | undefined => {
  const items = (body as { items?: { id?: unknown }[] } | null)?.items;
  return Array.isArray(items) ? items.map((i) => String(i.id)) : undefined;
};
const expectFullPage = (body: unknown) => {
  const ids = itemIds(body);
  if (!ids) return 'no items array in the response';
  if (ids.length !== PRODUCT_LIST_LIMIT) return `expected ${PRODUCT_LIST_LIMIT} items, got ${ids.length}`;
  return undefined;
};

/** Add a case here; the `id` is what BENCH_CASES selects. */
const CASES: (BenchCase & { id: string })[] = [
  {
    // The first page of Home is answered from the catalogue cache; "load more" reads the database.
    id: 'items',
    name: 'GET /api/items?after=… (Home, page 2)',
    unit: 'req/s',
    tail: 'p99',
    target: 0.8,
    app: httpRunner({
      label: 'Fastify app',
      server: appServer,
      path: () => itemsFx().path,
      expect: expectFullPage,
    }),
    baseline: httpRunner({
      label: 'node:http + pg, same SQL',
      server: () => ({
        kind: 'raw-sql',
        databaseUrl: fx().databaseUrl,
        poolSize: settings.poolSize,
        path: itemsFx().path,
        statements: itemsFx().statements,
        fields: itemsFx().fields,
        pageSize: PRODUCT_LIST_LIMIT,
      }),
      path: () => itemsFx().path,
      expect: expectFullPage,
    }),
    compare(app, baseline) {
      const [a, b] = [itemIds(app.sample), itemIds(baseline.sample)];
      if (a?.join() !== b?.join()) return 'app and baseline returned different items';
      if (a?.join() !== itemsFx().ids.join()) return 'items differ from what the repository query returns';
      return undefined;
    },
  },
  {
    id: 'availability',
    name: 'availability check',
    unit: 'checks/s',
    tail: 'p95',
    app: availabilityServiceRunner(availabilityFx),
    baseline: availabilityRawRunner(availabilityFx),
    compare: (app, baseline) => sameAnswers(app.sample, baseline.sample),
  },
  {
    // Last but one: its shop, product and listings join the catalogue the items case pages through.
    id: 'checkout',
    name: 'checkout, 20 customers',
    unit: 'orders/s',
    tail: 'p99',
    app: checkoutAppRunner(fx),
    baseline: checkoutRawRunner(fx),
    compare: (app, baseline) => sameTotals(app.sample, baseline.sample),
  },
  {
    id: 'realtime',
    name: `realtime fan-out, ${wsClients} sockets`,
    unit: 'deliveries/s',
    tail: 'p99',
    app: realtimeRunner({
      label: 'Fastify app, /api/realtime',
      server: appServer,
      fixture: realtimeFx,
      clients: wsClients,
      subscribe: true,
    }),
    baseline: realtimeRunner({
      label: 'bare ws + pg LISTEN',
      server: () => ({
        kind: 'raw-ws',
        databaseUrl: fx().databaseUrl,
        channel: REALTIME_CHANNEL,
        path: REALTIME_PATH,
      }),
      fixture: realtimeFx,
      clients: wsClients,
      subscribe: false,
    }),
  },
  {
    id: 'location',
    name: `location ingest, ${locationDrivers} drivers (1 fix / 5 s) + ${locationDrivers} watching, 2 processes`,
    unit: 'fixes/s',
    tail: 'p99',
    app: locationRunner({
      label: 'Fastify app ×2, POST /api/driver/location → track room',
      server: appServer,
      fixture: locationFx,
      seconds: locationSeconds,
    }),
    baseline: locationRunner({
      label: 'node:http + ws ×2, one raw SQL statement + LISTEN',
      server: () => ({
        kind: 'raw-location',
        databaseUrl: fx().databaseUrl,
        poolSize: settings.poolSize,
        channel: REALTIME_CHANNEL,
        socketPath: REALTIME_PATH,
        locationPath: LOCATION_PATH,
        minIntervalMs: LOCATION_MIN_INTERVAL_MS,
      }),
      fixture: locationFx,
      seconds: locationSeconds,
    }),
  },
  shopCase('shop-orders', "GET /api/retailer/orders (the shop's orders, first page)", shopFx),
  shopCase(
    'shop-orders-filtered',
    'GET /api/retailer/orders?status=delivered&from=…&to=… (last 30 days)',
    shopFx,
  ),
  shopCase('shop-listings', "GET /api/retailer/listings (the shop's listings, first page)", shopFx),
  analyticsCase(analyticsFx),
  {
    id: 'healthz',
    name: 'GET /healthz',
    unit: 'req/s',
    tail: 'p99',
    app: httpRunner({ label: 'Fastify app', server: appServer, path: '/healthz', expect: expectHealthy }),
    baseline: httpRunner({
      label: 'node:http',
      server: () => ({ kind: 'raw-health' }),
      path: '/healthz',
      expect: expectHealthy,
    }),
  },
];

const SCALE_CASES = scaleCases(
  settings,
  () => {
    const scaleFixture = fx().scale;
    if (!scaleFixture) throw new Error('scale fixture not seeded');
    return scaleFixture;
  },
  appServer,
);

function expectHealthy(body: unknown) {
  return (body as { status?: unknown } | null)?.status === 'ok' ? undefined : 'status is not "ok"';
}

function selectedCases() {
  const all = scale ? SCALE_CASES : CASES;
  const wanted = process.env.BENCH_CASES?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (!wanted?.length) return all;
  const unknown = wanted.filter((id) => !all.some((c) => c.id === id));
  if (unknown.length)
    throw new Error(`Unknown BENCH_CASES: ${unknown.join(', ')} (known: ${all.map((c) => c.id)})`);
  return all.filter((c) => wanted.includes(c.id));
}

// ---- lifecycle ----

const dbName = `haflah_bench_${Date.now()}`;
let dbCreated = false;
let tmpDir: string | undefined;
let cleaning: Promise<void> | undefined;

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await stopAllServers().catch((err) => console.error('stopping servers:', err));
    if (dbCreated) {
      await adminQuery(ADMIN_URL, `drop database if exists ${dbName} with (force)`).then(
        () => console.log(`Dropped ${dbName}.`),
        (err) => console.error(`Could not drop ${dbName}; drop it by hand:`, err),
      );
    }
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  })();
  return cleaning;
}

// `on`, not `once`: under npm/tsx the signal arrives more than once (from the terminal's process
// group and relayed by the wrappers), and a repeat must not kill us before the database is dropped.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (cleaning) return;
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function prepare(cases: { id: string }[]) {
  const started = performance.now();
  await adminQuery(ADMIN_URL, `create database ${dbName}`);
  dbCreated = true;
  const databaseUrl = withDatabase(ADMIN_URL, dbName);
  const database = await openDatabase({ engine: 'postgres', url: databaseUrl, poolSize: 4 });
  // A forced drop on ctrl-C kills idle connections; don't let that crash us mid-cleanup.
  database.pool?.on('error', () => {});
  if (scale) {
    try {
      tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-bench-'));
      fixture = { databaseUrl, webDist: path.join(tmpDir, 'web'), uploadsDir: path.join(tmpDir, 'uploads') };
      fs.mkdirSync(fixture.webDist);
      fixture.scale = await prepareScale(database, databaseUrl, appServer());
      console.log(
        `Database ${dbName}: ${fixture.scale.description.join('\n  ')}\n  — ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } finally {
      await database.close();
    }
    return;
  }
  try {
    const seeded = await seedBenchCatalogue(database.db);
    // Planner statistics as a long-lived database has them; autovacuum must not re-plan mid-run.
    await database.pool?.query('vacuum analyze');
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-bench-'));
    fixture = { databaseUrl, webDist: path.join(tmpDir, 'web'), uploadsDir: path.join(tmpDir, 'uploads') };
    fs.mkdirSync(fixture.webDist);
    if (cases.some((c) => c.id === 'items')) {
      const home = (await captureResponses(appServer(), ['/api/items'])).get('/api/items');
      if (home?.status !== 200) throw new Error(`app: GET /api/items → ${home?.status}`);
      const firstPage = { path: '/api/items', body: home.body.toString('utf8') };
      fixture.items = await loadMoreAnswer(createCatalogueReads(database.db), firstPage, undefined);
    }
    let reservations = '';
    if (cases.some((c) => c.id.startsWith('availability'))) {
      const seededAvailability = await seedBenchAvailability(database.db, databaseUrl);
      await database.pool?.query('vacuum analyze');
      fixture.availability = seededAvailability.fixture;
      reservations =
        `; ${seededAvailability.bookings} bookings and ${seededAvailability.holds} holds on ` +
        `${seededAvailability.listings} time-based listings, ${seededAvailability.fixture.probes.length} availability probes`;
    }
    if (cases.some((c) => c.id === 'shop-analytics')) {
      fixture.analytics = await seedBenchAnalytics(database, fixture);
      reservations += `; ${fixture.analytics.description} for the analytics case`;
    }
    if (cases.some((c) => c.id.startsWith('shop-') && c.id !== 'shop-analytics')) {
      fixture.shop = await seedBenchShop(database, fixture, shopPaths);
      reservations += `; ${fixture.shop.description} for the shop cases`;
    }
    if (cases.some((c) => c.id === 'realtime')) {
      fixture.realtime = await seedBenchRealtime(database.db, databaseUrl, wsClients);
      reservations += `; ${fixture.realtime.cookies.length} admins with sessions and an order for the realtime case`;
    }
    if (cases.some((c) => c.id === 'location')) {
      fixture.location = await seedBenchLocation(database.db, databaseUrl, locationDrivers);
      await database.pool?.query('vacuum analyze');
      reservations += `; ${fixture.location.pairs.length} drivers carrying ${fixture.location.pairs.length} customers' picked-up orders for the location case`;
    }
    console.log(
      `Database ${dbName}: ${seeded.categories} categories, ${seeded.approvedRetailers} approved retailers ` +
        `(+${seeded.retailers - seeded.approvedRetailers} not approved), ${seeded.listings} listings ` +
        `(${seeded.visibleListings} visible)${reservations} — ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

async function main(): Promise<number> {
  const cases = selectedCases();
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(
    `Haflah benchmark${scale ? ' at scale' : ''} — ${settings.connections} connections, ${settings.warmupSeconds} s warm-up + ` +
      `${settings.seconds} s measured per run, ${settings.rounds} round(s), pool size ${settings.poolSize}, ` +
      `Node ${process.version}, ${os.cpus().length} CPUs` +
      (scale ? `, load average ${load()}` : ''),
  );
  await prepare(cases);

  const results: CaseResult[] = [];
  for (const c of cases) {
    const measure = async (side: 'app' | 'baseline', round: number) => {
      const runner = c[side];
      const of = settings.rounds > 1 ? ` (round ${round + 1}/${settings.rounds})` : '';
      console.log(`▸ ${c.name} — ${side}: ${runner.label}${of}`);
      const m = await runner.run(settings);
      console.log(
        `  ${Math.round(m.rate)} ${c.unit}, ${c.tail} ${m.latencyMs[c.tail]} ms` +
          (m.cpuMsPerOp === undefined ? '' : `, CPU ${m.cpuMsPerOp.toFixed(3)} ms/op`) +
          (scale && m.queriesPerOp !== undefined ? `, ${m.queriesPerOp.toFixed(2)} queries/req` : '') +
          (m.singleClient
            ? `; 1 client: p50 ${m.singleClient.latencyMs.p50.toFixed(2)} ms, p99 ${m.singleClient.latencyMs.p99.toFixed(2)} ms`
            : '') +
          `, failures ${m.failures}` +
          (scale ? ` (load average ${load()})` : ''),
      );
      for (const note of m.notes ?? []) console.log(`  ${note}`);
      return m;
    };
    const rounds = { app: [] as Measurement[], baseline: [] as Measurement[] };
    const problems = new Set<string>();
    for (let round = 0; round < settings.rounds; round++) {
      // Alternate the order so a drift in machine load doesn't always favour the same side.
      const order = round % 2 ? (['baseline', 'app'] as const) : (['app', 'baseline'] as const);
      for (const side of order) rounds[side].push(await measure(side, round));
      const mismatch = c.compare?.(rounds.app[round] as Measurement, rounds.baseline[round] as Measurement);
      if (mismatch) problems.add(mismatch);
    }
    const app = combineRounds(rounds.app);
    const baseline = combineRounds(rounds.baseline);
    if (app.failures > 0) problems.add(`app: ${app.failureDetail}`);
    if (baseline.failures > 0) problems.add(`baseline: ${baseline.failureDetail}`);
    results.push({ benchCase: c, app, baseline, problems: [...problems] });
  }

  console.log(`\n${renderResults(results)}\n`);
  const notes = renderNotes(results);
  if (notes) console.log(`${notes}\n`);
  if (scale) {
    console.log(`${renderSummary(results)}\n`);
    console.log(`${SCALE_NOTES.map((n) => `• ${n}`).join('\n')}\n`);
    console.log(`Load average at the end: ${load()} (${os.cpus().length} CPUs)\n`);
  }
  for (const r of results) {
    const v = verdict(r);
    if (v)
      console.log(`${r.benchCase.name}: app/baseline ${(r.app.rate / r.baseline.rate).toFixed(2)}× — ${v}`);
  }
  const problems = results.flatMap((r) => r.problems.map((p) => `${r.benchCase.name}: ${p}`));
  if (problems.length) {
    console.error(`\nFAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    return 1;
  }
  console.log('No failed requests.');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
