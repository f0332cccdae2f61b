import {
  bahrainToUtc,
  type Cart,
  EXPIRED_HOLD_KEEP_HOURS,
  HOLD_MINUTES,
  MAX_CART_LINES,
  MAX_HOLDS_PER_LISTING,
  MAX_LIVE_HOLDS,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Builders } from '../../test-support/builders.js';
import { call, nextIp } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { bookings, cartItems } from './cart.schema.js';

/** The clock the cart reads; tests move it. 09:00 in Bahrain on 23 November 2026. */
let now = new Date('2026-11-23T06:00:00Z');
const t = useTestApp({ clock: () => now });

const tomorrowAt = (time: string) => bahrainToUtc('2026-11-24', time).toISOString();

let category: { id: string };
let retailer: { id: string };
beforeAll(async () => {
  category = await t.factories.category();
  retailer = await t.factories.shop({ nameEn: 'Sugar Pearl', nameAr: 'سكر اللؤلؤ' });
});

const product = (overrides: Partial<Parameters<Builders['listing']>[0]> = {}) =>
  t.factories.listing({ shopId: retailer.id, categoryId: category.id, kind: 'product', ...overrides });
const entertainer = (capacity = 1, hourlyRateFils = 25_000) =>
  t.factories.listing({
    shopId: retailer.id,
    categoryId: category.id,
    kind: 'entertainment',
    hourlyRateFils,
    capacity,
  });

/** A signed-in customer of their own (from the builders), as the `Cookie` header their browser sends. */
const customerCookie = async () => (await t.factories.user({ role: 'customer' })).cookie;

