import { REALTIME_PATH } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type WebSocket from 'ws';
import type { Db } from '../../apps/server/src/db/client.js';
import { listings } from '../../apps/server/src/modules/catalogue/catalogue.schema.js';
import { REALTIME_CHANNEL } from '../../apps/server/src/modules/realtime/hub.js';
import { createBuilders } from '../../apps/server/src/test-support/builders.js';
import { type StartedServer, startServer } from './http-runner.js';
import { percentiles } from './inprocess-runner.js';
import { BENCH_AUTH_SECRET, BENCH_PUBLIC_URL, type ServerSpec } from './protocol.js';
import type { BenchSettings, Measurement, Runner } from './types.js';
import { ws } from './ws.js';

/** Events are spaced this far apart: 5 a second, under the app's 10 a second per connection. */
const EVENT_SPACING_MS = 200;
/** Sockets opened at once while connecting. */
const CONNECT_BATCH = 50;
/** How long the last event may take to reach every socket before the missing ones count as failures. */
const DELIVERY_TIMEOUT_MS = 10_000;

export interface RealtimeFixture {
  databaseUrl: string;
  /** Session cookies of admins (an admin may read every order, so may join its room). */
  cookies: string[];
  orderId: string;
}

/** `clients` admins with sessions signed for the bench app, and one order whose room they all join. */
export async function seedBenchRealtime(db: Db, databaseUrl: string, clients: number) {
  const make = createBuilders(db, { secret: BENCH_AUTH_SECRET });
  const [listing] = await db
    .select({ id: listings.id, shopId: listings.shopId })
    .from(listings)
    .where(eq(listings.kind, 'product'))
    .limit(1);
  if (!listing) throw new Error('the seeded catalogue has no product');
  const customer = await make.user({ role: 'customer' });
  const order = await make.order({
    userId: customer.id,
    shopId: listing.shopId,
    listingId: listing.id,
  });
  const cookies: string[] = [];
  for (let i = 0; i < clients; i += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, clients - i) }, () => make.user({ role: 'admin' })),
    );
    cookies.push(...batch.map((u) => u.cookie));
  }
  return { databaseUrl, cookies, orderId: order.id } satisfies RealtimeFixture;
}

interface Client {
  socket: WebSocket;
  /** When each event arrived (performance.now()), in arrival order. */
  receipts: number[];
}

/** Sockets this process is closing itself (their close is not a problem). */
const closing = new WeakSet<WebSocket>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Opens a socket as a browser on the app's own page would (session cookie, Origin of PUBLIC_URL) and,
 * with `room`, subscribes to it; resolves once the server said `subscribed` (or, without a room, once
 * open). Event messages are timestamped before anything else is done with them. Each socket comes
 * from its own loopback address (`localAddress`), as a thousand browsers would: the app allows 100
 * sockets per address on a node (REALTIME_LIMITS), and closes the next with 4029.
 */
function connect(
  url: string,
  cookie: string,
  room: string | undefined,
  localAddress: string,
  onProblem: (p: string) => void,
) {
  return new Promise<Client>((resolve, reject) => {
    const socket = new ws.WebSocket(url, {
      headers: { cookie },
      origin: BENCH_PUBLIC_URL,
      perMessageDeflate: false,
      localAddress,
    });
    const client: Client = { socket, receipts: [] };
    let ready = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`socket not ready in 30 s${room ? ` (subscribing to ${room})` : ''}`));
    }, 30_000);
    const done = () => {
      ready = true;
      clearTimeout(timer);
      resolve(client);
    };
    socket.on('message', (data) => {
      const at = performance.now();
      const text = String(data);
      if (text.startsWith('{"kind":"event"')) {
        client.receipts.push(at);
        return;
      }
      const message = JSON.parse(text) as { kind: string; room: string };
      if (message.kind === 'subscribed' && message.room === room) done();
      else if (message.kind === 'refused') onProblem(`subscription to ${message.room} refused`);
    });
    socket.once('open', () => {
      if (room) socket.send(JSON.stringify({ kind: 'subscribe', room }));
      else done();
    });
    socket.once('unexpected-response', (_req, res) => {
      clearTimeout(timer);
      reject(new Error(`handshake answered ${res.statusCode}`));
    });
    socket.on('error', (err) => {
      clearTimeout(timer);
      if (ready) onProblem(`socket error: ${err.message}`);
      else reject(err);
    });
    socket.once('close', (code) => {
      if (!ready) {
        clearTimeout(timer);
        reject(new Error(`socket closed (${code}) before it was ready`));
      } else if (!closing.has(socket)) onProblem('socket closed by the server');
    });
  });
}

export interface RealtimeRunnerOptions {
  label: string;
  server: () => ServerSpec;
  fixture: () => RealtimeFixture;
  /** Sockets to open. */
  clients: number;
  /** Join the order's room after connecting (the app); the bare baseline sends to every socket. */
  subscribe: boolean;
}

