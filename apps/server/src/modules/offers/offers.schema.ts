import { OFFER_MAX_PERCENT, OFFER_MIN_PERCENT } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';
import { shops } from '../shops/shops.schema.js';

const percentCheck = (column: unknown) =>
  sql`${column} between ${sql.raw(String(OFFER_MIN_PERCENT))} and ${sql.raw(String(OFFER_MAX_PERCENT))}`;

/**
 * A shop's offer (issue 27 point 6): percent off its order's items, at most `cap_fils`, from a
 * minimum order if set, between `starts_at` and `ends_at`, for a customer's first order at the shop or
 * for everyone. Checkout applies it on the server (discounts.ts in contracts is the rule).
 */
export const shopOffers = pgTable(
  'shop_offers',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    percent: integer().notNull(),
    capFils: integer().notNull(),
    minOrderFils: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    firstOrderOnly: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shop_offers_shop_ends_idx').on(t.shopId, t.endsAt),
    check('shop_offers_percent_range', percentCheck(t.percent)),
    check('shop_offers_amounts', sql`${t.capFils} > 0 and coalesce(${t.minOrderFils}, 0) >= 0`),
    check('shop_offers_span_order', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A promo code a customer types at checkout: a shop's (`shop_id`) or marketplace-wide (null, made by
 * an admin), with the offer's rule, an expiry and a usage limit. `used_count` is raised in the placing
 * transaction only while below `usage_limit`, so concurrent checkouts never use it past its limit.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Upper-case, as PROMO_CODE_PATTERN. */
    code: text().notNull(),
    shopId: uuid().references(() => shops.id, { onDelete: 'cascade' }),
    percent: integer().notNull(),
    capFils: integer().notNull(),
    minOrderFils: integer(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    firstOrderOnly: boolean().notNull().default(false),
    /** Null: no limit. */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** Stopped by whoever made it before its expiry. */
    disabledAt: timestamp({ withTimezone: true }),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_code_idx').on(t.code),
    index('promo_codes_shop_idx').on(t.shopId),
    check('promo_codes_percent_range', percentCheck(t.percent)),
    check('promo_codes_amounts', sql`${t.capFils} > 0 and coalesce(${t.minOrderFils}, 0) >= 0`),
    check('promo_codes_span_order', sql`${t.expiresAt} > ${t.startsAt}`),
    check(
      'promo_codes_usage',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or (${t.usageLimit} >= 1 and ${t.usedCount} <= ${t.usageLimit}))`,
    ),
  ],
);
