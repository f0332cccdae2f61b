import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** A table of rows a user owns, one of which may be their default (addresses, payment methods). */
export type OwnedListTable = PgTable & {
  id: PgColumn;
  userId: PgColumn;
  isDefault: PgColumn;
  createdAt: PgColumn;
};

/**
 * The SQL of "a user's list with one default": default first, then newest, and the changes made under
 * the user's lock for that list, so that two requests of one user (two tabs, two nodes, a retry) never
 * both see "no default yet" or "one place left". At most one default is the table's partial unique
 * index; at least one is the caller's rule, kept with `makeDefault` and `promoteNewest`.
 */
export function ownedList<T extends OwnedListTable>(db: Db, table: T, lockName: string) {
  type Row = T['$inferSelect'];
  type Values = Omit<T['$inferInsert'], 'id' | 'userId' | 'createdAt'>;
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
  const ofUser = (userId: string) => eq(table.userId, userId);
  const byIdOf = (userId: string, id: string) => and(eq(table.id, id), ofUser(userId));

  const lockedOps = (tx: Tx, userId: string) => ({
    async count(): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(table as PgTable)
        .where(ofUser(userId));
      return row?.n ?? 0;
    },
    async insert(values: Values): Promise<string> {
      const [row] = await tx
        .insert(table)
        .values({ ...values, userId } as PgInsertValue<T>)
        .returning({ id: table.id });
      return row!.id as string;
    },
    /** False when the row is gone (deleted meanwhile in another tab). */
    async update(id: string, values: Partial<Values>): Promise<boolean> {
      const rows = await tx
        .update(table)
        .set(values as PgUpdateSetSource<T>)
        .where(byIdOf(userId, id))
        .returning({ id: table.id });
      return rows.length > 0;
    },
    /** The deleted row, or undefined when it was already gone. */
    async remove(id: string): Promise<Row | undefined> {
      const [row] = await tx.delete(table).where(byIdOf(userId, id)).returning();
      return row as Row | undefined;
    },
    /** Makes `id` the only default; false when the row is gone. */
    async makeDefault(id: string): Promise<boolean> {
      await tx
        .update(table)
        .set({ isDefault: false } as PgUpdateSetSource<T>)
        .where(and(ofUser(userId), eq(table.isDefault, true)));
      return this.update(id, { isDefault: true } as Partial<Values>);
    },
    /** The newest row left becomes the default (after the default was deleted). */
    async promoteNewest(): Promise<void> {
      const [newest] = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(ofUser(userId))
        .orderBy(desc(table.createdAt), desc(table.id))
        .limit(1);
      if (newest) await this.update(newest.id as string, { isDefault: true } as Partial<Values>);
    },
  });

  return {
    /** Default first, then newest. */
    list(userId: string): Promise<Row[]> {
      return db
        .select()
        .from(table as PgTable)
        .where(ofUser(userId))
        .orderBy(desc(table.isDefault), desc(table.createdAt), desc(table.id)) as Promise<Row[]>;
    },

    /** One of the user's rows, or null (another user's row is not theirs to see). */
    async get(userId: string, id: string): Promise<Row | null> {
      const [row] = await db
        .select()
        .from(table as PgTable)
        .where(byIdOf(userId, id));
      return (row as Row | undefined) ?? null;
    },

    /** Runs `work` in a transaction holding the user's lock on this list. */
    locked<R>(userId: string, work: (ops: ReturnType<typeof lockedOps>) => Promise<R>): Promise<R> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${lockName}:${userId}`}, 0))`);
        return work(lockedOps(tx, userId));
      });
    },

    /**
     * Adds a row; the user's first, or one asked to be, becomes the default. False, and nothing added,
     * when the user already has `max`.
     */
    add(userId: string, values: Values, { max, makeDefault }: { max: number; makeDefault?: boolean }) {
      return this.locked(userId, async (ops) => {
        const existing = await ops.count();
        if (existing >= max) return false;
        const id = await ops.insert({ ...values, isDefault: false });
        if (existing === 0 || makeDefault) await ops.makeDefault(id);
        return true;
      });
    },

    /** Changes a row (and makes it the default if asked); false when it is gone. */
    change(userId: string, id: string, values: Partial<Values>, makeDefault?: boolean) {
      return this.locked(userId, async (ops) => {
        if (!(await ops.update(id, values))) return false;
        if (makeDefault) await ops.makeDefault(id);
        return true;
      });
    },

    /** Makes a row the default; false when it is gone. */
    setDefault(userId: string, id: string) {
      return this.locked(userId, (ops) => ops.makeDefault(id));
    },

    /** Deletes a row; the newest one left becomes the default if it was. False when it was gone. */
    remove(userId: string, id: string) {
      return this.locked(userId, async (ops) => {
        const removed = await ops.remove(id);
        if (!removed) return false;
        if ((removed as { isDefault: boolean }).isDefault) await ops.promoteNewest();
        return true;
      });
    },

    /** Which of `ids` belong to `userId` (the list's policy). */
    async owned(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(and(ofUser(userId), inArray(table.id, [...ids])));
      return new Set(rows.map((r) => r.id as string));
    },
  };
}
export type OwnedList<T extends OwnedListTable> = ReturnType<typeof ownedList<T>>;
