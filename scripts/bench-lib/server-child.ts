/**
 * Child-process entry for a server under test (see http-runner.ts). It waits for a `start` message
 * with a ServerSpec, listens on 127.0.0.1 on a free port, replies `ready` with the port, and shuts
 * down on `stop` or when the parent goes away. Keeping the server in its own process means it never
 * shares an event loop with the load generator.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type WebSocket from 'ws';
import type { ChildMessage, ParentMessage, ServerSpec } from './protocol.js';

interface Running {
  port: number;
  close(): Promise<void>;
}

const send = (message: ChildMessage) => process.send?.(message);

/** Database queries this process has sent so far (reported with its CPU time). */
let queries = 0;

async function start(spec: ServerSpec): Promise<Running> {
  switch (spec.kind) {
    case 'app':
      return startApp(spec);
    case 'raw-sql':
      return startRawSql(spec);
    case 'static': {
      const body = Buffer.from(spec.body);
      const headers = { 'content-type': spec.contentType, 'content-length': body.length };
      return listenBare((req, res) => {
        if (req.url !== spec.path) res.writeHead(404).end();
        else res.writeHead(200, headers).end(body);
      });
    }
    case 'raw-health':
      return listenBare((_req, res) => writeJson(res, '{"status":"ok"}'));
    case 'raw-ws':
      return startRawWs(spec);
    case 'raw-location':
      return startRawLocation(spec);
  }
}

/** The real application, as production runs it (minus the logger). */
async function startApp(spec: Extract<ServerSpec, { kind: 'app' }>): Promise<Running> {
  process.env.NODE_ENV = 'production';
  const { openBenchApp } = await import('./app.js');
  // Count what the app asks of the database (Drizzle sends every statement through pool.query), so
  // the report can show which answers come from memory.
  const countQueries = (pool: { query: (...args: never[]) => unknown }) => {
    const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
    pool.query = ((...args: unknown[]) => {
      queries++;
      return query(...args);
    }) as typeof pool.query;
  };
  const { app, close } = await openBenchApp(spec, spec.poolSize, {
    catalogueCache: spec.catalogueCache,
    watch: countQueries,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    port: (app.server.address() as AddressInfo).port,
    close,
  };
}

/**
 * The floor for an endpoint that reads the database per request: the statements the app runs per
 * request in steady state (built by the app's repository), through a raw pg.Pool of the same size,
 * timestamps left as text as Drizzle leaves them, rows keyed by the same field names and written as
 * JSON.
 */
async function startRawSql(spec: Extract<ServerSpec, { kind: 'raw-sql' }>): Promise<Running> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
  const asText = (value: string) => value;
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
      oid === pg.types.builtins.TIMESTAMPTZ
        ? asText
        : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const statements = spec.statements.map((s) => ({
    name: s.name,
    text: s.sql,
    values: s.params,
    rowMode: 'array' as const,
    types,
  }));
  const { fields, pageSize } = spec;
  const running = await listenBare(async (req, res) => {
    if (req.url !== spec.path) {
      res.writeHead(404).end();
      return;
    }
    try {
      let rows: unknown[][] = [];
      for (const statement of statements) {
        queries++;
        rows = (await pool.query<unknown[]>(statement)).rows;
      }
      const items = rows.slice(0, pageSize).map((row) => {
        const item: Record<string, unknown> = {};
        for (let i = 0; i < fields.length; i++) item[fields[i] as string] = row[i];
        return item;
      });
      writeJson(res, JSON.stringify({ items }));
    } catch (err) {
      console.error(err);
      res.writeHead(500).end();
    }
  });
  return {
    port: running.port,
    async close() {
      await running.close();
      await pool.end();
    },
  };
}

/**
 * The floor for realtime fan-out (see ServerSpec 'raw-ws'): what any WebSocket server fed by
 * PostgreSQL NOTIFY must do: parse the notification, write one text, send it to every socket.
 */
async function startRawWs(spec: Extract<ServerSpec, { kind: 'raw-ws' }>): Promise<Running> {
  const [{ default: pg }, { ws }] = await Promise.all([import('pg'), import('./ws.js')]);
  const running = await listenBare((_req, res) => res.writeHead(404).end());
  const wss = new ws.WebSocketServer({ server: running.server, path: spec.path });
  const client = new pg.Client({ connectionString: spec.databaseUrl });
  await client.connect();
  client.on('notification', (n) => {
    if (n.channel !== spec.channel || !n.payload) return;
    const text = JSON.stringify({ kind: 'event', ...JSON.parse(n.payload) });
    for (const socket of wss.clients) socket.send(text);
  });
  await client.query(`listen ${spec.channel}`);
  return {
    port: running.port,
    async close() {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      await running.close();
      await client.end();
    },
  };
}

/**
 * One statement per fix, in one round trip: the session behind the cookie, the driver's row moved
 * only when its last fix is at least `minIntervalMs` old (racing fixes cannot both pass), and a NOTIFY
 * of `{ room: 'track:<orderId>', event: delivery.location }` for each order it carries, all committed
 * together (so nothing is announced that was not stored).
 */
