import {
  bahrainToUtc,
  EXPIRED_HOLD_KEEP_HOURS,
  HOLD_MINUTES,
  MAX_CART_LINES,
  MAX_HOLDS_PER_LISTING,
  MAX_LIVE_HOLDS,
  MAX_PRODUCT_QUANTITY,
  maxSlotQuantity,
} from '@haflah/contracts';
import { eq, like } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { authAttempts } from '../../platform/attempts.schema.js';
import type { BuiltUser } from '../../test-support/builders.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { type Block, busySpan, checkAvailability, type Reservation } from './availability.js';
import { blocks, bookings, cartItems } from './cart.schema.js';
import type { CartService } from './cart.service.js';

/**
 * Model-based properties of the cart: random sequences of what customers (and checkout) do to a few
 * small listings, on a frozen clock that moves forward, sometimes past the 10-minute hold expiry.
 * After every step the stored rows are read back and held to the pure rules: no instant of any
 * listing is over capacity, the availability answer (service and HTTP) is `checkAvailability` over
 * those rows, each outcome (placed, refused, removed, swept) is the one the pure rules predict, and a
 * customer's cart shows exactly their live lines. Runs on PGlite in `npm test`, and on PostgreSQL when
 * DATABASE_URL is set (there one command at a time: races are cart.pg.test.ts's business).
 */

const START = new Date('2026-11-23T06:00:00Z');
let now = START;
const t = useTestApp({ clock: () => now });
let cart: CartService;

const DAY = '2026-11-24';
/** Hold starts: 16:00 to 19:00 tomorrow, every 30 minutes; with 2–4 hours every span overlaps others. */
const slotStart = (slot: number) => bahrainToUtc(DAY, '16:00').getTime() + slot * 30 * 60_000;
/** A span covering every slot, so its peak is the listing's peak at any instant. */
const COVERING = { start: bahrainToUtc(DAY, '14:00').toISOString(), hours: 12 };

const USERS = 3;
const users: BuiltUser[] = [];
let category: { id: string };
let retailer: { id: string };
let product: { id: string };
beforeAll(async () => {
  cart = t.app.services.cart;
  category = await t.factories.category();
  retailer = await t.factories.shop();
  product = await t.factories.listing({ shopId: retailer.id, categoryId: category.id, kind: 'product' });
  for (let i = 0; i < USERS; i++) users.push(await t.factories.user({ role: 'customer', name: 'Model' }));
});

/** Every stored row that takes capacity from a listing, sorted by start (the pure function's order). */
type Stored = Reservation & { id: string; listingId: string; userId: string | null };
async function storedRows() {
  const lines = await t.db.select().from(cartItems);
  const booked = await t.db.select().from(bookings);
  const holds: Stored[] = lines
    .filter((l) => l.startsAt != null)
    .map((l) => ({
      id: l.id,
      listingId: l.listingId,
      userId: l.userId,
      kind: 'hold',
      start: l.startsAt!,
      end: l.endsAt!,
      quantity: l.quantity,
      expiresAt: l.expiresAt,
    }));
  const confirmed: Stored[] = booked
    .filter((b) => b.status === 'confirmed')
    .map((b) => ({
      id: b.id,
      listingId: b.listingId,
      userId: b.userId,
      kind: 'booking',
      start: b.startsAt,
      end: b.endsAt,
      quantity: b.quantity,
    }));
  return { lines, booked, reservations: [...holds, ...confirmed].sort((a, b) => +a.start - +b.start) };
}

const pureAvailability = (
  capacity: number,
  reservations: readonly Stored[],
  listingId: string,
  start: number,
  hours: number,
) =>
  checkAvailability({
    capacity,
    reservations: reservations.filter((r) => r.listingId === listingId),
    start: new Date(start),
    end: new Date(start + hours * 3_600_000),
    now,
  });

// ---- commands ----

