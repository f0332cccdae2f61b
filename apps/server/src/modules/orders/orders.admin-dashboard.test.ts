import { adminDashboardSchema, ORDER_ACCEPT_MINUTES, orderTotals } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { DRIVER_URL, driverBody, expectSignedUp } from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';
import { drivers } from '../drivers/drivers.schema.js';

// Noon in Bahrain (09:00 UTC): "today" began at 21:00 UTC the day before.
const NOW = new Date('2026-11-26T09:00:00Z');
const MINUTE = 60_000;
const t = useTestApp({ clock: () => NOW });

/** What the orders factory charges for one product line at `priceFils` (BD 1 delivery, VAT). */
const totalOf = (priceFils: number) =>
  orderTotals([{ totalFils: priceFils, isTimeBased: false }], 1000).totalFils;

describe('GET /api/admin/dashboard', () => {
  it('counts shops by status, drivers online, today’s orders and revenue (Bahrain day), orders by status, late ones', async () => {
    const f = t.factories;
    const admin = await f.user({ role: 'admin' });
    const customer = await f.user({ role: 'customer' });
    const category = await f.category();
    const shop = await f.shop({ status: 'approved' });
    await f.shop({ status: 'approved' });
    await f.shop({ status: 'pending' });
    await f.shop({ status: 'rejected' });
    const listing = await f.listing({ shopId: shop.id, categoryId: category.id });
    const order = (
      status: 'pending' | 'processing' | 'delivered' | 'cancelled',
      createdAt: Date,
      priceFils = 5000,
    ) =>
      f.order({ userId: customer.id, shopId: shop.id, listingId: listing.id, status, priceFils, createdAt });

    await order('pending', new Date(NOW.getTime() - 2 * MINUTE), 5000); // today, not late yet
    await order('pending', new Date(NOW.getTime() - (ORDER_ACCEPT_MINUTES + 5) * MINUTE), 7000); // today, late
    await order('processing', new Date(NOW.getTime() - 60 * MINUTE), 10_000); // today
    await order('cancelled', new Date(NOW.getTime() - 30 * MINUTE), 20_000); // today, not revenue
    await order('delivered', new Date('2026-11-25T20:59:00Z'), 40_000); // 23:59 yesterday in Bahrain
    await order('pending', new Date('2026-11-25T12:00:00Z'), 3000); // yesterday, late

    // Two drivers sign up (offline); one goes online.
    const { user: online } = expectSignedUp(
      await call(t.app, 'POST', DRIVER_URL, driverBody(), { ip: '10.7.0.1' }),
    );
    expectSignedUp(
      await call(t.app, 'POST', DRIVER_URL, driverBody({ licensePlate: '77 123' }), { ip: '10.7.0.2' }),
    );
    await t.db.update(drivers).set({ status: 'available' }).where(eq(drivers.id, online.id));

    const res = await call(t.app, 'GET', '/api/admin/dashboard', undefined, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminDashboardSchema.parse(res.json())).toEqual({
      shops: { pending: 1, approved: 2, rejected: 1, suspended: 0 },
      driversOnline: 1,
      todayOrders: 4,
      todayRevenueFils: totalOf(5000) + totalOf(7000) + totalOf(10_000),
      ordersByStatus: { pending: 3, processing: 1, shipped: 0, delivered: 1, cancelled: 1 },
      lateOrders: 2,
      openSupportRequests: 0,
      unassignedDeliveries: 0,
    });

    // The same late rule as the late list.
    const late = await call(t.app, 'GET', '/api/admin/orders/late', undefined, { cookie: admin.cookie });
    expect((late.json() as { orders: unknown[] }).orders).toHaveLength(2);
  });
});
