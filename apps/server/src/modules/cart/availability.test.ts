import { describe, expect, it } from 'vitest';
import { checkAvailability, type Reservation } from './availability.js';

const at = (hhmm: string) => new Date(`2026-12-16T${hhmm}:00Z`);
const now = at('06:00');

function check(capacity: number, reservations: Reservation[], start = '10:00', end = '14:00') {
  return checkAvailability({ capacity, reservations, start: at(start), end: at(end), now });
}
const booking = (start: string, end: string, quantity = 1): Reservation => ({
  kind: 'booking',
  start: at(start),
  end: at(end),
  quantity,
});
const hold = (start: string, end: string, quantity = 1, expiresAt = at('06:10')): Reservation => ({
  kind: 'hold',
  start: at(start),
  end: at(end),
  quantity,
  expiresAt,
});

describe('checkAvailability', () => {
  it('is the whole capacity when nothing overlaps', () => {
    expect(check(3, [booking('08:00', '10:00'), booking('14:00', '16:00')])).toEqual({
      maxCapacity: 3,
      currentBookings: 0,
      currentHolds: 0,
      availableQuantity: 3,
    });
  });

  it('subtracts bookings and live holds that overlap the span', () => {
    expect(check(5, [booking('09:00', '11:00', 2), hold('10:30', '12:00', 1)])).toEqual({
      maxCapacity: 5,
      currentBookings: 2,
      currentHolds: 1,
      availableQuantity: 2,
    });
  });

  it('ignores expired holds at once', () => {
    const lapsed = hold('10:00', '12:00', 1, at('06:00'));
    expect(check(1, [lapsed]).availableQuantity).toBe(1);
    expect(
      checkAvailability({
        capacity: 1,
        reservations: [lapsed],
        start: at('10:00'),
        end: at('12:00'),
        now: at('05:59'),
      }).availableQuantity,
    ).toBe(0);
  });

  it('lets back-to-back reservations share a unit (peak use, not the sum)', () => {
    const r = check(2, [booking('10:00', '12:00'), booking('12:00', '14:00')]);
    expect(r.availableQuantity).toBe(1);
    expect(r.currentBookings).toBe(1);
  });

  it('counts reservations that are in use at the same instant together', () => {
    expect(check(3, [booking('09:00', '13:00'), hold('11:00', '15:00', 2)]).availableQuantity).toBe(0);
  });

  it('never goes below zero', () => {
    expect(check(1, [booking('10:00', '14:00', 3)]).availableQuantity).toBe(0);
  });

  it('treats spans as half-open: ending when another starts is no overlap', () => {
    expect(check(1, [booking('08:00', '10:00'), booking('14:00', '18:00')]).availableQuantity).toBe(1);
  });
});
