import { describe, expect, it } from 'vitest';
import { formatDate } from './format';
import {
  formatClock,
  formatClockRange,
  formatDay,
  formatMoment,
  formatShortDate,
  formatTime,
  formatTimeRange,
  formatWeekdayDay,
  keepTogether,
} from './format-time';

// 13:00 UTC is 4:00 PM in Bahrain on Saturday 28 November 2026; 22:30 UTC is already Sunday there.
const SAT_4PM = '2026-11-28T13:00:00.000Z';
const SAT_6PM = '2026-11-28T15:00:00.000Z';
const SUN_0130 = '2026-11-28T22:30:00.000Z';
const FSI = '\u2068';
const PDI = '\u2069';

describe('dates, in one style in each language', () => {
  it('writes a day as "Sat 28 Nov" in English and "السبت، 28 نوفمبر" in Arabic, in Bahrain', () => {
    expect(formatDay(SAT_4PM, 'en')).toBe('Sat 28 Nov');
    expect(formatDay(SAT_4PM, 'ar')).toBe('السبت، 28 نوفمبر');
    // Past midnight in Bahrain it is the next day, whatever the device's own zone.
    expect(formatDay(SUN_0130, 'en')).toBe('Sun 29 Nov');
    expect(formatDay(new Date(SUN_0130), 'ar')).toBe('الأحد، 29 نوفمبر');
  });

  it('writes a day in a narrow column as "Sat 28" / "السبت 28" (a calendar week, a phone table)', () => {
    expect(formatWeekdayDay(SAT_4PM, 'en')).toBe('Sat 28');
    expect(formatWeekdayDay(SAT_4PM, 'ar')).toBe('السبت 28');
    expect(formatWeekdayDay(SUN_0130, 'en')).toBe('Sun 29');
  });

  it('writes calendar dates with the day first, long and short', () => {
    expect(formatDate(SAT_4PM, 'en')).toBe('28 November 2026');
    expect(formatDate(SAT_4PM, 'ar')).toBe('28 نوفمبر 2026');
    expect(formatShortDate('2026-09-01T09:00:00Z', 'en')).toBe('1 Sep 2026');
    expect(formatShortDate(SAT_4PM, 'ar')).toBe('28 نوفمبر 2026');
  });
});

describe('times, in 12-hour style', () => {
  it('writes "4:00 PM" / "4:00 م", midnight and noon as 12', () => {
    expect(formatTime(SAT_4PM, 'en')).toBe('4:00 PM');
    expect(formatTime(SAT_4PM, 'ar')).toBe('4:00 م');
    expect(formatTime(SUN_0130, 'en')).toBe('1:30 AM');
    expect(formatTime(SUN_0130, 'ar')).toBe('1:30 ص');
    expect(formatClock(0, 0, 'en')).toBe('12:00 AM');
    expect(formatClock(12, 5, 'en')).toBe('12:05 PM');
  });

  it('writes a moment as its day and its time, the time kept whole', () => {
    expect(formatMoment(SAT_4PM, 'en')).toBe('Sat 28 Nov, 4:00\u00a0PM');
    expect(formatMoment(SAT_4PM, 'ar')).toBe('السبت، 28 نوفمبر، 4:00\u00a0م');
  });

  it('is kept on one line in either language ("3:00 م" stays whole)', () => {
    const start = '2026-11-24T12:00:00.000Z'; // 3:00 PM in Bahrain
    for (const lang of ['en', 'ar'] as const) {
      const text = keepTogether(formatTime(start, lang));
      expect(text).toMatch(/^3:00\u00a0/);
      expect(text).not.toMatch(/\s(?<!\u00a0)/u);
    }
  });
});

describe('time ranges and delivery windows', () => {
  it('are isolated from the text around them and have nowhere to break', () => {
    const en = formatTimeRange(SAT_4PM, SAT_6PM, 'en');
    const ar = formatTimeRange(SAT_4PM, SAT_6PM, 'ar');
    expect(en).toBe(`${FSI}4:00\u00a0PM\u00a0–\u2060\u00a06:00\u00a0PM${PDI}`);
    expect(ar).toBe(`${FSI}4:00\u00a0م\u00a0–\u2060\u00a06:00\u00a0م${PDI}`);
    for (const text of [en, ar]) {
      // No ordinary space, and the dash is held to what follows by a word joiner.
      expect(text).not.toMatch(/ /);
      expect(text).toMatch(/–\u2060/);
    }
  });

  it("reads a delivery window's Bahrain clock times the same way", () => {
    const plain = (s: string) => s.replace(/[\u2068\u2069\u2060]/g, '').replace(/\u00a0/g, ' ');
    expect(plain(formatClockRange('09:00', '12:00', 'en'))).toBe('9:00 AM – 12:00 PM');
    expect(plain(formatClockRange('18:00', '21:00', 'en'))).toBe('6:00 PM – 9:00 PM');
    expect(plain(formatClockRange('09:00', '12:00', 'ar'))).toBe('9:00 ص – 12:00 م');
    expect(formatClockRange('15:00', '18:00', 'ar').startsWith(FSI)).toBe(true);
  });
});
