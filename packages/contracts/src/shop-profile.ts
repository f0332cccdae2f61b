import { z } from 'zod/mini';
import { areaSchema, crNumberSchema, ibanSchema, typedPhoneSchema } from './bahrain.js';
import { shopStatusSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';
import { BUSINESS_TYPES, businessTypeSchema } from './staff.js';

/** A time of day on the 24-hour clock, `HH:MM`, Bahrain time. */
export const timeOfDaySchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

/**
 * One weekday's hours: open from `opens` to `closes`; a `closes` earlier than `opens` runs past
 * midnight (a shop open 16:00–01:00). Null: closed that day.
 */
export const dayHoursSchema = z.nullable(
  z
    .object({ opens: timeOfDaySchema, closes: timeOfDaySchema })
    .check(z.refine((d) => d.opens !== d.closes, { path: ['closes'], message: 'same_as_opens' })),
);
export type DayHours = z.infer<typeof dayHoursSchema>;

/** Opening hours per weekday, Sunday first (JavaScript's `getDay()` order): seven entries. */
export const openingHoursSchema = z.array(dayHoursSchema).check(z.minLength(7), z.maxLength(7));
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/* ------------------------------------------------------------------------------------------------
 * The retailer's own shop (issue 23, spec §3 Retailer / Retailer-profile: a retailer updates only its own
 * row). Endpoints (every one behind the role; no id in the URL: the signed-in account's one shop):
 *
 *   GET    /api/retailer/shop          → 200 ShopProfile. 401 UNAUTHENTICATED (the web says "No user
 *                                        logged in"), 403 FORBIDDEN (not a retailer), 404 NOT_FOUND
 *                                        (the account runs no shop).
 *   PATCH  /api/retailer/shop          body ShopProfileUpdate (any subset) → 200 ShopProfile.
 *                                        400 VALIDATION_FAILED (issues per field: path `name.en`,
 *                                        `iban`, …), 400 INVALID_PHONE (not a valid +973 number),
 *                                        401, 403, 404. Status is never changed by the owner; a
 *                                        rejected shop may fix its profile.
 *   POST   /api/retailer/shop/logo     multipart/form-data, one file part (any field name), ≤ 5 MB, any
 *                                        common image (checked by its content; SVG refused) → 200
 *                                        ShopProfile with the new `logoUrl` (a 512 px WebP under
 *                                        /media/uploads/…; the old logo file is removed).
 *                                        413 IMAGE_TOO_LARGE, 400 IMAGE_INVALID (not an image, or no
 *                                        file), 401, 403, 404. Nothing is stored on an error.
 *   DELETE /api/retailer/shop/logo     → 200 ShopProfile with `logoUrl: null`. 401, 403, 404.
 *   POST   /api/retailer/shop/pause    body ShopPause → 200 ShopProfile with `pause` set: hidden from
 *                                        customers (like an unapproved shop), no new holds or orders;
 *                                        existing ones are kept. Reopens at `until` (a job, each minute)
 *                                        or by hand. 400 VALIDATION_FAILED (`until` not in the future),
 *                                        401, 403, 404.
 *   DELETE /api/retailer/shop/pause    → 200 ShopProfile with `pause: null` (reopened). 401, 403, 404.
 *
 * Admin approval (the admin console's API: admin.ts):
 *   POST   /api/admin/shops/:id/approve             → 200 ShopProfile (status approved, reason null).
 *   POST   /api/admin/shops/:id/reject  ShopReject  → 200 ShopProfile (status rejected, the reason).
 *                                        Both: 400, 401, 403, 404 NOT_FOUND (no such shop), 409
 *                                        SHOP_ALREADY_DECIDED (no longer pending: decided once).
 *
 * Realtime: `{ type: 'shop.changed', shopId }` to room `shop:<shopId>` (its owner and admins may
 * subscribe) on every change above: approval, rejection, profile, logo, pause and reopening.
 * --------------------------------------------------------------------------------------------- */

/** The largest logo or listing image accepted before it is resized (bytes). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Delivery fee and free-delivery threshold limits, in fils (BD 50 and BD 1,000). */
export const SHOP_DELIVERY_FEE_MAX_FILS = 50_000;
export const SHOP_FREE_DELIVERY_MAX_FILS = 1_000_000;
/** Delivery time limits in minutes (up to a week, for rentals delivered days ahead). */
export const SHOP_DELIVERY_MINUTES_MAX = 7 * 24 * 60;
/** A pause lasts at most this long when it has an end (days). */
export const SHOP_PAUSE_MAX_DAYS = 90;

const isoDateTime = z.iso.datetime({ offset: true });

/** A pause: why (customers are told) and, if set, when it ends by itself. */
export const shopPauseStateSchema = z.object({
  reason: z.string(),
  /** When the shop was paused. */
  since: isoDateTime,
  /** When it reopens by itself; null: only by hand. */
  until: z.nullable(isoDateTime),
});
export type ShopPauseState = z.infer<typeof shopPauseStateSchema>;

/** The shop as its owner (and admins) see it: every field of the profile, approval and pause. */
export const shopProfileSchema = z.object({
  id: z.string(),
  name: localizedTextSchema,
  description: localizedTextSchema,
  businessTypes: z.array(businessTypeSchema),
  /** E.164 (+973…); null for a seeded shop that never gave one. */
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  /** The area's key, as at sign-up (bahrain.ts BAHRAIN_AREAS); null when the stored area is not one. */
  area: z.nullable(areaSchema),
  crNumber: z.nullable(z.string()),
  iban: z.nullable(z.string()),
  deliveryMinutes: z.int(),
  deliveryFeeFils: filsSchema,
  /** An order whose lines come to at least this much is delivered free; null: never free. */
  freeDeliveryOverFils: z.nullable(filsSchema),
  openingHours: z.nullable(openingHoursSchema),
  logoUrl: z.nullable(z.string()),
  status: shopStatusSchema,
  /** Why an admin rejected or suspended the shop; null otherwise. */
  statusReason: z.nullable(z.string()),
  statusChangedAt: z.nullable(isoDateTime),
  pause: z.nullable(shopPauseStateSchema),
});
export type ShopProfile = z.infer<typeof shopProfileSchema>;

const bilingual = (max: number, min: number) =>
  z.object({ en: plainText(max, min), ar: plainText(max, min) });

/**
 * A change to the profile: any subset of the fields, each validated as at sign-up (phone: the project's
 * phone rule, then +973 on the server → INVALID_PHONE; IBAN: Bahrain, mod-97; CR: digits). Money in fils.
 */
export const shopProfileUpdateSchema = z.object({
  name: z.optional(bilingual(80, 2)),
  description: z.optional(bilingual(1000, 0)),
  businessTypes: z.optional(
    z.pipe(
      z.array(businessTypeSchema).check(z.minLength(1), z.maxLength(BUSINESS_TYPES.length)),
      z.transform((types) => [...new Set(types)]),
    ),
  ),
  phone: z.optional(typedPhoneSchema),
  address: z.optional(plainText(200, 3)),
  area: z.optional(areaSchema),
  crNumber: z.optional(crNumberSchema),
  iban: z.optional(ibanSchema),
  deliveryMinutes: z.optional(z.int().check(z.gte(1), z.lte(SHOP_DELIVERY_MINUTES_MAX))),
  deliveryFeeFils: z.optional(z.int().check(z.gte(0), z.lte(SHOP_DELIVERY_FEE_MAX_FILS))),
  freeDeliveryOverFils: z.optional(z.nullable(z.int().check(z.gte(0), z.lte(SHOP_FREE_DELIVERY_MAX_FILS)))),
  openingHours: z.optional(z.nullable(openingHoursSchema)),
});
export type ShopProfileUpdate = z.infer<typeof shopProfileUpdateSchema>;

/** Close the shop for now: a reason customers are told, and optionally when it reopens by itself. */
export const shopPauseSchema = z.object({
  reason: plainText(200, 1),
  until: z.optional(
    isoDateTime.check(
      z.refine((s) => Date.parse(s) > Date.now(), { error: 'in_past' }),
      z.refine((s) => Date.parse(s) <= Date.now() + SHOP_PAUSE_MAX_DAYS * 86_400_000, { error: 'too_far' }),
    ),
  ),
});
export type ShopPause = z.infer<typeof shopPauseSchema>;

/**
 * A paused shop's listing asked for by a customer (GET /api/items/:id): 404 SHOP_PAUSED, with what the
 * shop told its customers and when it reopens (null: when it says so) as the error's details.
 */
export const shopPausedDetailsSchema = z.object({
  reason: z.string(),
  until: z.nullable(z.string()),
});
export type ShopPausedDetails = z.infer<typeof shopPausedDetailsSchema>;

/** An admin refuses a shop, saying why (its owner sees the reason). */
export const shopRejectSchema = z.object({ reason: plainText(500, 1) });
export type ShopReject = z.infer<typeof shopRejectSchema>;

export const shopIdParamsSchema = z.object({ id: idSchema });
