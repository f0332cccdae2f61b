import { z } from 'zod/mini';
import { listingKindSchema, servesGuestsSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema } from './common.js';
import { MAX_SLOT_HOURS, MAX_SLOT_QUANTITY, MIN_SLOT_HOURS } from './timeslot.js';

/** How many of one product a cart line may hold. */
export const MAX_PRODUCT_QUANTITY = 99;

/**
 * What one customer may keep at once, so no account can hold a listing's month: live (unexpired)
 * time-slot holds on one listing (HOLD_LIMIT), live holds in all (HOLD_LIMIT), and cart lines,
 * products and live holds together (CART_LIMIT). Lapsed holds count for nothing.
 */
export const MAX_HOLDS_PER_LISTING = 3;
export const MAX_LIVE_HOLDS = 20;
export const MAX_CART_LINES = 50;

/**
 * A hold that has lapsed stays in its customer's cart, marked expired (it takes no capacity and counts
 * toward no cap or total), so they can pick a time for it again; the sweep deletes it this many hours
 * after it lapsed.
 */
export const EXPIRED_HOLD_KEEP_HOURS = 24;

export const cartSlotSchema = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  hours: z.number(),
});

export const cartItemSchema = z.object({
  id: idSchema,
  listingId: idSchema,
  kind: listingKindSchema,
  name: localizedTextSchema,
  imageUrl: z.nullable(z.string()),
  /** How many guests one unit serves, for the hint when shopping for an event. */
  servesGuests: servesGuestsSchema,
  quantity: z.int().check(z.gte(1)),
  /** The unit price for products (sale price when on sale); the hourly rate for time-based items. */
  unitPriceFils: filsSchema,
  totalFils: filsSchema,
  isTimeBased: z.boolean(),
  slot: z.nullable(cartSlotSchema),
  /**
   * When the hold lapses (time-based items only). A lapsed hold (expiresAt ≤ the cart's serverTime)
   * stays in the cart for EXPIRED_HOLD_KEEP_HOURS so a time can be picked again; it counts toward
   * no total, no cap and no capacity.
   */
  expiresAt: z.nullable(z.iso.datetime()),
  createdAt: z.iso.datetime(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartGroupSchema = z.object({
  shop: z.object({ id: idSchema, name: localizedTextSchema }),
  items: z.array(cartItemSchema),
  /** Of the lines that can be bought (expired holds left out). */
  subtotalFils: filsSchema,
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

export const cartSchema = z.object({
  groups: z.array(cartGroupSchema),
  /** The badge number: the sum of quantities of the lines that can be bought (expired holds left out). */
  itemCount: z.int(),
  totalFils: filsSchema,
  /** The server's clock, so hold countdowns don't depend on the device's. */
  serverTime: z.iso.datetime(),
});
export type Cart = z.infer<typeof cartSchema>;

export const addProductRequestSchema = z.object({
  listingId: idSchema,
  quantity: z._default(z.int().check(z.gte(1), z.lte(MAX_PRODUCT_QUANTITY)), 1),
});
export type AddProductRequest = z.infer<typeof addProductRequestSchema>;

const hoursSchema = z.int().check(z.gte(MIN_SLOT_HOURS), z.lte(MAX_SLOT_HOURS));
const slotQuantitySchema = z.int().check(z.gte(1), z.lte(MAX_SLOT_QUANTITY));

export const holdRequestSchema = z.object({
  listingId: idSchema,
  start: z.iso.datetime(),
  hours: hoursSchema,
  quantity: z._default(slotQuantitySchema, 1),
});
export type HoldRequest = z.infer<typeof holdRequestSchema>;

/** A new span for a hold line (a lapsed one, or one whose time the customer changes): held anew. */
export const reholdRequestSchema = z.object({
  start: z.iso.datetime(),
  hours: hoursSchema,
  quantity: z._default(slotQuantitySchema, 1),
});
export type ReholdRequest = z.infer<typeof reholdRequestSchema>;

/** Zero or less removes the line. */
export const updateCartItemSchema = z.object({ quantity: z.int().check(z.lte(MAX_PRODUCT_QUANTITY)) });
export type UpdateCartItem = z.infer<typeof updateCartItemSchema>;

export const cartItemParamsSchema = z.object({ id: idSchema });

export const availabilityQuerySchema = z.object({
  listingId: idSchema,
  start: z.iso.datetime(),
  hours: z.pipe(z.coerce.number(), hoursSchema),
});
export type AvailabilityQuery = z.infer<typeof availabilityQuerySchema>;

/** Spec §3 Availability result. */
export const availabilitySchema = z.object({
  availableQuantity: z.int().check(z.gte(0)),
  maxCapacity: z.int(),
  currentBookings: z.int(),
  currentHolds: z.int(),
  /**
   * Issue 27: present (true) when the busiest instant of the span, with the listing's buffers, is time
   * the shop blocked; nothing is available then.
   */
  blocked: z.optional(z.literal(true)),
});
export type Availability = z.infer<typeof availabilitySchema>;
