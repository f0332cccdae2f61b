import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  type OrderDetail,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  vatIncludedFils,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { orders } from '../orders/orders.schema.js';
import { promoCodes, shopOffers } from './offers.schema.js';

const HOUR = 3_600_000;
/** The rules' clock: moved by the tests that need a code to expire. */
let shift = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + shift) });

/** A customer with an address, a saved card and 2 × BD 5.000 of a shop's product (fee BD 1.000). */
async function scene() {
  const f = t.factories;
  const customer = await f.user({ role: 'customer' });
  const retailer = await f.user({ role: 'retailer' });
  const shop = await f.shop({ ownerUserId: retailer.id, deliveryFeeFils: 1000 });
  const product = await f.listing({ shopId: shop.id, categoryId: (await f.category()).id, priceFils: 5000 });
  const address = await f.address({ userId: customer.id });
  const method = await f.paymentMethod({
    userId: customer.id,
    token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    isDefault: true,
  });
  await f.productLine({ userId: customer.id, listingId: product.id, quantity: 2 });
  return { customer, retailer, shop, product, address, method };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const span = (hours = 24) => ({
  startsAt: new Date(Date.now() + shift - HOUR),
  endsAt: new Date(Date.now() + shift + hours * HOUR),
});
async function offer(shopId: string, over: Partial<typeof shopOffers.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(shopOffers)
    .values({ shopId, percent: 30, capFils: 2000, ...span(), ...over })
    .returning();
  return row!;
}
async function code(over: Partial<typeof promoCodes.$inferInsert> = {}) {
  const text = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const { startsAt, endsAt } = span();
  const [row] = await t.db
    .insert(promoCodes)
    .values({ code: text, percent: 40, capFils: 100_000, startsAt, expiresAt: endsAt, ...over })
    .returning();
  return row!;
}

async function preview(s: Scene, promo?: string): Promise<CheckoutPreview> {
  const url = promo ? `/api/checkout?code=${promo}` : '/api/checkout';
  const res = await call(t.app, 'GET', url, undefined, { cookie: s.customer.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const request = (s: Scene, p: CheckoutPreview, over: Partial<PlaceOrderRequest> = {}): PlaceOrderRequest => ({
  ...placeRequestFor(p, { addressId: s.address.id, methodId: s.method.id }),
  ...(p.promoCode ? { promoCode: p.promoCode.code } : {}),
  ...over,
});
const place = (s: Scene, body: PlaceOrderRequest) =>
  call(t.app, 'POST', '/api/checkout', body, { cookie: s.customer.cookie });
const ledgerOf = (orderId: string) =>
  t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId));

describe("a shop's offer at checkout", () => {
  it('is taken off the items (not the fee), stored on the order with a discount row, and the discounted total is charged', async () => {
    const s = await scene();
    const o = await offer(s.shop.id);
    const p = await preview(s);
    // 30% of BD 10.000 is BD 3.000, held to the cap of BD 2.000.
    expect(p.orders[0]!.totals).toEqual({
      subtotalFils: 10_000,
      deliveryFeeFils: 1000,
      discountFils: 2000,
      vatFils: vatIncludedFils(9000),
      totalFils: 9000,
    });
    expect(p.orders[0]!.discountSource).toEqual({ kind: 'offer', id: o.id, percent: 30, capFils: 2000 });
    expect(p.totals.totalFils).toBe(9000);
    expect(p.promoCode).toBeNull();

    const res = await place(s, request(s, p));
    expect(res.statusCode, res.body).toBe(201);
    const placed: PlaceOrderResponse = res.json();
    expect(placed.totals.discountFils).toBe(2000);
    const id = placed.orders[0]!.id;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ discountFils: 2000, offerId: o.id, promoCodeId: null, totalFils: 9000 });
    const ledger = await ledgerOf(id);
    expect(ledger.find((r) => r.kind === 'discount')).toMatchObject({
      state: 'done',
      amountFils: 2000,
      reference: `offer:${o.id}`,
    });
    expect(ledger.find((r) => r.kind === 'authorization')!.amountFils).toBe(9000);
    expect(ledger.find((r) => r.kind === 'capture')!.amountFils).toBe(9000);
    const mine: OrderDetail = (
      await call(t.app, 'GET', `/api/orders/${id}`, undefined, { cookie: s.customer.cookie })
    ).json();
    expect(mine.totals.discountFils).toBe(2000);
  });

  it('a cancelled order refunds what was paid (the discounted total), never the price before it', async () => {
    const s = await scene();
    await offer(s.shop.id);
    const res = await place(s, request(s, await preview(s)));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PlaceOrderResponse).orders[0]!.id;
    const cancel = await call(t.app, 'POST', `/api/orders/${id}/cancel`, undefined, {
      cookie: s.customer.cookie,
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refund = (await ledgerOf(id)).find((r) => r.kind === 'refund');
    expect(refund!.amountFils).toBe(9000);
  });

  it('a cash order gets its discount and its discount row too', async () => {
    const s = await scene();
    await offer(s.shop.id, { percent: 10, capFils: 50_000 });
    const p = await preview(s);
    const res = await place(s, request(s, p, { payment: { type: 'cash' } }));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PlaceOrderResponse).orders[0]!.id;
    const ledger = await ledgerOf(id);
    expect(ledger.map((r) => [r.kind, r.amountFils])).toEqual([['discount', 1000]]);
  });

  it('first order only: not for a customer who has ordered from the shop before; a minimum is respected', async () => {
    const s = await scene();
    await offer(s.shop.id, { firstOrderOnly: true, minOrderFils: 10_000 });
    const first = await preview(s);
    expect(first.orders[0]!.totals.discountFils).toBe(2000);
    expect((await place(s, request(s, first))).statusCode).toBe(201);
    await t.factories.productLine({ userId: s.customer.id, listingId: s.product.id, quantity: 2 });
    expect((await preview(s)).orders[0]!.totals.discountFils).toBe(0);

    const other = await scene();
    await offer(other.shop.id, { minOrderFils: 10_001 });
    expect((await preview(other)).orders[0]!.totals.discountFils).toBe(0);
  });

  it('an offer changed after the preview stops the order (PRICE_CHANGED), nothing charged', async () => {
    const s = await scene();
    const o = await offer(s.shop.id);
    const p = await preview(s);
    await t.db.update(shopOffers).set({ capFils: 1000 }).where(eq(shopOffers.id, o.id));
    const res = await place(s, request(s, p));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);
  });
});

