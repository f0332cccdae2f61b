import {
  bahrainToUtc,
  type HoldRequest,
  MAX_CART_LINES,
  MAX_HOLDS_PER_LISTING,
  MAX_LIVE_HOLDS,
} from '@haflah/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type BuiltUser, createBuilders } from '../../test-support/builders.js';
import { nextIp } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { busySpan, checkAvailability, type Reservation } from './availability.js';
import { bookings, cartItems } from './cart.schema.js';

/**
 * No oversell under real concurrency. PGlite runs one statement at a time, so these races only mean
 * something on PostgreSQL: two app instances ("nodes"), each with its own connection pool, share one
 * throw-away database and split every burst of attempts between them. Each burst is fired at once and
 * every outcome must be either a placed hold or a clean SLOT_UNAVAILABLE (no deadlocks, no
 * serialisation or unique-violation errors), and the rows left behind are checked with the pure
 * peak-use function: at no instant do holds + bookings exceed capacity. A refusal must also be
 * deserved: usage only grows during a burst, so a refused request must still not fit afterwards.
 */

/** Per node; two nodes stay well inside the server's 100 connections beside other test files. */
const POOL_SIZE = 25;
const NOW = new Date('2026-11-23T06:00:00Z');
const clock = () => NOW;
const tomorrowAt = (time: string) => bahrainToUtc('2026-11-24', time).toISOString();

interface Node {
  app: App;
  database: Database;
}

