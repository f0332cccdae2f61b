import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { outbox } from './mail.schema.js';

export type OutboxRow = typeof outbox.$inferSelect;
export interface NewMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const MAX_ATTEMPTS = 5;
/**
 * How long a claimed message stays reserved for the sender that claimed it. While a row is pending,
 * `sent_at` holds when it was claimed; another sender (node) may take it over only after this lease,
 * which covers a sender that crashed mid-send without sending the same message twice meanwhile.
 */
export const CLAIM_LEASE_SECONDS = 5 * 60;

export function createMailRepository(db: Db) {
  return {
    /** Queues a message; with a transaction's executor, it is sent only if that transaction commits. */
    async enqueue(message: NewMessage, executor: Executor = db): Promise<OutboxRow> {
      const [row] = await executor.insert(outbox).values(message).returning();
      if (!row) throw new Error('outbox insert returned no row');
      return row;
    },

    /**
     * Claims up to `limit` pending messages for this sender: rows locked or claimed (leased) by another
     * node are skipped, and each claim counts as an attempt so a crash mid-send cannot loop forever.
     */
    async claimPending(limit: number): Promise<OutboxRow[]> {
      return db.transaction(async (tx) => {
        const ids = await tx
          .select({ id: outbox.id })
          .from(outbox)
          .where(
            and(
              eq(outbox.status, 'pending'),
              lt(outbox.attempts, MAX_ATTEMPTS),
              or(
                isNull(outbox.sentAt),
                lt(outbox.sentAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
              ),
            ),
          )
          .orderBy(outbox.createdAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (ids.length === 0) return [];
        return tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, sentAt: sql`now()` })
          .where(
            inArray(
              outbox.id,
              ids.map((r) => r.id),
            ),
          )
          .returning();
      });
    },

    /** `keep`: what the row keeps of the message from now on (a code's message gives up its code). */
    async markDone(id: string, status: 'sent' | 'kept', keep?: Partial<NewMessage>) {
      await db
        .update(outbox)
        .set({ ...keep, status, sentAt: new Date(), lastError: null })
        .where(eq(outbox.id, id));
    },

    async markFailed(id: string, error: string, final: boolean, keep?: Partial<NewMessage>) {
      await db
        .update(outbox)
        .set({
          ...(final ? keep : {}),
          lastError: error.slice(0, 500),
          status: final ? 'failed' : 'pending',
          sentAt: null,
        })
        .where(eq(outbox.id, id));
    },

    /** Newest first, for the development mailbox. */
    list(limit = 50): Promise<OutboxRow[]> {
      return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
    },

    /** Data rights: everything sent to an address, and its removal with the account. */
    listFor(to: string) {
      return db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.createdAt));
    },
    async deleteFor(to: string) {
      await db.delete(outbox).where(eq(outbox.to, to));
    },
  };
}

export type MailRepository = ReturnType<typeof createMailRepository>;
