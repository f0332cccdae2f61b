/**
 * Issue 27 points 1–3: a listing's own booking rules (buffers, notice, how far ahead) and a shop's
 * blocked time. The shapes of the blocks API and the calendar join this file.
 */
import { z } from 'zod/mini';
import { idSchema, localizedTextSchema, plainText } from './common.js';
import { MAX_SLOT_HOURS, MAX_SLOT_QUANTITY, MIN_SLOT_HOURS, SLOT_DAYS } from './timeslot.js';

/** A set-up buffer before, or a travel buffer after, each booking: 0 to 4 hours, in minutes. */
export const MAX_BUFFER_MINUTES = 240;
/** The least notice a listing may ask for a booking: up to 14 days, in minutes. */
export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
/** How far ahead a listing may be booked: 1 day up to the spec's 30 (SLOT_DAYS). */
export const MIN_ADVANCE_DAYS = 1;
/** A block's note (maintenance, holidays, a private event): plain text. */
export const BLOCK_NOTE_MAX_LENGTH = 200;

/**
 * Blocks API (issue 27 point 2), the shop's owner only, under /api/retailer (401 without a session,
 * 403 for another role; another shop's listing or block answers 404 NOT_FOUND, never 403):
 * - GET    /api/retailer/blocks?from&to[&listingId] → 200 blocksResponseSchema: the shop's blocks
 *          overlapping [from, to) (instants, ISO UTC), earliest first; with `listingId`, that listing's
 *          own blocks and the shop-wide ones. Errors: 400 VALIDATION_FAILED, 404 NOT_FOUND.
 * - POST   /api/retailer/blocks body blockCreateSchema → 201 blockCreatedSchema (the block, and how many
 *          live holds it overlaps: they are not refused, they lapse). Errors: 400 VALIDATION_FAILED,
 *          404 NOT_FOUND (listing), 409 BLOCK_OVERLAPS_BOOKING with `details` blockConflictSchema: the
 *          confirmed bookings (of the listing, or of any of the shop's listings for a shop-wide block)
 *          whose span, widened by the listing's buffers, the block would cut into.
 * - DELETE /api/retailer/blocks/:id → 204. Errors: 404 NOT_FOUND.
 */

/** A block spans at most this many days (a long holiday; a listing that is gone for good is deactivated). */
export const MAX_BLOCK_DAYS = 90;
/** The list's window (`to` − `from`) at most this many days, and at most this many blocks in it. */
export const BLOCKS_MAX_WINDOW_DAYS = 62;
export const BLOCKS_LIST_LIMIT = 500;

const minuteInstant = z.iso.datetime().check(
  z.refine((s) => {
    const t = Date.parse(s);
    return Number.isFinite(t) && t % 60_000 === 0;
  }, 'on_minute'),
);

