import { type OpeningHours, SHOP_STATUSES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const shopStatus = pgEnum('shop_status', SHOP_STATUSES);

/** Shops (spec §3 Retailer): customers see only approved ones; an admin approves them. */
export const shops = pgTable(
  'shops',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    logoUrl: text(),
    /** A wide picture for the top of the shop's page; null: the page shows its colour band. */
    coverUrl: text(),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    deliveryMinutes: integer().notNull().default(30),
    deliveryFeeFils: integer().notNull().default(0),
    /** An order whose lines come to at least this much is delivered free; null: never free. */
    freeDeliveryOverFils: integer(),
    /** Opening hours per weekday (Sunday first); null until the shop gives them. */
    openingHours: jsonb().$type<OpeningHours>(),
    /** Both names, normalised (db/search-text.ts): a shop's name finds its listings. */
    searchName: text().notNull().default(''),
    areaEn: text().notNull(),
    areaAr: text().notNull(),
    status: shopStatus().notNull().default('pending'),
    /** Why an admin rejected or suspended the shop, shown to its owner; null otherwise. */
    statusReason: text(),
    statusChangedAt: timestamp({ withTimezone: true }),
    /**
     * Closed for now by its owner (a pause): no new holds or orders, and hidden from customers, with a
     * reason they are told. Reopens by hand or at `pausedUntil` (a job clears the pause then).
     */
    pausedAt: timestamp({ withTimezone: true }),
    pausedUntil: timestamp({ withTimezone: true }),
    pauseReason: text(),
    /** Registration details (retailer sign-up); seeded shops may not have them. */
    crNumber: text(),
    iban: text(),
    businessTypes: text().array().notNull().default(sql`'{}'::text[]`),
    phone: text(),
    address: text(),
    /** The retailer account that runs this shop. */
    ownerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_status_rating_idx').on(t.status, t.rating.desc()),
    check('shops_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('shops_fee_nonnegative', sql`${t.deliveryFeeFils} >= 0`),
    check('shops_free_delivery_nonnegative', sql`${t.freeDeliveryOverFils} >= 0`),
    check('shops_pause_complete', sql`${t.pausedAt} is not null or ${t.pausedUntil} is null`),
    index('shops_owner_idx').on(t.ownerUserId),
    index('shops_paused_until_idx').on(t.pausedUntil).where(sql`${t.pausedUntil} is not null`),
  ],
);
