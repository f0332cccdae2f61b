import { bahrainDate, bahrainToUtc } from '@haflah/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { createBuilders } from '../../test-support/builders.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { cartCheckout } from './cart.repository.js';
import { blocks, bookings } from './cart.schema.js';
import { createScheduleRepository } from './schedule.repository.js';

/**
 * A block and a checkout racing for the same time never both win (issue 27 point 2). PGlite runs one
 * statement at a time, so this only means something on PostgreSQL: two pools ("nodes") on one
 * throw-away database, every attempt started before any settles. The checkout side is what checkout's
 * transaction does to a hold (lock its listing, book it if the span still has room: blocks count);
 * the block side is the blocks API's (lock the listings in id order, refuse over a booking, insert).
 */
const HOUR = 3_600_000;
const POOL_SIZE = 20;

describe.skipIf(!process.env.DATABASE_URL)('blocks racing checkouts (PostgreSQL, two nodes)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  const databases: Database[] = [];
  let db: Db;
  let make: ReturnType<typeof createBuilders>;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    for (let i = 0; i < 2; i++) {
      databases.push(await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: POOL_SIZE }));
    }
    db = databases[0]!.db;
    make = createBuilders(db);
  }, 60_000);

  afterAll(async () => {
    for (const database of databases) await database.close();
    await scratch?.drop();
  }, 30_000);

  /** Tomorrow in Bahrain at `time`. */
  const tomorrow = (time: string) => bahrainToUtc(bahrainDate(new Date(Date.now() + 24 * HOUR)), time);

  /** A shop run by a retailer, `n` rentals of capacity 1, each with a customer's live hold 14:00–16:00. */
  async function scene(n: number) {
    const owner = await make.user({ role: 'retailer' });
    const shop = await make.shop({ ownerUserId: owner.id });
    const category = await make.category();
    const customer = await make.user({ role: 'customer' });
    const rows = [];
    for (let i = 0; i < n; i++) {
      const listing = await make.listing({
        shopId: shop.id,
        categoryId: category.id,
        kind: 'rental',
        capacity: 1,
      });
      const hold = await make.hold({ userId: customer.id, listingId: listing.id, start: tomorrow('14:00') });
      rows.push({ listing, hold });
    }
    return { owner, shop, customer, rows };
  }

  /** Checkout's part for one hold, on a node: its listing locked, booked if there is still room. */
  const checkout = (node: number, hold: { id: string; listingId: string; userId: string }) =>
    databases[node]!.db.transaction(async (tx) => {
      await cartCheckout.lockListings(tx, [hold.listingId]);
      return cartCheckout.book(
        tx,
        { ...hold, quantity: 1, start: tomorrow('14:00'), end: tomorrow('16:00') },
        new Date(),
      );
    });

  const block = (node: number, shopId: string, ownerId: string, listingId: string | null) =>
    createScheduleRepository(databases[node]!.db).createBlock(
      { shopId, listingId, start: tomorrow('13:00'), end: tomorrow('17:00'), note: null, createdBy: ownerId },
      new Date(),
    );

  it('one listing at a time: for each, exactly one of the booking and the block is made', async () => {
    const s = await scene(24);
    const attempts = s.rows.flatMap(({ listing, hold }, i) => [
      checkout(i % 2, { id: hold.id, listingId: listing.id, userId: s.customer.id }),
      block((i + 1) % 2, s.shop.id, s.owner.id, listing.id),
    ]);
    const outcomes = await Promise.all(attempts);
    for (let i = 0; i < s.rows.length; i++) {
      const booked = outcomes[2 * i] as string | null;
      const blocked = outcomes[2 * i + 1] as Awaited<ReturnType<typeof block>>;
      expect((booked !== null) !== blocked.created, `listing ${i}: one winner`).toBe(true);
      if (!blocked.created) expect(blocked.conflicts).toHaveLength(1);
    }
    const ids = s.rows.map((r) => r.listing.id);
    const madeBookings = await db.select().from(bookings).where(inArray(bookings.listingId, ids));
    const madeBlocks = await db.select().from(blocks).where(inArray(blocks.listingId, ids));
    expect(madeBookings.length + madeBlocks.length).toBe(ids.length);
    const busy = new Set([...madeBookings, ...madeBlocks].map((r) => r.listingId));
    expect(busy.size).toBe(ids.length);
  }, 60_000);

  it('a shop-wide block against checkouts on all its listings: never the block and a booking', async () => {
    for (let round = 0; round < 4; round++) {
      const s = await scene(8);
      const outcomes = await Promise.all([
        block(round % 2, s.shop.id, s.owner.id, null),
        ...s.rows.map(({ listing, hold }, i) =>
          checkout((round + i) % 2, { id: hold.id, listingId: listing.id, userId: s.customer.id }),
        ),
      ]);
      const blocked = outcomes[0] as Awaited<ReturnType<typeof block>>;
      const booked = (outcomes.slice(1) as (string | null)[]).filter((b) => b !== null);
      const ids = s.rows.map((r) => r.listing.id);
      const stored = await db.select().from(bookings).where(inArray(bookings.listingId, ids));
      const shopBlocks = await db.select().from(blocks).where(eq(blocks.shopId, s.shop.id));
      if (blocked.created) {
        expect(booked).toEqual([]);
        expect(stored).toEqual([]);
        expect(shopBlocks).toHaveLength(1);
      } else {
        expect(booked.length).toBeGreaterThan(0);
        expect(stored).toHaveLength(booked.length);
        expect(shopBlocks).toEqual([]);
        // The refusal names only bookings that were really made.
        for (const c of blocked.conflicts) expect(ids).toContain(c.listingId);
      }
    }
  }, 120_000);
});
