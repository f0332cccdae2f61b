import type { Availability } from '@haflah/contracts';

/** Something that takes capacity from a listing for [start, end): a confirmed booking or a cart hold. */
export interface Reservation {
  kind: 'booking' | 'hold';
  start: Date;
  end: Date;
  quantity: number;
  /** Holds only: when the hold stops counting. */
  expiresAt?: Date | null;
}

/** Time a shop blocked for this listing, or for all of its listings: [start, end), never widened. */
export interface Block {
  start: Date;
  end: Date;
}

/** A listing's buffers in minutes: set-up before and travel after each reservation (issue 27). */
export interface Buffers {
  beforeMinutes: number;
  afterMinutes: number;
}

const MINUTE = 60_000;

/**
 * The time a reservation keeps one unit busy: [start − before, end + after). Two reservations of one
 * unit therefore need a gap of at least after + before between them (the buffers stack).
 */
export function busySpan(span: { start: Date; end: Date }, buffers: Buffers): { start: Date; end: Date } {
  return {
    start: new Date(span.start.getTime() - buffers.beforeMinutes * MINUTE),
    end: new Date(span.end.getTime() + buffers.afterMinutes * MINUTE),
  };
}

const NO_BUFFERS: Buffers = { beforeMinutes: 0, afterMinutes: 0 };

/**
 * How much of a listing is free for the whole of [start, end) at `now`.
 *
 * Every booking and live hold keeps a unit busy over its busy span (its span widened by the listing's
 * buffers, `busySpan`), and so does the request: the answer is about the request's busy span. A block
 * (of the listing, or shop-wide) counts like a booking of the full capacity over its own span, not
 * widened: a request whose busy span touches a block has nothing free. Usage changes only where a busy
 * span or a block starts, so the busiest instant is the request's busy start or such a start inside
 * it; bookings, holds and blocks are counted there (the earliest instant wins a tie). This lets
 * back-to-back reservations share a unit when there are no buffers (a DJ booked 10–12 and 12–14 is
 * still free for one 10–14 request on a listing of capacity 2). Expired holds never count.
 * `availabilityQuery` in the repository is the same computation in one query; tests hold the two to
 * each other. The answer's `blocked` is there (true) only when the busiest instant is blocked.
 */
export function checkAvailability(input: {
  capacity: number;
  reservations: readonly Reservation[];
  blocks?: readonly Block[];
  buffers?: Buffers;
  start: Date;
  end: Date;
  now: Date;
}): Availability {
  const { capacity, now } = input;
  const buffers = input.buffers ?? NO_BUFFERS;
  const want = busySpan(input, buffers);
  const overlaps = (s: { start: Date; end: Date }) => s.start < want.end && s.end > want.start;
  const live = input.reservations
    .filter((r) => r.kind === 'booking' || (r.expiresAt != null && r.expiresAt.getTime() > now.getTime()))
    .map((r) => ({ ...busySpan(r, buffers), kind: r.kind, quantity: r.quantity }))
    .filter(overlaps);
  const blocks = (input.blocks ?? []).filter(overlaps);
  // In time order, so a tie for the busiest instant is settled by the earliest (as the SQL does).
  const instants = [
    want.start,
    ...[...live, ...blocks].map((r) => r.start).filter((s) => s > want.start),
  ].sort((a, b) => a.getTime() - b.getTime());
  const covers = (s: { start: Date; end: Date }, t: Date) => s.start <= t && t < s.end;
  const use = (at: { bookings: number; holds: number; blocked: boolean }) =>
    at.bookings + at.holds + (at.blocked ? capacity : 0);
  let peak = { bookings: 0, holds: 0, blocked: false };
  for (const t of instants) {
    const at = { bookings: 0, holds: 0, blocked: blocks.some((b) => covers(b, t)) };
    for (const r of live) {
      if (covers(r, t)) at[r.kind === 'booking' ? 'bookings' : 'holds'] += r.quantity;
    }
    if (use(at) > use(peak)) peak = at;
  }
  return {
    maxCapacity: capacity,
    currentBookings: peak.bookings,
    currentHolds: peak.holds,
    availableQuantity: Math.max(0, capacity - use(peak)),
    ...(peak.blocked ? { blocked: true } : {}),
  };
}
