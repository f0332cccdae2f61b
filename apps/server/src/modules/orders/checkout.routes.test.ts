import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  ORDER_NOTE_MAX_LENGTH,
  type OrderDetail,
  type PlacedCheckout,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { paymentMethods } from '../payments/payments.schema.js';
import { orders } from './orders.schema.js';

const t = useTestApp();

/** A customer with an address, a saved default card and a cart of one product from a shop a retailer owns. */
async function scene(card: 'approved' | 'declined' = 'approved') {
  const f = t.factories;
  const customer = await f.user({ role: 'customer' });
  const retailer = await f.user({ role: 'retailer' });
  const shop = await f.shop({ ownerUserId: retailer.id, deliveryFeeFils: 1000 });
  const product = await f.listing({ shopId: shop.id, categoryId: (await f.category()).id, priceFils: 5000 });
  const address = await f.address({ userId: customer.id });
  const method = await f.paymentMethod({
    userId: customer.id,
    token: `tgw_${card}_${randomUUID().slice(0, 8)}`,
    isDefault: true,
  });
  await f.productLine({ userId: customer.id, listingId: product.id, quantity: 1 });
  return { customer, retailer, shop, product, address, method };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const preview = async (cookie: string): Promise<CheckoutPreview> =>
  (await call(t.app, 'GET', '/api/checkout', undefined, { cookie })).json();

async function request(s: Scene, overrides: Partial<PlaceOrderRequest> = {}): Promise<PlaceOrderRequest> {
  const p = await preview(s.customer.cookie);
  return { ...placeRequestFor(p, { addressId: s.address.id, methodId: s.method.id }), ...overrides };
}
const place = (cookie: string, body: unknown) => call(t.app, 'POST', '/api/checkout', body, { cookie });
const read = (cookie: string, url: string) => call(t.app, 'GET', url, undefined, { cookie });

describe('a note to each shop’s order', () => {
  it('is stored stripped of markup, and shown to the customer, the shop and an admin', async () => {
    const s = await scene();
    const res = await place(
      s.customer.cookie,
      await request(s, {
        notes: [{ shopId: s.shop.id, note: '  <b>Happy birthday</b> <i>Sara</i>!  ' }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [order] = (res.json() as PlaceOrderResponse).orders;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(row!.customerNote).toBe('Happy birthday Sara!');

    const mine: OrderDetail = (await read(s.customer.cookie, `/api/orders/${order!.id}`)).json();
    expect(mine.customerNote).toBe('Happy birthday Sara!');
    const shops = await read(s.retailer.cookie, `/api/retailer/orders/${order!.id}`);
    expect(shops.statusCode).toBe(200);
    expect(shops.json().customerNote).toBe('Happy birthday Sara!');
    const admin = await t.factories.user({ role: 'admin' });
    expect((await read(admin.cookie, `/api/admin/orders/${order!.id}`)).json().customerNote).toBe(
      'Happy birthday Sara!',
    );
  });

  it('is not shown to another customer (404), and a shop gets only its own note', async () => {
    const s = await scene();
    const other = await scene();
    const res = await place(
      s.customer.cookie,
      await request(s, {
        notes: [
          { shopId: s.shop.id, note: 'Blue balloons please' },
          { shopId: other.shop.id, note: 'Not this shop’s order' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [order] = (res.json() as PlaceOrderResponse).orders;
    expect((await read(other.customer.cookie, `/api/orders/${order!.id}`)).statusCode).toBe(404);
    expect((await read(other.retailer.cookie, `/api/retailer/orders/${order!.id}`)).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(row!.customerNote).toBe('Blue balloons please');
  });

  it('refuses a note longer than the limit, or holding a control character, placing nothing', async () => {
    const s = await scene();
    for (const note of ['x'.repeat(ORDER_NOTE_MAX_LENGTH + 1), 'Sara\u0000']) {
      const res = await place(s.customer.cookie, await request(s, { notes: [{ shopId: s.shop.id, note }] }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);
    const ok = await place(
      s.customer.cookie,
      await request(s, { notes: [{ shopId: s.shop.id, note: 'x'.repeat(ORDER_NOTE_MAX_LENGTH) }] }),
    );
    expect(ok.statusCode).toBe(201);
  });

  it('is in the customer’s data export, and goes with their personal data when the account is deleted', async () => {
    const s = await scene();
    const res = await place(
      s.customer.cookie,
      await request(s, { notes: [{ shopId: s.shop.id, note: 'For Sara' }] }),
    );
    const [order] = (res.json() as PlaceOrderResponse).orders;
    const exported = await read(s.customer.cookie, '/api/account/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.json().orders).toEqual([
      expect.objectContaining({ number: order!.number, customerNote: 'For Sara' }),
    ]);
    const deleted = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: s.customer.cookie });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(row!.customerNote).toBeNull();
    expect(row!.address).toBeNull();
  });
});

describe('checkout for an event', () => {
  it('refuses a delivery day after the event’s day, and takes the event’s own day', async () => {
    const s = await scene();
    const p = await preview(s.customer.cookie);
    const [first, second] = p.deliveryDays;
    // The event is on the second offered day, in the evening (Bahrain).
    const event = await t.factories.event({
      userId: s.customer.id,
      startsAt: new Date(`${second!.date}T19:00:00+03:00`),
    });
    const after = p.deliveryDays.find((d) => d.date > second!.date)!;
    const late = await place(
      s.customer.cookie,
      await request(s, { eventId: event.id, delivery: { date: after.date, window: after.windows[0]! } }),
    );
    expect(late.statusCode).toBe(422);
    expect(late.json().error.code).toBe('DELIVERY_AFTER_EVENT');
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);

    const onTheDay = await place(
      s.customer.cookie,
      await request(s, { eventId: event.id, delivery: { date: second!.date, window: second!.windows[0]! } }),
    );
    expect(onTheDay.statusCode, onTheDay.body).toBe(201);
    expect(first!.date < second!.date).toBe(true);
  });
});

describe('paying by card', () => {
  it('a declined default card stops being the default; the order is not placed', async () => {
    const s = await scene('declined');
    const res = await place(s.customer.cookie, await request(s));
    expect(res.statusCode).toBe(402);
    expect(res.json().error.code).toBe('PAYMENT_DECLINED');
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, s.method.id));
    expect(method!.isDefault).toBe(false);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);
  });

  it('an approved default card stays the default', async () => {
    const s = await scene();
    expect((await place(s.customer.cookie, await request(s))).statusCode).toBe(201);
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, s.method.id));
    expect(method!.isDefault).toBe(true);
  });

  const card = {
    number: '4242 4242 4242 4242',
    expMonth: 12,
    expYear: new Date().getUTCFullYear() + 3,
    cvc: '123',
    holderName: 'Noor Ali',
  };

  it('pays once with a new card and keeps no payment method', async () => {
    const s = await scene();
    const res = await place(s.customer.cookie, await request(s, { payment: { type: 'once', card } }));
    expect(res.statusCode, res.body).toBe(201);
    const [order] = (res.json() as PlaceOrderResponse).orders;
    const mine: OrderDetail = (await read(s.customer.cookie, `/api/orders/${order!.id}`)).json();
    expect(mine.payment).toMatchObject({ type: 'card', brand: 'visa', last4: '4242', state: 'paid' });
    // Only the scene's saved card: the one used once was not kept.
    const saved = await t.db.select().from(paymentMethods).where(eq(paymentMethods.userId, s.customer.id));
    expect(saved.map((m) => m.id)).toEqual([s.method.id]);
  });

  it('refuses a declined or expired card used once', async () => {
    const s = await scene();
    const declined = await place(
      s.customer.cookie,
      await request(s, { payment: { type: 'once', card: { ...card, number: '4000000000000002' } } }),
    );
    expect(declined.json().error.code).toBe('PAYMENT_DECLINED');
    const expired = await place(
      s.customer.cookie,
      await request(s, { payment: { type: 'once', card: { ...card, expYear: 2020 } } }),
    );
    expect(expired.json().error.code).toBe('CARD_EXPIRED');
    const [method] = await t.db.select().from(paymentMethods).where(eq(paymentMethods.id, s.method.id));
    expect(method!.isDefault).toBe(true);
  });
});

describe('the order placed screen', () => {
  it('lists the checkout’s orders with their delivery, only for its customer', async () => {
    const s = await scene();
    const body = await request(s, { notes: [{ shopId: s.shop.id, note: 'Ring twice' }] });
    const placed: PlaceOrderResponse = (await place(s.customer.cookie, body)).json();
    const res = await read(s.customer.cookie, `/api/checkouts/${placed.checkoutId}`);
    expect(res.statusCode).toBe(200);
    const screen: PlacedCheckout = res.json();
    expect(screen.orders).toEqual([
      {
        id: placed.orders[0]!.id,
        number: placed.orders[0]!.number,
        status: 'pending',
        shop: { id: s.shop.id, name: expect.any(Object) },
        totalFils: 6000,
        itemCount: 1,
        delivery: body.delivery,
        firstBookingStartsAt: null,
        customerNote: 'Ring twice',
      },
    ]);
    expect(screen.totals.totalFils).toBe(6000);
    expect(screen.paymentType).toBe('card');

    for (const stranger of [await t.factories.user({ role: 'customer' }), s.retailer]) {
      expect((await read(stranger.cookie, `/api/checkouts/${placed.checkoutId}`)).statusCode).toBe(404);
    }
    expect((await read(s.customer.cookie, `/api/checkouts/${randomUUID()}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/checkouts/${placed.checkoutId}`)).statusCode).toBe(401);
  });
});
