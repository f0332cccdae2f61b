import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'kept', 'failed']);

/**
 * Every email goes through this table: written in the same request that causes it, delivered by a
 * sender that claims rows with SKIP LOCKED (any node), kept for the development mailbox without SMTP.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text().notNull(),
    status: outboxStatus().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When it was sent or kept; while pending, when a sender claimed it (CLAIM_LEASE_SECONDS). */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_status_created_idx').on(t.status, t.createdAt)],
);
