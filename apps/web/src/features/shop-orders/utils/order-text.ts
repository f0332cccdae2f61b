import { type DeliveryWindow, type Language, windowTimes } from '@haflah/contracts';
import { formatBahrain, formatDay, formatTime, keepTogether } from '../../../lib/format';

/** A moment as seen in Bahrain: 'Sun, 22 Nov, 3:41 PM' / 'الأحد، 22 نوفمبر، 3:41 م'. */
export const momentText = (iso: string, lang: Language) =>
  `${formatDay(iso, lang)}${lang === 'ar' ? '، ' : ', '}${keepTogether(formatTime(iso, lang))}`;

/** A booked span in Bahrain time: 'Sat, 28 Nov, 6:00 PM – 9:00 PM'. */
export const spanText = (start: string, end: string, lang: Language) =>
  `${momentText(start, lang)} – ${keepTogether(formatTime(end, lang))}`;

/** A calendar date for the invoice: '22 Nov 2026'. */
export const dateText = (iso: string, lang: Language) =>
  formatBahrain(iso, lang, { day: 'numeric', month: 'short', year: 'numeric' });

/** Whole minutes from `iso` to `now`. */
export const minutesSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));

/**
 * A delivery window as Bahrain clock times, '09:00–12:00', kept left to right inside Arabic text (an
 * isolate): otherwise the two times swap places in a right-to-left line.
 */
export function windowText(window: DeliveryWindow): string {
  const { start, end } = windowTimes(window);
  return `\u2066${start}–${end}\u2069`;
}
