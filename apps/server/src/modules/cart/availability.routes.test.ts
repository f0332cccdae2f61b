import { randomUUID } from 'node:crypto';
import {
  bahrainDate,
  bahrainToUtc,
  type CheckoutPreview,
  type OpeningHours,
  type PlaceOrderRequest,
  type SlotStarts,
  START_TIMES,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Builders } from '../../test-support/builders.js';
import { call, expectError, nextIp } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { shops } from '../shops/shops.schema.js';
import { blocks } from './cart.schema.js';

/**
 * Issue 27 points 2–3 through HTTP: a listing's notice, how far ahead it may be booked, its shop's
 * opening hours, its buffers and the shop's blocks, on a hold, a re-hold, at checkout, and in the
 * time-slot dialog's day of start times. 09:00 in Bahrain on Monday 23 November 2026.
 */
const now = new Date('2026-11-23T06:00:00Z');
const t = useTestApp({ clock: () => now });

const TODAY = '2026-11-23';
const TOMORROW = '2026-11-24';
const at = (date: string, time: string) => bahrainToUtc(date, time).toISOString();

let category: { id: string };
beforeAll(async () => {
  category = await t.factories.category();
});

type ListingValues = Partial<Parameters<Builders['listing']>[0]>;
async function scene(values: ListingValues = {}, hours: OpeningHours | null = null) {
  const retailer = await t.factories.user({ role: 'retailer' });
  const shop = await t.factories.shop({ ownerUserId: retailer.id, openingHours: hours });
  const listing = await t.factories.listing({
    shopId: shop.id,
    categoryId: category.id,
    kind: 'entertainment',
    capacity: 1,
    ...values,
  });
  const customer = await t.factories.user({ role: 'customer' });
  return { shop, listing, customer };
}
type Scene = Awaited<ReturnType<typeof scene>>;

const hold = (s: Scene, start: string, hours = 2) =>
  call(
    t.app,
    'POST',
    '/api/cart/holds',
    { listingId: s.listing.id, start, hours, quantity: 1 },
    { cookie: s.customer.cookie, ip: nextIp() },
  );
