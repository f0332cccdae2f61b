import http from 'node:http';
import os from 'node:os';
import { LOCATION_MIN_INTERVAL_MS, REALTIME_PATH } from '@haflah/contracts';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type WebSocket from 'ws';
import type { Db } from '../../apps/server/src/db/client.js';
import { listings } from '../../apps/server/src/modules/catalogue/catalogue.schema.js';
import { createBuilders } from '../../apps/server/src/test-support/builders.js';
import { type StartedServer, startServer } from './http-runner.js';
import { percentiles } from './inprocess-runner.js';
import { BENCH_AUTH_SECRET, BENCH_PUBLIC_URL, type ServerSpec } from './protocol.js';
import type { BenchSettings, Measurement, Runner } from './types.js';
import { ws } from './ws.js';

/** The driver's fixes, as the driver app sends them. */
export const LOCATION_PATH = '/api/driver/location';
/** The issue's target for the p99 time from a fix to its customer's socket. */
export const LOCATION_P99_TARGET_MS = 250;
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 50;
/** How long the last fixes' events may take to arrive before the missing ones count as failures. */
const DELIVERY_TIMEOUT_MS = 10_000;
/**
 * A driver's next fix leaves at least this long after the answer to their last one: the server stamps
 * a fix between receiving it and answering, so the next one can never fall inside the 5 s bound.
 */
const BOUND_MARGIN_MS = 20;
/** Each fix moves the driver this far east (about 20 m: more than the app's 10 m, so it is sent). */
const STEP_DEGREES = 0.0002;

export interface LocationPair {
  /** The driver's session cookie (signed with the bench app's secret). */
  driverCookie: string;
  driverId: string;
  /** The customer's session cookie, and the order the driver carries for them (picked up). */
  customerCookie: string;
  orderId: string;
  /** Where the driver starts. */
  lng: number;
  lat: number;
}

export interface LocationFixture {
  databaseUrl: string;
  pairs: LocationPair[];
}

/**
 * `count` drivers (available, one order each) and `count` customers, all with sessions signed for the
 * bench app; each customer has one shipped order of the seeded catalogue's first product whose delivery
 * its driver has picked up. Users through the auth builder (rows and a signed cookie, no password
 * hashing), deliveries in one INSERT.
 */
export async function seedBenchLocation(
  db: Db,
  databaseUrl: string,
  count: number,
): Promise<LocationFixture> {
  const make = createBuilders(db, { secret: BENCH_AUTH_SECRET });
  const [listing] = await db
    .select({ id: listings.id, shopId: listings.shopId })
    .from(listings)
    .where(eq(listings.kind, 'product'))
    .limit(1);
  if (!listing) throw new Error('the seeded catalogue has no product');
  const pairs: LocationPair[] = [];
  for (let i = 0; i < count; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - i) }, async (_, j) => {
        const n = i + j;
        const [driver, customer] = await Promise.all([
          make.user({ role: 'driver', name: `Bench driver ${n + 1}` }),
          make.user({ role: 'customer', name: `Bench customer ${n + 1}` }),
        ]);
        await make.driverRecord(driver, { status: 'available', currentOrders: 1 });
        const order = await make.order({
          userId: customer.id,
          shopId: listing.shopId,
          listingId: listing.id,
          status: 'shipped',
        });
        return {
          driverCookie: driver.cookie,
          driverId: driver.id,
          customerCookie: customer.cookie,
          orderId: order.id,
          // Spread over a few kilometres of Manama.
          lng: Number((50.5 + (n % 100) * 0.001).toFixed(6)),
          lat: Number((26.2 + Math.floor(n / 100) * 0.001).toFixed(6)),
        } satisfies LocationPair;
      }),
    );
    pairs.push(...batch);
  }
  await db.execute(sql`
    insert into deliveries (order_id, driver_id, status, code, fee_fils, accepted_at, picked_up_at)
    select o, d, 'picked_up', '1234', 1000, now(), now()
    from unnest(${`{${pairs.map((p) => p.orderId).join(',')}}`}::uuid[],
      ${`{${pairs.map((p) => p.driverId).join(',')}}`}::text[]) as t(o, d)`);
  return { databaseUrl, pairs };
}

/** Sockets this process is closing itself (their close is not a problem). */
const closing = new WeakSet<WebSocket>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** Event messages of the location's kind, by `<orderId>|<lng>|<lat>`, as a socket's handler sees them. */
type OnLocation = (key: string, at: number) => void;

/**
 * A customer's socket as their order's page opens it (session cookie, Origin of PUBLIC_URL), joined to
 * `room`; resolves once the server said `subscribed`. Each socket comes from its own loopback address
 * (`localAddress`), as 500 phones would: the app allows 100 sockets per address on a node.
 */
