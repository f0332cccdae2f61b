import { describe, expect, it } from 'vitest';
import { openHoursIn, percentChange, resolvePeriod } from './analytics.js';

// 2026-11-26 23:30 Bahrain = 20:30 UTC: still the 26th in Bahrain.
const now = new Date('2026-11-26T20:30:00Z');

describe('resolvePeriod', () => {
  it.each([
    ['today', '2026-11-26', '2026-11-26', 1, '2026-11-25', '2026-11-25'],
    ['7d', '2026-11-20', '2026-11-26', 7, '2026-11-13', '2026-11-19'],
    ['30d', '2026-10-28', '2026-11-26', 30, '2026-09-28', '2026-10-27'],
  ] as const)('%s runs %s..%s (%i days) after %s..%s', (period, from, to, days, previousFrom, previousTo) => {
    expect(resolvePeriod({ period }, now)).toEqual({ from, to, days, previousFrom, previousTo });
  });

  it('takes the Bahrain day: 21:00 UTC is already tomorrow', () => {
    expect(resolvePeriod({ period: 'today' }, new Date('2026-11-26T21:00:00Z'))).toMatchObject({
      from: '2026-11-27',
    });
  });

  it('a custom period includes both days; the previous one has as many days', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-02-27', to: '2026-03-02' }, now)).toEqual({
      from: '2026-02-27',
      to: '2026-03-02',
      days: 4,
      previousFrom: '2026-02-23',
      previousTo: '2026-02-26',
    });
  });

  it.each([
    [{ period: 'custom' as const }, 'missing_days'],
    [{ period: 'custom' as const, from: '2026-11-01' }, 'missing_days'],
    [{ period: 'custom' as const, from: '2026-11-02', to: '2026-11-01' }, 'to_before_from'],
    [{ period: 'custom' as const, from: '2025-11-25', to: '2026-11-26' }, 'too_long'],
    [{ period: 'custom' as const, from: '2026-11-20', to: '2026-11-27' }, 'in_future'],
  ])('refuses %j: %s', (query, problem) => {
    expect(resolvePeriod(query, now)).toBe(problem);
  });

  it('accepts 366 days ending today', () => {
    expect(resolvePeriod({ period: 'custom', from: '2025-11-26', to: '2026-11-26' }, now)).toMatchObject({
      days: 366,
    });
  });
});

describe('openHoursIn', () => {
  // Sunday first; 2026-11-26 is a Thursday (index 4), 2026-11-27 a Friday (5).
  const hours = [
    { opens: '09:00', closes: '17:00' },
    { opens: '09:00', closes: '17:00' },
    { opens: '09:00', closes: '17:00' },
    { opens: '09:00', closes: '17:00' },
    { opens: '16:00', closes: '01:00' },
    null,
    { opens: '10:30', closes: '12:00' },
  ];
  it.each([
    ['2026-11-26', 1, 9],
    ['2026-11-27', 1, 0],
    ['2026-11-28', 1, 1.5],
    ['2026-11-22', 7, 8 * 4 + 9 + 0 + 1.5],
  ])('from %s over %i days: %f hours', (from, days, expected) => {
    expect(openHoursIn(hours, from, days)).toBe(expected);
  });
  it('a shop without hours is open 08:00–22:30 every day', () => {
    expect(openHoursIn(null, '2026-11-26', 3)).toBe(43.5);
  });
});

describe('percentChange', () => {
  it.each([
    [150, 100, 50],
    [50, 100, -50],
    [0, 0, null],
    [10, 0, null],
    [-10, -20, 50],
  ])('%i after %i: %s', (current, previous, expected) => {
    expect(percentChange(current, previous)).toBe(expected);
  });
});
