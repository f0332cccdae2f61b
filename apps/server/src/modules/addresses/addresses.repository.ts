import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { addresses } from './addresses.schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type AddressRow = typeof addresses.$inferSelect;
/** What the service writes: everything but who owns it and the bookkeeping columns. */
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

const ofUser = (userId: string) => eq(addresses.userId, userId);
const byIdOf = (userId: string, id: string) => and(eq(addresses.id, id), ofUser(userId));

/** A user's addresses inside a transaction that holds their address lock (see `locked`). */
function lockedOps(tx: Tx, userId: string) {
  return {
    async count() {
      const [row] = await tx.select({ n: count() }).from(addresses).where(ofUser(userId));
      return row?.n ?? 0;
    },
    async insert(values: AddressValues): Promise<string> {
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId })
        .returning({ id: addresses.id });
      return row!.id;
    },
    /** False when the row is gone (deleted meanwhile in another tab). */
    async update(id: string, values: AddressValues) {
      const rows = await tx
        .update(addresses)
        .set({ ...values, updatedAt: sql`now()` })
        .where(byIdOf(userId, id))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
    /** The deleted row, or undefined when it was already gone. */
    async remove(id: string) {
      const [row] = await tx.delete(addresses).where(byIdOf(userId, id)).returning();
      return row;
    },
    /** Makes `id` the only default; false when the row is gone. */
    async makeDefault(id: string) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(ofUser(userId), eq(addresses.isDefault, true)));
      const rows = await tx
        .update(addresses)
        .set({ isDefault: true })
        .where(byIdOf(userId, id))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
    /** The newest address left becomes the default (after the default was deleted). */
    async promoteNewest() {
      await tx.execute(sql`
        update ${addresses} set is_default = true
         where id = (select id from ${addresses} where user_id = ${userId}
                      order by created_at desc, id desc limit 1)`);
    },
  };
}
export type LockedAddresses = ReturnType<typeof lockedOps>;

export function createAddressesRepository(db: Db) {
  return {
    /** Default first, then newest. */
    list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(ofUser(userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
    },

    /**
     * Runs `work` in a transaction that holds the user's address lock, so that two requests of one
     * user (two tabs, a retried request) never both see "no default yet" or "19 addresses".
     */
    locked<T>(userId: string, work: (ops: LockedAddresses) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`addresses:${userId}`}, 0))`);
        return work(lockedOps(tx, userId));
      });
    },

    /** Which of `ids` belong to `userId`. */
    async owned(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(ofUser(userId), inArray(addresses.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
