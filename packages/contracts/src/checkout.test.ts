import { describe, expect, it } from 'vitest';
import { deliveryByEvent, deliveryDaysByEvent } from './checkout.js';

describe('delivery for an event', () => {
  it.each([
    ['2026-11-27', '2026-11-28', true],
    ['2026-11-28', '2026-11-28', true],
    ['2026-11-29', '2026-11-28', false],
    ['2026-12-01', '2026-11-30', false],
    ['2026-11-30', '2026-12-01', true],
  ])('a delivery on %s for an event on %s: %s', (date, eventDate, allowed) => {
    expect(deliveryByEvent(date, eventDate)).toBe(allowed);
  });

  it('offers the days up to the event’s, all of them without an event', () => {
    const days = ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({ date }));
    expect(deliveryDaysByEvent(days, '2026-11-27').map((d) => d.date)).toEqual(['2026-11-26', '2026-11-27']);
    expect(deliveryDaysByEvent(days, '2026-11-20')).toEqual([]);
    expect(deliveryDaysByEvent(days, null)).toEqual(days);
  });
});
