import { SHOP_STATUSES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    deliveryMinutes: integer().notNull().default(30),
    deliveryFeeFils: integer().notNull().default(0),
    /** Both names, normalised (db/search-text.ts): a shop's name finds its listings. */
    searchName: text().notNull().default(''),
    areaEn: text().notNull(),
    areaAr: text().notNull(),
    status: shopStatus().notNull().default('pending'),
    /** Registration details (retailer sign-up); seeded shops may not have them. */
    crNumber: text(),
    iban: text(),
    businessTypes: text().array().notNull().default(sql`'{}'::text[]`),
    phone: text(),
    address: text(),
    /** The retailer account that runs this shop. */
    ownerUserId: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shops_status_rating_idx').on(t.status, t.rating.desc()),
    check('shops_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('shops_fee_nonnegative', sql`${t.deliveryFeeFils} >= 0`),
  ],
);
