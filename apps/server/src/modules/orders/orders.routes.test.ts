import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  canMoveOrder,
  ORDER_STATUSES,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
  type OrdersPage,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call, mailbox } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { bookings, cartItems } from '../cart/cart.schema.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { checkouts, orders } from './orders.schema.js';

const t = useTestApp();
const HOUR = 3_600_000;

/** Two days ahead, on the hour: a span the hold rules accept whatever the time of the run. */
const holdStart = (days = 2) => new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);

/**
 * A customer with an address, a saved card (approved unless said otherwise) and a cart holding a
 * product of shop A (fee BD 1.000) and a two-hour booking of shop B's entertainer (capacity 1).
 */
async function scene(card: 'approved' | 'declined' = 'approved') {
  const f = t.factories;
  const customer = await f.user({ role: 'customer' });
  const category = await f.category();
  const shopA = await f.shop({ deliveryFeeFils: 1000 });
  const shopB = await f.shop({ deliveryFeeFils: 2500 });
  const product = await f.listing({ shopId: shopA.id, categoryId: category.id, priceFils: 5000 });
  const entertainer = await f.listing({
    shopId: shopB.id,
    categoryId: category.id,
    kind: 'entertainment',
    capacity: 1,
    hourlyRateFils: 20000,
  });
  const address = await f.address({ userId: customer.id });
  const method = await f.paymentMethod({
    userId: customer.id,
    token: `tgw_${card}_${randomUUID().slice(0, 8)}`,
  });
  await f.productLine({ userId: customer.id, listingId: product.id, quantity: 2 });
  const start = holdStart();
  const hold = await f.hold({ userId: customer.id, listingId: entertainer.id, start, hours: 2 });
  return { customer, shopA, shopB, product, entertainer, address, method, hold, start };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const preview = async (cookie: string): Promise<CheckoutPreview> => {
  const res = await call(t.app, 'GET', '/api/checkout', undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};

function request(
  s: Scene,
  p: CheckoutPreview,
  overrides: Partial<PlaceOrderRequest> = {},
): PlaceOrderRequest {
  return { ...placeRequestFor(p, { addressId: s.address.id, methodId: s.method.id }), ...overrides };
}

const place = (cookie: string, body: PlaceOrderRequest) =>
  call(t.app, 'POST', '/api/checkout', body, { cookie });
const detail = async (cookie: string, id: string): Promise<OrderDetail> => {
  const res = await call(t.app, 'GET', `/api/orders/${id}`, undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
};

async function cartIds(userId: string) {
  const rows = await t.db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId));
  return rows.map((r) => r.id).sort();
}
async function nothingPlaced(s: Scene, before: string[]) {
  expect(await cartIds(s.customer.id)).toEqual(before);
  expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);
  expect(await t.db.select().from(checkouts).where(eq(checkouts.userId, s.customer.id))).toEqual([]);
  expect(await t.db.select().from(bookings).where(eq(bookings.userId, s.customer.id))).toEqual([]);
}