function connectCustomer(
  url: string,
  cookie: string,
  room: string,
  localAddress: string,
  onLocation: OnLocation,
  onProblem: (p: string) => void,
) {
  return new Promise<WebSocket>((resolve, reject) => {
    const socket = new ws.WebSocket(url, {
      headers: { cookie },
      origin: BENCH_PUBLIC_URL,
      perMessageDeflate: false,
      localAddress,
    });
    let ready = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`socket not subscribed to ${room} in 30 s`));
    }, 30_000);
    socket.on('message', (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data)) as {
        kind: string;
        room?: string;
        event?: { type: string; orderId: string; lng: number; lat: number };
      };
      if (message.kind === 'event' && message.event?.type === 'delivery.location') {
        const { orderId, lng, lat } = message.event;
        onLocation(`${orderId}|${Number(lng)}|${Number(lat)}`, at);
      } else if (message.kind === 'subscribed' && message.room === room) {
        ready = true;
        clearTimeout(timer);
        resolve(socket);
      } else if (message.kind === 'refused') onProblem(`subscription to ${message.room} refused`);
      else if (message.kind === 'resync') onProblem('the server asked for a resync (events dropped)');
    });
    socket.once('open', () => socket.send(JSON.stringify({ kind: 'subscribe', room })));
    socket.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`handshake answered ${res.statusCode}`));
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      if (ready) onProblem(`socket error: ${err.message}`);
      else reject(err);
    });
    socket.once('close', () => {
      if (ready && !closing.has(socket)) onProblem('socket closed by the server');
    });
  });
}

/** One POST of a fix; resolves with the status (0: the request failed). */
function postFix(agent: http.Agent, port: number, cookie: string, body: string) {
  return new Promise<{ status: number; error?: string }>((resolve) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: LOCATION_PATH,
        method: 'POST',
        headers: {
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        res.once('end', () => resolve({ status: res.statusCode ?? 0 }));
      },
    );
    req.once('error', (err) => resolve({ status: 0, error: err.message }));
    req.end(body);
  });
}

interface Fix {
  sentAt: number;
  measured: boolean;
  status?: number;
  arrivedAt?: number;
}

export interface LocationRunnerOptions {
  label: string;
  /** Each of the two server processes. */
  server: () => ServerSpec;
  fixture: () => LocationFixture;
  /** Measured seconds (the case's own, longer than BENCH_SECONDS: a driver sends every 5 s). */
  seconds: number;
}

/**
 * Two server processes on the bench database. Each customer's socket (customer i on process i mod 2)
 * joins `track:<orderId>`; each driver POSTs a fix every LOCATION_MIN_INTERVAL_MS (the drivers' first
 * fixes spread evenly over the first interval; fix k of driver i to process (i + k) mod 2, so half of
 * them cross processes), each fix ~20 m east of the last, for BENCH_WARMUP_SECONDS unmeasured and then
 * `seconds`. Throughput is the fixes stored (204) per measured second; latency is per fix, from just
 * before its POST to its event's arrival on its customer's socket (matched by order and coordinates).
 * A fix answered other than 204 or 429, a stored fix whose event never came, or an event nobody sent
 * fails the run; 429s are counted.
 */