const RAW_FIX_SQL = `
with me as (
  select s.user_id from session s where s.token = $1 and s.expires_at > now()
), moved as (
  update drivers set current_lng = $2, current_lat = $3, location_at = now()
  where id = (select user_id from me)
    and (location_at is null or location_at <= now() - make_interval(secs => $4::float8 / 1000))
  returning id, location_at
), sent as (
  select pg_notify($5, json_build_object(
    'room', 'track:' || d.order_id,
    'event', json_build_object('type', 'delivery.location', 'orderId', d.order_id, 'lng', $2::float8,
      'lat', $3::float8, 'at', to_char(m.location_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  )::text)
  from moved m join deliveries d on d.driver_id = m.id and d.status = 'picked_up'
)
select (select count(*) from me)::int as me, (select count(*) from moved)::int as moved,
  (select count(*) from sent)::int as sent`;

/**
 * The floor for location ingest (ServerSpec 'raw-location'): node:http takes a driver's fix (the
 * session cookie's signature checked as better-auth checks it, then RAW_FIX_SQL through a raw
 * pg.Pool); a bare `ws` server keeps each socket in the rooms it asked for (no authorisation: that
 * happens before the measured window in the app too) and forwards each notification to its room.
 */
async function startRawLocation(spec: Extract<ServerSpec, { kind: 'raw-location' }>): Promise<Running> {
  const [{ default: pg }, { ws }, { createHmac, timingSafeEqual }, { BENCH_AUTH_SECRET }] = await Promise.all(
    [import('pg'), import('./ws.js'), import('node:crypto'), import('./protocol.js')],
  );
  const pool = new pg.Pool({ connectionString: spec.databaseUrl, max: spec.poolSize });
  const fixStatement = { name: 'raw-fix', text: RAW_FIX_SQL };
  /** The session token of a `haflah.session_token=<token>.<signature>` cookie whose signature holds. */
  const tokenOf = (cookie: string | undefined) => {
    const value = /(?:^|;\s*)haflah\.session_token=([^;]+)/.exec(cookie ?? '')?.[1];
    if (!value) return undefined;
    const [token, signature] = decodeURIComponent(value).split('.');
    if (!token || !signature) return undefined;
    const expected = Buffer.from(createHmac('sha256', BENCH_AUTH_SECRET).update(token).digest('base64'));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
  };
  const readBody = (req: http.IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        body += chunk;
      });
      req.once('end', () => resolve(body));
      req.once('error', reject);
    });
  const running = await listenBare(async (req, res) => {
    if (req.method !== 'POST' || req.url !== spec.locationPath) {
      res.writeHead(404).end();
      return;
    }
    try {
      const token = tokenOf(req.headers.cookie);
      const fix = JSON.parse(await readBody(req)) as { lng?: unknown; lat?: unknown };
      if (!token) {
        res.writeHead(401).end();
        return;
      }
      if (typeof fix.lng !== 'number' || typeof fix.lat !== 'number') {
        res.writeHead(400).end();
        return;
      }
      queries++;
      const { rows } = await pool.query<{ me: number; moved: number }>({
        ...fixStatement,
        values: [token, fix.lng, fix.lat, spec.minIntervalMs, spec.channel],
      });
      const row = rows[0];
      res.writeHead(row?.moved ? 204 : row?.me ? 429 : 401).end();
    } catch (err) {
      console.error(err);
      res.writeHead(500).end();
    }
  });
  const wss = new ws.WebSocketServer({ server: running.server, path: spec.socketPath });
  const rooms = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket) => {
    const joined: string[] = [];
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { kind?: string; room?: string };
      if (message.kind !== 'subscribe' || typeof message.room !== 'string') return;
      const members = rooms.get(message.room) ?? new Set();
      rooms.set(message.room, members);
      members.add(socket);
      joined.push(message.room);
      socket.send(JSON.stringify({ kind: 'subscribed', room: message.room }));
    });
    socket.once('close', () => {
      for (const room of joined) rooms.get(room)?.delete(socket);
    });
  });
  const listener = new pg.Client({ connectionString: spec.databaseUrl });
  await listener.connect();
  listener.on('notification', (n) => {
    if (n.channel !== spec.channel || !n.payload) return;
    const message = JSON.parse(n.payload) as { room: string };
    const members = rooms.get(message.room);
    if (!members) return;
    const text = JSON.stringify({ kind: 'event', ...message });
    for (const socket of members) socket.send(text);
  });
  await listener.query(`listen ${spec.channel}`);
  return {
    port: running.port,
    async close() {
      for (const socket of wss.clients) socket.terminate();
      wss.close();
      await running.close();
      await listener.end();
      await pool.end();
    },
  };
}

function writeJson(res: http.ServerResponse, body: string) {
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

async function listenBare(handler: http.RequestListener): Promise<Running & { server: http.Server }> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let running: Running | undefined;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  try {
    await running?.close();
  } catch (err) {
    console.error(err);
    code = code || 1;
  }
  process.exit(code);
}

process.on('message', (message: ParentMessage) => {
  if (message.type === 'start') {
    start(message.spec).then(
      (r) => {
        running = r;
        send({ type: 'ready', port: r.port });
      },
      (err: unknown) => {
        send({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
        void stop(1);
      },
    );
  } else if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', micros: user + system, queries });
  } else if (message.type === 'stop') {
    void stop(0);
  }
});
// The parent died or closed the channel: don't linger holding connections to the bench database.
process.on('disconnect', () => void stop(0));
