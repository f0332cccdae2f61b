import { randomUUID } from 'node:crypto';
import type { CheckoutPreview, ItemsResponse, ShopsResponse } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { createShopsRepository, type ShopRow } from './shops.repository.js';
import { shops } from './shops.schema.js';

const t = useTestApp();
const HOUR = 3_600_000;
/** Two days ahead at noon in Bahrain (09:00 UTC): on the slot grid, within the bookable days. */
const slotStart = () => {
  const day = new Date(Date.now() + 48 * HOUR);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9));
};

/**
 * A retailer's shop (approved) with a product and an hourly entertainer in a category of their own, a
 * word only their names hold, and a customer with an address, a card and the product in the cart.
 */
async function scene() {
  const f = t.factories;
  const owner = await f.user({ role: 'retailer' });
  const word = `zq${randomUUID().slice(0, 6).replace(/\d/g, 'x')}`;
  const shop = await f.shop({ ownerUserId: owner.id, deliveryFeeFils: 1000 });
  const category = await f.category();
  const product = await f.listing({
    shopId: shop.id,
    categoryId: category.id,
    priceFils: 5000,
    nameEn: `Cake ${word}`,
  });
  const entertainer = await f.listing({
    shopId: shop.id,
    categoryId: category.id,
    kind: 'entertainment',
    capacity: 2,
    hourlyRateFils: 20000,
    nameEn: `Clown ${word}`,
  });
  const customer = await f.user({ role: 'customer' });
  const address = await f.address({ userId: customer.id });
  const method = await f.paymentMethod({
    userId: customer.id,
    token: `tgw_approved_${randomUUID().slice(0, 8)}`,
  });
  await f.productLine({ userId: customer.id, listingId: product.id, quantity: 2 });
  return { owner, shop, category, product, entertainer, word, customer, address, method };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const json = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as T;
};

/**
 * Every customer endpoint that shows or sells a listing, each answering whether `s`'s listings are
 * there (true) or not (false). A "not there" is the same answer as for a listing that never existed.
 */
const customerEndpoints: [string, (s: Scene) => Promise<boolean>][] = [
  [
    'the list (GET /api/items?categoryId)',
    async (s) =>
      (await json<ItemsResponse>(call(t.app, 'GET', `/api/items?categoryId=${s.category.id}`))).items.length >
      0,
  ],
  [
    "the shop's list (GET /api/items?shopId)",
    async (s) =>
      (await json<ItemsResponse>(call(t.app, 'GET', `/api/items?shopId=${s.shop.id}`))).items.length > 0,
  ],
  [
    'search (GET /api/items?q)',
    async (s) =>
      (await json<ItemsResponse>(call(t.app, 'GET', `/api/items?q=${s.word}`))).items.some(
        (i) => i.shopId === s.shop.id,
      ),
  ],
  [
    'the shops (GET /api/shops?categoryId)',
    async (s) =>
      (await json<ShopsResponse>(call(t.app, 'GET', `/api/shops?categoryId=${s.category.id}`))).shops.some(
        (r) => r.id === s.shop.id,
      ),
  ],
  [
    'the product page (GET /api/items/:id)',
    async (s) => expectFoundOr404(await call(t.app, 'GET', `/api/items/${s.product.id}`)),
  ],
  [
    'availability (GET /api/availability)',
    async (s) =>
      expectFoundOr404(
        await call(
          t.app,
          'GET',
          `/api/availability?listingId=${s.entertainer.id}&start=${slotStart().toISOString()}&hours=2`,
        ),
      ),
  ],
  [
    'cart add (POST /api/cart/items)',
    async (s) => {
      const other = await t.factories.user({ role: 'customer' });
      return expectFoundOr404(
        await call(t.app, 'POST', '/api/cart/items', { listingId: s.product.id }, { cookie: other.cookie }),
      );
    },
  ],
  [
    'a hold (POST /api/cart/holds)',
    async (s) => {
      const other = await t.factories.user({ role: 'customer' });
      const body = { listingId: s.entertainer.id, start: slotStart().toISOString(), hours: 2 };
      return expectFoundOr404(await call(t.app, 'POST', '/api/cart/holds', body, { cookie: other.cookie }));
    },
  ],
  [
    'placing an order of a line already in the cart (POST /api/checkout)',
    async (s) => {
      const preview = await json<CheckoutPreview>(
        call(t.app, 'GET', '/api/checkout', undefined, { cookie: s.customer.cookie }),
      );
      const body = placeRequestFor(preview, { addressId: s.address.id, methodId: s.method.id });
      const res = await call(t.app, 'POST', '/api/checkout', body, { cookie: s.customer.cookie });
      const placed = await t.db.select().from(orders).where(eq(orders.userId, s.customer.id));
      if (res.statusCode === 201) {
        expect(placed).toHaveLength(1);
        // Put the product back for the next round of the same scene.
        await t.factories.productLine({ userId: s.customer.id, listingId: s.product.id, quantity: 2 });
        await t.db.delete(orders).where(eq(orders.userId, s.customer.id));
        return true;
      }
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().error.code).toBe('ITEM_UNAVAILABLE');
      expect(placed).toEqual([]);
      return false;
    },
  ],
];

