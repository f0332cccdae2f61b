import { formatMoney, type Language } from '@haflah/contracts';
import { useLanguage } from './i18n';

/** DESIGN.md: times are shown in Bahrain, with Latin digits in both languages. */
export const DISPLAY_TIME_ZONE = 'Asia/Bahrain';
export const locale = (lang: Language) => (lang === 'ar' ? 'ar-BH-u-nu-latn' : 'en-BH');

/** A Bahrain number as people write it: '+97336001234' → '+973 3600 1234'; others unchanged. */
export function formatPhone(phone: string): string {
  const m = /^\+973(\d{4})(\d{4})$/.exec(phone.replace(/[\s()-]/g, ''));
  return m ? `+973 ${m[1]} ${m[2]}` : phone;
}

/** Bahrain is UTC+3 all year (no daylight saving). */
const BAHRAIN_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * A moment moved so that its UTC fields read as a clock in Bahrain does. The dates and times below
 * are written from these fields rather than by Intl's locale patterns, which differ between browsers
 * and versions ('Nov 28' or '28 Nov', 'PM' or 'pm', a narrow space or none): one style everywhere
 * (issue 26). Intl only names the month and the weekday.
 */
const bahrain = (iso: string | Date) => new Date(new Date(iso).getTime() + BAHRAIN_OFFSET_MS);
const name = (d: Date, lang: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en-GB', { timeZone: 'UTC', ...options }).format(d);
/** 'Nov' / 'نوفمبر' ('Sep', never 'Sept'). */
const month = (d: Date, lang: Language) => {
  const long = name(d, lang, { month: 'long' });
  return lang === 'ar' ? long : long.slice(0, 3);
};

/** Text kept apart from the direction of what surrounds it (first-strong isolate … pop). */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** Text that must not break across lines inside a sentence ('3:00 م' split from its 'م'). */
export const keepTogether = (text: string) => text.replace(/\s/g, '\u00a0');

/** A calendar date such as '22 November 2026' / '22 نوفمبر 2026', as seen in Bahrain. */
export function formatDate(iso: string, lang: Language): string {
  const d = bahrain(iso);
  return `${d.getUTCDate()} ${name(d, lang, { month: 'long' })} ${d.getUTCFullYear()}`;
}

/** A short calendar date such as '22 Nov 2026' / '22 نوفمبر 2026'. */
export function formatShortDate(iso: string | Date, lang: Language): string {
  const d = bahrain(iso);
  return `${d.getUTCDate()} ${month(d, lang)} ${d.getUTCFullYear()}`;
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
  const d = bahrain(iso);
  const day = `${d.getUTCDate()} ${month(d, lang)}`;
  return lang === 'ar'
    ? `${name(d, lang, { weekday: 'long' })}، ${day}`
    : `${name(d, lang, { weekday: 'short' })} ${day}`;
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
  const d = bahrain(iso);
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

/** Money and numbers in the current language, always with Latin digits (DESIGN.md). */
export function useFormat() {
  const { lang } = useLanguage();
  return {
    lang,
    money: (fils: number, digits: 2 | 3 = 3) => formatMoney(fils, lang, digits),
    rating: (r: number) => r.toFixed(1),
    count: (n: number) => n.toLocaleString(locale(lang)),
    date: (iso: string) => formatDate(iso, lang),
  };
}
