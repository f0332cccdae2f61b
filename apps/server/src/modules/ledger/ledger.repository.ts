import type { LedgerKind } from '@haflah/contracts';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { ledgerEntries } from './ledger.schema.js';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = Omit<
  typeof ledgerEntries.$inferInsert,
  'id' | 'createdAt' | 'attempts' | 'runAfter'
>;

/** What a provider call needs of a claimed row. */
export type ClaimedEntry = Pick<
  LedgerEntry,
  'id' | 'orderId' | 'kind' | 'amountFils' | 'provider' | 'paymentReference' | 'attempts'
>;

/** The money rows: all the SQL of the ledger module, and the only writes of `ledger_entries`. */
export function createLedgerRepository(db: Db) {
  /**
   * Takes pending rows that are due for a try: moves their `run_after` on by `leaseMs` and counts the
   * try, in one statement, skipping rows another node is taking at the same moment. A node that dies
   * mid-try leaves the row pending; it is due again once the lease has passed. A refund waits while its
   * order's capture is still pending (there is nothing to give back yet).
   */
  async function claim(where: SQL, limit: number, leaseMs: number): Promise<ClaimedEntry[]> {
    const t = ledgerEntries;
    const { rows } = await db.execute<ClaimedEntry>(sql`
      update ${t} set attempts = ${t.attempts} + 1, run_after = now() + make_interval(secs => ${leaseMs / 1000})
       where ${t.id} in (
         select e.id from ${t} e
          where e.state = 'pending' and e.kind in ('capture', 'refund') and e.run_after <= now() and ${where}
            and not (e.kind = 'refund' and exists (
              select 1 from ${t} c where c.order_id = e.order_id and c.kind = 'capture' and c.state = 'pending'))
          order by e.run_after limit ${limit}
          for update skip locked)
       returning ${t.id} as "id", ${t.orderId} as "orderId", ${t.kind} as "kind", ${t.amountFils} as "amountFils",
                 ${t.provider} as "provider", ${t.paymentReference} as "paymentReference", ${t.attempts} as "attempts"`);
    return rows;
  }

  return {
    async add(tx: Tx, entries: NewLedgerEntry[]): Promise<{ id: string; kind: LedgerKind }[]> {
      if (!entries.length) return [];
      return tx.insert(ledgerEntries).values(entries).returning({
        id: ledgerEntries.id,
        kind: ledgerEntries.kind,
      });
    },

    /** A refund to carry out; null when the order already has one (a second cancel writes none). */
    async addRefund(tx: Tx, entry: NewLedgerEntry): Promise<string | null> {
      const [row] = await tx
        .insert(ledgerEntries)
        .values({ ...entry, kind: 'refund', state: 'pending' })
        .onConflictDoNothing({
          target: ledgerEntries.orderId,
          where: sql`${ledgerEntries.kind} = 'refund'`,
        })
        .returning({ id: ledgerEntries.id });
      return row?.id ?? null;
    },

    forOrder(executor: Executor, orderId: string) {
      return executor
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.orderId, orderId))
        .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.id));
    },

    /** One row, if it is pending and due (the try right after a commit). */
    claimOne: (id: string, leaseMs: number) => claim(sql`e.id = ${id}`, 1, leaseMs),
    /** Up to `limit` due rows (the background job). */
    claimDue: (limit: number, leaseMs: number) => claim(sql`true`, limit, leaseMs),

    /** The provider confirmed: the row is done. False if it was no longer pending. */
    async settle(id: string, reference: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(ledgerEntries)
        .set({ state: 'done', reference, settledAt: at })
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.state, 'pending')))
        .returning({ id: ledgerEntries.id });
      return rows.length > 0;
    },

    /** The provider refused: tried again after `delayMs`. */
    async retryLater(id: string, delayMs: number) {
      await db
        .update(ledgerEntries)
        .set({ runAfter: sql`now() + make_interval(secs => ${delayMs / 1000})` })
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.state, 'pending')));
    },

    /**
     * The last try failed: the row is failed, and so is a refund still waiting on a capture that will
     * never happen (nothing was taken). False if the row was no longer pending.
     */
    async fail(tx: Tx, id: string, orderId: string, at: Date): Promise<boolean> {
      const rows = await tx
        .update(ledgerEntries)
        .set({ state: 'failed', settledAt: at })
        .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.state, 'pending')))
        .returning({ kind: ledgerEntries.kind });
      if (rows[0]?.kind === 'capture')
        await tx
          .update(ledgerEntries)
          .set({ state: 'failed', settledAt: at })
          .where(
            and(
              eq(ledgerEntries.orderId, orderId),
              eq(ledgerEntries.kind, 'refund'),
              eq(ledgerEntries.state, 'pending'),
            ),
          );
      return rows.length > 0;
    },
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;
