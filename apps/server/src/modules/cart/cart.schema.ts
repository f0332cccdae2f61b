import { BLOCK_NOTE_MAX_LENGTH } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { listings } from '../catalogue/catalogue.schema.js';
import { shops } from '../shops/shops.schema.js';

/**
 * A PostgreSQL tstzrange, only ever computed by the database from starts_at/ends_at (generated
 * columns), so it is read-only here: queries use it for overlap tests and GiST indexes.
 */
const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled']);

/**
 * Cart lines (spec §3 Cart item). A product line has no span and merges on re-add; a time-based line
 * is a hold on its listing for [starts_at, ends_at) that stops counting at expires_at.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    span: tstzrange().generatedAlwaysAs(
      sql`case when starts_at is null then null else tstzrange(starts_at, ends_at, '[)') end`,
    ),
    expiresAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'cart_items_hold_complete',
      sql`(${t.startsAt} is null) = (${t.endsAt} is null) and (${t.startsAt} is null) = (${t.expiresAt} is null)`,
    ),
    check('cart_items_span_order', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('cart_items_product_line_idx').on(t.userId, t.listingId).where(sql`${t.startsAt} is null`),
    index('cart_items_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('cart_items_hold_span_idx').using('gist', t.listingId, t.span).where(sql`${t.span} is not null`),
    index('cart_items_expiry_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);

/** Confirmed reservations of a listing's capacity; checkout turns holds into these. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    quantity: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    span: tstzrange().notNull().generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    status: bookingStatus().notNull().default('confirmed'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_quantity_positive', sql`${t.quantity} >= 1`),
    check('bookings_span_order', sql`${t.endsAt} > ${t.startsAt}`),
    index('bookings_listing_span_idx')
      .using('gist', t.listingId, t.span)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);

/**
 * Time a shop has blocked (issue 27 point 2): maintenance, holidays, a private event. A block of one
 * listing, or of the whole shop when `listing_id` is null, counts in the availability rule exactly like
 * a booking of the listing's full capacity for [starts_at, ends_at).
 */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** Null: every listing of the shop. */
    listingId: uuid().references(() => listings.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    span: tstzrange().notNull().generatedAlwaysAs(sql`tstzrange(starts_at, ends_at, '[)')`),
    /** Plain text, for the shop's own calendar; customers never see it. */
    note: text(),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('blocks_span_order', sql`${t.endsAt} > ${t.startsAt}`),
    check('blocks_note_length', sql`char_length(${t.note}) <= ${sql.raw(String(BLOCK_NOTE_MAX_LENGTH))}`),
    index('blocks_listing_span_idx')
      .using('gist', t.listingId, t.span)
      .where(sql`${t.listingId} is not null`),
    index('blocks_shop_span_idx').using('gist', t.shopId, t.span),
  ],
);
