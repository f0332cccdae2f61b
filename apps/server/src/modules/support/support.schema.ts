import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { orders } from '../orders/orders.schema.js';

/**
 * Help & Support (issue 24 point 8): a request from /help — a signed-in customer's (user_id) or a
 * visitor's (only the email) — and the admins' replies. `number` is the reference the customer is
 * told ("Request #1042").
 */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: integer().generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    /** The customer who sent it; null for a visitor, or once the account is deleted. */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    /** Where answers are sent. */
    email: text().notNull(),
    name: text(),
    /** The language the answers' emails are written in. */
    locale: text({ enum: ['en', 'ar'] })
      .notNull()
      .default('en'),
    topic: text({ enum: SUPPORT_TOPICS }).notNull(),
    /** The customer's own order it is about, if any. */
    orderId: uuid().references(() => orders.id, { onDelete: 'set null' }),
    message: text().notNull(),
    status: text({ enum: SUPPORT_STATUSES }).notNull().default('open'),
    /** The address it came from (limits per address). */
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text(),
  },
  (t) => [
    index('support_requests_user_idx').on(t.userId, t.createdAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
    check('support_requests_closed_complete', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
  ],
);

/** An admin's answer to a request (emailed to the customer, shown in /help). */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: uuid().primaryKey().defaultRandom(),
    requestId: uuid()
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    /** The admin who wrote it (kept without a foreign key, like the audit log's actor). */
    authorUserId: text().notNull(),
    body: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_replies_request_idx').on(t.requestId, t.at)],
);