const userIdx = fc.nat({ max: USERS - 1 });
const listingIdx = fc.nat({ max: 2 });
const slot = fc.nat({ max: 6 });
const hours = fc.integer({ min: 2, max: 4 });
/** Mostly what a listing of capacity 1–3 can take, sometimes more than it ever could. */
const holdQty = fc.oneof(
  { arbitrary: fc.constant(1), weight: 4 },
  { arbitrary: fc.integer({ min: 2, max: 3 }), weight: 3 },
  { arbitrary: fc.constant(4), weight: 1 },
);
const commandArb = fc.oneof(
  {
    arbitrary: fc.record({
      t: fc.constant('product' as const),
      user: userIdx,
      qty: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('hold' as const),
      user: userIdx,
      listing: listingIdx,
      slot,
      hours,
      qty: holdQty,
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('advance' as const),
      minutes: fc.constantFrom(1, 3, 5, 9, 10, 11),
    }),
    weight: 3,
  },
  { arbitrary: fc.record({ t: fc.constant('remove' as const), user: userIdx, pick: fc.nat() }), weight: 1 },
  {
    // Picking a time again for one of the user's lines (a lapsed hold the cart still shows, most often).
    arbitrary: fc.record({
      t: fc.constant('rehold' as const),
      user: userIdx,
      pick: fc.nat(),
      slot,
      hours,
      qty: holdQty,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('quantity' as const),
      user: userIdx,
      pick: fc.nat(),
      qty: fc.oneof({ arbitrary: fc.integer({ min: 1, max: 3 }), weight: 4 }, fc.constantFrom(-1, 0, 4)),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      t: fc.constant('book' as const),
      listing: listingIdx,
      slot,
      hours,
      qty: fc.integer({ min: 1, max: 3 }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ t: fc.constant('cancel' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ t: fc.constant('cleanup' as const) }), weight: 2 },
);
type Command = typeof commandArb extends fc.Arbitrary<infer C> ? C : never;
const probeArb = fc.record({ listing: listingIdx, user: userIdx, slot, hours });
type Probe = typeof probeArb extends fc.Arbitrary<infer P> ? P : never;

/** The code a service call failed with, or 'ok'. */
async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
}

interface Listing {
  id: string;
  capacity: number;
}

/** Runs one command against the app, checking its outcome against the pure prediction. */
async function step(cmd: Command, listings: Listing[]) {
  const before = await storedRows();
  switch (cmd.t) {
    case 'product': {
      const { id: userId, actor } = users[cmd.user]!;
      const had = before.lines.find((r) => r.userId === userId && r.listingId === product.id)?.quantity ?? 0;
      expect(await outcome(() => cart.addProduct(actor, { listingId: product.id, quantity: cmd.qty }))).toBe(
        'ok',
      );
      const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
      expect(lines.filter((r) => r.listingId === product.id).map((r) => r.quantity)).toEqual([
        Math.min(had + cmd.qty, MAX_PRODUCT_QUANTITY),
      ]);
      return;
    }
    case 'hold': {
      const l = listings[cmd.listing]!;
      const start = slotStart(cmd.slot);
      const free = pureAvailability(
        l.capacity,
        before.reservations,
        l.id,
        start,
        cmd.hours,
      ).availableQuantity;
      // The customer's own caps: live holds on this listing and in all, and live lines.
      const liveLines = before.lines.filter(
        (r) =>
          r.userId === users[cmd.user]!.id && (r.expiresAt == null || r.expiresAt.getTime() > now.getTime()),
      );
      const liveHolds = liveLines.filter((r) => r.expiresAt != null);
      const expected =
        cmd.qty > maxSlotQuantity(l.capacity)
          ? 'VALIDATION_FAILED'
          : liveHolds.filter((r) => r.listingId === l.id).length >= MAX_HOLDS_PER_LISTING ||
              liveHolds.length >= MAX_LIVE_HOLDS
            ? 'HOLD_LIMIT'
            : liveLines.length >= MAX_CART_LINES
              ? 'CART_LIMIT'
              : free >= cmd.qty
                ? 'ok'
                : 'SLOT_UNAVAILABLE';
      const got = await outcome(() =>
        cart.addHold(
          users[cmd.user]!.actor,
          {
            listingId: l.id,
            start: new Date(start).toISOString(),
            hours: cmd.hours,
            quantity: cmd.qty,
          },
          '127.0.0.1',
        ),
      );
      expect(got, `hold ${cmd.qty} with ${free} free`).toBe(expected);
      const after = await storedRows();
      expect(after.lines.length).toBe(before.lines.length + (got === 'ok' ? 1 : 0));
      if (got === 'ok') {
        const added = after.lines.find((r) => !before.lines.some((b) => b.id === r.id))!;
        expect(added).toMatchObject({ listingId: l.id, quantity: cmd.qty, userId: users[cmd.user]!.id });
        expect(added.expiresAt!.getTime()).toBe(now.getTime() + HOLD_MINUTES * 60_000);
      }
      return;
    }
    case 'advance':
      now = new Date(now.getTime() + cmd.minutes * 60_000);
      return;
    case 'rehold': {
      const { id: userId, actor } = users[cmd.user]!;
      const mine = before.lines.filter((r) => r.userId === userId).sort((a, b) => a.id.localeCompare(b.id));
      if (!mine.length) return;
      const line = mine[cmd.pick % mine.length]!;
      const l = listings.find((x) => x.id === line.listingId);
      const start = slotStart(cmd.slot);
      const isLive = (r: { expiresAt: Date | null }) => r.expiresAt == null || r.expiresAt > now;
      // The caps as a new hold's, the line itself left out; the span's room, its own old span left out.
      const liveLines = before.lines.filter((r) => r.userId === userId && r.id !== line.id && isLive(r));
      const liveHolds = liveLines.filter((r) => r.expiresAt != null);
      const free =
        l &&
        pureAvailability(
          l.capacity,
          before.reservations.filter((r) => r.id !== line.id),
          l.id,
          start,
          cmd.hours,
        ).availableQuantity;
      const expected = !kept(line)
        ? 'NOT_FOUND'
        : !line.startsAt || !l || cmd.qty > maxSlotQuantity(l.capacity)
          ? 'VALIDATION_FAILED'
          : liveHolds.filter((r) => r.listingId === l.id).length >= MAX_HOLDS_PER_LISTING ||
              liveHolds.length >= MAX_LIVE_HOLDS
            ? 'HOLD_LIMIT'
            : liveLines.length >= MAX_CART_LINES
              ? 'CART_LIMIT'
              : free! >= cmd.qty
                ? 'ok'
                : 'SLOT_UNAVAILABLE';
      const got = await outcome(() =>
        cart.rehold(
          actor,
          line.id,
          { start: new Date(start).toISOString(), hours: cmd.hours, quantity: cmd.qty },
          '127.0.0.1',
        ),
      );
      expect(got, `rehold ${cmd.qty} with ${free} free`).toBe(expected);
      const [stored] = await t.db.select().from(cartItems).where(eq(cartItems.id, line.id));
      if (got === 'ok') {
        expect(stored).toMatchObject({ quantity: cmd.qty, startsAt: new Date(start) });
        expect(stored!.expiresAt!.getTime()).toBe(now.getTime() + HOLD_MINUTES * 60_000);
      } else {
        expect(stored).toEqual(line);
      }
      return;
    }
    case 'remove':
    case 'quantity': {
      // Any of the user's stored lines, lapsed holds included: a lapsed one the cart still shows
      // (EXPIRED_HOLD_KEEP_HOURS) can be removed, not resized; one past that is "not found".
      const { id: userId, actor } = users[cmd.user]!;
      const mine = before.lines.filter((r) => r.userId === userId).sort((a, b) => a.id.localeCompare(b.id));
      if (!mine.length) return;
      const line = mine[cmd.pick % mine.length]!;
      const lapsed = line.expiresAt != null && line.expiresAt.getTime() <= now.getTime();
      let expected = 'ok';
      let quantityAfter: number | undefined = cmd.t === 'quantity' && cmd.qty > 0 ? cmd.qty : undefined;
      if (lapsed && (cmd.t === 'quantity' || !kept(line))) {
        expected = 'NOT_FOUND';
        quantityAfter = line.quantity;
      } else if (cmd.t === 'quantity' && cmd.qty > 0 && line.startsAt && line.endsAt) {
        // A hold may only grow into what the other lines and bookings leave free.
        const l = listings.find((x) => x.id === line.listingId)!;
        const others = before.reservations.filter((r) => r.id !== line.id);
        const hoursHeld = (line.endsAt.getTime() - line.startsAt.getTime()) / 3_600_000;
        const free = pureAvailability(l.capacity, others, l.id, line.startsAt.getTime(), hoursHeld);
        if (cmd.qty > maxSlotQuantity(l.capacity) || free.availableQuantity < cmd.qty) {
          expected = 'SLOT_UNAVAILABLE';
          quantityAfter = line.quantity;
        }
      }
      const got = await outcome(() =>
        cmd.t === 'remove' ? cart.remove(actor, line.id) : cart.updateQuantity(actor, line.id, cmd.qty),
      );
      expect(got, cmd.t).toBe(expected);
      const [stored] = await t.db.select().from(cartItems).where(eq(cartItems.id, line.id));
      expect(stored?.quantity).toBe(quantityAfter);
      return;
    }
    case 'book': {
      // What checkout will do under the listing lock: book only what is free (one command at a time here).
      const l = listings[cmd.listing]!;
      const start = slotStart(cmd.slot);
      if (
        pureAvailability(l.capacity, before.reservations, l.id, start, cmd.hours).availableQuantity < cmd.qty
      )
        return;
      await t.db.insert(bookings).values({
        listingId: l.id,
        userId: users[0]!.id,
        quantity: cmd.qty,
        startsAt: new Date(start),
        endsAt: new Date(start + cmd.hours * 3_600_000),
      });
      return;
    }
    case 'cancel': {
      const confirmed = before.booked
        .filter((b) => b.status === 'confirmed')
        .sort((a, b) => a.id.localeCompare(b.id));
      if (!confirmed.length) return;
      await t.db
        .update(bookings)
        .set({ status: 'cancelled' })
        .where(eq(bookings.id, confirmed[cmd.pick % confirmed.length]!.id));
      return;
    }
    case 'cleanup': {
      const lapsed = before.lines.filter((r) => !kept(r));
      expect(await cart.cleanupExpired()).toBe(lapsed.length);
      const after = await storedRows();
      expect(after.lines.map((r) => r.id).sort()).toEqual(
        before.lines
          .filter((r) => !lapsed.includes(r))
          .map((r) => r.id)
          .sort(),
      );
      return;
    }
  }
}

/**
 * What must hold after every step, whatever happened: no listing over capacity at any instant (from the
 * rows), and, for one probed listing and customer, the availability answers and the cart as the
 * rows say. Probing one of each per step keeps a step to a handful of queries.
 */
async function invariants(listings: Listing[], probe: Probe) {
  const { lines, reservations } = await storedRows();
  const covering = Date.parse(COVERING.start);
  for (const l of listings) {
    const peak = pureAvailability(l.capacity, reservations, l.id, covering, COVERING.hours);
    expect(peak.currentBookings + peak.currentHolds, 'in use at the busiest instant').toBeLessThanOrEqual(
      l.capacity,
    );
  }

  const l = listings[probe.listing]!;
  const res = await call(
    t.app,
    'GET',
    `/api/availability?listingId=${l.id}&start=${COVERING.start}&hours=${COVERING.hours}`,
  );
  expect(res.statusCode).toBe(200);
  expect(res.json(), 'GET /api/availability, covering span').toEqual(
    pureAvailability(l.capacity, reservations, l.id, covering, COVERING.hours),
  );
  const start = slotStart(probe.slot);
  const served = await cart.availability({
    listingId: l.id,
    start: new Date(start).toISOString(),
    hours: probe.hours,
  });
  expect(served, 'service availability').toEqual(
    pureAvailability(l.capacity, reservations, l.id, start, probe.hours),
  );

  const { id: userId, actor } = users[probe.user]!;
  // The cart shows live lines and lapsed holds still kept; it counts only the live ones.
  const shownRows = lines.filter((r) => r.userId === userId && kept(r));
  const cartNow = await cart.getCart(actor);
  const shown = cartNow.groups.flatMap((g) => g.items);
  expect(shown.map((i) => `${i.id} ${i.quantity}`).sort()).toEqual(
    shownRows.map((r) => `${r.id} ${r.quantity}`).sort(),
  );
  const live = shownRows.filter((r) => r.expiresAt == null || r.expiresAt.getTime() > now.getTime());
  expect(cartNow.itemCount).toBe(live.reduce((n, r) => n + r.quantity, 0));
}

/** A line the cart still shows: a product, a live hold, or one lapsed less than EXPIRED_HOLD_KEEP_HOURS ago. */
const kept = (r: { expiresAt: Date | null }) =>
  r.expiresAt == null || r.expiresAt.getTime() > now.getTime() - EXPIRED_HOLD_KEEP_HOURS * 3_600_000;

async function freshRun(
  capacities: number[],
  buffers: { bufferBeforeMinutes: number; bufferAfterMinutes: number } = {
    bufferBeforeMinutes: 0,
    bufferAfterMinutes: 0,
  },
): Promise<Listing[]> {
  now = START;
  await t.db.delete(cartItems);
  await t.db.delete(bookings);
  await t.db.delete(blocks);
  // Each run is a fresh world: the holds an earlier run placed no longer count against the rate limit
  // (which reads the database's clock, not the frozen one; a run places at most 25).
  await t.db.delete(authAttempts).where(like(authAttempts.key, 'hold:%'));
  const listings: Listing[] = [];
  for (const capacity of capacities) {
    const l = await t.factories.listing({
      shopId: retailer.id,
      categoryId: category.id,
      kind: 'rental',
      capacity,
      ...buffers,
    });
    listings.push({ id: l.id, capacity });
  }
  return listings;
}

describe('cart properties', () => {
  it('random command sequences never oversell, and every answer matches the pure rules', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.tuple(
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
          fc.integer({ min: 1, max: 3 }),
        ),
        fc.array(fc.tuple(commandArb, probeArb), { minLength: 1, maxLength: 25, size: 'max' }),
        async (capacities, commands) => {
          const listings = await freshRun(capacities);
          for (const [cmd, probe] of commands) {
            await step(cmd, listings);
            await invariants(listings, probe);
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 60_000);

  it('the availability query equals checkAvailability on random bookings and holds', async () => {
    const minutes = (n: number) => n * 30 * 60_000;
    const base = bahrainToUtc(DAY, '12:00').getTime();
    const reservationArb = fc.record({
      kind: fc.constantFrom('booking', 'cancelled', 'hold'),
      start: fc.nat({ max: 16 }),
      length: fc.integer({ min: 1, max: 8 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      /** Holds: minutes from `now` to expiry; zero or less has lapsed. */
      expiresIn: fc.integer({ min: -3, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10 }),
        fc.array(reservationArb, { maxLength: 12 }),
        fc.array(fc.record({ start: fc.nat({ max: 20 }), hours: fc.integer({ min: 1, max: 6 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (capacity, reservations, queries) => {
          const listings = await freshRun([capacity]);
          const listingId = listings[0]!.id;
          const holds = reservations.filter((r) => r.kind === 'hold');
          const booked = reservations.filter((r) => r.kind !== 'hold');
          if (holds.length) {
            await t.db.insert(cartItems).values(
              holds.map((r) => ({
                userId: users[0]!.id,
                listingId,
                quantity: r.quantity,
                startsAt: new Date(base + minutes(r.start)),
                endsAt: new Date(base + minutes(r.start + r.length)),
                expiresAt: new Date(now.getTime() + r.expiresIn * 60_000),
              })),
            );
          }
          if (booked.length) {
            await t.db.insert(bookings).values(
              booked.map((r) => ({
                listingId,
                quantity: r.quantity,
                startsAt: new Date(base + minutes(r.start)),
                endsAt: new Date(base + minutes(r.start + r.length)),
                status: r.kind === 'booking' ? ('confirmed' as const) : ('cancelled' as const),
              })),
            );
          }
          const { reservations: stored } = await storedRows();
          for (const q of queries) {
            const start = base + minutes(q.start);
            const served = await cart.availability({
              listingId,
              start: new Date(start).toISOString(),
              hours: q.hours,
            });
            expect(served).toEqual(pureAvailability(capacity, stored, listingId, start, q.hours));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with random blocks and buffers, the query equals checkAvailability, and neither offers a slot touching a block or a buffer', async () => {
    const QUARTER = 15 * 60_000;
    const base = bahrainToUtc(DAY, '08:00').getTime();
    const at = (quarters: number) => new Date(base + quarters * QUARTER);
    const other = await t.factories.shop();
    const spanArb = fc.record({ start: fc.nat({ max: 48 }), length: fc.integer({ min: 1, max: 16 }) });
    const reservationArb = fc.record({
      kind: fc.constantFrom('booking', 'cancelled', 'hold'),
      span: spanArb,
      quantity: fc.integer({ min: 1, max: 3 }),
      expiresIn: fc.integer({ min: -3, max: 3 }),
    });
    /** Whose block: this listing's, its whole shop's, another listing's of the shop, another shop's. */
    const blockArb = fc.record({
      of: fc.constantFrom('listing', 'shop', 'sibling', 'elsewhere'),
      span: spanArb,
    });
    const bufferArb = fc.constantFrom(0, 0, 15, 30, 60, 90);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        bufferArb,
        bufferArb,
        fc.array(reservationArb, { maxLength: 10 }),
        fc.array(blockArb, { maxLength: 4 }),
        fc.array(fc.record({ start: fc.nat({ max: 48 }), hours: fc.integer({ min: 1, max: 6 }) }), {
          minLength: 1,
          maxLength: 4,
        }),
        async (capacity, before, after, reservations, blockSpecs, queries) => {
          const [target, sibling] = await freshRun([capacity, 1], {
            bufferBeforeMinutes: before,
            bufferAfterMinutes: after,
          });
          const listingId = target!.id;
          const holds = reservations.filter((r) => r.kind === 'hold');
          const booked = reservations.filter((r) => r.kind !== 'hold');
          if (holds.length) {
            await t.db.insert(cartItems).values(
              holds.map((r) => ({
                userId: users[0]!.id,
                listingId,
                quantity: r.quantity,
                startsAt: at(r.span.start),
                endsAt: at(r.span.start + r.span.length),
                expiresAt: new Date(now.getTime() + r.expiresIn * 60_000),
              })),
            );
          }
          if (booked.length) {
            await t.db.insert(bookings).values(
              booked.map((r) => ({
                listingId,
                quantity: r.quantity,
                startsAt: at(r.span.start),
                endsAt: at(r.span.start + r.span.length),
                status: r.kind === 'booking' ? ('confirmed' as const) : ('cancelled' as const),
              })),
            );
          }
          if (blockSpecs.length) {
            await t.db.insert(blocks).values(
              blockSpecs.map((b) => ({
                shopId: b.of === 'elsewhere' ? other.id : retailer.id,
                listingId: b.of === 'listing' ? listingId : b.of === 'sibling' ? sibling!.id : null,
                startsAt: at(b.span.start),
                endsAt: at(b.span.start + b.span.length),
              })),
            );
          }
          const ours: Block[] = blockSpecs
            .filter((b) => b.of === 'listing' || b.of === 'shop')
            .map((b) => ({ start: at(b.span.start), end: at(b.span.start + b.span.length) }));
          const buffers = { beforeMinutes: before, afterMinutes: after };
          const { reservations: stored } = await storedRows();
          const mine = stored.filter((r) => r.listingId === listingId);
          for (const q of queries) {
            const start = at(q.start);
            const end = new Date(start.getTime() + q.hours * 3_600_000);
            const expected = checkAvailability({
              capacity,
              reservations: mine,
              blocks: ours,
              buffers,
              start,
              end,
              now,
            });
            const served = await cart.availability({
              listingId,
              start: start.toISOString(),
              hours: q.hours,
            });
            expect(served).toEqual(expected);

            // An oracle of its own: every quarter hour of the request's busy span (all edges fall on
            // quarters), what the busy spans of live reservations and the blocks take there.
            const want = busySpan({ start, end }, buffers);
            const live = mine.filter((r) => r.kind === 'booking' || r.expiresAt!.getTime() > now.getTime());
            let worst = 0;
            for (let t0 = want.start.getTime(); t0 < want.end.getTime(); t0 += QUARTER) {
              const inside = (s: { start: Date; end: Date }) =>
                s.start.getTime() <= t0 && t0 < s.end.getTime();
              const used =
                live.filter((r) => inside(busySpan(r, buffers))).reduce((n, r) => n + r.quantity, 0) +
                (ours.some(inside) ? capacity : 0);
              worst = Math.max(worst, used);
            }
            expect(served.availableQuantity, 'free at the busiest quarter hour').toBe(
              Math.max(0, capacity - worst),
            );
            if (served.availableQuantity > 0) {
              // Never a slot whose busy span touches a block, or (capacity 1) another's busy span.
              expect(ours.some((b) => b.start < want.end && b.end > want.start)).toBe(false);
              if (capacity === 1) {
                expect(
                  live.some((r) => {
                    const busy = busySpan(r, buffers);
                    return busy.start < want.end && busy.end > want.start;
                  }),
                ).toBe(false);
              }
            }
          }
        },
      ),
      { numRuns: 100 },
    );
  }, 120_000);
});