describe.skipIf(!process.env.DATABASE_URL)('cart holds under concurrency (PostgreSQL, two nodes)', () => {
  const adminUrl = process.env.DATABASE_URL!;
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let nodes: Node[] = [];
  let db: Db;
  let make: ReturnType<typeof createBuilders>;
  let category: { id: string };
  let retailer: { id: string };

  beforeAll(async () => {
    scratch = await createPgTestDatabase(adminUrl);
    const { url } = scratch;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url, poolSize: POOL_SIZE });
      const app = await buildApp({
        config: TEST_APP_CONFIG,
        database,
        clock,
      });
      nodes.push({ app, database });
    }
    db = nodes[0]!.database.db;
    make = createBuilders(db);
    category = await make.category();
    retailer = await make.shop();
  }, 60_000);

  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    nodes = [];
    await scratch?.drop();
  }, 30_000);

  /** `n` customers from the builders, made ten at a time (the set-up is no part of the race). */
  async function customers(n: number): Promise<BuiltUser[]> {
    const made: BuiltUser[] = [];
    while (made.length < n) {
      const batch = Math.min(10, n - made.length);
      made.push(
        ...(await Promise.all(
          Array.from({ length: batch }, () => make.user({ role: 'customer', name: 'Racer' })),
        )),
      );
    }
    return made;
  }

  const listing = (capacity: number) =>
    make.listing({ shopId: retailer.id, categoryId: category.id, kind: 'rental', capacity });

  type Outcome = { ok: true } | { ok: false; code: string };

  /** Starts every attempt before any settles, node by node alternately; returns outcomes in order. */
  async function burst(attempts: ((node: Node) => Promise<unknown>)[]): Promise<Outcome[]> {
    const settled = await Promise.allSettled(attempts.map((attempt, i) => attempt(nodes[i % 2]!)));
    const unexpected = settled.flatMap((s) =>
      s.status === 'rejected' && !(s.reason instanceof AppError) ? [String(s.reason?.cause ?? s.reason)] : [],
    );
    expect(unexpected, 'only AppErrors may come out of a burst').toEqual([]);
    // Real parallelism: a pool opens another connection only while all of its own are busy.
    for (const node of nodes) expect(node.database.pool!.totalCount).toBeGreaterThan(1);
    return settled.map((s) =>
      s.status === 'fulfilled' ? { ok: true } : { ok: false, code: (s.reason as AppError).code },
    );
  }

  /** Each customer from an address of their own (the per-address hold limit is not these races' business). */
  const hold = (user: BuiltUser, input: HoldRequest) => (node: Node) =>
    node.app.services.cart.addHold(user.actor, input, nextIp());

  /** Confirmed bookings and every stored hold of a listing, as the pure function takes them. */
  async function stored(listingId: string): Promise<(Reservation & { id: string; userId: string | null })[]> {
    const holds = await db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.listingId, listingId), isNotNull(cartItems.startsAt)));
    const booked = await db
      .select()
      .from(bookings)
      .where(and(eq(bookings.listingId, listingId), eq(bookings.status, 'confirmed')));
    return [
      ...holds.map((h) => ({
        id: h.id,
        userId: h.userId,
        kind: 'hold' as const,
        start: h.startsAt!,
        end: h.endsAt!,
        quantity: h.quantity,
        expiresAt: h.expiresAt,
      })),
      ...booked.map((b) => ({
        id: b.id,
        userId: b.userId,
        kind: 'booking' as const,
        start: b.startsAt,
        end: b.endsAt,
        quantity: b.quantity,
      })),
    ].sort((a, b) => a.start.getTime() - b.start.getTime());
  }

  /** The most ever in use at one instant: the pure check over a span covering every reservation. */
  function peakUse(reservations: readonly Reservation[]): number {
    if (!reservations.length) return 0;
    const a = checkAvailability({
      capacity: 0,
      reservations,
      start: new Date(Math.min(...reservations.map((r) => r.start.getTime()))),
      end: new Date(Math.max(...reservations.map((r) => r.end.getTime()))),
      now: NOW,
    });
    return a.currentBookings + a.currentHolds;
  }

  const freeFor = (capacity: number, reservations: readonly Reservation[], input: HoldRequest) =>
    checkAvailability({
      capacity,
      reservations,
      start: new Date(input.start),
      end: new Date(new Date(input.start).getTime() + input.hours * 3_600_000),
      now: NOW,
    }).availableQuantity;

  const count = (outcomes: Outcome[]) => ({
    placed: outcomes.filter((o) => o.ok).length,
    refused: outcomes.filter((o) => !o.ok && o.code === 'SLOT_UNAVAILABLE').length,
  });

  it('200 customers at once for the only unit of a slot: exactly one gets it', async () => {
    const dj = await listing(1);
    const users = await customers(200);
    const input = { listingId: dj.id, start: tomorrowAt('18:00'), hours: 3, quantity: 1 };
    const outcomes = await burst(users.map((u) => hold(u, input)));

    expect(count(outcomes)).toEqual({ placed: 1, refused: 199 });
    const rows = await stored(dj.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.userId).toBe(users[outcomes.findIndex((o) => o.ok)]!.id);
    expect(peakUse(rows)).toBe(1);
    expect(
      await nodes[1]!.app.services.cart.availability({ listingId: dj.id, start: input.start, hours: 3 }),
    ).toEqual({ maxCapacity: 1, currentBookings: 0, currentHolds: 1, availableQuantity: 0 });
  });

  it('200 customers at once for a capacity-5 slot: exactly five get it', async () => {
    const chairs = await listing(5);
    const users = await customers(200);
    const input = { listingId: chairs.id, start: tomorrowAt('12:00'), hours: 2, quantity: 1 };
    const outcomes = await burst(users.map((u) => hold(u, input)));

    expect(count(outcomes)).toEqual({ placed: 5, refused: 195 });
    const rows = await stored(chairs.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.userId))).toEqual(
      new Set(users.filter((_, i) => outcomes[i]!.ok).map((u) => u.id)),
    );
    expect(peakUse(rows)).toBe(5);
  });

  it('the last unit left beside confirmed bookings goes to exactly one of 200', async () => {
    const tent = await listing(3);
    // Two units are booked, over different stretches that both cover 18:00–19:00.
    await make.booking({ listingId: tent.id, start: new Date(tomorrowAt('16:00')), hours: 3 });
    await make.booking({ listingId: tent.id, start: new Date(tomorrowAt('18:00')), hours: 4 });
    const users = await customers(200);
    const input = { listingId: tent.id, start: tomorrowAt('17:00'), hours: 3, quantity: 1 };
    const outcomes = await burst(users.map((u) => hold(u, input)));

    expect(count(outcomes)).toEqual({ placed: 1, refused: 199 });
    const rows = await stored(tent.id);
    expect(rows.filter((r) => r.kind === 'hold')).toHaveLength(1);
    expect(peakUse(rows)).toBe(3);
  });

  it('with buffers in place, 200 at once for starts that only buffers keep apart: exactly one; inside its buffer refused', async () => {
    // 30 min set-up before and 60 after: 12:00–14:00 and 14:00–16:00 would share the unit without
    // buffers; with them every pair of these starts collides, so one of the 200 gets the unit.
    const van = await make.listing({
      shopId: retailer.id,
      categoryId: category.id,
      kind: 'rental',
      capacity: 1,
      bufferBeforeMinutes: 30,
      bufferAfterMinutes: 60,
    });
    const buffers = { beforeMinutes: 30, afterMinutes: 60 };
    const users = await customers(200);
    const starts = ['12:00', '14:00', '13:00', '11:00'];
    const inputs = users.map((_, i) => ({
      listingId: van.id,
      start: tomorrowAt(starts[i % starts.length]!),
      hours: 2,
      quantity: 1,
    }));
    const outcomes = await burst(users.map((u, i) => hold(u, inputs[i]!)));

    expect(count(outcomes)).toEqual({ placed: 1, refused: 199 });
    const rows = await stored(van.id);
    expect(rows).toHaveLength(1);
    const won = rows[0]!;
    // No instant has two busy spans (the spans widened by the buffers).
    const busy = rows.map((r) => ({ ...r, ...busySpan(r, buffers) }));
    expect(peakUse(busy)).toBe(1);

    // Inside the winner's buffer: refused; the first start past both buffers: placed.
    const after = new Date(won.end.getTime() + 60 * 60_000);
    const [late, later] = await customers(2);
    await expect(
      nodes[0]!.app.services.cart.addHold(
        late!.actor,
        { listingId: van.id, start: won.end.toISOString(), hours: 2, quantity: 1 },
        nextIp(),
      ),
    ).rejects.toMatchObject({ code: 'SLOT_UNAVAILABLE' });
    await expect(
      nodes[1]!.app.services.cart.addHold(
        later!.actor,
        {
          listingId: van.id,
          start: new Date(after.getTime() + 30 * 60_000).toISOString(),
          hours: 2,
          quantity: 1,
        },
        nextIp(),
      ),
    ).resolves.toBeTruthy();
  });

  it('overlapping, different spans and quantities race on capacity 2 without overselling any instant', async () => {
    const capacity = 2;
    const bouncy = await listing(capacity);
    // 16–18 and 18–21 only touch; the rest overlap one another in different ways.
    const spans = [
      ['18:00', 3],
      ['20:00', 2],
      ['20:30', 2],
      ['16:00', 2],
      ['19:00', 2],
      ['17:00', 4],
    ] as const;
    const users = await customers(200);
    const inputs: HoldRequest[] = users.map((_, i) => {
      const [time, hours] = spans[i % spans.length]!;
      return { listingId: bouncy.id, start: tomorrowAt(time), hours, quantity: i % 3 === 0 ? 2 : 1 };
    });
    const outcomes = await burst(users.map((u, i) => hold(u, inputs[i]!)));

    const { placed, refused } = count(outcomes);
    expect(placed + refused).toBe(200);
    expect(placed).toBeGreaterThan(0);
    const rows = await stored(bouncy.id);
    expect(peakUse(rows)).toBeLessThanOrEqual(capacity);
    // Exactly the placed attempts are stored, each with its span and quantity.
    const key = (userId: string, start: string, quantity: number) => `${userId} ${start} ${quantity}`;
    expect(rows.map((r) => key(r.userId!, r.start.toISOString(), r.quantity)).sort()).toEqual(
      inputs
        .flatMap((input, i) => (outcomes[i]!.ok ? [key(users[i]!.id, input.start, input.quantity)] : []))
        .sort(),
    );
    // Every refusal was deserved: it still does not fit now that the burst is over.
    for (const [i, input] of inputs.entries()) {
      if (!outcomes[i]!.ok) expect(freeFor(capacity, rows, input)).toBeLessThan(input.quantity);
    }
  });

  it('holds growing (PATCH quantity) race new holds and never exceed capacity together', async () => {
    const capacity = 8;
    const stage = await listing(capacity);
    // Six back-to-back two-hour stretches, each with five one-unit holds already in carts.
    const times = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00'] as const;
    const growers = await customers(30);
    const lines: { user: BuiltUser; id: string; input: HoldRequest; to: number }[] = [];
    for (const [i, user] of growers.entries()) {
      const input = { listingId: stage.id, start: tomorrowAt(times[i % 6]!), hours: 2, quantity: 1 };
      const cart = await nodes[i % 2]!.app.services.cart.addHold(user.actor, input, nextIp());
      lines.push({ user, id: cart.groups[0]!.items[0]!.id, input, to: 2 + (i % 2) });
    }
    // New holds on the same stretches, and some straddling two of them.
    const newcomers = await customers(120);
    const starts = [...times, '09:00', '13:00', '17:00'] as const;
    type Attempt =
      | { kind: 'resize'; line: (typeof lines)[number] }
      | { kind: 'hold'; user: BuiltUser; input: HoldRequest };
    const attempts: Attempt[] = [
      // The rises go out first, and each newcomer reads its cart before adding, as the app does: both
      // then reach the listing lock after two round trips and interleave there, rather than every new
      // hold queueing ahead of every rise.
      ...lines.map((line) => ({ kind: 'resize' as const, line })),
      ...newcomers.map((user, i) => ({
        kind: 'hold' as const,
        user,
        input: { listingId: stage.id, start: tomorrowAt(starts[i % starts.length]!), hours: 2, quantity: 1 },
      })),
    ];
    const outcomes = await burst(
      attempts.map(
        (a) => (node: Node) =>
          a.kind === 'resize'
            ? node.app.services.cart.updateQuantity(a.line.user.actor, a.line.id, a.line.to)
            : node.app.services.cart
                .getCart(a.user.actor)
                .then(() => node.app.services.cart.addHold(a.user.actor, a.input, nextIp())),
      ),
    );

    const rows = await stored(stage.id);
    expect(peakUse(rows)).toBeLessThanOrEqual(capacity);
    expect(rows).toHaveLength(
      lines.length + attempts.filter((a, i) => a.kind === 'hold' && outcomes[i]!.ok).length,
    );
    for (const [i, a] of attempts.entries()) {
      const outcome = outcomes[i]!;
      if (!outcome.ok) expect(outcome.code).toBe('SLOT_UNAVAILABLE');
      if (a.kind === 'resize') {
        const row = rows.find((r) => r.id === a.line.id)!;
        expect(row.quantity).toBe(outcome.ok ? a.line.to : 1);
        // A refused rise was deserved: the other lines still leave less than it asked for.
        const others = rows.filter((r) => r.id !== a.line.id);
        if (!outcome.ok) expect(freeFor(capacity, others, a.line.input)).toBeLessThan(a.line.to);
      } else if (!outcome.ok) {
        expect(freeFor(capacity, rows, a.input)).toBeLessThan(1);
      }
    }
  });

  it('expired lines picked again race new holds for the last unit: exactly one of 200 gets it', async () => {
    const magician = await listing(1);
    const input = { listingId: magician.id, start: tomorrowAt('15:00'), hours: 2, quantity: 1 };
    // A hundred carts keep an expired hold on this listing (somewhere else in the day), a hundred don't.
    const returning = await customers(100);
    const lapsed = await Promise.all(
      returning.map((user, i) =>
        make.hold({
          userId: user.id,
          listingId: magician.id,
          start: new Date(tomorrowAt(i % 2 ? '08:00' : '20:00')),
          hours: 2,
          expiresAt: new Date(NOW.getTime() - 60_000),
        }),
      ),
    );
    const newcomers = await customers(100);
    const attempts = [
      ...returning.map(
        (user, i) => (node: Node) =>
          node.app.services.cart.rehold(
            user.actor,
            lapsed[i]!.id,
            { start: input.start, hours: input.hours, quantity: 1 },
            nextIp(),
          ),
      ),
      ...newcomers.map((user) => hold(user, input)),
    ];
    // Interleaved, so both kinds reach the listing's lock together.
    const order = attempts.map((_, i) => (i % 2 ? 100 + (i >> 1) : i >> 1));
    const outcomes = await burst(order.map((i) => attempts[i]!));
    expect(count(outcomes)).toEqual({ placed: 1, refused: 199 });

    const rows = await stored(magician.id);
    const live = rows.filter((r) => r.expiresAt! > NOW);
    expect(live).toHaveLength(1);
    expect(live[0]!.start.toISOString()).toBe(input.start);
    expect(peakUse(rows)).toBe(1);
    // Every refused expired line is still there; a placed one moved, not copied.
    const winnerIsNew = newcomers.some((u) => u.id === live[0]!.userId);
    expect(rows).toHaveLength(winnerIsNew ? 101 : 100);
  });

  it('one customer adding at once from both nodes never goes past the caps: 3 per listing, 20 holds, 50 lines', async () => {
    const [perListing, overall, lines] = await customers(3);
    const at = (i: number) =>
      new Date(bahrainToUtc('2026-11-24', '08:00').getTime() + i * 30 * 60_000).toISOString();
    const codes = (outcomes: Outcome[]) => ({
      placed: outcomes.filter((o) => o.ok).length,
      refused: [...new Set(outcomes.flatMap((o) => (o.ok ? [] : [o.code])))],
    });
    const liveLines = async (userId: string) =>
      (await db.select().from(cartItems).where(eq(cartItems.userId, userId))).length;

    // Twelve holds on one roomy listing, each on its own span: capacity never refuses, the cap does.
    const hall = await listing(20);
    const onOne = await burst(
      Array.from({ length: 12 }, (_, i) =>
        hold(perListing!, { listingId: hall.id, start: at(i), hours: 2, quantity: 1 }),
      ),
    );
    expect(codes(onOne)).toEqual({ placed: MAX_HOLDS_PER_LISTING, refused: ['HOLD_LIMIT'] });
    expect(await liveLines(perListing!.id)).toBe(MAX_HOLDS_PER_LISTING);

    // Thirty holds on thirty listings: twenty are placed.
    const stages = await make.listings(
      Array.from({ length: 30 }, () => ({
        shopId: retailer.id,
        categoryId: category.id,
        kind: 'rental' as const,
        capacity: 2,
      })),
    );
    const spread = await burst(
      stages.map((listingId, i) => hold(overall!, { listingId, start: at(i % 20), hours: 2, quantity: 1 })),
    );
    expect(codes(spread)).toEqual({ placed: MAX_LIVE_HOLDS, refused: ['HOLD_LIMIT'] });
    expect(await liveLines(overall!.id)).toBe(MAX_LIVE_HOLDS);

    // Seventy products at once: fifty lines.
    const products = await make.listings(
      Array.from({ length: 70 }, () => ({
        shopId: retailer.id,
        categoryId: category.id,
        kind: 'product' as const,
      })),
    );
    const added = await burst(
      products.map(
        (listingId) => (node: Node) =>
          node.app.services.cart.addProduct(lines!.actor, { listingId, quantity: 1 }),
      ),
    );
    expect(codes(added)).toEqual({ placed: MAX_CART_LINES, refused: ['CART_LIMIT'] });
    expect(await liveLines(lines!.id)).toBe(MAX_CART_LINES);
  });
});
