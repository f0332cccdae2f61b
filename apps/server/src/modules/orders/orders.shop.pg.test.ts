import { randomUUID } from 'node:crypto';
import type { CheckoutPreview, PlaceOrderResponse, ShopOrderDetail } from '@haflah/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call, mailbox } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { bookings } from '../cart/cart.schema.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { testGatewayOperations } from '../payments/payments.schema.js';
import { orderStatusHistory, orders } from './orders.schema.js';

/**
 * The shop's moves under concurrency, on real PostgreSQL: the order's row lock makes one move of many
 * win, and the refund of a rejected card order happens once at the provider and once in the ledger.
 */
describe.skipIf(!process.env.DATABASE_URL)("the shop's moves on PostgreSQL", () => {
  const t = useTestApp();
  const HOUR = 3_600_000;

  /** A shop run by a retailer, and a card order placed through checkout: a product and a booking. */
  async function placedOrder() {
    const f = t.factories;
    const owner = await f.user({ role: 'retailer' });
    const shop = await f.shop({ ownerUserId: owner.id });
    const category = await f.category();
    const product = await f.listing({ shopId: shop.id, categoryId: category.id, priceFils: 7000 });
    const entertainer = await f.listing({
      shopId: shop.id,
      categoryId: category.id,
      kind: 'entertainment',
      capacity: 1,
      hourlyRateFils: 20_000,
    });
    const customer = await f.user({ role: 'customer' });
    const address = await f.address({ userId: customer.id });
    const card = await f.paymentMethod({
      userId: customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    });
    await f.productLine({ userId: customer.id, listingId: product.id });
    const start = new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR);
    await f.hold({ userId: customer.id, listingId: entertainer.id, start, hours: 2 });
    const preview: CheckoutPreview = (
      await call(t.app, 'GET', '/api/checkout', undefined, { cookie: customer.cookie })
    ).json();
    const res = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(preview, { addressId: address.id, methodId: card.id }),
      {
        cookie: customer.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = (res.json() as PlaceOrderResponse).orders[0]!;
    return { owner, customer, order };
  }

  it('rejecting an order refunds exactly once under 10 concurrent rejects', async () => {
    const { owner, customer, order } = await placedOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          t.app,
          'POST',
          `/api/retailer/orders/${order.id}/reject`,
          { reason: `Fully booked (${i})` },
          { cookie: owner.cookie },
        ),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['ORDER_MOVE_NOT_ALLOWED']));

    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe('cancelled');
    const winner = answers.find((r) => r.statusCode === 200)!.json() as ShopOrderDetail;
    expect(row!.cancelReason).toBe(winner.cancelReason);
    // One cancellation in the history, with the winner's reason.
    const cancelled = await t.db
      .select()
      .from(orderStatusHistory)
      .where(and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'cancelled')));
    expect(cancelled.map((h) => [h.actor, h.actorUserId, h.note])).toEqual([
      ['retailer', owner.id, row!.cancelReason],
    ]);
    // One refund at the provider, one in the ledger, done, for what was charged.
    const atGateway = await t.db
      .select()
      .from(testGatewayOperations)
      .where(
        and(
          eq(testGatewayOperations.operation, 'refund'),
          eq(testGatewayOperations.paymentReference, row!.paymentReference),
        ),
      );
    expect(atGateway).toHaveLength(1);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds.map((r) => [r.state, r.amountFils])).toEqual([['done', order.totalFils]]);
    // The booking released; the customer told once.
    const booked = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, customer.id));
    expect(booked.map((b) => b.status)).toEqual(['cancelled']);
    const told = (await mailbox(t.app)).filter(
      (m) => m.to === customer.email && m.subject.includes('cancelled'),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(row!.cancelReason!);
  });

  it('accept and reject racing: exactly one wins, and the order is what that one made it', async () => {
    const { owner, order } = await placedOrder();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2
          ? call(t.app, 'POST', `/api/retailer/orders/${order.id}/accept`, undefined, {
              cookie: owner.cookie,
            })
          : call(
              t.app,
              'POST',
              `/api/retailer/orders/${order.id}/reject`,
              { reason: 'Sorry, closed' },
              { cookie: owner.cookie },
            ),
      ),
    );
    const won = answers.filter((r) => r.statusCode === 200);
    expect(won).toHaveLength(1);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe((won[0]!.json() as ShopOrderDetail).status);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds).toHaveLength(row!.status === 'cancelled' ? 1 : 0);
  });
});