describe('checkout and orders API', () => {
  it('needs a signed-in user for every customer route', async () => {
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/checkout'],
      ['POST', '/api/checkout'],
      ['GET', '/api/orders'],
      ['GET', `/api/orders/${id}`],
      ['POST', `/api/orders/${id}/cancel`],
      ['POST', `/api/orders/${id}/reorder`],
      ['POST', `/api/retailer/orders/${id}/status`],
      ['POST', `/api/admin/orders/${id}/status`],
    ] as const) {
      const res = await call(t.app, method, url, method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('previews one order per shop: the product shop’s fee, none for a booking, VAT included', async () => {
    const s = await scene();
    const p = await preview(s.customer.cookie);
    // (In the cart's order: newest line first. The two lines were made within the same instant.)
    expect(p.orders.map((o) => [o.shop.id, o.needsDelivery, o.totals])).toEqual(
      expect.arrayContaining([
        [
          s.shopB.id,
          false,
          { subtotalFils: 40000, deliveryFeeFils: 0, discountFils: 0, vatFils: 3636, totalFils: 40000 },
        ],
        [
          s.shopA.id,
          true,
          { subtotalFils: 10000, deliveryFeeFils: 1000, discountFils: 0, vatFils: 1000, totalFils: 11000 },
        ],
      ]),
    );
    expect(p.orders).toHaveLength(2);
    expect(p.totals).toEqual({
      subtotalFils: 50000,
      deliveryFeeFils: 1000,
      discountFils: 0,
      vatFils: 4636,
      totalFils: 51000,
    });
    expect(p.lineIds.sort()).toEqual(await cartIds(s.customer.id));
    expect(p.needsDelivery).toBe(true);
    expect(p.deliveryDays.length).toBeGreaterThan(10);
    expect(p.holdsExpireAt).toBe(s.hold.expiresAt!.toISOString());
  });

  it('places the orders in one go: bookings confirmed, card charged, cart emptied, a confirmation sent', async () => {
    const s = await scene();
    const p = await preview(s.customer.cookie);
    const res = await place(s.customer.cookie, request(s, p));
    expect(res.statusCode).toBe(201);
    const placed: PlaceOrderResponse = res.json();
    expect(placed.orders).toHaveLength(2);
    expect(placed.totals).toEqual(p.totals);
    expect(placed.orders.map((o) => [o.shop.id, o.status, o.totalFils])).toEqual(
      p.orders.map((o) => [o.shop.id, 'pending', o.totals.totalFils]),
    );
    const ofShop = (id: string) => placed.orders.find((o) => o.shop.id === id)!;
    expect(await cartIds(s.customer.id)).toEqual([]);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.userId, s.customer.id));
    expect(booking).toMatchObject({ listingId: s.entertainer.id, status: 'confirmed', startsAt: s.start });

    const booked = await detail(s.customer.cookie, ofShop(s.shopB.id).id);
    expect(booked.lines).toEqual([
      expect.objectContaining({
        listingId: s.entertainer.id,
        quantity: 1,
        unitPriceFils: 20000,
        totalFils: 40000,
        booking: {
          start: s.start.toISOString(),
          end: new Date(s.start.getTime() + 2 * HOUR).toISOString(),
          hours: 2,
          status: 'confirmed',
        },
      }),
    ]);
    expect(booked.delivery).toBeNull();
    expect(booked.payment).toEqual({
      type: 'card',
      brand: 'visa',
      last4: '4242',
      state: 'paid',
      testMode: true,
    });
    expect(booked.history).toEqual([expect.objectContaining({ status: 'pending', actor: 'customer' })]);
    expect(booked.nextStatuses).toEqual(['cancelled']);
    expect(booked.address).toMatchObject({ area: 'Adliya', block: '338', contactPhone: '+97336001234' });

    const delivered = await detail(s.customer.cookie, ofShop(s.shopA.id).id);
    expect(delivered.delivery).toEqual(request(s, p).delivery);
    expect(delivered.totals).toEqual({
      subtotalFils: 10000,
      deliveryFeeFils: 1000,
      discountFils: 0,
      vatFils: 1000,
      totalFils: 11000,
    });

    const page: OrdersPage = (
      await call(t.app, 'GET', '/api/orders', undefined, { cookie: s.customer.cookie })
    ).json();
    expect(page.total).toBe(2);
    expect(page.orders.map((o) => o.id)).toEqual([placed.orders[1]!.id, placed.orders[0]!.id]);
    // When each comes, for the list: the products' delivery day and window; the booking's start.
    const listed = new Map(page.orders.map((o) => [o.id, o]));
    expect(listed.get(ofShop(s.shopA.id).id)).toMatchObject({
      delivery: request(s, p).delivery,
      firstBookingAt: null,
    });
    expect(listed.get(ofShop(s.shopB.id).id)).toMatchObject({
      delivery: null,
      firstBookingAt: s.start.toISOString(),
    });
    expect(await detail(s.customer.cookie, ofShop(s.shopB.id).id)).toMatchObject({
      delivery: null,
      firstBookingAt: s.start.toISOString(),
    });

    const mail = (await mailbox(t.app)).find((m) => m.to === s.customer.email);
    expect(mail?.subject).toContain(`#${placed.orders[0]!.number}`);
    expect(mail?.text).toContain('VAT 10% included');
    expect(mail?.text).toContain('شامل ضريبة القيمة المضافة');
    // The products' order has a delivery fee line; the booking's order none.
    expect(mail?.text.match(/Delivery fee/g)).toHaveLength(1);
    expect(mail?.text.match(/رسوم التوصيل/g)).toHaveLength(1);
  });

  it('answers a retry with the same key with the same orders, and refuses the key for another request', async () => {
    const s = await scene();
    const p = await preview(s.customer.cookie);
    const body = request(s, p, { payment: { type: 'cash' } });
    const first = await place(s.customer.cookie, body);
    const again = await place(s.customer.cookie, body);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toHaveLength(2);

    const other = await place(s.customer.cookie, { ...body, expectedTotalFils: body.expectedTotalFils + 1 });
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it('stops at a declined card with the cart, holds and everything else untouched', async () => {
    const s = await scene('declined');
    const before = await cartIds(s.customer.id);
    const res = await place(s.customer.cookie, request(s, await preview(s.customer.cookie)));
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PAYMENT_DECLINED');
    await nothingPlaced(s, before);
  });

  it('stops at an expired hold, a changed price, a changed cart, a hidden item or a closed delivery window', async () => {
    const expired = await scene();
    const p1 = await preview(expired.customer.cookie);
    await t.db
      .update(cartItems)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cartItems.id, expired.hold.id));
    const res1 = await place(expired.customer.cookie, request(expired, p1));
    expect(res1.json().error.code).toBe('HOLD_EXPIRED');
    await nothingPlaced(expired, await cartIds(expired.customer.id));

    const repriced = await scene();
    const p2 = await preview(repriced.customer.cookie);
    await t.db.update(listings).set({ priceFils: 6000 }).where(eq(listings.id, repriced.product.id));
    const res2 = await place(repriced.customer.cookie, request(repriced, p2));
    expect([res2.statusCode, res2.json().error.code]).toEqual([409, 'PRICE_CHANGED']);
    await nothingPlaced(repriced, await cartIds(repriced.customer.id));

    // Two lines repriced by +x and −x: the total is the one shown, the lines are not.
    const shifted = await scene();
    const shiftedBefore = await cartIds(shifted.customer.id);
    const p6 = await preview(shifted.customer.cookie);
    // The product (2 × BD 5.000) gains BD 2.000 a unit; the booking (2 h) loses BD 2.000 an hour.
    await t.db.update(listings).set({ priceFils: 7000 }).where(eq(listings.id, shifted.product.id));
    await t.db.update(listings).set({ hourlyRateFils: 18000 }).where(eq(listings.id, shifted.entertainer.id));
    expect((await preview(shifted.customer.cookie)).totals.totalFils).toBe(p6.totals.totalFils);
    const res6 = await place(shifted.customer.cookie, request(shifted, p6));
    expect([res6.statusCode, res6.json().error.code]).toEqual([409, 'PRICE_CHANGED']);
    await nothingPlaced(shifted, shiftedBefore);
    // Placed as now shown, it goes through.
    const p6b = await preview(shifted.customer.cookie);
    expect(p6b.pricesDigest).not.toBe(p6.pricesDigest);
    expect((await place(shifted.customer.cookie, request(shifted, p6b))).statusCode).toBe(201);

    const grown = await scene();
    const p3 = await preview(grown.customer.cookie);
    const extra = await t.factories.listing({
      shopId: grown.shopA.id,
      categoryId: grown.product.categoryId,
    });
    await t.factories.productLine({ userId: grown.customer.id, listingId: extra.id });
    const res3 = await place(grown.customer.cookie, request(grown, p3));
    expect([res3.statusCode, res3.json().error.code]).toEqual([409, 'CART_CHANGED']);

    const hidden = await scene();
    const p4 = await preview(hidden.customer.cookie);
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, hidden.product.id));
    const res4 = await place(hidden.customer.cookie, request(hidden, p4));
    expect([res4.statusCode, res4.json().error.code]).toEqual([409, 'ITEM_UNAVAILABLE']);

    const late = await scene();
    const p5 = await preview(late.customer.cookie);
    for (const delivery of [null, { date: '2020-01-01', window: '09-12' as const }]) {
      const res5 = await place(late.customer.cookie, request(late, p5, { delivery }));
      expect([res5.statusCode, res5.json().error.code]).toEqual([422, 'DELIVERY_WINDOW_UNAVAILABLE']);
    }
    await nothingPlaced(late, await cartIds(late.customer.id));
  });

  it('answers 404 for another customer’s address or card, and places nothing', async () => {
    const s = await scene();
    const other = await scene();
    const p = await preview(s.customer.cookie);
    for (const overrides of [
      { addressId: other.address.id },
      { payment: { type: 'saved' as const, methodId: other.method.id } },
    ]) {
      const res = await place(s.customer.cookie, request(s, p, overrides));
      expect(res.statusCode).toBe(404);
    }
    await nothingPlaced(s, await cartIds(s.customer.id));
  });

  it('cancels a pending order: bookings released at once, the charge refunded, and only once', async () => {
    const s = await scene();
    const placed: PlaceOrderResponse = (
      await place(s.customer.cookie, request(s, await preview(s.customer.cookie)))
    ).json();
    const booked = placed.orders.find((o) => o.shop.id === s.shopB.id)!;
    const res = await call(t.app, 'POST', `/api/orders/${booked.id}/cancel`, undefined, {
      cookie: s.customer.cookie,
    });
    expect(res.statusCode).toBe(200);
    const cancelled: OrderDetail = res.json();
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.lines[0]!.booking?.status).toBe('cancelled');
    expect(cancelled.payment.state).toBe('refunded');
    expect(cancelled.history.map((h) => [h.status, h.actor])).toEqual([
      ['pending', 'customer'],
      ['cancelled', 'customer'],
    ]);
    expect(cancelled.nextStatuses).toEqual([]);
    const availability = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${s.entertainer.id}&start=${s.start.toISOString()}&hours=2`,
    );
    expect(availability.json().availableQuantity).toBe(1);
    // The money that moved (the authorisation only reserved it): one capture, one refund, both done.
    const ledger = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, booked.id));
    expect(
      ledger
        .filter((e) => e.kind !== 'authorization')
        .map((e) => [e.kind, e.state, e.amountFils])
        .sort(),
    ).toEqual([
      ['capture', 'done', 40000],
      ['refund', 'done', 40000],
    ]);

    const twice = await call(t.app, 'POST', `/api/orders/${booked.id}/cancel`, undefined, {
      cookie: s.customer.cookie,
    });
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'ORDER_MOVE_NOT_ALLOWED']);
  });

  it('lets the shop accept (not ship: a driver picks up), a customer no longer cancel, and an admin ship and deliver (cash collected)', async () => {
    const s = await scene();
    const owner = await t.factories.user({ role: 'retailer' });
    await t.db.execute(sql`update shops set owner_user_id = ${owner.id} where id = ${s.shopA.id}`);
    const admin = await t.factories.user({ role: 'admin' });
    const placed: PlaceOrderResponse = (
      await place(
        s.customer.cookie,
        request(s, await preview(s.customer.cookie), { payment: { type: 'cash' } }),
      )
    ).json();
    const order = placed.orders.find((o) => o.shop.id === s.shopA.id)!;
    const move = (cookie: string, area: string, status: string) =>
      call(
        t.app,
        'POST',
        `/api/${area}/orders/${order.id}/status`,
        // An admin says why (issue 24: kept in the history and the audit log).
        area === 'admin' ? { status, reason: 'The driver confirmed by phone' } : { status },
        { cookie },
      );

    const accepted = await move(owner.cookie, 'retailer', 'processing');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().nextStatuses).toEqual([]);
    const cancel = await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, undefined, {
      cookie: s.customer.cookie,
    });
    expect(cancel.json().error.code).toBe('ORDER_MOVE_NOT_ALLOWED');
    expect((await move(owner.cookie, 'retailer', 'shipped')).json().error.code).toBe(
      'ORDER_MOVE_NOT_ALLOWED',
    );
    expect((await move(admin.cookie, 'admin', 'shipped')).statusCode).toBe(200);
    expect((await move(owner.cookie, 'retailer', 'delivered')).json().error.code).toBe(
      'ORDER_MOVE_NOT_ALLOWED',
    );
    const delivered: OrderDetail = (await move(admin.cookie, 'admin', 'delivered')).json();
    expect(delivered.status).toBe('delivered');
    expect(delivered.payment.state).toBe('paid');

    const seen = await detail(s.customer.cookie, order.id);
    expect(seen.history.map((h) => [h.status, h.actor])).toEqual([
      ['pending', 'customer'],
      ['processing', 'retailer'],
      ['shipped', 'admin'],
      ['delivered', 'admin'],
    ]);
    expect(seen.nextStatuses).toEqual([]);
    const subjects = (await mailbox(t.app)).filter((m) => m.to === s.customer.email).map((m) => m.subject);
    expect(subjects.some((x) => x.includes('shipped'))).toBe(true);
    expect(subjects.some((x) => x.includes('delivered'))).toBe(true);
    expect(subjects.some((x) => x.includes('processing'))).toBe(false);

    // Another shop's owner, and a customer on the shop's endpoint.
    const stranger = await t.factories.user({ role: 'retailer' });
    expect((await move(stranger.cookie, 'retailer', 'shipped')).statusCode).toBe(404);
    expect((await move(s.customer.cookie, 'retailer', 'shipped')).statusCode).toBe(403);
  });

  it('makes exactly the moves of the table, for the customer, the shop and an admin, and refuses every other', async () => {
    const f = t.factories;
    const customer = await f.user({ role: 'customer' });
    const owner = await f.user({ role: 'retailer' });
    const admin = await f.user({ role: 'admin' });
    const shop = await f.shop({ ownerUserId: owner.id });
    const listing = await f.listing({ shopId: shop.id, categoryId: (await f.category()).id });
    const tries: [OrderStatus, OrderStatus, OrderActor, number][] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ['customer', 'retailer', 'admin'] as const) {
          // The customer's one move has its own route: cancel.
          if (actor === 'customer' && to !== 'cancelled') continue;
          const order = await f.order({
            userId: customer.id,
            shopId: shop.id,
            listingId: listing.id,
            status: from,
          });
          const res =
            actor === 'customer'
              ? await call(t.app, 'POST', `/api/orders/${order.id}/cancel`, undefined, {
                  cookie: customer.cookie,
                })
              : await call(
                  t.app,
                  'POST',
                  `/api/${actor}/orders/${order.id}/status`,
                  actor === 'admin' ? { status: to, reason: 'An admin intervenes' } : { status: to },
                  {
                    cookie: actor === 'admin' ? admin.cookie : owner.cookie,
                  },
                );
          tries.push([from, to, actor, res.statusCode]);
          const [row] = await t.db
            .select({ status: orders.status })
            .from(orders)
            .where(eq(orders.id, order.id));
          expect(row!.status, `${from} → ${to} as ${actor}`).toBe(res.statusCode === 200 ? to : from);
        }
      }
    }
    expect(tries.filter(([, , , status]) => status !== 200 && status !== 409)).toEqual([]);
    expect(
      // The factory's orders are of one product: something to deliver, no booking to wait for.
      tries.filter(
        ([from, to, actor, status]) =>
          (status === 200) !== canMoveOrder(from, to, actor, { delivers: true, bookingsEnded: true }),
      ),
    ).toEqual([]);
    // Every allowed move but the driver's (their pick-up and delivery: the deliveries' routes) was made once.
    expect(tries.filter(([, , , status]) => status === 200)).toHaveLength(8);
  });

  it('puts an order’s products back in the cart and says the booking needs a new slot', async () => {
    const s = await scene();
    const placed: PlaceOrderResponse = (
      await place(
        s.customer.cookie,
        request(s, await preview(s.customer.cookie), { payment: { type: 'cash' } }),
      )
    ).json();
    for (const order of placed.orders) {
      const res = await call(t.app, 'POST', `/api/orders/${order.id}/reorder`, undefined, {
        cookie: s.customer.cookie,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        order.shop.id === s.shopA.id ? { added: 1, skipped: 0 } : { added: 0, skipped: 1 },
      );
    }
    const cart = (await call(t.app, 'GET', '/api/cart', undefined, { cookie: s.customer.cookie })).json();
    expect(cart.groups.flatMap((g: { items: { listingId: string; quantity: number }[] }) => g.items)).toEqual(
      [expect.objectContaining({ listingId: s.product.id, quantity: 2 })],
    );
  });

  it('ties the orders to the customer’s event, whose page lists them with what they came to', async () => {
    const s = await scene();
    const event = await t.factories.event({ userId: s.customer.id });
    const strangers = await t.factories.event({ userId: (await t.factories.user()).id });
    const p = await preview(s.customer.cookie);
    const theirs = await place(s.customer.cookie, request(s, p, { eventId: strangers.id }));
    expect(theirs.statusCode).toBe(404);
    const placed: PlaceOrderResponse = (
      await place(s.customer.cookie, request(s, p, { eventId: event.id }))
    ).json();
    const detailOf = await detail(s.customer.cookie, placed.orders[0]!.id);
    expect(detailOf.eventId).toBe(event.id);
    const seen = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie: s.customer.cookie })
    ).json();
    expect(seen.orders.map((o: { id: string }) => o.id)).toEqual(placed.orders.map((o) => o.id));
    expect(seen.spentFils).toBe(p.totals.totalFils);
    // A cancelled order no longer counts.
    const booked = placed.orders.find((o) => o.shop.id === s.shopB.id)!;
    await call(t.app, 'POST', `/api/orders/${booked.id}/cancel`, undefined, { cookie: s.customer.cookie });
    const after = (
      await call(t.app, 'GET', `/api/events/${event.id}`, undefined, { cookie: s.customer.cookie })
    ).json();
    expect(after.spentFils).toBe(p.totals.totalFils - booked.totalFils);
  });

  it('pages a customer’s orders newest first', async () => {
    const f = t.factories;
    const customer = await f.user({ role: 'customer' });
    const shop = await f.shop();
    const listing = await f.listing({ shopId: shop.id, categoryId: (await f.category()).id });
    const made = [];
    for (let i = 0; i < 23; i++)
      made.push(await f.order({ userId: customer.id, shopId: shop.id, listingId: listing.id }));
    const first: OrdersPage = (
      await call(t.app, 'GET', '/api/orders', undefined, { cookie: customer.cookie })
    ).json();
    expect(first.total).toBe(23);
    expect(first.orders).toHaveLength(20);
    const second: OrdersPage = (
      await call(t.app, 'GET', `/api/orders?cursor=${first.nextCursor}`, undefined, {
        cookie: customer.cookie,
      })
    ).json();
    expect(second.nextCursor).toBeNull();
    expect([...first.orders, ...second.orders].map((o) => o.id)).toEqual(made.reverse().map((o) => o.id));
  });
});