async function cartOf(cookie: string): Promise<Cart> {
  const res = await call(t.app, 'GET', '/api/cart', undefined, { cookie });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const hold = (
  cookie: string,
  listingId: string,
  start = tomorrowAt('18:00'),
  hours = 3,
  quantity = 1,
  ip = '127.0.0.1',
) => call(t.app, 'POST', '/api/cart/holds', { listingId, start, hours, quantity }, { cookie, ip });

describe('cart API', () => {
  it('needs a signed-in user for every cart route', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/items'],
      ['POST', '/api/cart/holds'],
      ['PATCH', '/api/cart/items/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/cart/items/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/cart/items/00000000-0000-4000-8000-000000000000/slot'],
    ] as const) {
      const res = await call(t.app, method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  it('adds a product, and adding it again increases the quantity; totals use the sale price', async () => {
    const cookie = await customerCookie();
    const cake = await product({ priceFils: 12_500, salePriceFils: 10_000, isOnSale: true });
    expect(
      (await call(t.app, 'POST', '/api/cart/items', { listingId: cake.id }, { cookie })).statusCode,
    ).toBe(201);
    const res = await call(t.app, 'POST', '/api/cart/items', { listingId: cake.id }, { cookie });
    expect(res.statusCode).toBe(201);
    const cart: Cart = res.json();
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]!.shop.name).toEqual({ en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' });
    expect(cart.groups[0]!.items).toEqual([
      expect.objectContaining({ listingId: cake.id, quantity: 2, unitPriceFils: 10_000, totalFils: 20_000 }),
    ]);
    expect(cart).toMatchObject({ itemCount: 2, totalFils: 20_000 });
  });

  it('ignores prices from the client and re-reads them from the database', async () => {
    const cookie = await customerCookie();
    const cake = await product({ priceFils: 7_000 });
    const res = await call(
      t.app,
      'POST',
      '/api/cart/items',
      { listingId: cake.id, quantity: 1, totalFils: 1, priceFils: 1 },
      { cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().totalFils).toBe(7_000);
  });

  it('refuses unknown, inactive and time-based items on the plain add path', async () => {
    const cookie = await customerCookie();
    const unknown = await call(
      t.app,
      'POST',
      '/api/cart/items',
      { listingId: '00000000-0000-4000-8000-000000000000' },
      { cookie },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Product not found');
    const hidden = await product({ isActive: false });
    expect(
      (await call(t.app, 'POST', '/api/cart/items', { listingId: hidden.id }, { cookie })).statusCode,
    ).toBe(404);
    const dj = await entertainer();
    const timed = await call(t.app, 'POST', '/api/cart/items', { listingId: dj.id }, { cookie });
    expect(timed.statusCode).toBe(400);
    expect(timed.json().error).toMatchObject({
      code: 'TIME_SLOT_REQUIRED',
      message: 'This item requires time slot selection. Please use the time slot picker.',
    });
  });

  it('changes quantities, removes at zero or less, and removes lines', async () => {
    const cookie = await customerCookie();
    const a = await product({ priceFils: 1_000 });
    const b = await product({ priceFils: 2_000 });
    await call(t.app, 'POST', '/api/cart/items', { listingId: a.id }, { cookie });
    await call(t.app, 'POST', '/api/cart/items', { listingId: b.id, quantity: 2 }, { cookie });
    const lineOf = (cart: Cart, listingId: string) =>
      cart.groups.flatMap((g) => g.items).find((i) => i.listingId === listingId);
    const lineA = lineOf(await cartOf(cookie), a.id)!;
    const lineB = lineOf(await cartOf(cookie), b.id)!;

    let res = await call(t.app, 'PATCH', `/api/cart/items/${lineA.id}`, { quantity: 5 }, { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ itemCount: 7, totalFils: 9_000 });

    res = await call(t.app, 'PATCH', `/api/cart/items/${lineA.id}`, { quantity: 0 }, { cookie });
    expect(lineOf(res.json(), a.id)).toBeUndefined();

    res = await call(t.app, 'DELETE', `/api/cart/items/${lineB.id}`, undefined, { cookie });
    expect(res.json()).toMatchObject({ groups: [], itemCount: 0, totalFils: 0 });
  });

  it("never shows or changes another user's lines", async () => {
    const owner = await customerCookie();
    const other = await customerCookie();
    const cake = await product();
    await call(t.app, 'POST', '/api/cart/items', { listingId: cake.id }, { cookie: owner });
    const line = (await cartOf(owner)).groups[0]!.items[0]!;
    expect((await cartOf(other)).itemCount).toBe(0);
    expect(
      (await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 3 }, { cookie: other }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `/api/cart/items/${line.id}`, undefined, { cookie: other })).statusCode,
    ).toBe(404);
    expect((await cartOf(owner)).itemCount).toBe(1);
  });

  it('holds a time-based item: hourly rate × hours × quantity, expiring 10 minutes after it was added', async () => {
    const cookie = await customerCookie();
    const bouncy = await entertainer(3, 15_000);
    const res = await hold(cookie, bouncy.id, tomorrowAt('18:00'), 3, 2);
    expect(res.statusCode).toBe(201);
    const item = (res.json() as Cart).groups[0]!.items[0]!;
    expect(item).toMatchObject({
      isTimeBased: true,
      quantity: 2,
      unitPriceFils: 15_000,
      totalFils: 90_000,
      slot: { start: tomorrowAt('18:00'), end: tomorrowAt('21:00'), hours: 3 },
      expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString(),
    });
  });

  it('refuses a hold beyond what is free, counting confirmed bookings and other holds', async () => {
    const [a, b] = [await customerCookie(), await customerCookie()];
    const tent = await entertainer(3);
    await t.factories.booking({ listingId: tent.id, start: new Date(tomorrowAt('17:00')), hours: 2 });
    expect((await hold(a, tent.id, tomorrowAt('18:00'), 2, 1)).statusCode).toBe(201);
    const over = await hold(b, tent.id, tomorrowAt('18:30'), 2, 2);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('SLOT_UNAVAILABLE');
    expect((await hold(b, tent.id, tomorrowAt('18:30'), 2, 1)).statusCode).toBe(201);

    const full = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${tent.id}&start=${tomorrowAt('18:00')}&hours=2`,
    );
    expect(full.json()).toEqual({
      availableQuantity: 0,
      maxCapacity: 3,
      currentBookings: 1,
      currentHolds: 2,
    });
    // A cancelled booking gives its unit back.
    await t.db.update(bookings).set({ status: 'cancelled' });
    const after = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${tent.id}&start=${tomorrowAt('18:00')}&hours=2`,
    );
    expect(after.json()).toMatchObject({ availableQuantity: 1, currentBookings: 0 });
  });

  it('checks the slot rules on the server: past, off-grid, too far ahead, bad duration, too many', async () => {
    const cookie = await customerCookie();
    const dj = await entertainer(2);
    const expectInvalid = async (res: Awaited<ReturnType<typeof hold>>, code: string) => {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.code).toBe(code);
    };
    await expectInvalid(
      await hold(cookie, dj.id, bahrainToUtc('2026-11-23', '08:30').toISOString()),
      'INVALID_TIME_SLOT',
    );
    await expectInvalid(await hold(cookie, dj.id, tomorrowAt('07:30')), 'INVALID_TIME_SLOT');
    await expectInvalid(await hold(cookie, dj.id, tomorrowAt('21:00')), 'INVALID_TIME_SLOT');
    await expectInvalid(
      await hold(cookie, dj.id, bahrainToUtc('2026-11-24', '18:15').toISOString()),
      'INVALID_TIME_SLOT',
    );
    await expectInvalid(
      await hold(cookie, dj.id, bahrainToUtc('2026-12-23', '10:00').toISOString()),
      'INVALID_TIME_SLOT',
    );
    await expectInvalid(await hold(cookie, dj.id, tomorrowAt('10:00'), 1), 'VALIDATION_FAILED');
    await expectInvalid(await hold(cookie, dj.id, tomorrowAt('10:00'), 13), 'VALIDATION_FAILED');
    await expectInvalid(await hold(cookie, dj.id, tomorrowAt('10:00'), 2, 3), 'VALIDATION_FAILED');
    // The last day offered is today + 29, and 20:30 is the last start time.
    expect(
      (await hold(cookie, dj.id, bahrainToUtc('2026-12-22', '20:30').toISOString(), 12)).statusCode,
    ).toBe(201);
  });

  it('holds are refused for bought products and unknown listings', async () => {
    const cookie = await customerCookie();
    const cake = await product();
    expect((await hold(cookie, cake.id)).json().error.code).toBe('VALIDATION_FAILED');
    expect((await hold(cookie, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('an hourly product is booked through a time slot', async () => {
    const cookie = await customerCookie();
    const machine = await product({ pricingType: 'hourly', hourlyRateFils: 8_000, priceFils: 0 });
    expect(
      (await call(t.app, 'POST', '/api/cart/items', { listingId: machine.id }, { cookie })).json().error.code,
    ).toBe('TIME_SLOT_REQUIRED');
    const res = await hold(cookie, machine.id, tomorrowAt('10:00'), 4);
    expect(res.statusCode).toBe(201);
    expect(res.json().totalFils).toBe(32_000);
  });

  it('a hold can grow only into free capacity, and shrink freely', async () => {
    const [a, b] = [await customerCookie(), await customerCookie()];
    const chairs = await entertainer(4);
    await hold(a, chairs.id, tomorrowAt('12:00'), 2, 2);
    await hold(b, chairs.id, tomorrowAt('12:00'), 2, 1);
    const line = (await cartOf(a)).groups[0]!.items[0]!;
    expect(
      (await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 3 }, { cookie: a })).statusCode,
    ).toBe(200);
    const tooMany = await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 4 }, { cookie: a });
    expect(tooMany.statusCode).toBe(409);
    const shrunk = await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 1 }, { cookie: a });
    expect(shrunk.json().itemCount).toBe(1);
  });

  it('a hold on a listing hidden since it was placed can still shrink and be removed, not grow', async () => {
    const cookie = await customerCookie();
    const band = await entertainer(3);
    await hold(cookie, band.id, tomorrowAt('14:00'), 2, 2);
    const line = (await cartOf(cookie)).groups[0]!.items[0]!;
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, band.id));
    const grow = await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 3 }, { cookie });
    expect(grow.statusCode).toBe(404);
    const shrink = await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 1 }, { cookie });
    expect(shrink.statusCode).toBe(200);
    expect(
      (await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 0 }, { cookie })).statusCode,
    ).toBe(200);
  });

  it('frozen clock: a hold still blocks at 9:59 and is free at 10:01; the sweep deletes it a day later', async () => {
    const start = new Date('2026-11-23T06:00:00Z');
    now = start;
    const [a, b] = [await customerCookie(), await customerCookie()];
    const magician = await entertainer(1);
    expect((await hold(a, magician.id, tomorrowAt('16:00'), 2)).statusCode).toBe(201);

    now = new Date(start.getTime() + 9 * 60_000 + 59_000);
    expect((await hold(b, magician.id, tomorrowAt('17:00'), 2)).statusCode).toBe(409);
    expect((await cartOf(a)).itemCount).toBe(1);

    now = new Date(start.getTime() + 10 * 60_000 + 1_000);
    expect((await cartOf(a)).itemCount).toBe(0);
    const availability = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${magician.id}&start=${tomorrowAt('16:00')}&hours=2`,
    );
    expect(availability.json()).toMatchObject({ availableQuantity: 1, currentHolds: 0 });
    expect((await hold(b, magician.id, tomorrowAt('17:00'), 2)).statusCode).toBe(201);

    // The lapsed row is kept (shown as expired, counting for nothing) until EXPIRED_HOLD_KEEP_HOURS on.
    const stored = await t.db.select().from(cartItems);
    expect(stored.some((r) => r.listingId === magician.id && r.expiresAt! <= now)).toBe(true);
    now = new Date(start.getTime() + (10 + EXPIRED_HOLD_KEEP_HOURS * 60) * 60_000 + 2_000);
    expect(await t.app.services.cart.cleanupExpired()).toBeGreaterThanOrEqual(1);
    const left = await t.db.select().from(cartItems);
    expect(left.some((r) => r.listingId === magician.id && r.expiresAt! <= start)).toBe(false);
    now = new Date('2026-11-23T06:00:00Z');
  });

  it('availability: public, validated, 404 for unknown listings', async () => {
    const dj = await entertainer(2);
    const ok = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${dj.id}&start=${tomorrowAt('10:00')}&hours=2`,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ availableQuantity: 2, maxCapacity: 2, currentBookings: 0, currentHolds: 0 });
    const bad = await call(t.app, 'GET', `/api/availability?listingId=${dj.id}&start=tomorrow&hours=2`);
    expect(bad.statusCode).toBe(400);
    const unknown = await call(
      t.app,
      'GET',
      `/api/availability?listingId=00000000-0000-4000-8000-000000000000&start=${tomorrowAt('10:00')}&hours=2`,
    );
    expect(unknown.statusCode).toBe(404);
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, dj.id));
    const hidden = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${dj.id}&start=${tomorrowAt('10:00')}&hours=2`,
    );
    expect(hidden.statusCode).toBe(404);
  });
});

/** Issue 26 (2): a lapsed hold stays in the cart, marked expired, and a time can be picked for it again. */
describe('expired holds', () => {
  const MINUTE = 60_000;
  const T0 = new Date('2026-11-23T06:00:00Z');
  const lines = (cart: Cart) => cart.groups.flatMap((g) => g.items);
  const rehold = (cookie: string, id: string, start: string, hours = 2, quantity = 1, ip = nextIp()) =>
    call(t.app, 'PUT', `/api/cart/items/${id}/slot`, { start, hours, quantity }, { cookie, ip });
  const availability = async (listingId: string, start: string, hours = 2) =>
    (
      await call(t.app, 'GET', `/api/availability?listingId=${listingId}&start=${start}&hours=${hours}`)
    ).json();

  it('keeps a lapsed hold in the cart, counted in no total, no cap and no capacity; rebooks the same line', async () => {
    now = T0;
    const [a, b] = [await customerCookie(), await customerCookie()];
    const magician = await entertainer(1, 25_000);
    expect((await hold(a, magician.id, tomorrowAt('16:00'), 3, 1)).statusCode).toBe(201);
    const held = lines(await cartOf(a))[0]!;

    now = new Date(T0.getTime() + HOLD_MINUTES * MINUTE + 1_000);
    const lapsed = await cartOf(a);
    expect(lines(lapsed)).toHaveLength(1);
    const line = lines(lapsed)[0]!;
    expect(line.id).toBe(held.id);
    expect(Date.parse(line.expiresAt!)).toBeLessThanOrEqual(Date.parse(lapsed.serverTime));
    expect(line.slot).toEqual(held.slot);
    expect(line.totalFils).toBe(75_000);
    expect(lapsed).toMatchObject({ itemCount: 0, totalFils: 0 });
    expect(lapsed.groups[0]!.subtotalFils).toBe(0);
    // No capacity: the slot is free for anyone, and another customer takes it.
    expect(await availability(magician.id, tomorrowAt('16:00'), 3)).toMatchObject({
      availableQuantity: 1,
      currentHolds: 0,
    });
    expect((await hold(b, magician.id, tomorrowAt('17:00'), 2)).statusCode).toBe(201);
    // Its quantity can't be changed while it is expired.
    expect(
      (await call(t.app, 'PATCH', `/api/cart/items/${line.id}`, { quantity: 1 }, { cookie: a })).statusCode,
    ).toBe(404);

    // Picking the same time again: taken meanwhile, refused as a new hold would be; the line stays expired.
    const taken = await rehold(a, line.id, tomorrowAt('16:00'), 3);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('SLOT_UNAVAILABLE');
    expect((await cartOf(a)).itemCount).toBe(0);

    // Another time: the same line, its new span and quantity, held for another 10 minutes.
    const rebooked = await rehold(a, line.id, tomorrowAt('19:00'), 2);
    expect(rebooked.statusCode, rebooked.body).toBe(200);
    const cart: Cart = rebooked.json();
    expect(lines(cart).map((l) => l.id)).toEqual([line.id]);
    expect(lines(cart)[0]).toMatchObject({
      slot: { start: tomorrowAt('19:00'), hours: 2 },
      expiresAt: new Date(now.getTime() + HOLD_MINUTES * MINUTE).toISOString(),
      totalFils: 50_000,
    });
    expect(cart).toMatchObject({ itemCount: 1, totalFils: 50_000 });
    expect(await availability(magician.id, tomorrowAt('19:00'))).toMatchObject({
      availableQuantity: 0,
      currentHolds: 1,
    });
    // And B can't have it now.
    expect((await hold(b, magician.id, tomorrowAt('19:30'), 2)).statusCode).toBe(409);
    now = T0;
  });

  it('rebooks within the caps (the line itself takes its own place), and only hold lines', async () => {
    now = T0;
    const cookie = await customerCookie();
    const ip = nextIp();
    const band = await entertainer(10);
    for (const time of ['10:00', '12:00', '14:00']) {
      expect((await hold(cookie, band.id, tomorrowAt(time), 2, 1, ip)).statusCode).toBe(201);
    }
    const [first] = lines(await cartOf(cookie));
    // A live line moved to another time: not a fourth hold.
    expect((await rehold(cookie, first!.id, tomorrowAt('16:00'), 2, 2, ip)).statusCode).toBe(200);
    now = new Date(T0.getTime() + (HOLD_MINUTES + 1) * MINUTE);
    // All three lapsed; three new ones take the listing's places; the lapsed one can't be a fourth.
    for (const time of ['08:00', '09:00', '10:00']) {
      expect((await hold(cookie, band.id, tomorrowAt(time), 2, 1, ip)).statusCode).toBe(201);
    }
    const over = await rehold(cookie, first!.id, tomorrowAt('16:00'), 2, 1, ip);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('HOLD_LIMIT');
    // A product line has no time to pick; a removed line is not found.
    const cake = await product();
    await call(t.app, 'POST', '/api/cart/items', { listingId: cake.id }, { cookie });
    const productLine = lines(await cartOf(cookie)).find((l) => !l.isTimeBased)!;
    expect((await rehold(cookie, productLine.id, tomorrowAt('16:00'))).statusCode).toBe(400);
    // An expired line can be removed (the three first holds have all lapsed, the moved one too).
    const expired = lines(await cartOf(cookie)).filter(
      (l) => l.expiresAt && Date.parse(l.expiresAt) <= now.getTime(),
    );
    expect(expired).toHaveLength(3);
    const removed = await call(t.app, 'DELETE', `/api/cart/items/${expired[0]!.id}`, undefined, { cookie });
    expect(removed.statusCode).toBe(200);
    expect((await rehold(cookie, expired[0]!.id, tomorrowAt('18:00'))).statusCode).toBe(404);
    now = T0;
  });

  it(`sweeps an expired line ${EXPIRED_HOLD_KEEP_HOURS} hours after it lapsed, not before`, async () => {
    now = T0;
    const cookie = await customerCookie();
    const magician = await entertainer(1);
    expect((await hold(cookie, magician.id, tomorrowAt('12:00'), 2)).statusCode).toBe(201);
    const lapse = T0.getTime() + HOLD_MINUTES * MINUTE;

    now = new Date(lapse + EXPIRED_HOLD_KEEP_HOURS * 60 * MINUTE - MINUTE);
    await t.app.services.cart.cleanupExpired();
    expect(lines(await cartOf(cookie))).toHaveLength(1);

    now = new Date(lapse + EXPIRED_HOLD_KEEP_HOURS * 60 * MINUTE + MINUTE);
    expect(lines(await cartOf(cookie))).toHaveLength(0);
    expect(await t.app.services.cart.cleanupExpired()).toBeGreaterThanOrEqual(1);
    const stored = await t.db.select().from(cartItems).where(eq(cartItems.listingId, magician.id));
    expect(stored).toHaveLength(0);
    now = T0;
  });
});

/** Issue 21 (3): one account cannot hold a listing's month. */
describe('cart caps and the hold rate limit', () => {
  /** Start times tomorrow, half an hour apart: spans of 2 hours that overlap but fit a roomy listing. */
  const startAt = (i: number) => bahrainToUtc('2026-11-24', '08:00').getTime() + i * 30 * 60_000;
  const at = (i: number) => new Date(startAt(i)).toISOString();
  const lineCount = async (cookie: string) =>
    (await cartOf(cookie)).groups.reduce((n, g) => n + g.items.length, 0);

  it(`refuses a ${MAX_HOLDS_PER_LISTING + 1}th live hold on one listing (HOLD_LIMIT); a removed or lapsed one frees its place`, async () => {
    const start = new Date('2026-11-23T06:00:00Z');
    now = start;
    const cookie = await customerCookie();
    const ip = nextIp();
    const band = await entertainer(10);
    for (let i = 0; i < MAX_HOLDS_PER_LISTING; i++) {
      expect((await hold(cookie, band.id, at(i), 2, 1, ip)).statusCode).toBe(201);
    }
    const fourth = await hold(cookie, band.id, at(5), 2, 1, ip);
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().error.code).toBe('HOLD_LIMIT');
    expect(await lineCount(cookie)).toBe(MAX_HOLDS_PER_LISTING);
    // Another listing is another count; another customer has their own.
    expect((await hold(cookie, (await entertainer(10)).id, at(5), 2, 1, ip)).statusCode).toBe(201);
    expect((await hold(await customerCookie(), band.id, at(5), 2, 1, ip)).statusCode).toBe(201);

    const first = (await cartOf(cookie)).groups[0]!.items.find((i) => i.listingId === band.id)!;
    await call(t.app, 'DELETE', `/api/cart/items/${first.id}`, undefined, { cookie });
    expect((await hold(cookie, band.id, at(5), 2, 1, ip)).statusCode).toBe(201);
    expect((await hold(cookie, band.id, at(6), 2, 1, ip)).json().error.code).toBe('HOLD_LIMIT');
    // Lapsed holds count for nothing.
    now = new Date(start.getTime() + (HOLD_MINUTES + 1) * 60_000);
    expect((await hold(cookie, band.id, at(6), 2, 1, ip)).statusCode).toBe(201);
    now = start;
  });

  it(`refuses a ${MAX_LIVE_HOLDS + 1}st live hold overall (HOLD_LIMIT)`, async () => {
    const cookie = await customerCookie();
    const ip = nextIp();
    const stages = await Promise.all(
      Array.from({ length: Math.ceil(MAX_LIVE_HOLDS / MAX_HOLDS_PER_LISTING) }, () => entertainer(5)),
    );
    for (let i = 0; i < MAX_LIVE_HOLDS; i++) {
      const res = await hold(cookie, stages[i % stages.length]!.id, at(i), 2, 1, ip);
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await hold(cookie, (await entertainer(5)).id, at(0), 2, 1, ip);
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('HOLD_LIMIT');
    expect(await lineCount(cookie)).toBe(MAX_LIVE_HOLDS);
  });

  it(`refuses a ${MAX_CART_LINES + 1}st cart line (CART_LIMIT), product or hold; more of a product already there is fine`, async () => {
    const cookie = await customerCookie();
    const ids = await t.factories.listings(
      Array.from({ length: MAX_CART_LINES + 1 }, () => ({
        shopId: retailer.id,
        categoryId: category.id,
        kind: 'product' as const,
      })),
    );
    for (const id of ids.slice(0, MAX_CART_LINES)) {
      const res = await call(t.app, 'POST', '/api/cart/items', { listingId: id }, { cookie });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await call(t.app, 'POST', '/api/cart/items', { listingId: ids.at(-1) }, { cookie });
    expect(over.statusCode).toBe(409);
    expect(over.json().error.code).toBe('CART_LIMIT');
    const slot = await hold(cookie, (await entertainer(2)).id, at(0), 2, 1, nextIp());
    expect(slot.statusCode).toBe(409);
    expect(slot.json().error.code).toBe('CART_LIMIT');
    const more = await call(t.app, 'POST', '/api/cart/items', { listingId: ids[0] }, { cookie });
    expect(more.statusCode).toBe(201);
    expect(await lineCount(cookie)).toBe(MAX_CART_LINES);
    expect((await cartOf(cookie)).itemCount).toBe(MAX_CART_LINES + 1);
  });

  it('limits hold placement per account: the 31st in 10 minutes is RATE_LIMITED with Retry-After, from any address', async () => {
    const cookie = await customerCookie();
    const dj = await entertainer(2);
    // Thirty placed and removed again: the caps never bite, the rate does.
    for (let i = 0; i < 30; i++) {
      const res = await hold(cookie, dj.id, at(i % 20), 2, 1, nextIp());
      expect(res.statusCode, res.body).toBe(201);
      const line = (res.json() as Cart).groups[0]!.items[0]!;
      await call(t.app, 'DELETE', `/api/cart/items/${line.id}`, undefined, { cookie });
    }
    const limited = await hold(cookie, dj.id, at(0), 2, 1, nextIp());
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await lineCount(cookie)).toBe(0);
    // Another account is not held back by this one.
    expect((await hold(await customerCookie(), dj.id, at(0), 2, 1, nextIp())).statusCode).toBe(201);
  });

  it('limits hold placement per address: the 61st attempt from one address in 10 minutes is refused, whoever sends it', async () => {
    const ip = nextIp();
    const cake = await product();
    // Every attempt counts, a refused one too (a bought product is not held): three accounts × 20.
    for (let a = 0; a < 3; a++) {
      const cookie = await customerCookie();
      for (let i = 0; i < 20; i++) {
        expect((await hold(cookie, cake.id, at(0), 2, 1, ip)).statusCode).toBe(400);
      }
    }
    const fresh = await customerCookie();
    const limited = await hold(fresh, (await entertainer(2)).id, at(0), 2, 1, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
