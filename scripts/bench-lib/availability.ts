import { randomUUID } from 'node:crypto';
import {
  type Availability,
  bahrainToUtc,
  HOLD_MINUTES,
  requiresTimeSlot,
  START_TIMES,
  slotDates,
  slotEnd,
} from '@haflah/contracts';
import { and, eq, Placeholder } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openDatabase } from '../../apps/server/src/db/client.js';
import { user } from '../../apps/server/src/modules/auth/auth.schema.js';
import { checkAvailability, type Reservation } from '../../apps/server/src/modules/cart/availability.js';
import { createCartPolicy } from '../../apps/server/src/modules/cart/cart.policy.js';
import {
  AVAILABILITY_STATEMENT,
  availabilityStatement,
  createCartRepository,
} from '../../apps/server/src/modules/cart/cart.repository.js';
import { bookings, cartItems } from '../../apps/server/src/modules/cart/cart.schema.js';
import { createCartService } from '../../apps/server/src/modules/cart/cart.service.js';
import { listings } from '../../apps/server/src/modules/catalogue/catalogue.schema.js';
import { shops } from '../../apps/server/src/modules/shops/shops.schema.js';
import { createAttemptsRepository } from '../../apps/server/src/platform/attempts.js';
import { createBus } from '../../apps/server/src/platform/bus.js';
import { type InProcessTarget, inProcessRunner } from './inprocess-runner.js';
import { prng } from './seed.js';
import type { Runner } from './types.js';

/** The clock both sides read: holds are live or lapsed relative to this instant, every run. */
export const BENCH_NOW = new Date('2026-11-23T06:00:00Z');
const DAYS = 7;
const PROBES = 1024;
const CUSTOMERS = 50;

export interface AvailabilityProbe {
  listingId: string;
  start: string;
  hours: number;
}

export interface AvailabilityFixture {
  databaseUrl: string;
  probes: AvailabilityProbe[];
  /** Each probe as the app's named prepared statement and its parameters, exactly what Drizzle sends. */
  queries: { name: string; text: string; values: unknown[] }[];
}

/**
 * Confirmed bookings and cart holds (a third of them lapsed) over the next week on every visible
 * time-based listing, placed only where they fit, as the app would; then `PROBES` availability
 * questions (listing, start on the slot grid, 2–6 hours) to ask in turn. Deterministic apart from ids.
 */
export async function seedBenchAvailability(db: Db, databaseUrl: string) {
  const rnd = prng(0xa7a1);
  const timed = (
    await db
      .select({
        id: listings.id,
        kind: listings.kind,
        pricingType: listings.pricingType,
        capacity: listings.capacity,
      })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(and(eq(listings.isActive, true), eq(shops.status, 'approved')))
      .orderBy(listings.createdAt)
  ).filter((l) => requiresTimeSlot(l.kind, l.pricingType));
  if (!timed.length) throw new Error('the seeded catalogue has no visible time-based listings');

  const customers = Array.from({ length: CUSTOMERS }, () => randomUUID());
  await db
    .insert(user)
    .values(customers.map((id) => ({ id, name: 'Bench', email: `bench-${id}@example.test` })));

  const days = slotDates(BENCH_NOW).slice(1, DAYS + 1);
  const pick = <T>(list: readonly T[]) => list[rnd.int(0, list.length - 1)] as T;
  const span = () => {
    const start = bahrainToUtc(pick(days), pick(START_TIMES));
    return { start, end: slotEnd(start, rnd.int(2, 6)) };
  };
  const holdRows: (typeof cartItems.$inferInsert)[] = [];
  const bookingRows: (typeof bookings.$inferInsert)[] = [];
  for (const listing of timed) {
    const placed: Reservation[] = [];
    for (let n = rnd.int(0, 4 * DAYS); n > 0; n--) {
      const { start, end } = span();
      const quantity = rnd.int(1, Math.min(listing.capacity, 2));
      const free = checkAvailability({
        capacity: listing.capacity,
        reservations: placed,
        start,
        end,
        now: BENCH_NOW,
      });
      if (free.availableQuantity < quantity) continue;
      if (rnd.chance(0.6)) {
        placed.push({ kind: 'booking', start, end, quantity });
        bookingRows.push({
          listingId: listing.id,
          userId: pick(customers),
          quantity,
          startsAt: start,
          endsAt: end,
        });
      } else {
        // A third of the holds have lapsed (and no longer count); the sweep hasn't run yet.
        const expiresAt = new Date(BENCH_NOW.getTime() + rnd.int(-5, HOLD_MINUTES) * 60_000 + 1000);
        placed.push({ kind: 'hold', start, end, quantity, expiresAt });
        holdRows.push({
          listingId: listing.id,
          userId: pick(customers),
          quantity,
          startsAt: start,
          endsAt: end,
          expiresAt,
        });
      }
    }
  }
  for (let i = 0; i < bookingRows.length; i += 1000)
    await db.insert(bookings).values(bookingRows.slice(i, i + 1000));
  for (let i = 0; i < holdRows.length; i += 1000)
    await db.insert(cartItems).values(holdRows.slice(i, i + 1000));

  // The app's own prepared statement (same name, same text), its placeholders filled per probe.
  const statement = availabilityStatement(db).toSQL();
  const probes: AvailabilityProbe[] = [];
  const queries: AvailabilityFixture['queries'] = [];
  for (let i = 0; i < PROBES; i++) {
    const { start } = span();
    const probe = { listingId: pick(timed).id, start: start.toISOString(), hours: rnd.int(2, 6) };
    const values: Record<string, string> = {
      listingId: probe.listingId,
      start: probe.start,
      end: slotEnd(start, probe.hours).toISOString(),
      now: BENCH_NOW.toISOString(),
    };
    probes.push(probe);
    queries.push({
      name: AVAILABILITY_STATEMENT,
      text: statement.sql,
      values: statement.params.map((p) => (p instanceof Placeholder ? values[p.name] : p)),
    });
  }
  return {
    fixture: { databaseUrl, probes, queries } satisfies AvailabilityFixture,
    listings: timed.length,
    bookings: bookingRows.length,
    holds: holdRows.length,
  };
}