describe('a promo code at checkout', () => {
  it('applies when larger than the offer, is stored and used once', async () => {
    const s = await scene();
    await offer(s.shop.id);
    const c = await code({ shopId: s.shop.id, usageLimit: 3 });
    const p = await preview(s, c.code.toLowerCase());
    expect(p.promoCode).toEqual({ code: c.code, state: 'applied', problem: null });
    expect(p.orders[0]!.discountSource).toEqual({
      kind: 'code',
      id: c.id,
      code: c.code,
      percent: 40,
      capFils: 100_000,
    });
    expect(p.totals.totalFils).toBe(7000);
    const res = await place(s, request(s, p));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PlaceOrderResponse).orders[0]!.id;
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ discountFils: 4000, offerId: null, promoCodeId: c.id, totalFils: 7000 });
    const [used] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, c.id));
    expect(used!.usedCount).toBe(1);
  });

  it('a code smaller than the offer is beaten: the offer applies and the code is not used', async () => {
    const s = await scene();
    await offer(s.shop.id);
    const c = await code({ percent: 5 });
    const p = await preview(s, c.code);
    expect(p.promoCode).toMatchObject({ state: 'beaten' });
    expect(p.orders[0]!.discountSource?.kind).toBe('offer');
    expect((await place(s, request(s, p))).statusCode).toBe(201);
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, c.id));
    expect(row!.usedCount).toBe(0);
  });

  it('the preview says why a code does not apply; placing with it is refused before any money moves', async () => {
    const s = await scene();
    const other = await scene();
    const cases = [
      ['NOPE123', 'PROMO_CODE_INVALID', 422],
      [(await code({ disabledAt: new Date() })).code, 'PROMO_CODE_INVALID', 422],
      [(await code({ usageLimit: 1, usedCount: 1 })).code, 'PROMO_CODE_USED_UP', 409],
      [(await code({ shopId: other.shop.id })).code, 'PROMO_CODE_NOT_ELIGIBLE', 422],
      [(await code({ minOrderFils: 50_000 })).code, 'PROMO_CODE_NOT_ELIGIBLE', 422],
    ] as const;
    for (const [text, problem, status] of cases) {
      const p = await preview(s, text);
      expect(p.promoCode).toEqual({ code: text, state: 'refused', problem });
      expect(p.totals.discountFils).toBe(0);
      const res = await place(s, request(s, p));
      expect(res.statusCode, text).toBe(status);
      expect(res.json().error.code).toBe(problem);
    }
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.customer.id))).toEqual([]);
  });

  it('a code that expires between the preview and placing is refused (frozen clock moved on)', async () => {
    const s = await scene();
    const c = await code({ expiresAt: new Date(Date.now() + HOUR) });
    const p = await preview(s, c.code);
    expect(p.promoCode?.state).toBe('applied');
    shift = 2 * HOUR;
    try {
      const res = await place(s, request(s, p));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.code).toBe('PROMO_CODE_INVALID');
    } finally {
      shift = 0;
    }
  });

  it('a first-order code is not for a customer who has ordered before; a code used up since the preview is a 409', async () => {
    const s = await scene();
    const first = await code({ firstOrderOnly: true });
    expect((await preview(s, first.code)).promoCode?.state).toBe('applied');
    expect((await place(s, request(s, await preview(s)))).statusCode).toBe(201);
    await t.factories.productLine({ userId: s.customer.id, listingId: s.product.id, quantity: 2 });
    expect((await preview(s, first.code)).promoCode?.problem).toBe('PROMO_CODE_NOT_ELIGIBLE');

    const once = await code({ usageLimit: 1 });
    const a = await scene();
    const b = await scene();
    const pa = await preview(a, once.code);
    const pb = await preview(b, once.code);
    expect((await place(a, request(a, pa))).statusCode).toBe(201);
    const late = await place(b, request(b, pb));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('PROMO_CODE_USED_UP');
    expect(await t.db.select().from(orders).where(eq(orders.userId, b.customer.id))).toEqual([]);
  });

  it('a code of letters and digits only (anything else is a 400)', async () => {
    const s = await scene();
    const res = await call(t.app, 'GET', '/api/checkout?code=%3Cb%3E', undefined, {
      cookie: s.customer.cookie,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("an order names its discount's source, as it was given", () => {
  const read = async (url: string, cookie: string) => {
    const res = await call(t.app, 'GET', url, undefined, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The discount as the customer's, the shop's, the admin's order pages and the invoice tell it. */
  async function everywhere(s: Scene, id: string) {
    const admin = await t.factories.user({ role: 'admin' });
    return [
      (await read(`/api/orders/${id}`, s.customer.cookie)).discount,
      (await read(`/api/retailer/orders/${id}`, s.retailer.cookie)).discount,
      (await read(`/api/retailer/orders/${id}/invoice`, s.retailer.cookie)).discount,
      (await read(`/api/admin/orders/${id}`, admin.cookie)).discount,
    ];
  }

  it("an offer's terms as they were when ordered, though the shop edits the offer afterwards", async () => {
    const s = await scene();
    const o = await offer(s.shop.id);
    const res = await place(s, request(s, await preview(s)));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PlaceOrderResponse).orders[0]!.id;
    const edit = await call(
      t.app,
      'PATCH',
      `/api/retailer/offers/${o.id}`,
      { percent: 50, capFils: 9000 },
      { cookie: s.retailer.cookie },
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const given = { kind: 'offer', percent: 30, capFils: 2000 };
    expect(await everywhere(s, id)).toEqual([given, given, given, given]);
  });

  it('the promo code typed (its text only); an order without a discount names none', async () => {
    const s = await scene();
    const c = await code();
    const res = await place(s, request(s, await preview(s, c.code)));
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as PlaceOrderResponse).orders[0]!.id;
    const given = { kind: 'code', code: c.code };
    expect(await everywhere(s, id)).toEqual([given, given, given, given]);

    const plain = await scene();
    const none = await place(plain, request(plain, await preview(plain)));
    expect(none.statusCode, none.body).toBe(201);
    const noneId = (none.json() as PlaceOrderResponse).orders[0]!.id;
    expect(await everywhere(plain, noneId)).toEqual([null, null, null, null]);
  });
});
