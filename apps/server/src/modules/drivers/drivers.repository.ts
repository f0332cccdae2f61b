import { eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { drivers } from './drivers.schema.js';

export type DriverRow = typeof drivers.$inferSelect;
/** What sign-up decides; status, counters and rating start at the table's defaults (spec §7 Driver). */
export type NewDriver = Pick<
  typeof drivers.$inferInsert,
  'id' | 'name' | 'phone' | 'email' | 'vehicleType' | 'licensePlate'
>;

export function createDriversRepository(db: Db) {
  return {
    async insert(values: NewDriver): Promise<DriverRow> {
      const [row] = await db.insert(drivers).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
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
  };
}

export type DriversRepository = ReturnType<typeof createDriversRepository>;
