import type { ItemsResponse, ShopPageResponse, ShopsResponse } from '@haflah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The app's clock, moved by the tests: 10:00 in Bahrain on some day (07:00 UTC), windows still open. */
const start = new Date(Math.floor(Date.now() / DAY) * DAY + 7 * HOUR);
let now = start;
// The catalogue's cache on, as in production: an offer that starts or ends by the clock must still show.
const t = useTestApp({ clock: () => now, config: { CATALOGUE_CACHE: true } });

async function get<T>(url: string): Promise<T> {
  const res = await call(t.app, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const shopIn = async (categoryId: string, id: string) =>
  (await get<ShopsResponse>(`/api/shops?categoryId=${categoryId}`)).shops.find((s) => s.id === id);
const settle = () => new Promise((r) => setTimeout(r, 300));

let categoryId: string;
beforeAll(async () => {
  categoryId = (await t.factories.category()).id;
});

async function shopSelling(overrides: Parameters<typeof t.factories.shop>[0] = {}) {
  const shop = await t.factories.shop(overrides);
  const listing = await t.factories.listing({ shopId: shop.id, categoryId });
  return { shop, listing };
}

describe('the shop card’s offer is the shop’s own', () => {
  it('a running offer in every shop list (Retailers, the shop page, search), none without; by the clock', async () => {
    const { shop: running } = await shopSelling({ nameEn: 'Zanzibar Balloons' });
    const { shop: plain } = await shopSelling();
    const { shop: later } = await shopSelling();
    await t.factories.shopOffer({
      shopId: running.id,
      percent: 30,
      capFils: 20_000,
      startsAt: new Date(start.getTime() - DAY),
      endsAt: new Date(start.getTime() + 7 * DAY),
    });
    await t.factories.shopOffer({
      shopId: later.id,
      percent: 15,
      capFils: 5_000,
      minOrderFils: 10_000,
      firstOrderOnly: true,
      startsAt: new Date(start.getTime() + 2 * DAY),
      endsAt: new Date(start.getTime() + 9 * DAY),
    });
    await settle();
    const note = { percent: 30, capFils: 20_000, minOrderFils: null, firstOrderOnly: false };
    expect((await shopIn(categoryId, running.id))?.offer).toEqual(note);
    expect((await shopIn(categoryId, plain.id))?.offer).toBeNull();
    expect((await shopIn(categoryId, later.id))?.offer).toBeNull();
    expect((await get<ShopPageResponse>(`/api/shops/${running.id}`)).shop.offer).toEqual(note);
    expect((await get<ShopPageResponse>(`/api/shops/${plain.id}`)).shop.offer).toBeNull();
    const search = await get<ItemsResponse>('/api/items?q=zanzibar%20balloons');
    expect(search.shops?.find((s) => s.id === running.id)?.offer).toEqual(note);

    // Two days on, with no write at all: the upcoming one runs, in the kept answer too.
    now = new Date(start.getTime() + 2 * DAY + HOUR);
    expect((await shopIn(categoryId, later.id))?.offer).toEqual({
      percent: 15,
      capFils: 5_000,
      minOrderFils: 10_000,
      firstOrderOnly: true,
    });
    // A week on: the first has ended.
    now = new Date(start.getTime() + 7 * DAY);
    expect((await shopIn(categoryId, running.id))?.offer).toBeNull();
    expect((await get<ShopPageResponse>(`/api/shops/${running.id}`)).shop.offer).toBeNull();
    now = start;
  });

  it('an offer the shop creates or ends reaches customers’ kept lists at once', async () => {
    const owner: BuiltUser = await t.factories.user({ role: 'retailer' });
    const { shop } = await shopSelling({ ownerUserId: owner.id });
    await settle();
    expect((await shopIn(categoryId, shop.id))?.offer).toBeNull();
    const created = await call(
      t.app,
      'POST',
      '/api/retailer/offers',
      {
        percent: 20,
        capFils: 10_000,
        startsAt: now.toISOString(),
        endsAt: new Date(now.getTime() + DAY).toISOString(),
      },
      { cookie: owner.cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    await settle();
    expect((await shopIn(categoryId, shop.id))?.offer).toMatchObject({ percent: 20, capFils: 10_000 });

    now = new Date(start.getTime() + HOUR);
    const id = (created.json() as { id: string }).id;
    const ended = await call(t.app, 'POST', `/api/retailer/offers/${id}/end`, {}, { cookie: owner.cookie });
    expect(ended.statusCode, ended.body).toBe(200);
    await settle();
    expect((await shopIn(categoryId, shop.id))?.offer).toBeNull();
    now = start;
  });
});

describe('Hot Deals and Express are true', () => {
  it('Hot Deals: items really on sale and items of shops running an offer, best discount first', async () => {
    const { shop } = await shopSelling();
    const halfOff = await t.factories.listing({
      shopId: shop.id,
      categoryId,
      priceFils: 10_000,
      salePriceFils: 5_000,
      isOnSale: true,
    });
    const tenOff = await t.factories.listing({
      shopId: shop.id,
      categoryId,
      priceFils: 10_000,
      salePriceFils: 9_000,
      isOnSale: true,
    });
    // A sale price not switched on: no deal (a sale price must be below the price: the database says so).
    const notOn = await t.factories.listing({
      shopId: shop.id,
      categoryId,
      priceFils: 10_000,
      salePriceFils: 1_000,
      isOnSale: false,
    });
    const { shop: offering, listing: offered } = await shopSelling();
    await t.factories.shopOffer({
      shopId: offering.id,
      percent: 25,
      startsAt: new Date(start.getTime() - DAY),
      endsAt: new Date(start.getTime() + DAY),
    });
    const ids = (await get<ItemsResponse>('/api/deals')).items.map((i) => i.id);
    expect(ids).toContain(halfOff.id);
    expect(ids.indexOf(halfOff.id)).toBeLessThan(ids.indexOf(offered.id));
    expect(ids.indexOf(offered.id)).toBeLessThan(ids.indexOf(tenOff.id));
    expect(ids).not.toContain(notOn.id);
    // Once the offer has ended, its shop's items are no deal.
    now = new Date(start.getTime() + 2 * DAY);
    expect((await get<ItemsResponse>('/api/deals')).items.map((i) => i.id)).not.toContain(offered.id);
    now = start;
  });

  it('Express: products of open shops delivering in under 2 hours, while today can still be delivered', async () => {
    const { shop: quick, listing: product } = await shopSelling({ deliveryMinutes: 45 });
    const booked = await t.factories.listing({ shopId: quick.id, categoryId, kind: 'entertainment' });
    const hourlyProduct = await t.factories.listing({ shopId: quick.id, categoryId, pricingType: 'hourly' });
    const { listing: slow } = await shopSelling({ deliveryMinutes: 180 });
    const { listing: atTheEdge } = await shopSelling({ deliveryMinutes: 120 });
    const closedAllWeek = Array.from({ length: 7 }, () => null);
    const { listing: closed } = await shopSelling({ deliveryMinutes: 30, openingHours: closedAllWeek });
    const allDay = Array.from({ length: 7 }, () => ({ opens: '08:00', closes: '22:00' }));
    const { listing: open } = await shopSelling({ deliveryMinutes: 30, openingHours: allDay });

    const ids = (await get<ItemsResponse>('/api/express')).items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([product.id, open.id]));
    for (const out of [booked.id, hourlyProduct.id, slow.id, atTheEdge.id, closed.id])
      expect(ids).not.toContain(out);

    // 17:00 in Bahrain: the last window (18–21) needs 2 hours' notice, so nothing arrives today.
    now = new Date(start.getTime() + 7 * HOUR);
    expect((await get<ItemsResponse>('/api/express')).items).toEqual([]);
    now = start;
  });
});