export function locationRunner(options: LocationRunnerOptions): Runner {
  return {
    label: options.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const fx = options.fixture();
      const problems: string[] = [];
      const onProblem = (p: string) => problems.push(p);
      const fixes = new Map<string, Fix>();
      let strays = 0;
      const onLocation: OnLocation = (key, at) => {
        const fix = fixes.get(key);
        if (!fix || fix.arrivedAt !== undefined) strays++;
        else fix.arrivedAt = at;
      };
      const servers: StartedServer[] = [];
      const sockets: WebSocket[] = [];
      const agent = new http.Agent({ keepAlive: true });
      const admin = new pg.Client({ connectionString: fx.databaseUrl });
      admin.on('error', () => {});
      try {
        await admin.connect();
        // The previous run's last fixes must not bound this run's first ones.
        await admin.query('update drivers set location_at = null where id = any($1)', [
          fx.pairs.map((p) => p.driverId),
        ]);
        servers.push(...(await Promise.all([startServer(options.server()), startServer(options.server())])));
        const connectStarted = performance.now();
        for (let i = 0; i < fx.pairs.length; i += CONNECT_BATCH) {
          const batch = fx.pairs.slice(i, i + CONNECT_BATCH).map((pair, j) => {
            const n = i + j;
            const server = servers[n % 2] as StartedServer;
            return connectCustomer(
              `ws://127.0.0.1:${server.port}${REALTIME_PATH}`,
              pair.customerCookie,
              `track:${pair.orderId}`,
              `127.0.${1 + Math.floor(n / 250)}.${1 + (n % 250)}`,
              onLocation,
              onProblem,
            );
          });
          for (const outcome of await Promise.allSettled(batch)) {
            if (outcome.status === 'fulfilled') sockets.push(outcome.value);
            else onProblem(`a customer's socket did not subscribe: ${(outcome.reason as Error).message}`);
          }
        }
        const connectSeconds = (performance.now() - connectStarted) / 1000;

        const period = LOCATION_MIN_INTERVAL_MS;
        const began = performance.now() + 200;
        const measuredFrom = began + settings.warmupSeconds * 1000;
        const end = measuredFrom + options.seconds * 1000;
        let before: { micros: number; queries: number }[] | undefined;
        const usage = () => Promise.all(servers.map((s) => s.usage()));
        const warmedUp = sleep(measuredFrom - performance.now()).then(async () => {
          before = await usage();
        });
        const loadBefore = os.loadavg()[0] as number;
        const statuses = new Map<number, number>();
        const drive = async (pair: LocationPair, i: number) => {
          const offset = (i / fx.pairs.length) * period;
          let next = began + offset;
          for (let k = 0; next < end; k++) {
            await sleep(next - performance.now());
            const lng = Number((pair.lng + (k + 1) * STEP_DEGREES).toFixed(6));
            const fix: Fix = { sentAt: performance.now(), measured: next >= measuredFrom };
            fixes.set(`${pair.orderId}|${lng}|${pair.lat}`, fix);
            const server = servers[(i + k) % 2] as StartedServer;
            const answer = await postFix(
              agent,
              server.port,
              pair.driverCookie,
              JSON.stringify({ lng, lat: pair.lat }),
            );
            fix.status = answer.status;
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            if (answer.status !== 204 && answer.status !== 429)
              onProblem(`a fix was answered ${answer.status || answer.error}`);
            next = Math.max(began + offset + (k + 1) * period, performance.now() + period + BOUND_MARGIN_MS);
          }
        };
        await Promise.all(fx.pairs.map(drive));
        await warmedUp;
        const stored = () => [...fixes.values()].filter((f) => f.status === 204);
        const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
        while (stored().some((f) => f.arrivedAt === undefined) && performance.now() < deadline)
          await sleep(20);
        const after = await usage();
        // A duplicate would arrive right behind the last.
        await sleep(200);

        const measured = [...fixes.values()].filter((f) => f.measured);
        const measuredStored = measured.filter((f) => f.status === 204);
        const latencies = measuredStored.flatMap((f) =>
          f.arrivedAt === undefined ? [] : [f.arrivedAt - f.sentAt],
        );
        const missing = stored().filter((f) => f.arrivedAt === undefined).length;
        const unstoredArrived = [...fixes.values()].filter(
          (f) => f.status !== 204 && f.arrivedAt !== undefined,
        ).length;
        if (missing)
          problems.push(`${missing} stored fixes' events missing after ${DELIVERY_TIMEOUT_MS / 1000} s`);
        if (unstoredArrived) problems.push(`${unstoredArrived} events of fixes that were not stored`);
        if (strays) problems.push(`${strays} events matching no fix sent (or repeated)`);
        const tooSoon = statuses.get(429) ?? 0;
        const latencyMs = percentiles(latencies);
        const max = latencies.reduce((m, l) => Math.max(m, l), 0);
        const cpuMicros = before
          ? after.reduce((sum, u, i) => sum + u.micros - (before?.[i]?.micros ?? 0), 0)
          : undefined;
        const p99 = latencyMs.p99;
        const all = [...statuses.values()].reduce((a, b) => a + b, 0);
        return {
          rate: measuredStored.length / options.seconds,
          latencyMs,
          total: measuredStored.length,
          failures: problems.length,
          failureDetail: problems.length
            ? `${problems.length} problems, first: ${problems.slice(0, 3).join('; ')}`
            : '',
          cpuMsPerOp:
            cpuMicros !== undefined && measuredStored.length
              ? cpuMicros / 1000 / measuredStored.length
              : undefined,
          notes: [
            `${sockets.length} customers' sockets subscribed over 2 processes in ${connectSeconds.toFixed(1)} s; ` +
              `${fx.pairs.length} drivers, one fix each per ${period / 1000} s; machine load average ` +
              `${loadBefore.toFixed(2)} → ${(os.loadavg()[0] as number).toFixed(2)} over the run (${os.cpus().length} CPUs)`,
            `${all} fixes sent (warm-up included): ${statuses.get(204) ?? 0} stored, ${tooSoon} answered 429, ` +
              `${all - (statuses.get(204) ?? 0) - tooSoon} failed; measured ${options.seconds} s: ` +
              `${measured.length} sent, ${measuredStored.length} stored, ${latencies.length} events received`,
            `fix → customer's socket: p50 ${latencyMs.p50} ms, p95 ${latencyMs.p95} ms, p99 ${p99} ms, ` +
              `max ${max.toFixed(2)} ms (target p99 < ${LOCATION_P99_TARGET_MS} ms: ` +
              `${p99 !== undefined && p99 < LOCATION_P99_TARGET_MS ? 'PASS' : 'MISS'})`,
          ],
        };
      } finally {
        for (const socket of sockets) {
          closing.add(socket);
          socket.terminate();
        }
        agent.destroy();
        await admin.end().catch(() => undefined);
        await Promise.all(servers.map((s) => s.stop()));
      }
    },
  };
}