/** Every probe once, in order: both sides of a case must answer all of them the same. */
async function answers(fixture: AvailabilityFixture, ask: (i: number) => Promise<Availability>) {
  const out: Availability[] = [];
  for (let i = 0; i < fixture.probes.length; i++) out.push(await ask(i));
  return out;
}

/** GET /api/availability's call minus HTTP: the cart service, one availability query. */
export function availabilityServiceRunner(fixture: () => AvailabilityFixture): Runner {
  return inProcessRunner({
    label: 'cart service availability()',
    async open(settings) {
      const fx = fixture();
      const database = await openDatabase({
        engine: 'postgres',
        url: fx.databaseUrl,
        poolSize: settings.poolSize,
      });
      const service = createCartService({
        repo: createCartRepository(database.db),
        policy: createCartPolicy(database.db),
        bus: createBus(),
        attempts: createAttemptsRepository(database.db),
        clock: () => BENCH_NOW,
      });
      const ask = (i: number) => service.availability(fx.probes[i % fx.probes.length]!);
      return {
        op: ask,
        sample: () => answers(fx, ask),
        close: () => database.close(),
      } satisfies InProcessTarget;
    },
  });
}

/** The floor: the same prepared statement (name, text, parameters) on a bare pg.Pool of the same size. */
export function availabilityRawRunner(fixture: () => AvailabilityFixture): Runner {
  return inProcessRunner({
    label: 'pg.Pool, same SQL',
    async open(settings) {
      const fx = fixture();
      const pool = new pg.Pool({ connectionString: fx.databaseUrl, max: settings.poolSize });
      const ask = async (i: number): Promise<Availability> => {
        const { rows } = await pool.query<{ capacity: number; bookings: number; holds: number }>(
          fx.queries[i % fx.queries.length]!,
        );
        const row = rows[0];
        if (!row) throw new Error('listing not found');
        return {
          maxCapacity: row.capacity,
          currentBookings: row.bookings,
          currentHolds: row.holds,
          availableQuantity: Math.max(0, row.capacity - row.bookings - row.holds),
        };
      };
      return { op: ask, sample: () => answers(fx, ask), close: () => pool.end() } satisfies InProcessTarget;
    },
  });
}

/** The two sides answered every probe alike (compare hook of the cases). */
export function sameAnswers(app: unknown, baseline: unknown): string | undefined {
  const [a, b] = [app as Availability[] | undefined, baseline as Availability[] | undefined];
  if (!a || !b || a.length !== b.length) return 'app and baseline answered a different number of probes';
  const i = a.findIndex((x, j) => JSON.stringify(x) !== JSON.stringify(b[j]));
  return i < 0 ? undefined : `probe ${i}: app ${JSON.stringify(a[i])}, baseline ${JSON.stringify(b[i])}`;
}
