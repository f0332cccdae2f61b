import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DELIVERY_OFFER_SECONDS,
  DELIVERY_PHOTO_DAYS,
  DELIVERY_UNASSIGNED_MINUTES,
  driverDashboardSchema,
} from '@haflah/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage.js';
import { call } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { drivers } from '../drivers/index.js';
import { deliveries, deliveryOffers } from './deliveries.schema.js';

/**
 * The deliveries' sweep job (every ~5 s, claimed across nodes), driven by hand with a moved clock:
 * offers expire (three in a row set the driver offline), open deliveries are offered again, deliveries
 * nobody took are flagged once, and door photos older than DELIVERY_PHOTO_DAYS are removed.
 */
let now = new Date('2026-11-26T07:00:00Z');
const uploads = path.join(os.tmpdir(), `haflah-sweep-${process.pid}-${Date.now()}`);
const t = useTestApp({ clock: () => now, config: { UPLOADS_DIR: uploads } });
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const sweep = () => t.app.services.deliveriesSweep();

const driverRow = async (id: string) => (await t.db.select().from(drivers).where(eq(drivers.id, id)))[0]!;
const offersOf = (deliveryId: string, driverId: string) =>
  t.db
    .select({ state: deliveryOffers.state })
    .from(deliveryOffers)
    .where(and(eq(deliveryOffers.deliveryId, deliveryId), eq(deliveryOffers.driverId, driverId)))
    .orderBy(deliveryOffers.offeredAt)
    .then((rows) => rows.map((r) => r.state));

async function readyOrder() {
  const scene = await orderScene(t.factories, { customerName: 'Hamad Ali' });
  const order = await scene.order({ status: 'processing' });
  const res = await call(t.app, 'POST', `/api/retailer/orders/${order.id}/ready`, undefined, {
    cookie: scene.owner.cookie,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (await t.db.select().from(deliveries).where(eq(deliveries.orderId, order.id)))[0]!;
}

/** Every open delivery taken off the board, so each test starts from its own. */
const closeOpen = () =>
  t.db.update(deliveries).set({ status: 'cancelled', cancelledAt: now }).where(eq(deliveries.status, 'open'));
const offlineAll = () => t.db.update(drivers).set({ status: 'offline' });

describe('the deliveries sweep', () => {
  it('expires offers past their time; three missed in a row set the driver offline, told why', async () => {
    const driver = await t.factories.driver({ status: 'available' });
    const opened = [await readyOrder(), await readyOrder(), await readyOrder()];
    for (const d of opened) expect(await offersOf(d.id, driver.id)).toEqual(['pending']);

    advance((DELIVERY_OFFER_SECONDS - 1) * 1000);
    await sweep();
    expect((await driverRow(driver.id)).missedOffers).toBe(0);

    advance(2000);
    await sweep();
    expect(await driverRow(driver.id)).toMatchObject({
      missedOffers: 3,
      status: 'offline',
      offlineReason: 'missed_offers',
    });
    // Offline: not offered them again.
    for (const d of opened) expect(await offersOf(d.id, driver.id)).toEqual(['expired']);
    const dashboard = driverDashboardSchema.parse(
      (await call(t.app, 'GET', '/api/driver/dashboard', undefined, { cookie: driver.cookie })).json(),
    );
    expect(dashboard.offlineReason).toBe('missed_offers');
    await closeOpen();
    await offlineAll();
  });

  it('offers an expired delivery again to a driver still online; an answer resets the run', async () => {
    const driver = await t.factories.driver({ status: 'available' });
    const first = await readyOrder();
    advance((DELIVERY_OFFER_SECONDS + 1) * 1000);
    await sweep();
    // Expired, then offered again in the same sweep (the driver is still online, one missed).
    expect(await offersOf(first.id, driver.id)).toEqual(['expired', 'pending']);
    expect(await driverRow(driver.id)).toMatchObject({ missedOffers: 1, status: 'available' });
    const declined = await call(t.app, 'POST', `/api/driver/deliveries/${first.id}/decline`, undefined, {
      cookie: driver.cookie,
    });
    expect(declined.statusCode).toBe(204);
    expect((await driverRow(driver.id)).missedOffers).toBe(0);
    advance((DELIVERY_OFFER_SECONDS + 1) * 1000);
    await sweep();
    // Declined: never offered again.
    expect(await offersOf(first.id, driver.id)).toEqual(['expired', 'declined']);
    await closeOpen();
    await offlineAll();
  });

  it(`flags an open delivery nobody took in ${DELIVERY_UNASSIGNED_MINUTES} minutes, once`, async () => {
    const delivery = await readyOrder();
    advance((DELIVERY_UNASSIGNED_MINUTES * 60 - 1) * 1000);
    await sweep();
    const before = (await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id)))[0]!;
    expect(before.flaggedAt).toBeNull();
    advance(2000);
    await sweep();
    const flagged = (await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id)))[0]!;
    expect(flagged.flaggedAt).toEqual(now);
    advance(60_000);
    await sweep();
    const again = (await t.db.select().from(deliveries).where(eq(deliveries.id, delivery.id)))[0]!;
    expect(again.flaggedAt).toEqual(flagged.flaggedAt);
    await closeOpen();
  });

  it(`removes door photos older than ${DELIVERY_PHOTO_DAYS} days, file and column`, async () => {
    const storage = createLocalStorage(uploads);
    const scene = await orderScene(t.factories, { customerName: 'Noor Saleh' });
    const make = async (daysAgo: number) => {
      const order = await scene.order({ status: 'delivered' });
      const url = await storage.put(`deliveries/${order.id}/door.webp`, Buffer.from('webp'), 'image/webp');
      const driver = await t.factories.driver();
      const row = await t.factories.delivery(order.id, {
        status: 'delivered',
        driverId: driver.id,
        proof: 'photo',
        photoUrl: url,
        photoAt: new Date(now.getTime() - daysAgo * 86_400_000),
        deliveredAt: now,
      });
      return { row, file: path.join(uploads, url.replace('/media/', '')) };
    };
    const old = await make(DELIVERY_PHOTO_DAYS + 1);
    const recent = await make(DELIVERY_PHOTO_DAYS - 1);
    await sweep();
    const [oldRow] = await t.db.select().from(deliveries).where(eq(deliveries.id, old.row.id));
    const [recentRow] = await t.db.select().from(deliveries).where(eq(deliveries.id, recent.row.id));
    expect(oldRow!.photoUrl).toBeNull();
    await expect(fs.access(old.file)).rejects.toThrow();
    expect(recentRow!.photoUrl).toBe(recent.row.photoUrl);
    await fs.access(recent.file);
    await fs.rm(uploads, { recursive: true, force: true });
  });
});
