import { LEDGER_KINDS, LEDGER_STATES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema.js';

export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);
export const ledgerState = pgEnum('ledger_state', LEDGER_STATES);

/**
 * Every movement of an order's money, one row each (DESIGN.md: balances are sums of rows, never
 * counters), keyed by the shop order and by the payment (the provider's authorisation reference). A
 * provider's effect (capture, refund) is written `pending` in the transaction that decides it and
 * marked `done` only when the provider confirms: the row's id is the provider's idempotency key, so a
 * retry after a crash moves no money twice. Only the ledger module writes these rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: ledgerKind().notNull(),
    state: ledgerState().notNull().default('done'),
    amountFils: integer().notNull(),
    provider: text().notNull(),
    /** The payment this row belongs to: the provider's reference of the authorisation. */
    paymentReference: text().notNull(),
    /** Cash collected: the driver who took it at the door (their cash held until handed in). */
    collectedBy: text(),
    /** What the provider answered for this movement; null while it is pending. */
    reference: text(),
    /** Tries made so far (captures and refunds); the next one is not before `run_after`. */
    attempts: integer().notNull().default(0),
    runAfter: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('ledger_entries_order_idx').on(t.orderId),
    index('ledger_entries_payment_idx').on(t.provider, t.paymentReference),
    index('ledger_entries_due_idx').on(t.runAfter).where(sql`${t.state} = 'pending'`),
    // One capture and one refund per shop order: 50 cancels racing write one refund at most.
    uniqueIndex('ledger_entries_one_capture_idx').on(t.orderId).where(sql`${t.kind} = 'capture'`),
    uniqueIndex('ledger_entries_one_refund_idx').on(t.orderId).where(sql`${t.kind} = 'refund'`),
    check('ledger_entries_amount_positive', sql`${t.amountFils} > 0`),
    check('ledger_entries_done_has_reference', sql`${t.state} <> 'done' or ${t.reference} is not null`),
  ],
);
