import {
  REVIEW_REPLY_MAX_LENGTH,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { orders } from '../orders/orders.schema.js';
import { shops } from '../shops/shops.schema.js';

/**
 * A customer's review of one item of a delivered (or, for bookings, completed) order (issue 27
 * point 4): once per item of an order, 1–5 stars and optional text; the shop's one public reply; a
 * shop's report to the admins, who keep or hide it. Listing and shop ratings are aggregates of the
 * visible rows (`listings.rating`/`review_count`, `shops.rating`/`review_count`, kept in the review's
 * transaction).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the reviewer's account is deleted (the review stays, unnamed). */
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    rating: integer().notNull(),
    /** Plain text (markup stripped); null when only stars were given. */
    body: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    reportedAt: timestamp({ withTimezone: true }),
    reportReason: text(),
    /** An admin hid it (it then counts in no rating and shows nowhere but to admins). */
    hiddenAt: timestamp({ withTimezone: true }),
    /** An admin looked at the report: kept or hidden. */
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_listing_idx').on(t.orderId, t.listingId),
    index('reviews_listing_created_idx')
      .on(t.listingId, t.createdAt.desc())
      .where(sql`${t.hiddenAt} is null`),
    index('reviews_shop_created_idx').on(t.shopId, t.createdAt.desc()),
    index('reviews_user_idx').on(t.userId),
    index('reviews_reported_idx')
      .on(t.reportedAt)
      .where(sql`${t.reportedAt} is not null and ${t.decidedAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_body_length', sql`char_length(${t.body}) <= ${sql.raw(String(REVIEW_TEXT_MAX_LENGTH))}`),
    check(
      'reviews_reply_length',
      sql`char_length(${t.reply}) <= ${sql.raw(String(REVIEW_REPLY_MAX_LENGTH))}`,
    ),
    check(
      'reviews_report_length',
      sql`char_length(${t.reportReason}) <= ${sql.raw(String(REVIEW_REPORT_REASON_MAX_LENGTH))}`,
    ),
    check('reviews_reply_complete', sql`(${t.reply} is null) = (${t.repliedAt} is null)`),
  ],
);
