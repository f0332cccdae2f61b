import { apiErrorSchema } from '@haflah/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { type Builders, createBuilders } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { type ServerProcess, startServer, stopServer } from '../../test-support/server-processes.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { drivers } from '../drivers/index.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { deliveries, deliveryOffers } from './deliveries.schema.js';

/**
 * Issue 25's Done-when on real PostgreSQL: accepting is one conditional write under the driver's lock,
 * so racing drivers get exactly one winner, a driver never holds more than their maximum (across two
 * server processes), and the counts stay exact when deliveries finish at once.
 */
describe.skipIf(!process.env.DATABASE_URL)('deliveries under concurrency (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let database: Database | undefined;
  let app: App;
  let db: Db;
  let make: Builders;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 25 });
    app = await buildApp({ config: TEST_APP_CONFIG, database });
    db = database.db;
    make = createBuilders(db);
    servers = await Promise.all([startServer(scratch.url), startServer(scratch.url)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await app?.close();
    await database?.close();
    await scratch?.drop();
  }, 30_000);

  /** A processing product order (cash) at a new shop, its shop marking it ready: its delivery opens. */
  async function openDelivery() {
    const owner = await make.user({ role: 'retailer' });
    const shop = await make.shop({ ownerUserId: owner.id });
    const listing = await make.listing({ shopId: shop.id, categoryId: (await make.category()).id });
    const customer = await make.user({ role: 'customer' });
    const order = await make.order({
      userId: customer.id,
      shopId: shop.id,
      listingId: listing.id,
      status: 'processing',
    });
    const res = await call(app, 'POST', `/api/retailer/orders/${order.id}/ready`, undefined, {
      cookie: owner.cookie,
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, order.id));
    return { order, delivery: row! };
  }

  const driverRow = async (id: string) => (await db.select().from(drivers).where(eq(drivers.id, id)))[0]!;
  const codeOf = (body: unknown) => apiErrorSchema.parse(body).error.code;

  it('20 drivers race to accept one delivery: exactly one wins, 19 are told it is taken', async () => {
    const racers = await Promise.all(Array.from({ length: 20 }, () => make.driver({ status: 'available' })));
    const { delivery } = await openDelivery();
    const offered = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.deliveryId, delivery.id), eq(deliveryOffers.state, 'pending')));
    expect(offered[0]!.n).toBeGreaterThanOrEqual(20);

    const results = await Promise.all(
      racers.map((d) =>
        call(app, 'POST', `/api/driver/deliveries/${delivery.id}/accept`, undefined, { cookie: d.cookie }),
      ),
    );
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const r of lost) expect(codeOf(r.json())).toBe('DELIVERY_TAKEN');

    const [row] = await db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    const winner = racers[results.indexOf(won[0]!)]!;
    expect(row).toMatchObject({ status: 'accepted', driverId: winner.id });
    const loads = await Promise.all(racers.map((d) => driverRow(d.id)));
    expect(loads.map((d) => d.currentOrders).sort()).toEqual([...Array(19).fill(0), 1]);
    const states = await db
      .select({ driverId: deliveryOffers.driverId, state: deliveryOffers.state })
      .from(deliveryOffers)
      .where(eq(deliveryOffers.deliveryId, delivery.id));
    expect(states.filter((s) => s.state === 'accepted')).toEqual([
      { driverId: winner.id, state: 'accepted' },
    ]);
    expect(states.filter((s) => s.state === 'pending')).toEqual([]);
  }, 60_000);

  it('a driver (max 3) never holds more than 3: 10 concurrent accepts across two server processes', async () => {
    const driver = await make.driver({ status: 'available', maxOrders: 3 });
    const opened = [];
    for (let i = 0; i < 10; i++) opened.push(await openDelivery());
    // Each is offered to this driver (and to the other online drivers of the file; they do not take any).
    const tries = await Promise.all(
      opened.map(({ delivery }, i) =>
        fetch(`${servers[i % 2]!.base}/api/driver/deliveries/${delivery.id}/accept`, {
          method: 'POST',
          headers: { cookie: driver.cookie },
        }).then(async (r) => ({ status: r.status, body: await r.json() })),
      ),
    );
    const won = tries.filter((r) => r.status === 200);
    expect(won).toHaveLength(3);
    expect(tries.filter((r) => r.status === 409).map((r) => codeOf(r.body))).toEqual(
      Array(7).fill('DRIVER_FULL'),
    );
    const held = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveries)
      .where(eq(deliveries.driverId, driver.id));
    expect(held[0]!.n).toBe(3);
    expect(await driverRow(driver.id)).toMatchObject({ currentOrders: 3, status: 'busy' });

    // Holding 3: ten more tries, on both processes, all refused.
    const again = await Promise.all(
      opened.map(({ delivery }, i) =>
        fetch(`${servers[i % 2]!.base}/api/driver/deliveries/${delivery.id}/accept`, {
          method: 'POST',
          headers: { cookie: driver.cookie },
        }).then((r) => r.status),
      ),
    );
    expect(again.every((s) => s === 409)).toBe(true);
    expect((await driverRow(driver.id)).currentOrders).toBe(3);
  }, 90_000);

  it('an offline or inactive driver is offered nothing and can accept nothing', async () => {
    const offline = await make.driver();
    const inactive = await make.driver({ status: 'available', isActive: false });
    const { delivery } = await openDelivery();
    const offers = await db.select().from(deliveryOffers).where(eq(deliveryOffers.deliveryId, delivery.id));
    expect(offers.map((o) => o.driverId)).not.toContain(offline.id);
    expect(offers.map((o) => o.driverId)).not.toContain(inactive.id);
    for (const d of [offline, inactive]) {
      const res = await call(app, 'POST', `/api/driver/deliveries/${delivery.id}/accept`, undefined, {
        cookie: d.cookie,
      });
      expect(res.statusCode).toBe(404);
    }
    expect((await db.select().from(deliveries).where(eq(deliveries.id, delivery.id)))[0]!.status).toBe(
      'open',
    );
  });

  it('current_orders and total_deliveries stay exact when three deliveries finish at once', async () => {
    const driver = await make.driver({ status: 'available', maxOrders: 3, totalDeliveries: 7 });
    const mine = [];
    for (let i = 0; i < 3; i++) {
      const { delivery, order } = await openDelivery();
      const accepted = await call(app, 'POST', `/api/driver/deliveries/${delivery.id}/accept`, undefined, {
        cookie: driver.cookie,
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      const picked = await call(app, 'POST', `/api/driver/deliveries/${delivery.id}/pickup`, undefined, {
        cookie: driver.cookie,
      });
      expect(picked.statusCode, picked.body).toBe(200);
      mine.push({ delivery, order });
    }
    expect(await driverRow(driver.id)).toMatchObject({ currentOrders: 3, status: 'busy' });
    const done = await Promise.all(
      mine.map(({ delivery, order }, i) =>
        fetch(`${servers[i % 2]!.base}/api/driver/deliveries/${delivery.id}/deliver`, {
          method: 'POST',
          headers: { cookie: driver.cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ proof: 'code', code: delivery.code, cashReceivedFils: order.totalFils }),
        }).then((r) => r.status),
      ),
    );
    expect(done).toEqual([200, 200, 200]);
    expect(await driverRow(driver.id)).toMatchObject({
      currentOrders: 0,
      totalDeliveries: 10,
      status: 'available',
    });
    const cash = await db
      .select({ by: ledgerEntries.collectedBy })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, 'cash_collected'), eq(ledgerEntries.collectedBy, driver.id)));
    expect(cash).toHaveLength(3);
  }, 60_000);

  it('wrong codes tried at once from both processes: each counted, only 5 judged, every later try refused', async () => {
    const driver = await make.driver({ status: 'available' });
    const { delivery, order } = await openDelivery();
    await call(app, 'POST', `/api/driver/deliveries/${delivery.id}/accept`, undefined, {
      cookie: driver.cookie,
    });
    await call(app, 'POST', `/api/driver/deliveries/${delivery.id}/pickup`, undefined, {
      cookie: driver.cookie,
    });
    const wrong = delivery.code === '0000' ? '1111' : '0000';
    const send = (code: string, i: number) =>
      fetch(`${servers[i % 2]!.base}/api/driver/deliveries/${delivery.id}/deliver`, {
        method: 'POST',
        headers: { cookie: driver.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ proof: 'code', code, cashReceivedFils: order.totalFils }),
      }).then(async (r) => ({ status: r.status, code: codeOf(await r.json()) }));
    // 12 guesses at once (a brute force): judged one by one under the delivery's lock, so 5 are wrong
    // and the 7 after them are refused unjudged.
    const tries = await Promise.all(Array.from({ length: 12 }, (_, i) => send(wrong, i)));
    const codes = tries.map((t) => t.code).sort();
    expect(codes).toEqual([
      ...Array(7).fill('DELIVERY_CODE_LOCKED'),
      ...Array(5).fill('WRONG_DELIVERY_CODE'),
    ]);
    const [row] = await db.select().from(deliveries).where(eq(deliveries.id, delivery.id));
    expect(row).toMatchObject({ wrongCodes: 5, status: 'picked_up' });
    expect(await send(delivery.code, 0)).toEqual({ status: 409, code: 'DELIVERY_CODE_LOCKED' });
  }, 60_000);
});
