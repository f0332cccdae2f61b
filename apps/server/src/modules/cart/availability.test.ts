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

describe('checkAvailability with blocks and buffers (issue 27)', () => {
  const withRules = (
    capacity: number,
    reservations: Reservation[],
    rules: { blocks?: [string, string][]; before?: number; after?: number },
    start = '10:00',
    end = '14:00',
  ) =>
    checkAvailability({
      capacity,
      reservations,
      blocks: (rules.blocks ?? []).map(([s, e]) => ({ start: at(s), end: at(e) })),
      buffers: { beforeMinutes: rules.before ?? 0, afterMinutes: rules.after ?? 0 },
      start: at(start),
      end: at(end),
      now,
    });

  it('a block over any part of the span leaves nothing free, and says so', () => {
    expect(withRules(3, [], { blocks: [['13:30', '18:00']] })).toEqual({
      maxCapacity: 3,
      currentBookings: 0,
      currentHolds: 0,
      availableQuantity: 0,
      blocked: true,
    });
    expect(withRules(3, [booking('10:00', '11:00')], { blocks: [['06:00', '10:30']] })).toMatchObject({
      currentBookings: 1,
      availableQuantity: 0,
      blocked: true,
    });
  });

  it('a block that ends when the span starts (or starts when it ends) takes nothing', () => {
    const r = withRules(2, [], {
      blocks: [
        ['08:00', '10:00'],
        ['14:00', '16:00'],
      ],
    });
    expect(r).toEqual({ maxCapacity: 2, currentBookings: 0, currentHolds: 0, availableQuantity: 2 });
  });

  it('a block touching only the buffers of the request still takes it', () => {
    expect(withRules(1, [], { blocks: [['14:00', '15:00']], after: 30 }).availableQuantity).toBe(0);
    expect(withRules(1, [], { blocks: [['09:00', '09:45']], before: 30 }).availableQuantity).toBe(0);
    expect(withRules(1, [], { blocks: [['09:00', '09:30']], before: 30 }).availableQuantity).toBe(1);
  });

  it('buffers stack: one unit needs after + before between two reservations', () => {
    // 08:00–09:00 booked, 60 min after and 30 before: the next start on that unit is 10:30.
    const earlier = [booking('08:00', '09:00')];
    expect(withRules(1, earlier, { before: 30, after: 60 }, '10:00', '12:00').availableQuantity).toBe(0);
    expect(withRules(1, earlier, { before: 30, after: 60 }, '10:30', '12:30').availableQuantity).toBe(1);
    // And the other way round: the request's own after-buffer against a later booking's before-buffer.
    const later = [booking('15:00', '16:00')];
    expect(withRules(1, later, { before: 30, after: 30 }, '12:00', '14:00').availableQuantity).toBe(1);
    expect(withRules(1, later, { before: 30, after: 30 }, '12:30', '14:30').availableQuantity).toBe(0);
  });

  it('back-to-back reservations with buffers no longer share a unit', () => {
    const r = withRules(2, [booking('10:00', '12:00'), booking('12:00', '14:00')], { after: 15 });
    expect(r.availableQuantity).toBe(0);
    expect(r.currentBookings).toBe(2);
  });
});
