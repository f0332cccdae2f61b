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

/**
 * How much of a listing is free for the whole of [start, end) at `now`.
 *
 * Usage changes only where a reservation starts, so the busiest instant of the span is the span's own
 * start or the start of a reservation inside it. Bookings and holds are counted at that instant, which
 * lets back-to-back reservations share a unit (a DJ booked 10–12 and 12–14 is still free for one
 * 10–14 request on a listing of capacity 2). Expired holds never count. `availability.sql` in the
 * repository is the same computation in one query; tests hold the two to each other.
 */
export function checkAvailability(input: {
  capacity: number;
  reservations: readonly Reservation[];
  start: Date;
  end: Date;
  now: Date;
}): Availability {
  const { capacity, start, end, now } = input;
  const live = input.reservations.filter(
    (r) =>
      r.start < end &&
      r.end > start &&
      (r.kind === 'booking' || (r.expiresAt != null && r.expiresAt.getTime() > now.getTime())),
  );
  // In time order, so a tie for the busiest instant is settled by the earliest (as the SQL does).
  const instants = [start, ...live.map((r) => r.start).filter((s) => s > start)].sort(
    (a, b) => a.getTime() - b.getTime(),
  );
  let peak = { bookings: 0, holds: 0 };
  for (const t of instants) {
    const at = { bookings: 0, holds: 0 };
    for (const r of live) {
      if (r.start <= t && t < r.end) at[r.kind === 'booking' ? 'bookings' : 'holds'] += r.quantity;
    }
    if (at.bookings + at.holds > peak.bookings + peak.holds) peak = at;
  }
  return {
    maxCapacity: capacity,
    currentBookings: peak.bookings,
    currentHolds: peak.holds,
    availableQuantity: Math.max(0, capacity - peak.bookings - peak.holds),
  };
}
