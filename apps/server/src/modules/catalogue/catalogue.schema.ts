import { LISTING_KINDS, PRICING_TYPES } from '@haflah/contracts';
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
import { retailers } from '../retailers/retailers.schema.js';

export const listingKind = pgEnum('listing_kind', LISTING_KINDS);
export const pricingType = pgEnum('pricing_type', PRICING_TYPES);

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
