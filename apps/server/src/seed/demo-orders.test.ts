import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type DriverDashboard,
  type DriverDeliveries,
  NEXT_BOOKINGS_LIMIT,
  type ShopOrderDetail,
  type ShopOrdersPage,
} from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../test-support/http.js';
import { useTestApp } from '../test-support/test-app.js';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './demo-accounts.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemo } from './seed.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-demo-orders-'));

beforeAll(async () => {
  await seedDemo(t.db, { uploadsDir });
  await seedDemoAccounts(t.db, t.app.services.auth);
  await seedDemoOrders(t.app, t.db);
}, 60_000);
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

describe("the demo retailer's orders", () => {
  it('are in every state the shop sees, placed through checkout and moved by the shop', async () => {
    const retailer = DEMO_ACCOUNTS.find((a) => a.role === 'retailer')!;
    const cookie = await login(t.app, retailer.email, retailer.password);
    const all: ShopOrdersPage = (
      await call(t.app, 'GET', '/api/retailer/orders?limit=50', undefined, { cookie })
    ).json();
    // The demo customer's orders, newest; before them, the shop's past (demo-history.ts, demo-reviews.ts):
    // closed, or accepted and waiting for a class ahead; none waiting for the shop nor on its way.
    const page = { orders: all.orders.filter((o) => o.customerFirstName === 'Fatima') };
    expect(all.orders.slice(0, page.orders.length)).toEqual(page.orders);
    const past = all.orders.slice(page.orders.length);
    expect(past.length).toBeGreaterThan(30);
    expect(past.every((o) => ['delivered', 'cancelled', 'processing'].includes(o.status))).toBe(true);
    const states = page.orders.map((o) => `${o.status}${o.readyAt ? '+ready' : ''}`).sort();
    expect(states).toEqual(
      [
        'cancelled',
        'delivered+ready',
        'pending',
        'pending',
        'processing',
        'processing',
        'processing+ready',
        'shipped+ready',
      ].sort(),
    );
    // Bookings ahead (the next bookings on the dashboard, with the shop's others), and products to deliver.
    expect(page.orders.filter((o) => o.firstBookingStartsAt).length).toBe(2);
    const summary = (await call(t.app, 'GET', '/api/retailer/orders/summary', undefined, { cookie })).json();
    expect(summary.nextBookings).toHaveLength(NEXT_BOOKINGS_LIMIT);
    expect(summary.waitingForAcceptance).toBe(2);

    const cancelled = page.orders.find((o) => o.status === 'cancelled')!;
    const detail: ShopOrderDetail = (
      await call(t.app, 'GET', `/api/retailer/orders/${cancelled.id}`, undefined, { cookie })
    ).json();
    expect(detail.cancelReason).toBe('Sorry, we are fully booked for that day.');
    expect(detail.paymentState).toBe('refunded');
    expect(detail.timeline.map((e) => e.event)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
  });

  it("went through the demo driver's routes: one delivered with the code, one carried, one offered; offline after", async () => {
    const driver = DEMO_ACCOUNTS.find((a) => a.role === 'driver')!;
    const cookie = await login(t.app, driver.email, driver.password);
    const dashboard: DriverDashboard = (
      await call(t.app, 'GET', '/api/driver/dashboard', undefined, { cookie })
    ).json();
    expect(dashboard.driver.status).toBe('offline');
    expect(dashboard.driver.currentOrders).toBe(1);
    expect(dashboard.driver.totalDeliveries).toBeGreaterThan(0);
    expect(dashboard.today.deliveries).toBe(1);
    expect(dashboard.today.earningsFils).toBeGreaterThan(0);
    const mine: DriverDeliveries = (
      await call(t.app, 'GET', '/api/driver/deliveries', undefined, { cookie })
    ).json();
    expect(mine.active.map((d) => [d.status, d.paymentType])).toEqual([['picked_up', 'cash']]);
    expect(mine.today.map((d) => d.proof)).toEqual(['code']);
    // Offline: the delivery still waiting is offered to nobody until a driver goes online.
    expect(mine.offers).toEqual([]);
  });
});
