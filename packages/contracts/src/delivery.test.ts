import { describe, expect, it } from 'vitest';
import { DELIVERY_DAYS, deliveryDays, deliveryProblem, windowTimes } from './delivery.js';

/** Bahrain is UTC+3: 10:30 in Bahrain on 1 March 2027. */
const at = (bahrainTime: string, date = '2027-03-01') => new Date(`${date}T${bahrainTime}:00+03:00`);

describe('delivery windows', () => {
  it('reads a window as Bahrain times', () => {
    expect(windowTimes('09-12')).toEqual({ start: '09:00', end: '12:00' });
    expect(windowTimes('18-21')).toEqual({ start: '18:00', end: '21:00' });
  });

  it.each([
    // [now in Bahrain, date, window, problem]
    ['10:30', '2027-03-01', '12-15', 'past'], // starts in 1.5 h: under the 2 h lead
    ['10:00', '2027-03-01', '12-15', null], // exactly 2 h ahead
    ['10:30', '2027-03-01', '15-18', null],
    ['10:30', '2027-03-01', '09-12', 'past'],
    ['10:30', '2027-02-28', '18-21', 'out_of_range'], // yesterday
    ['10:30', '2027-03-14', '09-12', null], // the 14th day, today counted
    ['10:30', '2027-03-15', '09-12', 'out_of_range'],
    ['23:30', '2027-03-02', '09-12', null], // tomorrow morning, asked late at night
  ] as const)('at %s: %s %s → %s', (now, date, window, problem) => {
    expect(deliveryProblem(date, window, at(now))).toBe(problem);
  });

  it('offers every day still open, each with its open windows', () => {
    const morning = deliveryDays(at('08:00'));
    expect(morning).toHaveLength(DELIVERY_DAYS);
    expect(morning[0]).toEqual({ date: '2027-03-01', windows: ['12-15', '15-18', '18-21'] });
    expect(morning[1]).toEqual({ date: '2027-03-02', windows: ['09-12', '12-15', '15-18', '18-21'] });
    // At 16:30 the last window of the day starts in 1.5 h: today is not offered at all.
    const evening = deliveryDays(at('16:30'));
    expect(evening[0]!.date).toBe('2027-03-02');
    expect(evening).toHaveLength(DELIVERY_DAYS - 1);
  });
});
