/**
 * Issue 27 point 1: the shop's bookings calendar (day and week, per listing, in Bahrain time).
 *
 * - GET /api/retailer/bookings?from=YYYY-MM-DD&days=1|7[&listingId][&after]
 *       query shopBookingsQuerySchema → 200 shopBookingsSchema. The shop's time-based listings (by name,
 *       at most CALENDAR_LISTINGS_LIMIT a page; `nextCursor` names the next page's `after`), each with
 *       its confirmed bookings, live holds (no customer data) and capacity use per 30-minute slot over
 *       the Bahrain days [from, from + days); and the shop's blocks over them (own and shop-wide).
 *       Owner only. Errors: 400 VALIDATION_FAILED, 404 NOT_FOUND (`listingId` of another shop).
 *
 * Realtime: the page refetches on the shop room's `order.placed` / `order.changed`.
 */
import { z } from 'zod/mini';
import { idSchema, localizedTextSchema } from './common.js';
import { orderStatusSchema } from './orders.js';
import { timeBlockSchema } from './schedule.js';

export const CALENDAR_VIEW_DAYS = [1, 7] as const;
export type CalendarViewDays = (typeof CALENDAR_VIEW_DAYS)[number];
/** Listings per page of the calendar. */
export const CALENDAR_LISTINGS_LIMIT = 50;
/** The calendar's grid step: capacity use is given per slot of this many minutes. */
export const CALENDAR_SLOT_MINUTES = 30;

export const shopBookingsQuerySchema = z.object({
  /** The first Bahrain day shown (a week view starts on a Saturday: the screen sends it). */
  from: z.iso.date(),
  days: z._default(z.pipe(z.coerce.number(), z.int().check(z.refine((n) => n === 1 || n === 7, 'days'))), 7),
  listingId: z.optional(idSchema),
  /** The previous page's `nextCursor`. */
  after: z.optional(idSchema),
});
export type ShopBookingsQuery = z.infer<typeof shopBookingsQuerySchema>;

export const calendarBookingSchema = z.object({
  id: idSchema,
  /** The order it was booked in (null only for a booking with no order line, which checkout never leaves). */
  orderId: z.nullable(idSchema),
  orderNumber: z.nullable(z.int()),
  orderStatus: z.nullable(orderStatusSchema),
  /** Null once the customer's data is out of the shop's window (CUSTOMER_DATA_DAYS) or erased. */
  customerFirstName: z.nullable(z.string()),
  quantity: z.int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type CalendarBooking = z.infer<typeof calendarBookingSchema>;

export const calendarHoldSchema = z.object({
  quantity: z.int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** When it stops counting, unless checked out. */
  expiresAt: z.iso.datetime(),
});
export type CalendarHold = z.infer<typeof calendarHoldSchema>;

/**
 * Capacity use over one CALENDAR_SLOT_MINUTES slot, as the availability rule counts it (bookings and
 * live holds widened by the listing's buffers, at the slot's busiest instant). Only slots with some use
 * are listed; any other slot of the view is free: 0 of capacity.
 */
export const calendarSlotSchema = z.object({
  startsAt: z.iso.datetime(),
  booked: z.int(),
  held: z.int(),
  /** Blocked (by the listing's or a shop-wide block) at its busiest instant: nothing is free. */
  blocked: z.boolean(),
  available: z.int(),
});
export type CalendarSlot = z.infer<typeof calendarSlotSchema>;

export const calendarListingSchema = z.object({
  id: idSchema,
  name: localizedTextSchema,
  capacity: z.int(),
  isActive: z.boolean(),
  bufferBeforeMinutes: z.int(),
  bufferAfterMinutes: z.int(),
  bookings: z.array(calendarBookingSchema),
  holds: z.array(calendarHoldSchema),
  slots: z.array(calendarSlotSchema),
});
export type CalendarListing = z.infer<typeof calendarListingSchema>;

export const shopBookingsSchema = z.object({
  from: z.iso.date(),
  days: z.int(),
  listings: z.array(calendarListingSchema),
  /** Blocks overlapping the view: of these listings, and shop-wide (listingId null). */
  blocks: z.array(timeBlockSchema),
  nextCursor: z.nullable(idSchema),
});
export type ShopBookings = z.infer<typeof shopBookingsSchema>;
