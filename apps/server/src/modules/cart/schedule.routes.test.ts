import {
  type BlockConflict,
  type BlockCreated,
  type BlocksResponse,
  bahrainDate,
  bahrainToUtc,
  type ShopBookings,
  shopBookingsSchema,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { orderStatusHistory } from '../orders/orders.schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t = useTestApp();

/** A Bahrain day `n` days from today, YYYY-MM-DD. */
const dayAhead = (n: number) => bahrainDate(new Date(Date.now() + n * DAY));
const at = (day: string, time: string) => bahrainToUtc(day, time);
const iso = (day: string, time: string) => at(day, time).toISOString();

async function scene(name = 'Fatima Al Sayed') {
  return orderScene(t.factories, { customerName: name });
}

const send = (cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
  call(t.app, method, url, body, { cookie });

async function block(cookie: string, body: Record<string, unknown>, status = 201) {
  const res = await send(cookie, 'POST', '/api/retailer/blocks', body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function calendar(cookie: string, query: string): Promise<ShopBookings> {
  const res = await send(cookie, 'GET', `/api/retailer/bookings?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return shopBookingsSchema.parse(res.json());
}

describe('blocks', () => {
  it('are created, listed over a window and deleted by the shop’s owner', async () => {
    const s = await scene();
    const day = dayAhead(2);
    const made: BlockCreated = await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(day, '14:00'),
      endsAt: iso(day, '18:00'),
      note: '<b>Maintenance</b> of the rig',
    });
    expect(made.liveHolds).toBe(0);
    expect(made.block).toMatchObject({
      listingId: s.entertainer.id,
      listingName: { en: s.entertainer.nameEn },
      startsAt: iso(day, '14:00'),
      endsAt: iso(day, '18:00'),
      note: 'Maintenance of the rig',
    });
    const wide: BlockCreated = await block(s.owner.cookie, {
      listingId: null,
      startsAt: iso(dayAhead(5), '00:00'),
      endsAt: iso(dayAhead(6), '00:00'),
    });
    expect(wide.block).toMatchObject({ listingId: null, listingName: null, note: null });

    const list = async (query: string): Promise<BlocksResponse> => {
      const res = await send(s.owner.cookie, 'GET', `/api/retailer/blocks?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const window = `from=${iso(dayAhead(0), '00:00')}&to=${iso(dayAhead(10), '00:00')}`;
    expect((await list(window)).blocks.map((b) => b.id)).toEqual([made.block.id, wide.block.id]);
    // A window that ends where the block starts does not meet it ([start, end) spans).
    expect((await list(`from=${iso(day, '00:00')}&to=${iso(day, '14:00')}`)).blocks).toEqual([]);
    // A listing's view: its own blocks and the shop-wide ones, not another listing's.
    const other = await t.factories.listing({
      shopId: s.shop.id,
      categoryId: s.category.id,
      kind: 'rental',
      capacity: 2,
    });
    expect((await list(`${window}&listingId=${other.id}`)).blocks.map((b) => b.id)).toEqual([wide.block.id]);

    const del = await send(s.owner.cookie, 'DELETE', `/api/retailer/blocks/${made.block.id}`);
    expect(del.statusCode).toBe(204);
    expect((await list(window)).blocks.map((b) => b.id)).toEqual([wide.block.id]);
    expect((await send(s.owner.cookie, 'DELETE', `/api/retailer/blocks/${made.block.id}`)).statusCode).toBe(
      404,
    );
  });

  it('are refused over a confirmed booking, its buffers included, naming the booking', async () => {
    const s = await scene();
    const day = dayAhead(3);
    await t.db
      .update(listings)
      .set({ bufferBeforeMinutes: 30, bufferAfterMinutes: 60 })
      .where(eq(listings.id, s.entertainer.id));
    const order = await s.order({
      status: 'processing',
      booked: { start: at(day, '10:00'), end: at(day, '12:00') },
    });

    // Inside the travel buffer after the booking (12:00–13:00): refused, and the booking named.
    const refused = await block(
      s.owner.cookie,
      { listingId: s.entertainer.id, startsAt: iso(day, '12:30'), endsAt: iso(day, '15:00') },
      409,
    );
    expect(refused.error.code).toBe('BLOCK_OVERLAPS_BOOKING');
    const details = refused.error.details as BlockConflict;
    expect(details.bookings).toEqual([
      {
        orderId: order.id,
        orderNumber: order.number,
        listingId: s.entertainer.id,
        listingName: { en: s.entertainer.nameEn, ar: s.entertainer.nameAr },
        startsAt: iso(day, '10:00'),
        endsAt: iso(day, '12:00'),
      },
    ]);
    // Inside the set-up buffer before it (09:30–10:00): refused too.
    await block(
      s.owner.cookie,
      { listingId: s.entertainer.id, startsAt: iso(day, '08:00'), endsAt: iso(day, '09:45') },
      409,
    );
    // Right after the buffer, and right before it: accepted.
    await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(day, '13:00'),
      endsAt: iso(day, '15:00'),
    });
    await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(day, '08:00'),
      endsAt: iso(day, '09:30'),
    });
    // A cancelled order's booking takes nothing.
    await s.order({
      status: 'cancelled',
      booked: { start: at(dayAhead(4), '10:00'), end: at(dayAhead(4), '12:00') },
    });
    await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(dayAhead(4), '09:00'),
      endsAt: iso(dayAhead(4), '13:00'),
    });
  });

  it('shop-wide, are refused over a booking of any of the shop’s listings', async () => {
    const s = await scene();
    const day = dayAhead(2);
    const order = await s.order({ booked: { start: at(day, '16:00'), end: at(day, '19:00') } });
    const refused = await block(
      s.owner.cookie,
      { listingId: null, startsAt: iso(day, '00:00'), endsAt: iso(dayAhead(3), '00:00') },
      409,
    );
    expect((refused.error.details as BlockConflict).bookings).toMatchObject([
      { orderNumber: order.number, listingId: s.entertainer.id },
    ]);
    // Another shop's booking at the same time is nothing to this shop.
    const other = await scene('Maryam Ali');
    await block(other.owner.cookie, {
      listingId: null,
      startsAt: iso(day, '00:00'),
      endsAt: iso(dayAhead(3), '00:00'),
    });
  });

  it('count the live holds they overlap without refusing them', async () => {
    const s = await scene();
    const day = dayAhead(2);
    await t.factories.hold({ userId: s.customer.id, listingId: s.entertainer.id, start: at(day, '15:00') });
    await t.factories.hold({
      userId: s.customer.id,
      listingId: s.entertainer.id,
      start: at(day, '15:00'),
      expiresAt: new Date(Date.now() - 60_000),
    });
    const made: BlockCreated = await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(day, '14:00'),
      endsAt: iso(day, '18:00'),
    });
    expect(made.liveHolds).toBe(1);
  });

  it('refuse what is not a span, a note too long or with control characters', async () => {
    const s = await scene();
    const day = dayAhead(2);
    const base = { listingId: s.entertainer.id, startsAt: iso(day, '14:00'), endsAt: iso(day, '18:00') };
    for (const body of [
      { ...base, endsAt: base.startsAt },
      { ...base, endsAt: iso(day, '12:00') },
      { ...base, startsAt: new Date(at(day, '14:00').getTime() + 1000).toISOString() },
      { ...base, endsAt: iso(dayAhead(95), '12:00') },
      { ...base, note: 'x'.repeat(201) },
      { ...base, note: 'a\u0000b' },
      { ...base, listingId: 'nope' },
    ]) {
      const res = await block(s.owner.cookie, body, 400);
      expect(res.error.code).toBe('VALIDATION_FAILED');
    }
    // A product bought outright has no calendar to block.
    await block(s.owner.cookie, { ...base, listingId: s.product.id }, 404);
  });

  it('of another shop answer 404 as if they did not exist; other roles are kept out of the area', async () => {
    const s = await scene();
    const other = await scene('Maryam Ali');
    const day = dayAhead(2);
    const theirs: BlockCreated = await block(other.owner.cookie, {
      listingId: other.entertainer.id,
      startsAt: iso(day, '14:00'),
      endsAt: iso(day, '18:00'),
    });
    await block(
      s.owner.cookie,
      { listingId: other.entertainer.id, startsAt: iso(day, '10:00'), endsAt: iso(day, '11:00') },
      404,
    );
    expect((await send(s.owner.cookie, 'DELETE', `/api/retailer/blocks/${theirs.block.id}`)).statusCode).toBe(
      404,
    );
    const window = `from=${iso(dayAhead(0), '00:00')}&to=${iso(dayAhead(10), '00:00')}`;
    expect(
      (await send(s.owner.cookie, 'GET', `/api/retailer/blocks?${window}&listingId=${other.entertainer.id}`))
        .statusCode,
    ).toBe(404);
    expect((await send(s.owner.cookie, 'GET', `/api/retailer/blocks?${window}`)).json()).toEqual({
      blocks: [],
    });
    expect(
      (
        await send(
          s.owner.cookie,
          'GET',
          `/api/retailer/bookings?from=${day}&listingId=${other.entertainer.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await send(s.customer.cookie, 'GET', `/api/retailer/bookings?from=${day}`)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', `/api/retailer/bookings?from=${day}`)).statusCode).toBe(401);
  });
});

describe('the bookings calendar', () => {
  it('lists bookings with their orders, live holds, blocks, and capacity use per slot', async () => {
    const s = await scene();
    const day = dayAhead(3);
    await t.db.update(listings).set({ bufferAfterMinutes: 30 }).where(eq(listings.id, s.entertainer.id));
    const order = await s.order({
      status: 'processing',
      booked: { start: at(day, '16:00'), end: at(day, '18:00') },
    });
    await s.order({ booked: { start: at(day, '17:00'), end: at(day, '19:00') } });
    await t.factories.hold({
      userId: s.customer.id,
      listingId: s.entertainer.id,
      start: at(day, '17:00'),
      quantity: 2,
    });
    const made: BlockCreated = await block(s.owner.cookie, {
      listingId: s.entertainer.id,
      startsAt: iso(day, '20:00'),
      endsAt: iso(day, '22:00'),
      note: 'Private event',
    });

    const view = await calendar(s.owner.cookie, `from=${day}&days=1`);
    expect(view.listings.map((l) => l.id)).toEqual([s.entertainer.id]);
    const l = view.listings[0]!;
    expect(l).toMatchObject({ capacity: 5, bufferBeforeMinutes: 0, bufferAfterMinutes: 30 });
    expect(l.bookings[0]).toMatchObject({
      orderId: order.id,
      orderNumber: order.number,
      orderStatus: 'processing',
      customerFirstName: 'Fatima',
      quantity: 1,
      startsAt: iso(day, '16:00'),
      endsAt: iso(day, '18:00'),
    });
    expect(l.bookings).toHaveLength(2);
    expect(l.holds).toEqual([
      expect.objectContaining({ quantity: 2, startsAt: iso(day, '17:00'), endsAt: iso(day, '19:00') }),
    ]);
    expect(view.blocks.map((b) => b.id)).toEqual([made.block.id]);

    const slot = (time: string) => l.slots.find((x) => x.startsAt === iso(day, time));
    expect(slot('15:30')).toBeUndefined();
    expect(slot('16:00')).toEqual({
      startsAt: iso(day, '16:00'),
      booked: 1,
      held: 0,
      blocked: false,
      available: 4,
    });
    expect(slot('17:00')).toMatchObject({ booked: 2, held: 2, available: 1 });
    // The first booking's travel buffer (18:00–18:30) still keeps its unit busy.
    expect(slot('18:00')).toMatchObject({ booked: 2, held: 2, available: 1 });
    expect(slot('18:30')).toMatchObject({ booked: 1, held: 2, available: 2 });
    expect(slot('19:00')).toMatchObject({ booked: 1, held: 2 });
    expect(slot('19:30')).toBeUndefined();
    expect(slot('20:00')).toMatchObject({ blocked: true, available: 0 });
    expect(slot('21:30')).toMatchObject({ blocked: true, available: 0 });
    expect(slot('22:00')).toBeUndefined();
  });

  it('cuts days at Bahrain midnight, and a week is seven of them', async () => {
    const s = await scene();
    const day1 = dayAhead(4);
    const day2 = dayAhead(5);
    await s.order({ booked: { start: at(day1, '23:00'), end: at(day2, '01:00') } });
    const first = (await calendar(s.owner.cookie, `from=${day1}&days=1`)).listings[0]!;
    expect(first.bookings).toHaveLength(1);
    expect(first.slots.map((x) => x.startsAt)).toEqual([iso(day1, '23:00'), iso(day1, '23:30')]);
    const second = (await calendar(s.owner.cookie, `from=${day2}&days=1`)).listings[0]!;
    expect(second.bookings).toHaveLength(1);
    expect(second.slots.map((x) => x.startsAt)).toEqual([iso(day2, '00:00'), iso(day2, '00:30')]);
    const dayAfter = (await calendar(s.owner.cookie, `from=${dayAhead(6)}&days=1`)).listings[0]!;
    expect(dayAfter.bookings).toEqual([]);
    const week = (await calendar(s.owner.cookie, `from=${dayAhead(0)}&days=7`)).listings[0]!;
    expect(week.slots).toHaveLength(4);
    expect((await send(s.owner.cookie, 'GET', `/api/retailer/bookings?from=${day1}&days=3`)).statusCode).toBe(
      400,
    );
  });

  it('shows the customer’s first name only while the shop may see it', async () => {
    const s = await scene();
    // A booking that has ended, its order delivered 8 days ago (past CUSTOMER_DATA_DAYS).
    const day = bahrainDate(new Date(Date.now() - 9 * DAY));
    const old = await s.order({
      status: 'delivered',
      booked: { start: at(day, '10:00'), end: at(day, '12:00') },
      createdAt: new Date(Date.now() - 10 * DAY),
    });
    await t.db
      .update(orderStatusHistory)
      .set({ at: new Date(Date.now() - 8 * DAY) })
      .where(eq(orderStatusHistory.orderId, old.id));
    const past = (await calendar(s.owner.cookie, `from=${day}&days=1`)).listings[0]!;
    expect(past.bookings).toMatchObject([{ orderNumber: old.number, customerFirstName: null }]);
  });

  it('pages a shop with many listings by name, and shows only time-based ones', async () => {
    const s = await scene();
    for (let i = 0; i < 52; i++)
      await t.factories.listing({
        shopId: s.shop.id,
        categoryId: s.category.id,
        kind: 'rental',
        nameEn: `Tent ${String(i).padStart(2, '0')}`,
      });
    const day = dayAhead(1);
    const first = await calendar(s.owner.cookie, `from=${day}&days=7`);
    expect(first.listings).toHaveLength(50);
    expect(first.nextCursor).toBe(first.listings.at(-1)!.id);
    const second = await calendar(s.owner.cookie, `from=${day}&days=7&after=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const all = [...first.listings, ...second.listings];
    expect(all).toHaveLength(53);
    expect(all.map((l) => l.id)).not.toContain(s.product.id);
    const names = all.map((l) => l.name.en);
    expect(names).toEqual([...names].sort());
  });
});
