import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { EVENT_TITLE_ISSUE, eventStatus, eventTitleSchema, rsvpOpen } from './events.js';

const start = new Date('2027-03-01T17:00:00Z');
const at = (minutesFromStart: number) => new Date(start.getTime() + minutesFromStart * 60_000);

describe('event title (spec: letters, digits, spaces, apostrophes, double quotes, hyphens; 1–100)', () => {
  it.each([
    'Noor’s 30th Birthday',
    'حفلة تخرج سارة',
    'Eid Ghabga - 2027',
    'The "Big" Day',
    "Ali's Engagement",
    'عيد ميلاد نورة الـ٣٠',
    'a'.repeat(100),
  ])('accepts %s', (title) => {
    expect(z.safeParse(eventTitleSchema, title).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['too long', 'a'.repeat(101)],
    ['an exclamation mark', 'Party!'],
    ['an emoji', 'Party 🎉'],
    ['a slash', 'Eid/National Day'],
    ['an @', 'me@party'],
  ])('refuses %s', (_why, title) => {
    const result = z.safeParse(eventTitleSchema, title);
    expect(result.success).toBe(false);
  });

  it('names the rule it broke', () => {
    const result = z.safeParse(eventTitleSchema, 'Party!');
    expect(result.error?.issues[0]?.message).toBe(EVENT_TITLE_ISSUE);
  });
});

describe('event status and RSVP window (a frozen clock)', () => {
  it.each([
    [-60, 'active', true],
    [-1, 'active', true],
    [0, 'active', false],
    [60, 'active', false],
    [6 * 60 - 1, 'active', false],
    [6 * 60, 'completed', false],
    [60 * 24 * 30, 'completed', false],
  ] as const)('%i minutes from the start: %s, answers open: %s', (minutes, status, open) => {
    expect(eventStatus(start, false, at(minutes))).toBe(status);
    expect(rsvpOpen(start, false, at(minutes))).toBe(open);
  });

  it('a cancelled event is cancelled and closed, before and after its time', () => {
    for (const minutes of [-600, 0, 6000]) {
      expect(eventStatus(start, true, at(minutes))).toBe('cancelled');
      expect(rsvpOpen(start, true, at(minutes))).toBe(false);
    }
  });
});
