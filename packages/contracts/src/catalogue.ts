import { z } from 'zod/mini';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';

export const LISTING_KINDS = ['product', 'service', 'rental', 'entertainment', 'food_truck'] as const;
export const listingKindSchema = z.enum(LISTING_KINDS);
export type ListingKind = z.infer<typeof listingKindSchema>;

export const PRICING_TYPES = ['fixed', 'hourly'] as const;
export const pricingTypeSchema = z.enum(PRICING_TYPES);
export type PricingType = z.infer<typeof pricingTypeSchema>;

/**
 * A shop's approval: pending until an admin decides; approved shops are visible to customers (unless
 * their owner paused them); rejected ones were never approved; suspended ones were, until an admin
 * suspended them (issue 24: hidden, no new holds or orders, existing orders and bookings kept).
 */
export const SHOP_STATUSES = ['pending', 'approved', 'rejected', 'suspended'] as const;
export const shopStatusSchema = z.enum(SHOP_STATUSES);
export type ShopStatus = z.infer<typeof shopStatusSchema>;

/** Icons the client knows how to draw; anything else falls back to a default. */
export const CATEGORY_ICONS = [
  'cake',
  'decorations',
  'giveaways',
  'party_supplies',
  'entertainment',
  'rentals',
  'catering',
  'services',
] as const;
export const categoryIconSchema = z.enum(CATEGORY_ICONS);
export type CategoryIcon = z.infer<typeof categoryIconSchema>;

/** Spec constants for catalogue reads. */
export const PRODUCT_LIST_LIMIT = 50;
export const FEATURED_PRODUCTS = 4;
export const SEARCH_MAX_LENGTH = 100;
/** Shops a search lists above its items when their name is what was searched for ("sugar pearl"). */
export const SEARCH_SHOPS_MAX = 3;
/** Shops per page of a category's retailers; "load more" asks for the next page. */
export const SHOP_PAGE_SIZE = 24;

export const categorySchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  emoji: z.nullable(z.string()),
  icon: z.string(),
  color: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A shop's offer as its card shows it ("30% off, up to BD 20"); the offers' API is offers.ts. */
export const offerNoteSchema = z.object({
  percent: z.int(),
  capFils: filsSchema,
  minOrderFils: z.nullable(filsSchema),
  firstOrderOnly: z.boolean(),
});
export type OfferNote = z.infer<typeof offerNoteSchema>;

export const shopSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  logoUrl: z.nullable(z.string()),
  rating: z.number(),
  reviewCount: z.int(),
  deliveryMinutes: z.int(),
  deliveryFeeFils: filsSchema,
  area: localizedTextSchema,
  /**
   * The shop's offer running now, as its card says it ("30% off, up to BD 20"); null: none. Told by
   * the catalogue's shop lists (Retailers, search's shops, the shop page); absent elsewhere.
   */
  offer: z.optional(z.nullable(offerNoteSchema)),
});
export type Shop = z.infer<typeof shopSchema>;

export const itemSummarySchema = z.object({
  id: idSchema,
  kind: listingKindSchema,
  pricingType: pricingTypeSchema,
  priceFils: filsSchema,
  salePriceFils: z.nullable(filsSchema),
  isOnSale: z.boolean(),
  hourlyRateFils: z.nullable(filsSchema),
  capacity: z.int().check(z.gte(1)),
  name: localizedTextSchema,
  imageUrl: z.nullable(z.string()),
  rating: z.number(),
  reviewCount: z.int(),
  categoryId: idSchema,
  categoryName: localizedTextSchema,
  shopId: idSchema,
  shopName: localizedTextSchema,
  /** True for everything except fixed-price products. */
  requiresTimeSlot: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ItemSummary = z.infer<typeof itemSummarySchema>;

/** The most guests one unit of a listing may be said to serve. */
export const MAX_SERVES_GUESTS = 10_000;
/** How many guests one unit serves or seats; null where guests are not how it is sized. */
export const servesGuestsSchema = z.nullable(z.int().check(z.gte(1), z.lte(MAX_SERVES_GUESTS)));

export const itemDetailSchema = z.extend(itemSummarySchema, {
  servesGuests: servesGuestsSchema,
  description: localizedTextSchema,
  shop: shopSchema,
});
export type ItemDetail = z.infer<typeof itemDetailSchema>;

// ---- requests ----

/** "Load more": the `nextCursor` of the previous page, as given. */
const afterCursorSchema = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/));

export const shopsQuerySchema = z.object({
  categoryId: z.optional(idSchema),
  after: z.optional(afterCursorSchema),
});
export type ShopsQuery = z.infer<typeof shopsQuerySchema>;

export const itemsQuerySchema = z.object({
  categoryId: z.optional(idSchema),
  shopId: z.optional(idSchema),
  kind: z.optional(listingKindSchema),
  q: z.optional(plainText(SEARCH_MAX_LENGTH)),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(PRODUCT_LIST_LIMIT))),
    PRODUCT_LIST_LIMIT,
  ),
  after: z.optional(afterCursorSchema),
});
export type ItemsQuery = z.infer<typeof itemsQuerySchema>;

export const itemParamsSchema = z.object({ id: idSchema });

// ---- responses ----

export const categoriesResponseSchema = z.object({ categories: z.array(categorySchema) });
export const shopsResponseSchema = z.object({
  /** One page (SHOP_PAGE_SIZE), best rated first. */
  shops: z.array(shopSchema),
  /** How many shops the whole list has. */
  total: z.int().check(z.gte(0)),
  /** Pass as `after` for the next page; null when this page is the last. */
  nextCursor: z.nullable(z.string()),
});
export const itemsResponseSchema = z.object({
  items: z.array(itemSummarySchema),
  /**
   * A search's first page, over everything: the shops whose name has every word searched for (at most
   * SEARCH_SHOPS_MAX, best rated first), shown above the items. Absent otherwise.
   */
  shops: z.optional(z.array(shopSchema)),
  /** Pass as `after` for the next page; null when this page is the last. */
  nextCursor: z.nullable(z.string()),
});
export const itemResponseSchema = z.object({ item: itemDetailSchema });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export type ShopsResponse = z.infer<typeof shopsResponseSchema>;
export type ItemsResponse = z.infer<typeof itemsResponseSchema>;
export type ItemResponse = z.infer<typeof itemResponseSchema>;

/** Fixed-price products are bought; everything else is booked for a span. */
export function requiresTimeSlot(kind: ListingKind, pricingType: PricingType): boolean {
  return !(kind === 'product' && pricingType === 'fixed');
}
