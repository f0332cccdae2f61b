import type { OpeningHours } from './shop-profile.js';

/**
 * Time-slot rules of the spec (§9), pure and clock-free: callers pass `now`.
 * Bahrain is UTC+3 all year (no daylight saving), so local ↔ UTC is a fixed offset.
 */

export const BAHRAIN_TIME_ZONE = 'Asia/Bahrain';
const BAHRAIN_OFFSET_MS = 3 * 3_600_000;
const DAY_MS = 86_400_000;

export const SLOT_DAYS = 30;
export const SLOT_STEP_MINUTES = 30;
export const SLOT_FIRST_START_MINUTES = 8 * 60;
export const SLOT_LAST_START_MINUTES = 20 * 60 + 30;
export const MIN_SLOT_HOURS = 2;
export const MAX_SLOT_HOURS = 12;
export const DEFAULT_SLOT_HOURS = 2;
export const MAX_SLOT_QUANTITY = 10;
/** A time-based cart item holds its slot for this long after it was added. */
export const HOLD_MINUTES = 10;
export const AVAILABILITY_DEBOUNCE_MS = 500;
export const AVAILABILITY_MIN_DISPLAY_MS = 300;

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date in Bahrain, as YYYY-MM-DD. */
export function bahrainDate(at: Date): string {
  return new Date(at.getTime() + BAHRAIN_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes since Bahrain midnight. */
export function bahrainMinutes(at: Date): number {
  const local = new Date(at.getTime() + BAHRAIN_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
}

/** The instant of a Bahrain date (YYYY-MM-DD) and a time (HH:MM). */
export function bahrainToUtc(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T${time}:00Z`) - BAHRAIN_OFFSET_MS);
}

/** Dates offered: the next 30 days starting today, in Bahrain. */
export function slotDates(now: Date): string[] {
  const today = Date.parse(`${bahrainDate(now)}T00:00:00Z`);
  return Array.from({ length: SLOT_DAYS }, (_, i) => new Date(today + i * DAY_MS).toISOString().slice(0, 10));
}

/** Every start time of a day: 08:00 to 20:30, every 30 minutes. */
export const START_TIMES: readonly string[] = Array.from(
  { length: (SLOT_LAST_START_MINUTES - SLOT_FIRST_START_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, i) => {
    const m = SLOT_FIRST_START_MINUTES + i * SLOT_STEP_MINUTES;
    return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
  },
);

/** Start times still ahead of `now` on a date (all of them on later days). */
export function startTimesFor(date: string, now: Date): string[] {
  return START_TIMES.filter((time) => bahrainToUtc(date, time).getTime() > now.getTime());
}

export const DURATION_HOURS: readonly number[] = Array.from(
  { length: MAX_SLOT_HOURS - MIN_SLOT_HOURS + 1 },
  (_, i) => MIN_SLOT_HOURS + i,
);

/** Quantity is offered only when capacity is above 1, up to min(capacity, 10). */
export function maxSlotQuantity(capacity: number): number {
  return Math.max(1, Math.min(capacity, MAX_SLOT_QUANTITY));
}

export function slotEnd(start: Date, hours: number): Date {
  return new Date(start.getTime() + hours * 3_600_000);
}

export type SlotProblem = 'past' | 'out_of_range' | 'off_grid' | 'bad_duration';

/** Why a requested slot can't be booked, or null when it follows the rules. */
export function slotProblem(start: Date, hours: number, now: Date): SlotProblem | null {
  if (!Number.isInteger(hours) || hours < MIN_SLOT_HOURS || hours > MAX_SLOT_HOURS) return 'bad_duration';
  if (Number.isNaN(start.getTime())) return 'off_grid';
  const minutes = bahrainMinutes(start);
  if (
    start.getUTCSeconds() !== 0 ||
    start.getUTCMilliseconds() !== 0 ||
    minutes % SLOT_STEP_MINUTES !== 0 ||
    minutes < SLOT_FIRST_START_MINUTES ||
    minutes > SLOT_LAST_START_MINUTES
  ) {
    return 'off_grid';
  }
  if (start.getTime() <= now.getTime()) return 'past';
  if (!slotDates(now).includes(bahrainDate(start))) return 'out_of_range';
  return null;
}

/** A slot's start as Bahrain date and time, for forms. */
export function toBahrainParts(at: Date): { date: string; time: string } {
  const m = bahrainMinutes(at);
  return { date: bahrainDate(at), time: `${pad(Math.floor(m / 60))}:${pad(m % 60)}` };
}

/** A listing's own time rules (issue 27): notice, how far ahead, and its shop's opening hours. */
export interface SlotRules {
  /** A start less than this many minutes after `now` is too soon. */
  minNoticeMinutes: number;
  /** Bookable dates: today (in Bahrain) and the days after it, this many in all (≤ SLOT_DAYS). */
  maxAdvanceDays: number;
  /** The shop's hours, Sunday first; null: no bound. */
  openingHours: OpeningHours | null;
}

export type SlotRuleProblem = 'too_soon' | 'too_far' | 'outside_hours';

/** The dates a listing may be booked on: the first `maxAdvanceDays` of `slotDates(now)`. */
export function bookableDates(now: Date, maxAdvanceDays: number): string[] {
  return slotDates(now).slice(0, Math.max(0, Math.min(maxAdvanceDays, SLOT_DAYS)));
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
/** The weekday (0 Sunday) of a Bahrain date. */
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Whether a shop is open at an instant, by its Bahrain weekday hours: open from `opens` (included) to
 * `closes` (excluded); a `closes` before `opens` runs past midnight into the next day (a Saturday
 * 16:00–01:00 covers Sunday 00:30); a null day is closed; null hours are no bound.
 */
export function isOpenAt(at: Date, hours: OpeningHours | null): boolean {
  if (!hours) return true;
  const m = bahrainMinutes(at);
  const day = weekday(bahrainDate(at));
  const today = hours[day];
  if (today) {
    const opens = minutesOf(today.opens);
    const closes = minutesOf(today.closes);
    if (closes > opens ? opens <= m && m < closes : m >= opens) return true;
  }
  const yesterday = hours[(day + 6) % 7];
  if (yesterday) {
    const opens = minutesOf(yesterday.opens);
    const closes = minutesOf(yesterday.closes);
    if (closes < opens && m < closes) return true;
  }
  return false;
}

/**
 * Why a start the spec's grid allows (`slotProblem` is null) breaks the listing's own rules, or null:
 * sooner than its notice (SLOT_TOO_SOON), on a date beyond how far ahead it may be booked
 * (SLOT_TOO_FAR), or a start time when its shop is closed (SLOT_OUTSIDE_HOURS). The server checks it on
 * every hold, re-hold and checkout; the time-slot dialog offers only starts where it is null.
 */
export function slotRuleProblem(start: Date, rules: SlotRules, now: Date): SlotRuleProblem | null {
  if (start.getTime() < now.getTime() + rules.minNoticeMinutes * 60_000) return 'too_soon';
  if (!bookableDates(now, rules.maxAdvanceDays).includes(bahrainDate(start))) return 'too_far';
  if (!isOpenAt(start, rules.openingHours)) return 'outside_hours';
  return null;
}
