import type { AdminDriversQuery } from '@haflah/contracts';
import { and, asc, desc, eq, ilike, inArray, isNull, like, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { escapeLike } from '../../db/sql.js';
import { drivers } from './drivers.schema.js';

export type DriverRow = typeof drivers.$inferSelect;
/** What sign-up decides; status, counters and rating start at the table's defaults (spec §7 Driver). */
export type NewDriver = Pick<
  typeof drivers.$inferInsert,
  'id' | 'name' | 'phone' | 'email' | 'vehicleType' | 'licensePlate'
>;
/** What an admin may change of a driver (and what deactivating implies: offline, and why). */
export type DriverAdminChange = Partial<
  Pick<DriverRow, 'isActive' | 'maxOrders' | 'status' | 'offlineReason'>
>;
/** What the deliveries change of a driver's work (issue 25), always under the row's lock. */
export type DriverWorkChange = Partial<
  Pick<DriverRow, 'status' | 'offlineReason' | 'missedOffers' | 'currentOrders' | 'totalDeliveries'>
>;
/** What a driver may change of their own record (the settings screen). */
export type DriverProfileChange = Partial<Pick<DriverRow, 'name' | 'phone' | 'vehicleType' | 'licensePlate'>>;

/** The admin list's filters, as the conditions of one WHERE. */
function listConditions(query: AdminDriversQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    // Phones are stored as +973XXXXXXXX: a query's digits match however they were spaced.
    const digits = q.replace(/\D/g, '');
    conditions.push(
      or(
        ilike(drivers.name, pattern),
        ilike(drivers.email, pattern),
        ilike(drivers.licensePlate, pattern),
        digits.length >= 3 ? like(drivers.phone, `%${digits}%`) : undefined,
      ),
    );
  }
  if (query.status === 'online') conditions.push(ne(drivers.status, 'offline'));
  else if (query.status) conditions.push(eq(drivers.status, query.status));
  if (query.active) conditions.push(eq(drivers.isActive, query.active === 'true'));
  return and(...conditions);
}

export function createDriversRepository(db: Db) {
  return {
    async insert(values: NewDriver): Promise<DriverRow> {
      const [row] = await db.insert(drivers).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    /**
     * A record with any of its fields (builders: the demo seed, tests); none when the driver has one
     * already (the demo seed runs at every start).
     */
    async insertBuilt(values: typeof drivers.$inferInsert): Promise<DriverRow | null> {
      const [row] = await db.insert(drivers).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** How many drivers are online (available or busy: any status but offline). */
    async countOnline(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(drivers)
        .where(ne(drivers.status, 'offline'));
      return Number(row?.n ?? 0);
    },

    async get(id: string): Promise<DriverRow | null> {
      const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
      return row ?? null;
    },

    /** Which of `ids` are drivers (an admin manages every one). */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: drivers.id })
        .from(drivers)
        .where(inArray(drivers.id, [...ids]));
      return new Set(rows.map((r) => r.id));
    },

    /** One page of the admin's list (newest first, or by name) and the filtered list's size. */
    async page(query: AdminDriversQuery, pageSize: number): Promise<{ rows: DriverRow[]; total: number }> {
      const where = listConditions(query);
      const order =
        query.sort === 'name'
          ? [asc(sql`lower(${drivers.name})`), asc(drivers.id)]
          : [desc(drivers.createdAt), asc(drivers.id)];
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(drivers)
          .where(where)
          .orderBy(...order)
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ n: sql<number>`count(*)::int` }).from(drivers).where(where),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** The row, locked until the transaction ends (an admin's change decides on what it reads). */
    async lockById(id: string, tx: Executor): Promise<DriverRow | undefined> {
      const [row] = await tx.select().from(drivers).where(eq(drivers.id, id)).for('update');
      return row;
    },

    /**
     * Stores a driver's fix on their own row unless their last one is less than `minIntervalMs` old:
     * one conditional UPDATE, so two fixes racing cannot both pass the check.
     */
    async recordLocation(
      tx: Executor,
      id: string,
      fix: { lng: number; lat: number },
      at: Date,
      minIntervalMs: number,
    ): Promise<'stored' | 'too_soon' | 'no_driver'> {
      const since = new Date(at.getTime() - minIntervalMs);
      const rows = await tx
        .update(drivers)
        .set({ currentLng: fix.lng, currentLat: fix.lat, locationAt: at })
        .where(and(eq(drivers.id, id), or(isNull(drivers.locationAt), lte(drivers.locationAt, since))))
        .returning({ id: drivers.id });
      if (rows.length === 1) return 'stored';
      const [found] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, id));
      return found ? 'too_soon' : 'no_driver';
    },

    /** A driver's work (status, load, missed offers), in the caller's transaction, after lockById. */
    async updateWork(tx: Executor, id: string, values: DriverWorkChange & { updatedAt: Date }) {
      const [row] = await tx.update(drivers).set(values).where(eq(drivers.id, id)).returning();
      return row;
    },

    async update(id: string, values: DriverAdminChange & { updatedAt: Date }, tx: Executor) {
      const [row] = await tx.update(drivers).set(values).where(eq(drivers.id, id)).returning();
      return row;
    },

    /**
     * A driver's own fields, on their own row only: the WHERE names the caller's id, which comes from
     * the session, never from the request.
     */
    async updateOwnProfile(
      driverId: string,
      values: DriverProfileChange & { updatedAt: Date },
      tx: Executor,
    ) {
      const [row] = await tx.update(drivers).set(values).where(eq(drivers.id, driverId)).returning();
      return row;
    },
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
