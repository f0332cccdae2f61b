import { once } from 'node:events';
import { REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../db/client.js';
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
      const retailer = await make.retailer();
      productId = (await make.listing({ retailerId: retailer.id, categoryId: category.id, kind: 'product' }))
        .id;
      stranger = await make.user({ role: 'customer' });
      admin = await make.user({ role: 'admin' });
      orderId = (await make.order({ userId: customer.id, retailerId: retailer.id, listingId: productId })).id;
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
    await once(socket, 'open');
    await arrived('subscribed');
    return {
      socket,
      arrived,
      async close() {
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
      body: JSON.stringify({ status: 'processing' }),
    });
    expect(res.status).toBe(200);
    const { message, at } = await received;
    expect(message).toEqual({ kind: 'event', room, event: { type: 'order.changed', orderId } });
    expect(at - sentAt).toBeLessThan(1000);
    await client.close();
  });
});
