/**
 * Child-process entry for a server under test (see http-runner.ts). It waits for a `start` message
 * with a ServerSpec, listens on 127.0.0.1 on a free port, replies `ready` with the port, and shuts
 * down on `stop` or when the parent goes away. Keeping the server in its own process means it never
 * shares an event loop with the load generator.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
