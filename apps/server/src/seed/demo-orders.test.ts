import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ShopOrderDetail, ShopOrdersPage } from '@haflah/contracts';
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
    const page: ShopOrdersPage = (
      await call(t.app, 'GET', '/api/retailer/orders?limit=50', undefined, { cookie })
    ).json();
    const states = page.orders.map((o) => `${o.status}${o.readyAt ? '+ready' : ''}`).sort();
    expect(states).toEqual(
      [
        'cancelled',
        'delivered',
        'pending',
        'pending',
        'processing',
        'processing',
        'processing+ready',
        'shipped',
      ].sort(),
    );
    expect(page.orders.every((o) => o.customerFirstName === 'Fatima')).toBe(true);
    // Bookings ahead (the next bookings on the dashboard), and products to deliver.
    expect(page.orders.filter((o) => o.firstBookingStartsAt).length).toBe(2);
    const summary = (await call(t.app, 'GET', '/api/retailer/orders/summary', undefined, { cookie })).json();
    expect(summary.nextBookings).toHaveLength(2);
    expect(summary.waitingForAcceptance).toBe(2);

    const cancelled = page.orders.find((o) => o.status === 'cancelled')!;
    const detail: ShopOrderDetail = (
      await call(t.app, 'GET', `/api/retailer/orders/${cancelled.id}`, undefined, { cookie })
    ).json();
    expect(detail.cancelReason).toBe('Sorry, we are fully booked for that day.');
    expect(detail.paymentState).toBe('refunded');
    expect(detail.timeline.map((e) => e.event)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
  });
});
