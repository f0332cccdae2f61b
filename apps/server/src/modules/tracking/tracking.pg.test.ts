import { type OrderTrackingResponse, REALTIME_PATH, type RealtimeServerMessage } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { createBuilders } from '../../test-support/builders.js';
import { deliveryScene } from '../../test-support/delivery-scene.js';
import { openSocket } from '../../test-support/realtime.js';
import { type ServerProcess, startServer, stopServer } from '../../test-support/server-processes.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';

/**
 * Live location across two server processes on one PostgreSQL database (issue 25, Done when): a
 * customer not on the driver's deliveries receives none of its location events while the right
 * customer receives every one, and gets 404 on its tracking; the rate bound holds under racing fixes
 * sent to both nodes; a driver's fix changes only their own row.
 */
describe.skipIf(!process.env.DATABASE_URL)('live location across two server processes (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let servers: ServerProcess[] = [];
  let carried: Awaited<ReturnType<typeof deliveryScene>>;
  let other: Awaited<ReturnType<typeof deliveryScene>>;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 2 });
    const make = createBuilders(database.db);
    carried = await deliveryScene(make, database.db);
    // Another customer, whose own order another driver carries: they may watch their room, not this one.
    other = await deliveryScene(make, database.db);
    servers = await Promise.all([startServer(scratch.url), startServer(scratch.url)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    servers = [];
    await database?.close();
    await scratch?.drop();
  }, 30_000);

  const socketUrl = (server: ServerProcess) => `${server.base.replace('http', 'ws')}${REALTIME_PATH}`;
  const post = (server: ServerProcess, cookie: string, body: { lng: number; lat: number }) =>
    fetch(`${server.base}/api/driver/location`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  /** The driver's last fix, moved back past the bound (the next one is due at once). */
  const backdate = (driverId: string) =>
    database!.db.execute(
      sql`update drivers set location_at = location_at - interval '1 minute' where id = ${driverId}`,
    );
  const locatedIn = (room: string) => (m: RealtimeServerMessage) =>
    m.kind === 'event' && m.event.type === 'delivery.location' && m.room === room;

  it('sends N fixes to the carried order’s customer on the other node, and none to another customer', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    const room = `track:${carried.order.id}`;
    const right = await openSocket(socketUrl(b), carried.customer.cookie, 5000);
    const wrong = await openSocket(socketUrl(a), other.customer.cookie, 5000);
    const wrongOnB = await openSocket(socketUrl(b), other.customer.cookie, 5000);
    expect(await right.subscribe(room)).toEqual({ kind: 'subscribed', room });
    expect(await wrong.subscribe(room)).toEqual({ kind: 'refused', room });
    expect(await wrongOnB.subscribe(`track:${other.order.id}`)).toMatchObject({ kind: 'subscribed' });

    const N = 8;
    for (let i = 0; i < N; i++) {
      const res = await post(i % 2 ? b : a, carried.driver.cookie, { lng: 50.58 + i / 1000, lat: 26.22 });
      expect(res.status).toBe(204);
      await backdate(carried.driver.id);
    }
    await right.next(
      (m) =>
        locatedIn(room)(m) &&
        m.kind === 'event' &&
        m.event.type === 'delivery.location' &&
        m.event.lng === 50.58 + (N - 1) / 1000,
    );
    // Give a stray event time to arrive before counting.
    await new Promise((r) => setTimeout(r, 500));
    expect(right.messages.filter(locatedIn(room))).toHaveLength(N);
    for (const socket of [wrong, wrongOnB])
      expect(
        socket.messages.filter((m) => m.kind === 'event' && m.event.type === 'delivery.location'),
      ).toHaveLength(0);

    const tracking = await fetch(`${a.base}/api/orders/${carried.order.id}/tracking`, {
      headers: { cookie: other.customer.cookie },
    });
    expect(tracking.status).toBe(404);
    const own = await fetch(`${b.base}/api/orders/${carried.order.id}/tracking`, {
      headers: { cookie: carried.customer.cookie },
    });
    expect(own.status).toBe(200);
    expect(((await own.json()) as OrderTrackingResponse).tracking?.location).toMatchObject({
      lng: 50.58 + (N - 1) / 1000,
      lat: 26.22,
    });
    await Promise.all([right.close(), wrong.close(), wrongOnB.close()]);
  }, 60_000);

  it('stores one of 10 racing fixes sent to both nodes (the rest 429), on the sender’s row only', async () => {
    const otherBefore = (
      await database!.db.execute(
        sql`select current_lng, current_lat, location_at from drivers where id = ${other.driver.id}`,
      )
    ).rows;
    await backdate(carried.driver.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(servers[i % 2]!, carried.driver.cookie, { lng: 50.5 + i / 100, lat: 26.1 }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(answers.filter((s) => s === 204)).toHaveLength(1);
    expect(answers.filter((s) => s === 429)).toHaveLength(9);
    const otherAfter = (
      await database!.db.execute(
        sql`select current_lng, current_lat, location_at from drivers where id = ${other.driver.id}`,
      )
    ).rows;
    expect(otherAfter).toEqual(otherBefore);
  }, 30_000);
});