export const timeBlockSchema = z.object({
  id: idSchema,
  /** Null: the whole shop. */
  listingId: z.nullable(idSchema),
  listingName: z.nullable(localizedTextSchema),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  note: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type TimeBlock = z.infer<typeof timeBlockSchema>;

export const blocksQuerySchema = z
  .object({ from: z.iso.datetime(), to: z.iso.datetime(), listingId: z.optional(idSchema) })
  .check(
    z.refine(
      (q) =>
        Date.parse(q.to) > Date.parse(q.from) &&
        Date.parse(q.to) - Date.parse(q.from) <= BLOCKS_MAX_WINDOW_DAYS * 86_400_000,
      { error: 'window', path: ['to'] },
    ),
  );
export type BlocksQuery = z.infer<typeof blocksQuerySchema>;

export const blocksResponseSchema = z.object({ blocks: z.array(timeBlockSchema) });
export type BlocksResponse = z.infer<typeof blocksResponseSchema>;

export const blockCreateSchema = z
  .object({
    /** Null: block every listing of the shop. */
    listingId: z.nullable(idSchema),
    startsAt: minuteInstant,
    endsAt: minuteInstant,
    note: z.optional(z.nullable(plainText(BLOCK_NOTE_MAX_LENGTH))),
  })
  .check(
    z.refine((b) => Date.parse(b.endsAt) > Date.parse(b.startsAt), {
      error: 'end_before_start',
      path: ['endsAt'],
    }),
    z.refine((b) => Date.parse(b.endsAt) - Date.parse(b.startsAt) <= MAX_BLOCK_DAYS * 86_400_000, {
      error: 'too_long',
      path: ['endsAt'],
    }),
  );
export type BlockCreate = z.infer<typeof blockCreateSchema>;
export type BlockCreateInput = z.input<typeof blockCreateSchema>;

export const blockCreatedSchema = z.object({
  block: timeBlockSchema,
  /** Live holds of customers inside the block: not refused (they lapse in minutes), only counted. */
  liveHolds: z.int().check(z.gte(0)),
});
export type BlockCreated = z.infer<typeof blockCreatedSchema>;

export const blockParamsSchema = z.object({ id: idSchema });

/** BLOCK_OVERLAPS_BOOKING's `details`: the bookings the block would cut into, earliest first. */
export const blockConflictSchema = z.object({
  bookings: z.array(
    z.object({
      orderId: z.nullable(idSchema),
      orderNumber: z.nullable(z.int()),
      listingId: idSchema,
      listingName: localizedTextSchema,
      startsAt: z.iso.datetime(),
      endsAt: z.iso.datetime(),
    }),
  ),
});
export type BlockConflict = z.infer<typeof blockConflictSchema>;

/** Buffers are chosen in steps of this many minutes (0, 15, … 240). */
export const BUFFER_STEP_MINUTES = 15;
/** The minimum notices a shop may ask for: none, 1 h, 2 h, 4 h, 12 h, 24 h, 48 h, 72 h, 1 week. */
export const NOTICE_CHOICES_MINUTES = [0, 60, 120, 240, 720, 1440, 2880, 4320, 10080] as const;

const bufferSchema = z.int().check(z.gte(0), z.lte(MAX_BUFFER_MINUTES), z.multipleOf(BUFFER_STEP_MINUTES));

/**
 * A time-based listing's own booking rules (issue 27 point 3): a buffer before and after each booking
 * (busy time for the listing, stacking), the least notice a booking needs, and how many days ahead
 * (today the first) it may be booked. Products ignore them.
 */
export const bookingRulesSchema = z.object({
  bufferBeforeMinutes: bufferSchema,
  bufferAfterMinutes: bufferSchema,
  minNoticeMinutes: z
    .int()
    .check(z.refine((m) => (NOTICE_CHOICES_MINUTES as readonly number[]).includes(m), 'notice_choice')),
  maxAdvanceDays: z.int().check(z.gte(MIN_ADVANCE_DAYS), z.lte(SLOT_DAYS)),
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

/** A listing's rules until its shop sets them: no buffers, no notice, the spec's 30 days. */
export const DEFAULT_BOOKING_RULES: BookingRules = {
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 0,
  maxAdvanceDays: SLOT_DAYS,
};

const dateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
const startTimeSchema = z.string().check(z.regex(/^\d{2}:\d{2}$/));
const hoursSchema = z.int().check(z.gte(MIN_SLOT_HOURS), z.lte(MAX_SLOT_HOURS));
const slotQuantitySchema = z.int().check(z.gte(1), z.lte(MAX_SLOT_QUANTITY));

/**
 * Here, not in cart.ts, so that Home's first load (which carries cart.ts's shapes) does not carry
 * these. GET /api/availability/starts (public, rate-limited like /api/availability): every start time of one
 * Bahrain date for a span of `hours` and `quantity` units, each marked as the server would answer a
 * hold there. 404 NOT_FOUND when customers can't see the listing.
 */
export const slotStartsQuerySchema = z.object({
  listingId: idSchema,
  date: dateSchema,
  hours: z.pipe(z.coerce.number(), hoursSchema),
  quantity: z._default(z.pipe(z.coerce.number(), slotQuantitySchema), 1),
});
export type SlotStartsQuery = z.infer<typeof slotStartsQuerySchema>;

/**
 * Why a start can't be held: past or sooner than the listing's notice, a date beyond how far ahead it
 * may be booked, its shop closed then, or too few units free (booked, held, or blocked by the shop).
 */
export const slotStartReasonSchema = z.enum(['too_soon', 'too_far', 'closed', 'full']);
export type SlotStartReason = z.infer<typeof slotStartReasonSchema>;

export const slotStartSchema = z.object({
  /** HH:MM, Bahrain time. */
  time: startTimeSchema,
  start: z.iso.datetime(),
  /** Units free for the whole span with the listing's buffers (0 when it can't be held at all). */
  availableQuantity: z.int().check(z.gte(0)),
  /** Null: a hold of `quantity` here would be accepted now. */
  reason: z.nullable(slotStartReasonSchema),
});
export type SlotStart = z.infer<typeof slotStartSchema>;

export const slotStartsSchema = z.object({
  date: dateSchema,
  /** The dates this listing may be booked on now (today first), for the date picker. */
  dates: z.array(dateSchema),
  maxCapacity: z.int(),
  starts: z.array(slotStartSchema),
});
export type SlotStarts = z.infer<typeof slotStartsSchema>;