function expectFoundOr404(res: { statusCode: number; body: string; json(): { error?: { code: string } } }) {
  if (res.statusCode === 200 || res.statusCode === 201) return true;
  // A new cart line or hold of a suspended or paused shop's listing is refused: 409 SHOP_UNAVAILABLE.
  if (res.statusCode === 409) {
    expect(res.json().error?.code, res.body).toBe('SHOP_UNAVAILABLE');
    return false;
  }
  expect(res.statusCode, res.body).toBe(404);
  // A paused shop's product page says why (SHOP_PAUSED, below); everything else is simply not there.
  expect(['NOT_FOUND', 'SHOP_PAUSED']).toContain(res.json().error?.code);
  return false;
}

async function seenBy(s: Scene) {
  const seen: Record<string, boolean> = {};
  for (const [name, check] of customerEndpoints) seen[name] = await check(s);
  return seen;
}
const everywhere = (value: boolean) => Object.fromEntries(customerEndpoints.map(([name]) => [name, value]));

const hide: [string, (s: Scene) => Promise<unknown>][] = [
  ['pending', (s) => t.db.update(shops).set({ status: 'pending' }).where(eq(shops.id, s.shop.id))],
  ['rejected', (s) => t.db.update(shops).set({ status: 'rejected' }).where(eq(shops.id, s.shop.id))],
  [
    'suspended',
    async (s) => {
      const admin = await t.factories.user({ role: 'admin' });
      return json(
        call(
          t.app,
          'POST',
          `/api/admin/shops/${s.shop.id}/suspend`,
          { reason: 'Complaints' },
          { cookie: admin.cookie },
        ),
      );
    },
  ],
  [
    'paused by its owner',
    async (s) =>
      json(
        call(
          t.app,
          'POST',
          '/api/retailer/shop/pause',
          { reason: 'Eid holiday' },
          { cookie: s.owner.cookie },
        ),
      ),
  ],
];

