import { type DeliveryWindow, type Language, windowTimes } from '@haflah/contracts';
import {
  formatClockRange,
  formatDay,
  formatMoment,
  formatShortDate,
  formatTimeRange,
} from '../../../lib/format-time';

/** A moment as seen in Bahrain: 'Sun, 22 Nov, 3:41 PM' / 'الأحد، 22 نوفمبر، 3:41 م'. */
export const momentText = formatMoment;

/** A booked span in Bahrain time: 'Sat, 28 Nov, 6:00 PM – 9:00 PM'. */
export const spanText = (start: string, end: string, lang: Language) =>
  `${formatDay(start, lang)}${lang === 'ar' ? '، ' : ', '}${formatTimeRange(start, end, lang)}`;

/** A calendar date for the invoice: '22 Nov 2026'. */
export const dateText = (iso: string, lang: Language) => formatShortDate(iso, lang);

/** Whole minutes from `iso` to `now`. */
export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));

/** A delivery window as Bahrain clock times, '9:00 AM – 12:00 PM' (isolated, on one line). */
export function windowText(window: DeliveryWindow, lang: Language): string {
  const { start, end } = windowTimes(window);
  return formatClockRange(start, end, lang);
}
