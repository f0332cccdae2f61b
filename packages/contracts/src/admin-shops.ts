import { z } from 'zod/mini';
import { listingKindSchema, pricingTypeSchema, SEARCH_MAX_LENGTH, shopStatusSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';
import { orderStatusSchema } from './orders.js';
import { shopProfileSchema } from './shop-profile.js';
import { staffShopSchema } from './staff.js';

/* -----------------------------------------------------------------------------------------------
 * The admin's retailers (issue 24 points 3 and 4). Admins only (anonymous 401, other roles 403).
 *
 *   GET  /api/admin/shops?q=&status=&page=   → 200 AdminShopsPage: every shop (or those of `status`),
 *                                               newest application first, ADMIN_SHOPS_PAGE_SIZE a page,
 *                                               `q` matched against both names as the catalogue's
 *                                               search normalises them (alef forms, ta marbuta, case,
 *                                               diacritics), every word somewhere. 400 VALIDATION_FAILED.
 *   GET  /api/admin/shops/:id                → 200 AdminShopDetail: the whole profile, its owner, its
 *                                               listings, recent orders, revenue, rating and status
 *                                               history (from the audit log). 404 NOT_FOUND.
 *   POST /api/admin/shops/:id/suspend        body ShopSuspend → 200 ShopProfile (status suspended, the
 *                                               reason). Only an approved shop: 409 SHOP_NOT_SUSPENDABLE
 *                                               (a pending shop is rejected instead, never suspended).
 *                                               Customers no longer see the shop or its listings; a
 *                                               new hold, cart line or order of it answers 409
 *                                               SHOP_UNAVAILABLE; its existing orders and bookings stay.
 *   POST /api/admin/shops/:id/reinstate      body ShopReinstate → 200 ShopProfile (approved again).
 *                                               Only a suspended shop: 409 SHOP_NOT_SUSPENDED.
 *       Both: 404 NOT_FOUND; each writes one audit-log row (shop.suspend / shop.reinstate) in its
 *       transaction, tells the shop's room and the admins' room, and emails the owner (English and
 *       Arabic). A refused one writes nothing.
 * --------------------------------------------------------------------------------------------- */

/** Shops on one page of the admin's list. */
export const ADMIN_SHOPS_PAGE_SIZE = 20;
/** The most pages the list walks (ADMIN_SHOPS_PAGE_SIZE × this is far beyond any real count). */
export const ADMIN_SHOPS_MAX_PAGE = 10_000;
/** A suspension's reason: as long as a rejection's. */
export const SHOP_SUSPEND_REASON_MAX = 500;

const isoDateTime = z.iso.datetime({ offset: true });
const count = z.int().check(z.gte(0));

export const adminShopsQuerySchema = z.object({
  q: z.optional(plainText(SEARCH_MAX_LENGTH)),
  /** None: every status. */
  status: z.optional(shopStatusSchema),
  page: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(ADMIN_SHOPS_MAX_PAGE))), 1),
});
export type AdminShopsQuery = z.infer<typeof adminShopsQuerySchema>;

/** One row of the admin's list: the staff card plus what an admin decides by. */
export const adminShopRowSchema = z.extend(staffShopSchema, {
  statusReason: z.nullable(z.string()),
  statusChangedAt: z.nullable(isoDateTime),
  /** Closed for now by its owner. */
  paused: z.boolean(),
  /** Null once the owner's account is gone. */
  ownerEmail: z.nullable(z.string()),
  /** When the shop applied (its creation). */
  appliedAt: isoDateTime,
  activeListings: count,
});
export type AdminShopRow = z.infer<typeof adminShopRowSchema>;

/** GET /api/admin/shops. */
export const adminShopsPageSchema = z.object({
  shops: z.array(adminShopRowSchema),
  /** How many shops match, over every page. */
  total: count,
  page: z.int().check(z.gte(1)),
  pageSize: z.int().check(z.gte(1)),
});
export type AdminShopsPage = z.infer<typeof adminShopsPageSchema>;

/** An admin suspends an approved shop, saying why (its owner sees the reason). */
export const shopSuspendSchema = z.object({ reason: plainText(SHOP_SUSPEND_REASON_MAX, 1) });
export type ShopSuspend = z.infer<typeof shopSuspendSchema>;

/** An admin reinstates a suspended shop, optionally with a note (the audit log keeps it). */
export const shopReinstateSchema = z.optional(
  z.object({ reason: z.optional(plainText(SHOP_SUSPEND_REASON_MAX)) }),
);
export type ShopReinstate = z.infer<typeof shopReinstateSchema>;

/** One of the shop's listings as its details page lists it (newest first). */
export const adminShopListingSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  kind: listingKindSchema,
  pricingType: pricingTypeSchema,
  /** What a customer pays: the sale price when on sale, the hourly rate when by the hour. */
  priceFils: filsSchema,
  imageUrl: z.nullable(z.string()),
  isActive: z.boolean(),
});
export type AdminShopListing = z.infer<typeof adminShopListingSchema>;

/** One of the shop's latest orders. */
export const adminShopOrderSchema = z.object({
  id: z.string(),
  number: z.int(),
  status: orderStatusSchema,
  totalFils: filsSchema,
  placedAt: isoDateTime,
});
export type AdminShopOrder = z.infer<typeof adminShopOrderSchema>;

/** What the audit log says happened to the shop's status (approve, reject, suspend, reinstate). */
export const shopHistoryEntrySchema = z.object({
  at: isoDateTime,
  action: z.enum(['shop.approve', 'shop.reject', 'shop.suspend', 'shop.reinstate']),
  /** Who did it; null names when the account is gone. */
  actor: z.object({ name: z.nullable(z.string()), email: z.nullable(z.string()), role: z.string() }),
  reason: z.nullable(z.string()),
});
export type ShopHistoryEntry = z.infer<typeof shopHistoryEntrySchema>;

/** GET /api/admin/shops/:id. */
export const adminShopDetailSchema = z.object({
  profile: shopProfileSchema,
  owner: z.nullable(z.object({ name: z.string(), email: z.string() })),
  appliedAt: isoDateTime,
  rating: z.number(),
  reviewCount: count,
  listings: z.object({
    total: count,
    active: count,
    inactive: count,
    /** The newest few (ADMIN_SHOP_LISTINGS_SHOWN). */
    latest: z.array(adminShopListingSchema),
  }),
  orders: z.object({
    total: count,
    /** The newest few (ADMIN_SHOP_ORDERS_SHOWN). */
    latest: z.array(adminShopOrderSchema),
  }),
  /** Totals of the shop's orders that are not cancelled, in fils. */
  revenue: z.object({ allTimeFils: count, last30DaysFils: count }),
  /** Oldest first. */
  history: z.array(shopHistoryEntrySchema),
});
export type AdminShopDetail = z.infer<typeof adminShopDetailSchema>;

export const ADMIN_SHOP_LISTINGS_SHOWN = 8;
export const ADMIN_SHOP_ORDERS_SHOWN = 10;

export const adminShopParamsSchema = z.object({ id: idSchema });
