/**
 * Issue 27 points 1–3: a listing's own booking rules (buffers, notice, how far ahead) and a shop's
 * blocked time. The shapes of the blocks API and the calendar join this file.
 */

/** A set-up buffer before, or a travel buffer after, each booking: 0 to 4 hours, in minutes. */
export const MAX_BUFFER_MINUTES = 240;
/** The least notice a listing may ask for a booking: up to 14 days, in minutes. */
export const MAX_NOTICE_MINUTES = 14 * 24 * 60;
/** How far ahead a listing may be booked: 1 day up to the spec's 30 (SLOT_DAYS). */
export const MIN_ADVANCE_DAYS = 1;
/** A block's note (maintenance, holidays, a private event): plain text. */
export const BLOCK_NOTE_MAX_LENGTH = 200;
