import type { Language } from '@haflah/contracts';
import { bahrainClock, DISPLAY_TIME_ZONE, dateName, locale, shortMonth } from './format';

/**
 * Days, times and ranges as seen in Bahrain, in one style per language (issue 26): 'Sat 28 Nov',
 * '4:00 PM' / '4:00 م', '9:00 AM – 12:00 PM' on one line. Calendar dates, phones and money are in
 * lib/format.ts.
 */

/** Text kept apart from the direction of what surrounds it (first-strong isolate … pop). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Text that must not break across lines inside a sentence ('3:00 م' split from its 'م'). */
export const keepTogether = (text: string) => text.replace(/\s/g, '\u00a0');

/**
 * What a booked line's price line ('2 h × BD 10.000 = BD 20.000') reads: its hours, its hourly rate,
 * how many and its total, the money kept whole and isolated.
 */
export const priceLineValues = (
  money: (fils: number) => string,
  hours: number,
  line: { unitPriceFils: number; quantity: number; totalFils: number },
) => ({
  hours,
  rate: isolate(keepTogether(money(line.unitPriceFils))),
  count: line.quantity,
  total: isolate(keepTogether(money(line.totalFils))),
});

/** A short calendar date such as '22 Nov 2026' / '22 نوفمبر 2026'. */
export function formatShortDate(iso: string | Date, lang: Language): string {
  const d = bahrainClock(iso);
  return `${d.getUTCDate()} ${shortMonth(d, lang)} ${d.getUTCFullYear()}`;
}

/** Any date/time part as seen in Bahrain, e.g. { weekday: 'short' } → 'Mon' / 'الاثنين'. */
export function formatBahrain(
  iso: string | Date,
  lang: Language,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: DISPLAY_TIME_ZONE, ...options }).format(
    typeof iso === 'string' ? new Date(iso) : iso,
  );
}

/** A day such as 'Mon 23 Nov' / 'الاثنين، 23 نوفمبر'. */
export function formatDay(iso: string | Date, lang: Language): string {
  const d = bahrainClock(iso);
  const day = `${d.getUTCDate()} ${shortMonth(d, lang)}`;
  return lang === 'ar'
    ? `${dateName(d, lang, { weekday: 'long' })}، ${day}`
    : `${dateName(d, lang, { weekday: 'short' })} ${day}`;
}

/** A day in a narrow column or row: 'Sat 21' / 'السبت 21' (the month is shown elsewhere). */
export function formatWeekdayDay(iso: string | Date, lang: Language): string {
  const d = bahrainClock(iso);
  return `${dateName(d, lang, { weekday: lang === 'ar' ? 'long' : 'short' })} ${d.getUTCDate()}`;
}

/** A clock time in 12-hour style: (16, 0) → '4:00 PM' / '4:00 م'. */
export function formatClock(hour: number, minute: number, lang: Language): string {
  const h = hour % 12 === 0 ? 12 : hour % 12;
  const pm = hour >= 12;
  const period = lang === 'ar' ? (pm ? 'م' : 'ص') : pm ? 'PM' : 'AM';
  return `${h}:${String(minute).padStart(2, '0')} ${period}`;
}

/** A time of day such as '8:30 PM' / '8:30 م', in Bahrain. */
export function formatTime(iso: string | Date, lang: Language): string {
  const d = bahrainClock(iso);
  return formatClock(d.getUTCHours(), d.getUTCMinutes(), lang);
}

/**
 * A span of time on one line, whatever surrounds it: '4:00 PM – 6:00 PM' / '4:00 م – 6:00 م'. The
 * spaces do not break, a word joiner holds the dash to what follows, and the whole is isolated, so an
 * Arabic range inside English text (or the reverse) keeps its order.
 */
export function timeRange(from: string, to: string): string {
  return isolate(`${keepTogether(from)}\u00a0–\u2060\u00a0${keepTogether(to)}`);
}

/** Two moments as a range of Bahrain times: '4:00 PM – 6:00 PM' (isolated, on one line). */
export const formatTimeRange = (start: string | Date, end: string | Date, lang: Language) =>
  timeRange(formatTime(start, lang), formatTime(end, lang));

/** Two Bahrain clock times ('09:00', '12:00') as a range: '9:00 AM – 12:00 PM' / '9:00 ص – 12:00 م'. */
export function formatClockRange(start: string, end: string, lang: Language): string {
  const clock = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return formatClock(h ?? 0, m ?? 0, lang);
  };
  return timeRange(clock(start), clock(end));
}

/** A moment: its day and time, 'Sat 28 Nov, 4:00 PM' / 'السبت، 28 نوفمبر، 4:00 م' (time kept whole). */
export const formatMoment = (iso: string | Date, lang: Language) =>
  `${formatDay(iso, lang)}${lang === 'ar' ? '، ' : ', '}${keepTogether(formatTime(iso, lang))}`;
