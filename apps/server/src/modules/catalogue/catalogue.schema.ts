import { LISTING_KINDS, PRICING_TYPES, RETAILER_STATUSES } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '../auth/auth.schema.js';

export const listingKind = pgEnum('listing_kind', LISTING_KINDS);
export const pricingType = pgEnum('pricing_type', PRICING_TYPES);
export const retailerStatus = pgEnum('retailer_status', RETAILER_STATUSES);

export const categories = pgTable('categories', {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  nameEn: text().notNull(),
  nameAr: text().notNull(),
  emoji: text(),
  icon: text().notNull(),
  color: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const retailers = pgTable(
  'retailers',
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
    areaEn: text().notNull(),
    areaAr: text().notNull(),
    status: retailerStatus().notNull().default('pending'),
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
    index('retailers_status_rating_idx').on(t.status, t.rating.desc()),
    check('retailers_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check('retailers_fee_nonnegative', sql`${t.deliveryFeeFils} >= 0`),
  ],
);

export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    retailerId: uuid()
      .notNull()
      .references(() => retailers.id, { onDelete: 'cascade' }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id),
    kind: listingKind().notNull(),
    pricingType: pricingType().notNull().default('fixed'),
    priceFils: integer().notNull().default(0),
    salePriceFils: integer(),
    isOnSale: boolean().notNull().default(false),
    hourlyRateFils: integer(),
    capacity: integer().notNull().default(1),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    imageUrl: text(),
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    /** Normalised English + Arabic names (see search.ts), for matching and ranking. */
    searchName: text().notNull().default(''),
    /** searchName plus normalised descriptions. */
    searchText: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listings_created_idx').on(t.createdAt.desc()),
    index('listings_category_created_idx').on(t.categoryId, t.createdAt.desc()),
    index('listings_retailer_created_idx').on(t.retailerId, t.createdAt.desc()),
    index('listings_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('listings_prices_nonnegative', sql`${t.priceFils} >= 0 and coalesce(${t.salePriceFils}, 0) >= 0`),
    check('listings_hourly_has_rate', sql`${t.pricingType} <> 'hourly' or ${t.hourlyRateFils} is not null`),
    check(
      'listings_sale_below_price',
      sql`${t.salePriceFils} is null or ${t.salePriceFils} < ${t.priceFils}`,
    ),
    check('listings_capacity_positive', sql`${t.capacity} >= 1`),
    check('listings_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);