const startsOf = async (listingId: string, date: string, hours = 2, quantity = 1) => {
  const res = await call(
    t.app,
    'GET',
    `/api/availability/starts?listingId=${listingId}&date=${date}&hours=${hours}&quantity=${quantity}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SlotStarts;
};
const reasonAt = (starts: SlotStarts, time: string) => starts.starts.find((s) => s.time === time)?.reason;

/** Open 16:00–01:00 every day but Tuesday (closed); Monday 16:00–01:00 runs into Tuesday. */
const EVENINGS: OpeningHours = [
  { opens: '16:00', closes: '01:00' },
  { opens: '16:00', closes: '01:00' },
  null,
  { opens: '16:00', closes: '01:00' },
  { opens: '16:00', closes: '01:00' },
  { opens: '16:00', closes: '01:00' },
  { opens: '16:00', closes: '01:00' },
];

describe('a listing’s own time rules on POST /api/cart/holds', () => {
  it('SLOT_TOO_SOON inside the minimum notice, accepted just past it', async () => {
    const s = await scene({ minNoticeMinutes: 24 * 60 });
    expectError(await hold(s, at(TOMORROW, '08:30')), 422, 'SLOT_TOO_SOON');
    expect((await hold(s, at(TOMORROW, '09:00'))).statusCode).toBe(201);
  });

  it('SLOT_TOO_FAR beyond how far ahead it may be booked (today counts as the first day)', async () => {
    const s = await scene({ maxAdvanceDays: 2 });
    expectError(await hold(s, at('2026-11-25', '10:00')), 422, 'SLOT_TOO_FAR');
    expect((await hold(s, at(TOMORROW, '10:00'))).statusCode).toBe(201);
  });

  it('SLOT_OUTSIDE_HOURS for a start when the shop is closed; a closed day; hours past midnight', async () => {
    const s = await scene({ capacity: 3 }, EVENINGS);
    expectError(await hold(s, at(TODAY, '15:30')), 422, 'SLOT_OUTSIDE_HOURS');
    expect((await hold(s, at(TODAY, '16:00'))).statusCode).toBe(201);
    // Tuesday is closed: no start of the grid is in its hours (Monday's run only to 01:00).
    expectError(await hold(s, at(TOMORROW, '18:00')), 422, 'SLOT_OUTSIDE_HOURS');
    expect((await hold(s, at('2026-11-25', '20:30'))).statusCode).toBe(201);
  });

  it('the same codes when a time is picked again for a line', async () => {
    const s = await scene({ minNoticeMinutes: 12 * 60 });
    const placed = await hold(s, at(TOMORROW, '10:00'));
    expect(placed.statusCode).toBe(201);
    const id = placed.json().groups[0].items[0].id;
    const rehold = await call(
      t.app,
      'PUT',
      `/api/cart/items/${id}/slot`,
      { start: at(TODAY, '20:00'), hours: 2, quantity: 1 },
      { cookie: s.customer.cookie, ip: nextIp() },
    );
    expectError(rehold, 422, 'SLOT_TOO_SOON');
  });

  it('buffers: a hold inside another booking’s buffer is refused, one past it is placed', async () => {
    const s = await scene({ bufferBeforeMinutes: 30, bufferAfterMinutes: 60 });
    await t.factories.booking({ listingId: s.listing.id, start: new Date(at(TOMORROW, '10:00')), hours: 2 });
    // 12:00 end + 60 after + 30 before: the next start on the one unit is 13:30.
    expectError(await hold(s, at(TOMORROW, '13:00')), 409, 'SLOT_UNAVAILABLE');
    // Before it: 08:00–10:00 is busy to 11:00, into the booking's busy 09:30–13:00.
    expectError(await hold(s, at(TOMORROW, '08:00')), 409, 'SLOT_UNAVAILABLE');
    expect((await hold(s, at(TOMORROW, '13:30'))).statusCode).toBe(201);
  });

  it('blocks: the listing’s and its shop’s, not another listing’s', async () => {
    const s = await scene({ capacity: 5 });
    const sibling = await t.factories.listing({ shopId: s.shop.id, categoryId: category.id, kind: 'rental' });
    await t.db.insert(blocks).values([
      {
        shopId: s.shop.id,
        listingId: s.listing.id,
        startsAt: new Date(at(TOMORROW, '12:00')),
        endsAt: new Date(at(TOMORROW, '14:00')),
      },
      {
        shopId: s.shop.id,
        listingId: null,
        startsAt: new Date(at(TOMORROW, '18:00')),
        endsAt: new Date(at(TOMORROW, '23:00')),
      },
      {
        shopId: s.shop.id,
        listingId: sibling.id,
        startsAt: new Date(at(TOMORROW, '08:00')),
        endsAt: new Date(at(TOMORROW, '11:00')),
      },
    ]);
    expectError(await hold(s, at(TOMORROW, '13:30')), 409, 'SLOT_UNAVAILABLE');
    expectError(await hold(s, at(TOMORROW, '17:00')), 409, 'SLOT_UNAVAILABLE');
    expect((await hold(s, at(TOMORROW, '08:00'))).statusCode).toBe(201);
    expect((await hold(s, at(TOMORROW, '14:00'))).statusCode).toBe(201);
    const res = await call(
      t.app,
      'GET',
      `/api/availability?listingId=${s.listing.id}&start=${at(TOMORROW, '20:00')}&hours=2`,
    );
    expect(res.json()).toEqual({
      maxCapacity: 5,
      currentBookings: 0,
      currentHolds: 0,
      availableQuantity: 0,
      blocked: true,
    });
  });
});

describe('GET /api/availability/starts', () => {
  it('marks every start of the day: too soon, closed, full (booked, buffered or blocked), free', async () => {
    const s = await scene({ minNoticeMinutes: 8 * 60, bufferAfterMinutes: 30, maxAdvanceDays: 5 }, EVENINGS);
    await t.factories.booking({ listingId: s.listing.id, start: new Date(at(TODAY, '18:00')), hours: 2 });
    await t.db.insert(blocks).values({
      shopId: s.shop.id,
      listingId: null,
      startsAt: new Date(at(TODAY, '20:00')),
      endsAt: new Date(at(TODAY, '20:45')),
    });
    const day = await startsOf(s.listing.id, TODAY);
    expect(day.date).toBe(TODAY);
    expect(day.dates).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']);
    expect(day.starts.map((x) => x.time)).toEqual(START_TIMES);
    // 09:00 + 8 h notice: starts before 17:00 are too soon (the shop is closed then too: soon wins).
    expect(reasonAt(day, '16:30')).toBe('too_soon');
    // 17:00–19:00 + 30 after reaches the 18:00 booking; 16:00-ish too soon; 20:00 on is blocked.
    expect(reasonAt(day, '17:00')).toBe('full');
    expect(reasonAt(day, '19:30')).toBe('full');
    expect(reasonAt(day, '20:30')).toBe('full');
    // Tomorrow (Tuesday) is closed all day; the day after is open from 16:00.
    expect((await startsOf(s.listing.id, TOMORROW)).starts.every((x) => x.reason === 'closed')).toBe(true);
    const wed = await startsOf(s.listing.id, '2026-11-25');
    expect(reasonAt(wed, '15:30')).toBe('closed');
    expect(wed.starts.find((x) => x.time === '16:00')).toMatchObject({ reason: null, availableQuantity: 1 });
    expect((await startsOf(s.listing.id, '2026-11-28')).starts.every((x) => x.reason === 'too_far')).toBe(
      true,
    );
  });

  it('agrees with a hold at each start: accepted exactly where it says null', async () => {
    const s = await scene({ capacity: 2, bufferBeforeMinutes: 15, bufferAfterMinutes: 45 });
    await t.factories.booking({
      listingId: s.listing.id,
      start: new Date(at(TOMORROW, '11:00')),
      hours: 3,
      quantity: 2,
    });
    await t.db.insert(blocks).values({
      shopId: s.shop.id,
      listingId: s.listing.id,
      startsAt: new Date(at(TOMORROW, '17:00')),
      endsAt: new Date(at(TOMORROW, '18:00')),
    });
    const day = await startsOf(s.listing.id, TOMORROW, 3, 2);
    for (const start of day.starts) {
      const res = await call(
        t.app,
        'GET',
        `/api/availability?listingId=${s.listing.id}&start=${start.start}&hours=3`,
      );
      expect(res.json().availableQuantity, start.time).toBe(start.availableQuantity);
      expect(start.reason === null, start.time).toBe(start.availableQuantity >= 2);
    }
    // The booking's busy 10:45–14:45 and the block 17:00–18:00 against each start's busy S−0:15 to S+3:45.
    expect(day.starts.filter((x) => x.reason === null).map((x) => x.time)).toEqual([
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
    ]);
    expectError(await hold(s, at(TOMORROW, '18:00'), 3), 409, 'SLOT_UNAVAILABLE');
    expect((await hold(s, at(TOMORROW, '18:30'), 3)).statusCode).toBe(201);
  });

  it('is public; 404 for a listing customers can’t see; 400 for a bad date', async () => {
    const s = await scene();
    expect((await startsOf(s.listing.id, TOMORROW)).maxCapacity).toBe(1);
    const unknown = await call(
      t.app,
      'GET',
      `/api/availability/starts?listingId=${randomUUID()}&date=${TOMORROW}&hours=2`,
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call(
      t.app,
      'GET',
      `/api/availability/starts?listingId=${s.listing.id}&date=tomorrow&hours=2`,
    );
    expect(bad.statusCode).toBe(400);
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, s.listing.id));
    expect(
      (
        await call(
          t.app,
          'GET',
          `/api/availability/starts?listingId=${s.listing.id}&date=${TOMORROW}&hours=2`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('checkout re-checks the time rules', () => {
  async function bookingCheckout(s: Scene) {
    const address = await t.factories.address({ userId: s.customer.id });
    const method = await t.factories.paymentMethod({
      userId: s.customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
      isDefault: true,
    });
    const preview: CheckoutPreview = (
      await call(t.app, 'GET', '/api/checkout', undefined, { cookie: s.customer.cookie })
    ).json();
    // A booking alone needs no delivery day.
    return {
      idempotencyKey: randomUUID(),
      lineIds: preview.lineIds,
      addressId: address.id,
      delivery: null,
      payment: { type: 'saved', methodId: method.id },
      expectedTotalFils: preview.totals.totalFils,
      expectedPricesDigest: preview.pricesDigest,
    } satisfies PlaceOrderRequest;
  }
  const place = (s: Scene, body: unknown) =>
    call(t.app, 'POST', '/api/checkout', body, { cookie: s.customer.cookie });

  it('SLOT_TOO_SOON, SLOT_TOO_FAR and SLOT_OUTSIDE_HOURS when the rules changed since the hold', async () => {
    for (const [change, code] of [
      [{ minNoticeMinutes: 48 * 60 }, 'SLOT_TOO_SOON'],
      [{ maxAdvanceDays: 1 }, 'SLOT_TOO_FAR'],
      ['hours', 'SLOT_OUTSIDE_HOURS'],
    ] as const) {
      const s = await scene();
      expect((await hold(s, at(TOMORROW, '10:00'))).statusCode).toBe(201);
      const body = await bookingCheckout(s);
      if (change === 'hours')
        await t.db
          .update(shops)
          .set({ openingHours: EVENINGS.map(() => null) })
          .where(eq(shops.id, s.shop.id));
      else await t.db.update(listings).set(change).where(eq(listings.id, s.listing.id));
      expectError(await place(s, body), 422, code);
    }
  });

  it('places the order when the rules still hold', async () => {
    const s = await scene({ minNoticeMinutes: 60, maxAdvanceDays: 3, bufferAfterMinutes: 30 }, null);
    expect((await hold(s, at(TOMORROW, '10:00'))).statusCode).toBe(201);
    const res = await place(s, await bookingCheckout(s));
    expect(res.statusCode, res.body).toBe(201);
    expect(bahrainDate(now)).toBe(TODAY);
  });
});

describe('a listing’s booking rules in the shop’s listing form (PATCH/POST /api/retailer/listings)', () => {
  it('are stored, returned, kept when left out (the CSV import) and obeyed by holds', async () => {
    const retailer = await t.factories.user({ role: 'retailer' });
    await t.factories.shop({ ownerUserId: retailer.id });
    const form = {
      kind: 'entertainment',
      pricingType: 'hourly',
      categoryId: category.id,
      name: { en: 'Magic show', ar: 'عرض سحري' },
      hourlyRateFils: 20_000,
      capacity: 1,
    };
    const rules = {
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 45,
      minNoticeMinutes: 1440,
      maxAdvanceDays: 7,
    };
    const created = await call(
      t.app,
      'POST',
      '/api/retailer/listings',
      { ...form, bookingRules: rules },
      { cookie: retailer.cookie },
    );
    expect(created.statusCode, created.body).toBe(201);
    const { listing } = created.json();
    expect(listing.bookingRules).toEqual(rules);

    const edit = (body: object) =>
      call(t.app, 'PATCH', `/api/retailer/listings/${listing.id}`, body, { cookie: retailer.cookie });
    const kept = await edit({ ...form, capacity: 2 });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().listing.bookingRules).toEqual(rules);
    for (const bad of [
      { ...rules, bufferBeforeMinutes: 20 },
      { ...rules, bufferAfterMinutes: 255 },
      { ...rules, minNoticeMinutes: 90 },
      { ...rules, maxAdvanceDays: 31 },
      { ...rules, maxAdvanceDays: 0 },
    ]) {
      expectError(await edit({ ...form, bookingRules: bad }), 400, 'VALIDATION_FAILED');
    }
    const changed = await edit({ ...form, bookingRules: { ...rules, minNoticeMinutes: 60 } });
    expect(changed.json().listing.bookingRules.minNoticeMinutes).toBe(60);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ ...rules, minNoticeMinutes: 60 });

    // As the hold and the dialog see them: seven days, today the first.
    const customer = await t.factories.user({ role: 'customer' });
    const s = { shop: { id: row!.shopId }, listing: { id: listing.id }, customer } as unknown as Scene;
    expectError(await hold(s, at('2026-11-30', '10:00')), 422, 'SLOT_TOO_FAR');
    expect((await startsOf(listing.id, TODAY)).dates).toHaveLength(7);
  });
});
