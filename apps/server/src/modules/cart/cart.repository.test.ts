import { type Availability, bahrainToUtc } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { createBuilders } from '../../test-support/builders.js';
import { createPgTestDatabase, createTestDatabase } from '../../test-support/test-db.js';
import { listings } from '../catalogue/catalogue.schema.js';
import {
  AVAILABILITY_STATEMENT,
  availabilitySql,
  createCartRepository,
  type Span,
} from './cart.repository.js';

/**
 * The availability check runs as a prepared statement built once (placeholders), the hold and resize
 * transactions run `availabilitySql` with its values: both come from one SQL text and must answer
 * alike. cart.property.test.ts holds the answers to the pure rule on random data; this pins the two
 * ways of running it to each other on a hand-made scene, on PGlite and on PostgreSQL.
 */
const NOW = new Date('2026-11-23T06:00:00Z');
const HOUR = 3_600_000;
const at = (time: string) => bahrainToUtc('2026-11-24', time);

let database: Database;
let repo: ReturnType<typeof createCartRepository>;
let listingId: string;

const span = (time: string, hours: number, id = listingId): Span => {
  const start = at(time);
  return { listingId: id, start, end: new Date(start.getTime() + hours * HOUR) };
};

/** `availabilitySql` run once with its values, as the hold and resize transactions run it. */
async function oneOff(s: Span, now: Date): Promise<Availability | null> {
  const { rows } = await database.db.execute<{ capacity: number; bookings: number; holds: number }>(
    availabilitySql(s, now),
  );
  const row = rows[0];
  return row
    ? {
        maxCapacity: row.capacity,
        currentBookings: row.bookings,
        currentHolds: row.holds,
        availableQuantity: Math.max(0, row.capacity - row.bookings - row.holds),
      }
    : null;
}

beforeAll(async () => {
  database = await createTestDatabase();
  repo = createCartRepository(database.db);
  const make = createBuilders(database.db);
  const category = await make.category();
  const retailer = await make.shop();
  ({ id: listingId } = await make.listing({
    shopId: retailer.id,
    categoryId: category.id,
    kind: 'entertainment',
    hourlyRateFils: 20_000,
    capacity: 3,
  }));
  const { id: userId } = await make.user({ role: 'customer' });
  // Back-to-back bookings share a unit; a cancelled one and a lapsed hold take nothing.
  await make.booking({ listingId, start: at('10:00'), hours: 2 });
  await make.booking({ listingId, start: at('12:00'), hours: 2 });
  await make.booking({ listingId, start: at('10:00'), hours: 6, quantity: 2, status: 'cancelled' });
  await make.hold({
    userId,
    listingId,
    start: at('11:00'),
    hours: 2,
    expiresAt: new Date(NOW.getTime() + 10 * 60_000),
  });
  await make.hold({
    userId,
    listingId,
    start: at('09:00'),
    hours: 8,
    quantity: 2,
    expiresAt: new Date(NOW.getTime() - 60_000),
  });
});
afterAll(() => database?.close());

describe('the availability check', () => {
  it('answers as availabilitySql run with its values, span after span and on a later clock', async () => {
    const later = new Date(NOW.getTime() + 11 * 60_000);
    for (const [time, hours] of [
      ['08:00', 1],
      ['09:00', 2],
      ['10:00', 2],
      ['11:00', 1],
      ['11:30', 4],
      ['12:00', 2],
      ['13:00', 3],
      ['16:00', 2],
      ['08:00', 12],
    ] as const) {
      for (const now of [NOW, later]) {
        expect(await repo.availability(span(time, hours), now), `${time} +${hours} h`).toEqual(
          await oneOff(span(time, hours), now),
        );
      }
    }
    // The busiest instant of 10:00–12:00 is 11:00: the 10:00 booking and the live hold.
    expect(await repo.availability(span('10:00', 2), NOW)).toEqual({
      maxCapacity: 3,
      currentBookings: 1,
      currentHolds: 1,
      availableQuantity: 1,
    });
    // Eleven minutes on, the hold has lapsed.
    expect(await repo.availability(span('10:00', 2), later)).toMatchObject({
      currentHolds: 0,
      availableQuantity: 2,
    });
  });

  it('has no answer for a listing customers cannot see, or one that does not exist', async () => {
    const unknown = span('10:00', 2, '00000000-0000-4000-8000-000000000000');
    expect(await repo.availability(unknown, NOW)).toBeNull();
    expect(await oneOff(unknown, NOW)).toBeNull();
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    try {
      expect(await repo.availability(span('10:00', 2), NOW)).toBeNull();
      expect(await oneOff(span('10:00', 2), NOW)).toBeNull();
    } finally {
      await database.db.update(listings).set({ isActive: true }).where(eq(listings.id, listingId));
    }
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('the availability check on PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>>;
  let single: Database;
  beforeAll(async () => {
    scratch = await createPgTestDatabase(url!);
    // One connection, so the statements this repository prepared are the ones that connection lists.
    single = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 1 });
  });
  afterAll(async () => {
    await single?.close();
    await scratch?.drop();
  });

  it('runs as the named prepared statement, parsed and planned once per connection', async () => {
    const onOne = createCartRepository(single.db);
    const unknown = span('10:00', 2, '00000000-0000-4000-8000-000000000000');
    expect(await onOne.availability(unknown, NOW)).toBeNull();
    expect(await onOne.availability(unknown, NOW)).toBeNull();
    const { rows } = await single.pool!.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows.map((r) => r.name)).toContain(AVAILABILITY_STATEMENT);
  });
});
