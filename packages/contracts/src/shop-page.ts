import { z } from 'zod/mini';
import { listingKindSchema, shopSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema } from './common.js';
import { openingHoursSchema } from './shop-profile.js';

/*
 * A shop's public page (issue 26): Home's list of a shop's items opens under its header.
 *
 *   GET /api/shops/:id → 200 { shop: ShopPage }. 404 NOT_FOUND: no such shop, or one customers cannot
 *                        see (not approved, or paused by its owner). Public: no session needed.
 */

/** The shop as its page's header shows it, and the kinds of listing it sells (its filter chips). */
export const shopPageSchema = z.extend(shopSchema, {
  /** The header's picture; null: the page shows a band of colour instead. */
  coverUrl: z.nullable(z.string()),
  /** The shop's own words about itself (the retailer's description); empty when it gave none. */
  about: localizedTextSchema,
  /** Sunday first, Bahrain time; null until the shop gives them. */
  openingHours: z.nullable(openingHoursSchema),
  /** An order of at least this much is delivered free; null: never. */
  freeDeliveryOverFils: z.nullable(filsSchema),
  /** The kinds its active listings are, in LISTING_KINDS order. */
  kinds: z.array(listingKindSchema),
});
export type ShopPage = z.infer<typeof shopPageSchema>;

export const shopParamsSchema = z.object({ id: idSchema });
export const shopPageResponseSchema = z.object({ shop: shopPageSchema });
export type ShopPageResponse = z.infer<typeof shopPageResponseSchema>;