/**
 * Starts the server in a child process, opens `clients` sockets from this process in batches, then
 * fires events through PostgreSQL exactly as the app's hub publishes one (`pg_notify('realtime',
 * '{"room":"order:<id>","event":{"type":"order.changed","orderId":"<id>"}}')`) from a client of its
 * own, one every 200 ms: BENCH_WARMUP_SECONDS of them unmeasured, then BENCH_SECONDS. Latency is per
 * socket per event, from just before the NOTIFY is sent to the message's arrival here; throughput is
 * deliveries per second of fanning out (each event's deliveries over the time its last socket took).
 */
export function realtimeRunner(options: RealtimeRunnerOptions): Runner {
  return {
    label: options.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const fx = options.fixture();
      const room = `order:${fx.orderId}`;
      const payload = JSON.stringify({ room, event: { type: 'order.changed', orderId: fx.orderId } });
      const problems: string[] = [];
      const onProblem = (p: string) => problems.push(p);
      const trigger = new pg.Client({ connectionString: fx.databaseUrl });
      trigger.on('error', () => {});
      let server: StartedServer | undefined;
      const clients: Client[] = [];
      try {
        await trigger.connect();
        server = await startServer(options.server());
        const url = `ws://127.0.0.1:${server.port}${REALTIME_PATH}`;
        const connectStarted = performance.now();
        for (let i = 0; i < options.clients; i += CONNECT_BATCH) {
          const batch = Array.from({ length: Math.min(CONNECT_BATCH, options.clients - i) }, (_, j) =>
            connect(
              url,
              fx.cookies[(i + j) % fx.cookies.length] as string,
              options.subscribe ? room : undefined,
              `127.0.${1 + Math.floor((i + j) / 250)}.${1 + ((i + j) % 250)}`,
              onProblem,
            ),
          );
          for (const outcome of await Promise.allSettled(batch)) {
            if (outcome.status === 'fulfilled') clients.push(outcome.value);
            else onProblem(`a socket did not connect: ${(outcome.reason as Error).message}`);
          }
        }
        const connectSeconds = (performance.now() - connectStarted) / 1000;

        /** Fires `count` events 200 ms apart; resolves with when each was sent, once all arrived (or timed out). */
        const fanOut = async (count: number) => {
          const sent: number[] = [];
          const began = performance.now();
          for (let k = 0; k < count; k++) {
            await sleep(began + k * EVENT_SPACING_MS - performance.now());
            sent.push(performance.now());
            trigger
              .query('select pg_notify($1, $2)', [REALTIME_CHANNEL, payload])
              .catch((err: Error) => onProblem(`NOTIFY failed: ${err.message}`));
          }
          const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
          while (clients.some((c) => c.receipts.length < count) && performance.now() < deadline)
            await sleep(20);
          // Anything more than one message per event would arrive right behind the last.
          await sleep(EVENT_SPACING_MS);
          return sent;
        };

        const warmupEvents = Math.round(settings.warmupSeconds * (1000 / EVENT_SPACING_MS));
        const events = Math.max(5, Math.round(settings.seconds * (1000 / EVENT_SPACING_MS)));
        if (warmupEvents) {
          await fanOut(warmupEvents);
          for (const c of clients) c.receipts = [];
        }
        const before = await server.usage();
        const sent = await fanOut(events);
        const after = await server.usage();

        const latencies: number[] = [];
        let missed = 0;
        let extra = 0;
        let fanOutMs = 0;
        const slowest = new Array<number>(events).fill(0);
        for (const c of clients) {
          missed += Math.max(0, events - c.receipts.length);
          extra += Math.max(0, c.receipts.length - events);
          for (let k = 0; k < Math.min(events, c.receipts.length); k++) {
            const latency = (c.receipts[k] as number) - (sent[k] as number);
            latencies.push(latency);
            slowest[k] = Math.max(slowest[k] as number, latency);
          }
        }
        for (const ms of slowest) fanOutMs += ms;
        if (missed) problems.push(`${missed} deliveries missing after ${DELIVERY_TIMEOUT_MS / 1000} s`);
        if (extra) problems.push(`${extra} deliveries more than events sent`);
        const max = latencies.reduce((m, l) => Math.max(m, l), 0);
        const latencyMs = percentiles(latencies);
        return {
          rate: fanOutMs ? latencies.length / (fanOutMs / 1000) : 0,
          latencyMs,
          total: latencies.length,
          failures: problems.length,
          failureDetail: problems.length
            ? `${problems.length} problems, first: ${problems.slice(0, 3).join('; ')}`
            : '',
          cpuMsPerOp: latencies.length ? (after.micros - before.micros) / 1000 / latencies.length : undefined,
          notes: [
            `${clients.length} sockets ${options.subscribe ? 'signed in and subscribed' : 'open'} in ${connectSeconds.toFixed(1)} s; ` +
              `${events} events × ${clients.length} sockets = ${latencies.length} deliveries (missed ${missed}); ` +
              `latency p50 ${latencyMs.p50} ms, p99 ${latencyMs.p99} ms, max ${max.toFixed(2)} ms`,
          ],
        };
      } finally {
        for (const c of clients) {
          closing.add(c.socket);
          c.socket.terminate();
        }
        await trigger.end().catch(() => undefined);
        await server?.stop();
      }
    },
  };
}
