import {
  LISTING_KINDS,
  MAX_BUFFER_MINUTES,
  MAX_NOTICE_MINUTES,
  MAX_SERVES_GUESTS,
  MIN_ADVANCE_DAYS,
  PRICING_TYPES,
  SLOT_DAYS,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { SKELETON_SQL } from '../../db/search-text.js';
import { shops } from '../shops/shops.schema.js';

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
  /** Both names, normalised (see db/search-text.ts): searching "decorations" finds its listings. */
  searchName: text().notNull().default(''),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** PostgreSQL's full-text document type; only ever computed by the database (a generated column). */
const tsvector = customType<{ data: string; driverData: string }>({ dataType: () => 'tsvector' });

export const listings = pgTable(
  'listings',
  {
    id: uuid().primaryKey().defaultRandom(),
    shopId: uuid()
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
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
    /**
     * How many guests one unit serves or seats (a cake's slices, a set of chairs, a food truck's
     * booking); null where guests are not how it is sized (a DJ, a banner).
     */
    servesGuests: integer(),
    nameEn: text().notNull(),
    nameAr: text().notNull(),
    descriptionEn: text().notNull().default(''),
    descriptionAr: text().notNull().default(''),
    imageUrl: text(),
    /** The mean of its visible reviews' stars (0 without any) and their count: kept by the reviews module. */
    rating: real().notNull().default(0),
    reviewCount: integer().notNull().default(0),
    /**
     * Time-based listings (issue 27 point 3): set-up time before and travel time after each booking,
     * busy time in the availability rule; the least notice before a booking may start; how many days
     * ahead it may be booked (the spec's 30 at most).
     */
    bufferBeforeMinutes: integer().notNull().default(0),
    bufferAfterMinutes: integer().notNull().default(0),
    minNoticeMinutes: integer().notNull().default(0),
    maxAdvanceDays: integer().notNull().default(SLOT_DAYS),
    isActive: boolean().notNull().default(true),
    /** Normalised English + Arabic names (`searchColumns`), for matching and ranking. */
    searchName: text().notNull().default(''),
    /** searchName plus normalised descriptions. */
    searchText: text().notNull().default(''),
    /**
     * The words of the names (weight A) and of everything (D), for the GIN index that finds search
     * candidates. The 'simple' configuration: the text is already normalised for both languages, and
     * no English stemmer may mangle Arabic words.
     */
    searchVector: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple', search_name), 'A') || setweight(to_tsvector('simple', search_text), 'D')`,
      ),
    /** Milliseconds, like a JavaScript Date: a "load more" cursor round-trips through JSON exactly. */
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Every list customers see is of active listings, newest first, walked backwards for "load more"
    // (keyset on created_at, id): one partial index per filter, so no list sorts the whole table.
    index('listings_active_created_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    index('listings_active_category_created_idx')
      .on(t.categoryId, t.createdAt, t.id)
      .where(sql`${t.isActive}`),
    index('listings_active_shop_created_idx').on(t.shopId, t.createdAt, t.id).where(sql`${t.isActive}`),
    index('listings_active_kind_created_idx').on(t.kind, t.createdAt, t.id).where(sql`${t.isActive}`),
    // Search walks the best-rated first until it has its candidates (ADR 011).
    index('listings_active_rating_idx').on(t.rating, t.reviewCount, t.id).where(sql`${t.isActive}`),
    // "Shops selling in this category": one probe per shop.
    index('listings_active_shop_category_idx').on(t.shopId, t.categoryId).where(sql`${t.isActive}`),
    // A shop's own list (every listing, active or not, newest first); deleting a shop cascades by it.
    index('listings_shop_created_idx').on(t.shopId, t.createdAt, t.id),
    index('listings_search_vector_idx').using('gin', t.searchVector).where(sql`${t.isActive}`),
    check('listings_prices_nonnegative', sql`${t.priceFils} >= 0 and coalesce(${t.salePriceFils}, 0) >= 0`),
    check('listings_hourly_has_rate', sql`${t.pricingType} <> 'hourly' or ${t.hourlyRateFils} is not null`),
    check(
      'listings_sale_below_price',
      sql`${t.salePriceFils} is null or ${t.salePriceFils} < ${t.priceFils}`,
    ),
    check('listings_capacity_positive', sql`${t.capacity} >= 1`),
    check(
      'listings_serves_guests_range',
      sql`${t.servesGuests} between 1 and ${sql.raw(String(MAX_SERVES_GUESTS))}`,
    ),
    check('listings_rating_range', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
    check(
      'listings_buffers_range',
      sql`${t.bufferBeforeMinutes} between 0 and ${sql.raw(String(MAX_BUFFER_MINUTES))} and ${t.bufferAfterMinutes} between 0 and ${sql.raw(String(MAX_BUFFER_MINUTES))}`,
    ),
    check(
      'listings_notice_range',
      sql`${t.minNoticeMinutes} between 0 and ${sql.raw(String(MAX_NOTICE_MINUTES))}`,
    ),
    check(
      'listings_advance_range',
      sql`${t.maxAdvanceDays} between ${sql.raw(String(MIN_ADVANCE_DAYS))} and ${sql.raw(String(SLOT_DAYS))}`,
    ),
  ],
);

/**
 * A listing's pictures, in order: the first is its cover (copied to `listings.image_url`, which the
 * customer's lists read). At most LISTING_IMAGE_LIMIT per listing.
 */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid().primaryKey().defaultRandom(),
    listingId: uuid()
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    url: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_images_listing_idx').on(t.listingId, t.position),
    check('listing_images_position_nonnegative', sql`${t.position} >= 0`),
  ],
);

/**
 * Every distinct word of the active listings' text: the vocabulary a query word is matched against
 * (substrings, typos) before the listings' full-text index is asked, so typo tolerance costs a scan of
 * a few thousand words, not of every listing.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text().primaryKey(),
    /**
     * The word without the long vowels and article Arabic spellings disagree on (`searchSkeleton`):
     * a typo's skeleton equals, or starts, its word's.
     */
    skeleton: text().notNull().generatedAlwaysAs(sql.raw(SKELETON_SQL)),
  },
  (t) => [
    index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
    index('search_words_skeleton_idx').on(t.skeleton.op('text_pattern_ops')),
  ],
);
