import {
  apiErrorSchema,
  DELIVERY_CODE_ATTEMPTS,
  driverDashboardSchema,
  driverDeliveriesSchema,
  driverDeliverySchema,
  driverSchema,
} from '@haflah/contracts';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { drivers } from '../drivers/index.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { orders } from '../orders/index.js';
import { deliveries, deliveryOffers } from './deliveries.schema.js';

const t = useTestApp();
let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
});

const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error;
const driverRow = async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;
const deliveryOf = async (orderId: string) =>
  (await t.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0]!;
const offerState = async (deliveryId: string, driverId: string) =>
  (
    await t.db
      .select({ state: deliveryOffers.state })
      .from(deliveryOffers)
      .where(and(eq(deliveryOffers.deliveryId, deliveryId), eq(deliveryOffers.driverId, driverId)))
  ).map((r) => r.state);

/** A driver online (available) unless told otherwise. */
const onlineDriver = (fields: Parameters<typeof t.factories.driver>[0] = {}) =>
  t.factories.driver({ status: 'available', ...fields });

/** A processing product order (cash, BD 6: 5 + 1 delivery) its shop marks ready: its delivery opens. */
async function readyOrder() {
  const scene = await orderScene(t.factories, { customerName: 'Layla Hassan' });
  const order = await scene.order({ status: 'processing' });
  const res = await call(t.app, 'POST', `/api/retailer/orders/${order.id}/ready`, undefined, {
    cookie: scene.owner.cookie,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return { ...scene, order, delivery: await deliveryOf(order.id) };
}

const as = (driver: { cookie: string }) => ({ cookie: driver.cookie });
const accept = (driver: { cookie: string }, id: string) =>
  call(t.app, 'POST', `/api/driver/deliveries/${id}/accept`, undefined, as(driver));
const pickup = (driver: { cookie: string }, id: string) =>
  call(t.app, 'POST', `/api/driver/deliveries/${id}/pickup`, undefined, as(driver));
const deliver = (driver: { cookie: string }, id: string, body: unknown) =>
  call(t.app, 'POST', `/api/driver/deliveries/${id}/deliver`, body, as(driver));
const setOnline = (driver: { cookie: string }, online: boolean) =>
  call(t.app, 'PUT', '/api/driver/status', { online }, as(driver));
const listOf = async (driver: { cookie: string }) => {
  const res = await call(t.app, 'GET', '/api/driver/deliveries', undefined, as(driver));
  expect(res.statusCode, res.body).toBe(200);
  return driverDeliveriesSchema.parse(res.json());
};

describe('opening a delivery when the shop marks an order ready', () => {
  it('offers it to every online, active driver with room, and to nobody offline, inactive or full', async () => {
    const online = await onlineDriver();
    const offline = await t.factories.driver();
    const inactive = await onlineDriver({ isActive: false });
    const full = await onlineDriver({ status: 'busy', currentOrders: 3, maxOrders: 3 });
    const { delivery, order } = await readyOrder();

    expect(delivery).toMatchObject({
      status: 'open',
      feeFils: order.deliveryFeeFils,
      cashDueFils: order.totalFils,
    });
    expect(delivery.code).toMatch(/^\d{4}$/);
    expect(await offerState(delivery.id, online.id)).toEqual(['pending']);
    for (const d of [offline, inactive, full]) expect(await offerState(delivery.id, d.id)).toEqual([]);

    const { offers } = await listOf(online);
    const offer = offers.find((o) => o.delivery.id === delivery.id)!;
    // An offer shows the area, never the customer's name, phone, address or the code.
    expect(offer.delivery).toMatchObject({ area: 'Adliya', customer: null, address: null, status: 'open' });
    expect(JSON.stringify(offer)).not.toContain(`"code"`);
    expect((await listOf(offline)).offers).toEqual([]);
    // Neither the inactive nor the offline driver can take it.
    expect(codeOf(await accept(offline, delivery.id)).code).toBe('NOT_FOUND');
    expect(codeOf(await accept(inactive, delivery.id)).code).toBe('NOT_FOUND');
  });
});

describe('PUT /api/driver/status', () => {
  it('online: available, reason and missed offers cleared, open deliveries offered; offline: withdrawn', async () => {
    const { delivery } = await readyOrder();
    const driver = await t.factories.driver({ missedOffers: 2, offlineReason: 'missed_offers' });
    const res = await setOnline(driver, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(driverSchema.parse(res.json()).status).toBe('available');
    expect(await driverRow(driver.id)).toMatchObject({ missedOffers: 0, offlineReason: null });
    expect(await offerState(delivery.id, driver.id)).toEqual(['pending']);

    expect((await setOnline(driver, false)).statusCode).toBe(200);
    expect(await offerState(delivery.id, driver.id)).toEqual(['withdrawn']);
    expect((await driverRow(driver.id)).status).toBe('offline');
    // Offline: offered nothing more, and can accept nothing.
    const next = await readyOrder();
    expect(await offerState(next.delivery.id, driver.id)).toEqual([]);
    expect(codeOf(await accept(driver, delivery.id)).code).toBe('DRIVER_OFFLINE');
  });

  it('is busy online at their maximum, and refuses an inactive driver (409 DRIVER_INACTIVE)', async () => {
    const { delivery } = await readyOrder();
    const busy = await t.factories.driver({ currentOrders: 1, maxOrders: 1 });
    expect(driverSchema.parse((await setOnline(busy, true)).json()).status).toBe('busy');
    // Full: offered nothing.
    expect(await offerState(delivery.id, busy.id)).toEqual([]);
    const inactive = await t.factories.driver({ isActive: false });
    const res = await setOnline(inactive, true);
    expect(res.statusCode).toBe(409);
    expect(codeOf(res).code).toBe('DRIVER_INACTIVE');
    expect((await driverRow(inactive.id)).status).toBe('offline');
  });

  it('signing out sets the driver offline on the server, offers withdrawn', async () => {
    const driver = await onlineDriver();
    const { delivery } = await readyOrder();
    const res = await call(t.app, 'POST', '/api/auth/logout', undefined, as(driver));
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await driverRow(driver.id)).status).toBe('offline');
    expect(await offerState(delivery.id, driver.id)).toEqual(['withdrawn']);
  });

  it("an admin's deactivation withdraws the driver's offers and says why", async () => {
    const driver = await onlineDriver();
    const { delivery } = await readyOrder();
    const res = await call(t.app, 'PATCH', `/api/admin/drivers/${driver.id}`, { isActive: false }, as(admin));
    expect(res.statusCode, res.body).toBe(200);
    expect(await driverRow(driver.id)).toMatchObject({ status: 'offline', offlineReason: 'deactivated' });
    expect(await offerState(delivery.id, driver.id)).toEqual(['withdrawn']);
    const dashboard = driverDashboardSchema.parse(
      (await call(t.app, 'GET', '/api/driver/dashboard', undefined, as(driver))).json(),
    );
    expect(dashboard.offlineReason).toBe('deactivated');
  });
});

describe('accepting and declining', () => {
  it('one driver wins; the other is told it is taken, their offer withdrawn; the winner sees the customer', async () => {
    const a = await onlineDriver({ maxOrders: 1 });
    const b = await onlineDriver();
    const { delivery, order } = await readyOrder();
    const res = await accept(a, delivery.id);
    expect(res.statusCode, res.body).toBe(200);
    const taken = driverDeliverySchema.parse(res.json());
    expect(taken).toMatchObject({
      status: 'accepted',
      customer: { firstName: 'Layla', phone: '+97336001234' },
      address: { area: 'Adliya', building: '1205' },
      cashDueFils: order.totalFils,
    });
    expect(JSON.stringify(res.json())).not.toContain(`"code"`);
    const lost = await accept(b, delivery.id);
    expect(lost.statusCode).toBe(409);
    expect(codeOf(lost).code).toBe('DELIVERY_TAKEN');
    expect(await offerState(delivery.id, a.id)).toEqual(['accepted']);
    expect(await offerState(delivery.id, b.id)).toEqual(['withdrawn']);
    expect(await driverRow(a.id)).toMatchObject({ currentOrders: 1, status: 'busy' });
    expect((await driverRow(b.id)).currentOrders).toBe(0);
    // The loser no longer sees it; the winner has it in hand.
    expect(
      (await call(t.app, 'GET', `/api/driver/deliveries/${delivery.id}`, undefined, as(b))).statusCode,
    ).toBe(404);
    expect((await listOf(a)).active.map((d) => d.id)).toContain(delivery.id);
  });

  it('refuses a full driver (DRIVER_FULL) and one holding the cash cap for a cash order (DRIVER_CASH_CAP)', async () => {
    const driver = await onlineDriver();
    const { delivery } = await readyOrder();
    await t.db.update(drivers).set({ currentOrders: 3, status: 'busy' }).where(eq(drivers.id, driver.id));
    expect(codeOf(await accept(driver, delivery.id)).code).toBe('DRIVER_FULL');
    await t.db
      .update(drivers)
      .set({ currentOrders: 0, status: 'available' })
      .where(eq(drivers.id, driver.id));

    // Cash held: a delivered cash order not handed in, at the cap.
    const held = await readyOrder();
    await t.db
      .update(deliveries)
      .set({ status: 'delivered', driverId: driver.id, acceptedAt: new Date(), cashDueFils: 150_000 })
      .where(eq(deliveries.id, held.delivery.id));
    expect(codeOf(await accept(driver, delivery.id)).code).toBe('DRIVER_CASH_CAP');
    // And no new cash order is offered to them.
    const next = await readyOrder();
    expect(await offerState(next.delivery.id, driver.id)).toEqual([]);
  });

  it('a declined offer is answered (204), its missed offers reset, and never offered again', async () => {
    const driver = await onlineDriver({ missedOffers: 2 });
    const { delivery } = await readyOrder();
    const res = await call(
      t.app,
      'POST',
      `/api/driver/deliveries/${delivery.id}/decline`,
      undefined,
      as(driver),
    );
    expect(res.statusCode, res.body).toBe(204);
    expect(await offerState(delivery.id, driver.id)).toEqual(['declined']);
    expect((await driverRow(driver.id)).missedOffers).toBe(0);
    await setOnline(driver, false);
    await setOnline(driver, true);
    expect(await offerState(delivery.id, driver.id)).toEqual(['declined']);
    expect(codeOf(await accept(driver, delivery.id)).code).toBe('DELIVERY_TAKEN');
  });
});

/** A delivery accepted and picked up by a new driver. */
async function pickedUp() {
  const driver = await onlineDriver();
  const scene = await readyOrder();
  expect((await accept(driver, scene.delivery.id)).statusCode).toBe(200);
  const res = await pickup(driver, scene.delivery.id);
  expect(res.statusCode, res.body).toBe(200);
  return { ...scene, driver, delivery: await deliveryOf(scene.order.id) };
}

const orderStatus = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;

describe('picking up and delivering', () => {
  it('pick-up ships the order; delivering with the code delivers it, counts and cash exact', async () => {
    const { driver, delivery, order } = await pickedUp();
    expect(await orderStatus(order.id)).toBe('shipped');
    expect(codeOf(await pickup(driver, delivery.id)).code).toBe('DELIVERY_MOVE_NOT_ALLOWED');
    const res = await deliver(driver, delivery.id, {
      proof: 'code',
      code: delivery.code,
      cashReceivedFils: order.totalFils + 500,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(driverDeliverySchema.parse(res.json())).toMatchObject({
      status: 'delivered',
      proof: 'code',
      cashReceivedFils: order.totalFils + 500,
    });
    expect(await orderStatus(order.id)).toBe('delivered');
    expect(await driverRow(driver.id)).toMatchObject({
      currentOrders: 0,
      totalDeliveries: 1,
      status: 'available',
    });
    const [cash] = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'cash_collected')));
    expect(cash).toMatchObject({ amountFils: order.totalFils, collectedBy: driver.id });
    const dashboard = driverDashboardSchema.parse(
      (await call(t.app, 'GET', '/api/driver/dashboard', undefined, as(driver))).json(),
    );
    expect(dashboard).toMatchObject({
      today: { deliveries: 1, earningsFils: delivery.feeFils },
      cash: { heldFils: order.totalFils, capFils: 150_000 },
    });
    expect((await listOf(driver)).today.map((d) => d.id)).toEqual([delivery.id]);
  });

  it('a wrong code is refused and counted; the 6th try is refused even when right', async () => {
    const { driver, delivery, order } = await pickedUp();
    const wrong = delivery.code === '0000' ? '1111' : '0000';
    const body = (code: string) => ({ proof: 'code', code, cashReceivedFils: order.totalFils });
    for (let i = 1; i <= DELIVERY_CODE_ATTEMPTS; i++) {
      const res = await deliver(driver, delivery.id, body(wrong));
      expect(res.statusCode).toBe(409);
      expect(codeOf(res)).toMatchObject({
        code: 'WRONG_DELIVERY_CODE',
        details: { attemptsLeft: DELIVERY_CODE_ATTEMPTS - i },
      });
    }
    const sixth = await deliver(driver, delivery.id, body(delivery.code));
    expect(codeOf(sixth).code).toBe('DELIVERY_CODE_LOCKED');
    expect((await deliveryOf(order.id)).status).toBe('picked_up');
    expect(await orderStatus(order.id)).toBe('shipped');
    // A photo at the door is the way out.
    const noPhoto = await deliver(driver, delivery.id, { proof: 'photo', cashReceivedFils: order.totalFils });
    expect(codeOf(noPhoto).code).toBe('DELIVERY_PHOTO_REQUIRED');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const boundary = 'doorphoto';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="door.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const photo = await t.app.inject({
      method: 'POST',
      url: `/api/driver/deliveries/${delivery.id}/photo`,
      payload,
      headers: { cookie: driver.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(photo.statusCode, photo.body).toBe(200);
    expect(driverDeliverySchema.parse(photo.json()).photoUrl).toMatch(/^\/media\/uploads\/deliveries\//);
    const done = await deliver(driver, delivery.id, { proof: 'photo', cashReceivedFils: order.totalFils });
    expect(done.statusCode, done.body).toBe(200);
    expect(await orderStatus(order.id)).toBe('delivered');
  });

  it('cash below what is due leaves it undelivered (CASH_BELOW_DUE), nothing changed', async () => {
    const { driver, delivery, order } = await pickedUp();
    const res = await deliver(driver, delivery.id, {
      proof: 'code',
      code: delivery.code,
      cashReceivedFils: order.totalFils - 1,
    });
    expect(codeOf(res).code).toBe('CASH_BELOW_DUE');
    expect((await deliveryOf(order.id)).status).toBe('picked_up');
    expect(await driverRow(driver.id)).toMatchObject({ currentOrders: 1, totalDeliveries: 0 });
  });
});

describe("an admin's moves carry the delivery along", () => {
  it("cancelling a processing order cancels its accepted delivery, and the driver's load goes down", async () => {
    const driver = await onlineDriver();
    const { delivery, order } = await readyOrder();
    await accept(driver, delivery.id);
    const res = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.id}/status`,
      { status: 'cancelled', reason: 'The customer called to cancel' },
      as(admin),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await deliveryOf(order.id)).status).toBe('cancelled');
    expect((await driverRow(driver.id)).currentOrders).toBe(0);
  });
});

describe("an admin's ship and deliver moves", () => {
  it('an accepted delivery counts as picked up, then delivered by its driver (load − 1, deliveries + 1)', async () => {
    const driver = await onlineDriver();
    const { delivery, order } = await readyOrder();
    await accept(driver, delivery.id);
    const move = (status: string) =>
      call(
        t.app,
        'POST',
        `/api/admin/orders/${order.id}/status`,
        { status, reason: 'Handed over at the shop' },
        as(admin),
      );
    expect((await move('shipped')).statusCode).toBe(200);
    expect((await deliveryOf(order.id)).status).toBe('picked_up');
    expect((await move('delivered')).statusCode).toBe(200);
    expect((await deliveryOf(order.id)).status).toBe('delivered');
    expect(await driverRow(driver.id)).toMatchObject({ currentOrders: 0, totalDeliveries: 1 });
  });

  it('an open delivery is cancelled when an admin ships the order, its offers withdrawn', async () => {
    const driver = await onlineDriver();
    const { delivery, order } = await readyOrder();
    const res = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.id}/status`,
      { status: 'shipped', reason: 'Sent with our own van' },
      as(admin),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await deliveryOf(order.id)).status).toBe('cancelled');
    expect(await offerState(delivery.id, driver.id)).toEqual(['withdrawn']);
  });
});

describe('GET/PUT /api/admin/delivery-settings', () => {
  it('reads the default cap, changes it with one audit row', async () => {
    const read = await call(t.app, 'GET', '/api/admin/delivery-settings', undefined, as(admin));
    expect(read.json()).toEqual({ cashCapFils: 150_000 });
    const res = await call(t.app, 'PUT', '/api/admin/delivery-settings', { cashCapFils: 200_000 }, as(admin));
    expect(res.json()).toEqual({ cashCapFils: 200_000 });
    const rows = await createAudit(t.db).forTarget('delivery_settings', 'delivery');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'delivery.settings', after: { cashCapFils: 200_000 } });
    await call(t.app, 'PUT', '/api/admin/delivery-settings', { cashCapFils: 150_000 }, as(admin));
  });
});
