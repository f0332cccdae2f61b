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
export const bahrainClock = (iso: string | Date) => new Date(new Date(iso).getTime() + BAHRAIN_OFFSET_MS);
export const dateName = (d: Date, lang: Language, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar' : 'en-GB', { timeZone: 'UTC', ...options }).format(d);
/** 'Nov' / 'نوفمبر' ('Sep', never 'Sept'). */
export const shortMonth = (d: Date, lang: Language) => {
  const long = dateName(d, lang, { month: 'long' });
  return lang === 'ar' ? long : long.slice(0, 3);
};

/** A calendar date such as '22 November 2026' / '22 نوفمبر 2026', as seen in Bahrain. */
export function formatDate(iso: string, lang: Language): string {
  const d = bahrainClock(iso);
  return `${d.getUTCDate()} ${dateName(d, lang, { month: 'long' })} ${d.getUTCFullYear()}`;
}

/*
 * Times, days and ranges are written by lib/format-time.ts, on the same Bahrain clock: apart from this
 * module so the Home route, which shows money but no times, does not carry them.
 */

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