describe('a shop customers may not see: its listings appear in no customer endpoint', () => {
  it('an approved, open shop is seen by every endpoint of the table (the table finds what is there)', async () => {
    expect(await seenBy(await scene())).toEqual(everywhere(true));
  });

  it.each(hide)('a %s shop is seen by none of them', async (_state, hideIt) => {
    const s = await scene();
    await hideIt(s);
    expect(await seenBy(s)).toEqual(everywhere(false));
  });

  it("tells a customer why a paused shop's product is not there, and until when; nothing of a shop not approved", async () => {
    const s = await scene();
    const until = new Date(Date.now() + 3 * 3_600_000);
    await json(
      call(
        t.app,
        'POST',
        '/api/retailer/shop/pause',
        { reason: 'Closed <b>for Eid</b>', until: until.toISOString() },
        { cookie: s.owner.cookie },
      ),
    );
    const paused = await call(t.app, 'GET', `/api/items/${s.product.id}`);
    expect(paused.statusCode).toBe(404);
    expect(paused.json().error).toMatchObject({
      code: 'SHOP_PAUSED',
      details: { reason: 'Closed for Eid', until: until.toISOString() },
    });
    await json(call(t.app, 'DELETE', '/api/retailer/shop/pause', undefined, { cookie: s.owner.cookie }));
    await t.db.update(shops).set({ status: 'pending' }).where(eq(shops.id, s.shop.id));
    const pending = await call(t.app, 'GET', `/api/items/${s.product.id}`);
    expect(pending.statusCode).toBe(404);
    expect(pending.json().error).toEqual({ code: 'NOT_FOUND', message: 'Product not found' });
  });

  it('refuses a new cart line or hold of a suspended or paused shop with 409 SHOP_UNAVAILABLE; of a shop never approved, 404', async () => {
    const customer = await t.factories.user({ role: 'customer' });
    const tryBoth = async (s: Scene) => {
      const line = await call(
        t.app,
        'POST',
        '/api/cart/items',
        { listingId: s.product.id },
        { cookie: customer.cookie },
      );
      const body = { listingId: s.entertainer.id, start: slotStart().toISOString(), hours: 2 };
      const hold = await call(t.app, 'POST', '/api/cart/holds', body, { cookie: customer.cookie });
      return [line, hold].map((r) => `${r.statusCode} ${r.json().error?.code}`);
    };
    for (const [state, hideIt] of hide) {
      const s = await scene();
      await hideIt(s);
      const expected =
        state === 'suspended' || state === 'paused by its owner' ? '409 SHOP_UNAVAILABLE' : '404 NOT_FOUND';
      expect(await tryBoth(s), state).toEqual([expected, expected]);
    }
    const missing = await call(
      t.app,
      'POST',
      '/api/cart/items',
      { listingId: randomUUID() },
      { cookie: customer.cookie },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('a hold placed before a suspension stays in the cart but is not checked out: 409 ITEM_UNAVAILABLE, no order', async () => {
    const s = await scene();
    const admin = await t.factories.user({ role: 'admin' });
    const customer = await t.factories.user({ role: 'customer' });
    const address = await t.factories.address({ userId: customer.id });
    const method = await t.factories.paymentMethod({
      userId: customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    });
    const hold = await t.factories.hold({
      userId: customer.id,
      listingId: s.entertainer.id,
      start: slotStart(),
      hours: 2,
    });
    // A product too: the preview then offers delivery days.
    await t.factories.productLine({ userId: customer.id, listingId: s.product.id, quantity: 1 });
    const preview = await json<CheckoutPreview>(
      call(t.app, 'GET', '/api/checkout', undefined, { cookie: customer.cookie }),
    );
    await json(
      call(
        t.app,
        'POST',
        `/api/admin/shops/${s.shop.id}/suspend`,
        { reason: 'Complaints' },
        { cookie: admin.cookie },
      ),
    );
    const cart = await json<{ groups: { items: { id: string }[] }[] }>(
      call(t.app, 'GET', '/api/cart', undefined, { cookie: customer.cookie }),
    );
    expect(cart.groups.flatMap((g) => g.items.map((i) => i.id))).toContain(hold.id);
    const body = placeRequestFor(preview, { addressId: address.id, methodId: method.id });
    const res = await call(t.app, 'POST', '/api/checkout', body, { cookie: customer.cookie });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('ITEM_UNAVAILABLE');
    expect(await t.db.select().from(orders).where(eq(orders.userId, customer.id))).toEqual([]);
  });

  it('a paused shop keeps its holds and its orders', async () => {
    const s = await scene();
    const hold = await t.factories.hold({
      userId: s.customer.id,
      listingId: s.entertainer.id,
      start: slotStart(),
      hours: 2,
    });
    const order = await t.factories.order({
      userId: s.customer.id,
      shopId: s.shop.id,
      listingId: s.product.id,
    });
    await json(
      call(t.app, 'POST', '/api/retailer/shop/pause', { reason: 'Stocktake' }, { cookie: s.owner.cookie }),
    );
    const cart = await json<{ groups: { items: { id: string }[] }[] }>(
      call(t.app, 'GET', '/api/cart', undefined, { cookie: s.customer.cookie }),
    );
    expect(cart.groups.flatMap((g) => g.items.map((i) => i.id))).toContain(hold.id);
    const mine = await call(t.app, 'GET', `/api/orders/${order.id}`, undefined, {
      cookie: s.customer.cookie,
    });
    expect(mine.statusCode).toBe(200);
  });

  it('reopening by hand brings everything back', async () => {
    const s = await scene();
    await json(
      call(t.app, 'POST', '/api/retailer/shop/pause', { reason: 'Eid' }, { cookie: s.owner.cookie }),
    );
    expect(await seenBy(s)).toEqual(everywhere(false));
    await json(call(t.app, 'DELETE', '/api/retailer/shop/pause', undefined, { cookie: s.owner.cookie }));
    expect(await seenBy(s)).toEqual(everywhere(true));
  });

  it('the reopening job brings a shop back once its pause has ended', async () => {
    const s = await scene();
    const until = new Date(Date.now() + HOUR);
    await json(
      call(
        t.app,
        'POST',
        '/api/retailer/shop/pause',
        { reason: 'Eid', until: until.toISOString() },
        { cookie: s.owner.cookie },
      ),
    );
    const repo = createShopsRepository(t.db);
    expect(await repo.reopenDue(new Date(until.getTime() - 1000))).not.toContain(s.shop.id);
    expect(await seenBy(s)).toEqual(everywhere(false));
    expect(await repo.reopenDue(until)).toContain(s.shop.id);
    expect(await seenBy(s)).toEqual(everywhere(true));
  });

  it('an admin approving a pending shop brings it out (unless its owner paused it)', async () => {
    const s = await scene();
    const admin = await t.factories.user({ role: 'admin' });
    await t.db.update(shops).set({ status: 'pending' }).where(eq(shops.id, s.shop.id));
    await json(
      call(t.app, 'POST', '/api/retailer/shop/pause', { reason: 'Not ready' }, { cookie: s.owner.cookie }),
    );
    await json(
      call(t.app, 'POST', `/api/admin/shops/${s.shop.id}/approve`, undefined, { cookie: admin.cookie }),
    );
    expect(await seenBy(s)).toEqual(everywhere(false));
    await json(call(t.app, 'DELETE', '/api/retailer/shop/pause', undefined, { cookie: s.owner.cookie }));
    expect(await seenBy(s)).toEqual(everywhere(true));
  });
});

describe("checkout uses the shop's fee and free-delivery threshold from the moment they are saved", () => {
  const preview = (s: Scene) =>
    json<CheckoutPreview>(call(t.app, 'GET', '/api/checkout', undefined, { cookie: s.customer.cookie }));
  const patch = (s: Scene, body: Partial<ShopRow> | Record<string, unknown>) =>
    json(call(t.app, 'PATCH', '/api/retailer/shop', body, { cookie: s.owner.cookie }));

  it('the preview shows a new fee, then free delivery over the threshold, at once', async () => {
    const s = await scene();
    // Two cakes at BD 5.000: BD 10.000 of products.
    expect((await preview(s)).totals).toMatchObject({
      subtotalFils: 10_000,
      deliveryFeeFils: 1000,
      totalFils: 11_000,
    });

    await patch(s, { deliveryFeeFils: 2500 });
    expect((await preview(s)).totals).toMatchObject({ deliveryFeeFils: 2500, totalFils: 12_500 });

    await patch(s, { freeDeliveryOverFils: 10_001 });
    expect((await preview(s)).totals).toMatchObject({ deliveryFeeFils: 2500, totalFils: 12_500 });

    await patch(s, { freeDeliveryOverFils: 10_000 });
    const free = await preview(s);
    expect(free.totals).toMatchObject({ deliveryFeeFils: 0, totalFils: 10_000 });
    expect(free.orders[0]!.totals.deliveryFeeFils).toBe(0);
  });

  it('placing what an older preview showed is refused with PRICE_CHANGED once the fee changed', async () => {
    const s = await scene();
    const before = await preview(s);
    await patch(s, { deliveryFeeFils: 3000 });
    const after = await preview(s);
    expect(after.pricesDigest).not.toBe(before.pricesDigest);
    const body = placeRequestFor(before, { addressId: s.address.id, methodId: s.method.id });
    const res = await call(
      t.app,
      'POST',
      '/api/checkout',
      { ...body, expectedTotalFils: before.totals.totalFils },
      {
        cookie: s.customer.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().error.code).toBe('PRICE_CHANGED');

    const placed = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(after, { addressId: s.address.id, methodId: s.method.id }),
      {
        cookie: s.customer.cookie,
      },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json().totals).toMatchObject({ deliveryFeeFils: 3000, totalFils: 13_000 });
  });
});
