import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../drizzle');

/**
 * Both engines expose the same Drizzle query API; we type the handle as the node-postgres flavour so
 * repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;
/** An open transaction of `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function runs its SQL on: the database, or the caller's transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** The node-postgres pool when on PostgreSQL (benchmarks need it). */
  pool?: pg.Pool;
  /**
   * Calls `handler` with each NOTIFY on `channel`, from any node (on PGlite: this process, the only
   * one). Resolves once listening; the returned function stops. When the listening connection has
   * dropped and listens again, every handler is called with the payload `'*'`: notifications sent
   * while it was away are lost, so whatever they would have said is stale.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { engine: 'postgres'; url: string; poolSize?: number }
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that the server drops (restart, failover, a test dropping its database) must
    // not crash the process: the pool replaces it on the next query.
    const dropped = (err: Error & { code?: string }) => {
      if (err.code !== '57P01') console.error('PostgreSQL connection error:', err.message);
    };
    pool.on('error', dropped);
    // A connection dropped while checked out (a killed backend, a failover mid-transaction) fails its
    // query, which the caller sees; the client then also emits 'error' once its socket ends, by which
    // time the pool has let go of it: without a listener of its own that would crash the process.
    pool.on('connect', (client) => client.on('error', dropped));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
    const listener = createPgListener(options.url);
    return {
      db,
      engine: 'postgres',
      pool,
      listen: listener.listen,
      async close() {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: async (channel, handler) => {
      const stop = await client.listen(channel, handler);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** The waits between tries to listen again after the connection dropped: doubling from 1 s to 30 s. */
export const LISTEN_RETRY_MS = { first: 1000, max: 30_000 };
/** How the listening connection shows in pg_stat_activity (operators and tests find it by it). */
export const LISTENER_APPLICATION_NAME = 'haflah-listener';

/**
 * LISTEN needs a connection of its own, held open: a pooled one would be handed to other queries. If
 * the connection drops (a restart, a failover, a terminated backend), it connects and listens again,
 * waiting longer after each failed try (1 s doubling to 30 s, with jitter); once it listens again
 * every channel's handlers get the payload '*' (see `Database.listen`), since what was sent while it
 * was down is lost.
 */
function createPgListener(url: string) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  /** After a drop or a failed try: the next try, later each time; a success says the news. */
  function reconnectLater() {
    if (closed || handlers.size === 0 || retry) return;
    const ceiling = Math.min(LISTEN_RETRY_MS.max, LISTEN_RETRY_MS.first * 2 ** failures);
    failures++;
    retry = setTimeout(
      () => {
        retry = undefined;
        connect().then(
          () => {
            failures = 0;
            for (const set of handlers.values()) for (const h of set) h('*');
          },
          () => reconnectLater(),
        );
      },
      Math.round(ceiling * (1 - Math.random() * 0.2)),
    );
    retry.unref();
  }

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      // keepAlive: a connection that silently died (a cut network) is noticed, not listened on forever.
      const c = new pg.Client({
        connectionString: url,
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
      });
      let ended = false;
      c.on('notification', (n) => {
        for (const h of handlers.get(n.channel) ?? []) h(n.payload ?? '');
      });
      c.on('error', () => {
        // 'end' follows; reconnecting there covers both.
      });
      c.on('end', () => {
        ended = true;
        if (client === c) {
          client = null;
          reconnectLater();
        }
      });
      try {
        await c.connect();
        for (const channel of handlers.keys()) await c.query(`listen ${quote(channel)}`);
      } catch (err) {
        await c.end().catch(() => undefined);
        throw err;
      }
      if (ended) throw new Error('the listening connection ended while it was set up');
      if (closed) {
        await c.end().catch(() => undefined);
        throw new Error('the listener was closed');
      }
      client = c;
      return c;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, handler: (payload: string) => void) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      // While it reconnects, the new channel is listened on with the others once it is back.
      if (!client && retry) return stopper(channel, set, handler);
      const c = client ?? (await connect());
      if (first) await c.query(`listen ${quote(channel)}`);
      return stopper(channel, set, handler);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.clear();
      await client?.end().catch(() => undefined);
    },
  };

  function stopper(channel: string, set: Set<(payload: string) => void>, handler: (payload: string) => void) {
    return async () => {
      set.delete(handler);
      if (set.size === 0) {
        handlers.delete(channel);
        await client?.query(`unlisten ${quote(channel)}`).catch(() => undefined);
      }
    };
  }
}
