import { once } from 'node:events';
import { REALTIME_CLOSE_SESSION_ENDED, REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LISTENER_APPLICATION_NAME, openDatabase } from '../../db/client.js';
import { type BuiltUser, createBuilders } from '../../test-support/builders.js';
import { type ServerProcess, startServer, stopServer } from '../../test-support/server-processes.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';

/**
 * Fan-out across nodes (DESIGN.md, Realtime): two server processes on one PostgreSQL database; a change
 * made through one reaches a WebSocket connected to the other, through LISTEN/NOTIFY, within 1 s.
 */
describe.skipIf(!process.env.DATABASE_URL)('realtime across two server processes (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let servers: ServerProcess[] = [];
  let customer: BuiltUser;
  let stranger: BuiltUser;
  let admin: BuiltUser;
  let productId: string;
  let orderId: string;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
    try {
      const make = createBuilders(database.db);
      customer = await make.user({ role: 'customer' });
      const category = await make.category();
      const retailer = await make.shop();
      productId = (await make.listing({ shopId: retailer.id, categoryId: category.id, kind: 'product' })).id;
      stranger = await make.user({ role: 'customer' });
      admin = await make.user({ role: 'admin' });
      orderId = (await make.order({ userId: customer.id, shopId: retailer.id, listingId: productId })).id;
    } finally {
      await database.close();
    }
    servers = await Promise.all([startServer(scratch.url), startServer(scratch.url)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    servers = [];
    await scratch?.drop();
  }, 30_000);

  /** A socket to `server` as `user`, and a way to wait for the first message of a kind in a room. */
  async function connect(server: ServerProcess, user: BuiltUser) {
    const socket = new WebSocket(`${server.base.replace('http', 'ws')}${REALTIME_PATH}`, {
      headers: { cookie: user.cookie },
    });
    const messages: { message: RealtimeServerMessage; at: number }[] = [];
    socket.on('message', (data) =>
      messages.push({ message: JSON.parse(String(data)), at: performance.now() }),
    );
    const arrived = (kind: RealtimeServerMessage['kind'], room?: string) =>
      new Promise<{ message: RealtimeServerMessage; at: number }>((resolve) => {
        const look = () => {
          const found = messages.find(
            (m) => m.message.kind === kind && (!room || ('room' in m.message && m.message.room === room)),
          );
          if (found) return resolve(found);
          socket.once('message', look);
        };
        look();
      });
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await once(socket, 'open');
    await arrived('subscribed');
    return {
      socket,
      messages,
      arrived,
      closed,
      async close() {
        if (socket.readyState === WebSocket.CLOSED) return;
        socket.close();
        await once(socket, 'close');
      },
    };
  }

  it('a cart change made on node A reaches a socket on node B within 1 s', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const client = await connect(b, customer);
    const received = client.arrived('event');

    const sentAt = performance.now();
    const res = await fetch(`${a.base}/api/cart/items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: customer.cookie },
      body: JSON.stringify({ listingId: productId, quantity: 1 }),
    });
    expect(res.status).toBe(201);
    const { message, at } = await received;
    expect(message).toEqual({ kind: 'event', room: `user:${customer.id}`, event: { type: 'cart.changed' } });
    expect(at - sentAt).toBeLessThan(1000);
    await client.close();
  });

  it('an order moved through node A reaches its room on node B within 1 s; another customer may not join it', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const room = `order:${orderId}`;
    const other = await connect(b, stranger);
    other.socket.send(JSON.stringify({ kind: 'subscribe', room }));
    expect((await other.arrived('refused', room)).message).toEqual({ kind: 'refused', room });
    await other.close();

    const client = await connect(b, customer);
    client.socket.send(JSON.stringify({ kind: 'subscribe', room }));
    await client.arrived('subscribed', room);
    const received = client.arrived('event', room);

    const sentAt = performance.now();
    const res = await fetch(`${a.base}/api/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      body: JSON.stringify({ status: 'processing', reason: 'Accepted for the shop by phone' }),
    });
    expect(res.status).toBe(200);
    const { message, at } = await received;
    expect(message).toEqual({ kind: 'event', room, event: { type: 'order.changed', orderId } });
    expect(at - sentAt).toBeLessThan(1000);
    await client.close();
  });

  it('a sign-out through node A closes the socket it opened on node B (SESSION_ENDED)', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const database = await openDatabase({ engine: 'postgres', url: scratch!.url, poolSize: 1 });
    const leaving = await createBuilders(database.db).user({ role: 'customer' });
    await database.close();
    const client = await connect(b, leaving);
    const res = await fetch(`${a.base}/api/auth/logout`, {
      method: 'POST',
      headers: { cookie: leaving.cookie, origin: a.base },
    });
    expect(res.status).toBe(200);
    expect(await client.closed).toBe(REALTIME_CLOSE_SESSION_ENDED);
  });

  it("loses nothing while a node's LISTEN connection is cut mid-burst: its sockets are told to resync, and later events arrive", async () => {
    const b = servers[1]!;
    const client = await connect(b, customer);
    const sql = new pg.Client({ connectionString: scratch!.url });
    await sql.connect();
    try {
      const listeners = async () =>
        (
          await sql.query<{ pid: number }>(
            'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
            [LISTENER_APPLICATION_NAME],
          )
        ).rows.map((r) => r.pid);
      const before = await listeners();
      expect(before).toHaveLength(2);
      const publish = (event: object) =>
        sql.query('select pg_notify($1, $2)', [
          'realtime',
          JSON.stringify({ room: `user:${customer.id}`, event }),
        ]);

      // A burst of events; the listeners' backends are terminated in the middle of it.
      for (let i = 0; i < 40; i++) {
        if (i === 20) {
          // Nothing asked the socket to refetch before the cut.
          expect(client.messages.some((m) => m.message.kind === 'resync')).toBe(false);
          await sql.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before]);
        }
        await publish({ type: 'cart.changed' });
        await new Promise((r) => setTimeout(r, 10));
      }
      // The node listens again (a new backend) and then tells its sockets to refetch; its backoff is a
      // second, so on a loaded machine that may happen before the burst ends.
      await client.arrived('resync');
      // Node B is back (its socket was told); node A reconnects on its own backoff, maybe later.
      let after = await listeners();
      for (let tries = 0; after.length < 2 && tries < 200; tries++) {
        await new Promise((r) => setTimeout(r, 50));
        after = await listeners();
      }
      expect(after).toHaveLength(2);
      expect(after.some((pid) => before.includes(pid))).toBe(false);
      // What is published from then on is delivered.
      const orderChanged = { type: 'order.changed', orderId: 'after-the-cut' };
      await publish(orderChanged);
      await new Promise<void>((resolve) => {
        const look = () =>
          client.messages.some(
            (m) =>
              m.message.kind === 'event' && JSON.stringify(m.message.event) === JSON.stringify(orderChanged),
          )
            ? resolve()
            : setTimeout(look, 20);
        look();
      });
    } finally {
      await sql.end();
      await client.close();
    }
  }, 30_000);
});
