import type { OpeningHours } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { todayHours } from './opening-hours';

const DAY = { opens: '09:00', closes: '22:00' };
const LATE = { opens: '16:00', closes: '01:00' };
/** Closed on Sundays, 09:00–22:00 on weekdays, 16:00–01:00 on Fridays. */
const HOURS: OpeningHours = [null, DAY, DAY, DAY, DAY, LATE, DAY];

/** A moment in Bahrain time (UTC+3): 2026-11-26 is a Thursday. */
const bahrain = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);

describe('todayHours', () => {
  it('is open within the day’s hours, closed before and after, by Bahrain’s clock', () => {
    expect(todayHours(HOURS, bahrain('2026-11-26', '10:00'))).toEqual({ open: true, today: DAY });
    expect(todayHours(HOURS, bahrain('2026-11-26', '08:59'))).toEqual({ open: false, today: DAY });
    expect(todayHours(HOURS, bahrain('2026-11-26', '22:00'))).toEqual({ open: false, today: DAY });
    // 23:30 UTC on Wednesday is already Thursday 02:30 in Bahrain.
    expect(todayHours(HOURS, new Date('2026-11-25T23:30:00Z'))).toEqual({ open: false, today: DAY });
  });

  it('is closed all day on a day without hours', () => {
    expect(todayHours(HOURS, bahrain('2026-11-29', '12:00'))).toEqual({ open: false, today: null });
  });

  it('counts hours running past midnight on both days', () => {
    expect(todayHours(HOURS, bahrain('2026-11-27', '23:30')).open).toBe(true);
    expect(todayHours(HOURS, bahrain('2026-11-28', '00:30'))).toEqual({ open: true, today: DAY });
    expect(todayHours(HOURS, bahrain('2026-11-28', '01:00')).open).toBe(false);
    expect(todayHours(HOURS, bahrain('2026-11-27', '15:00')).open).toBe(false);
  });
});
