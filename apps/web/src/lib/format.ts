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

/** A calendar date such as '22 November 2026' / '22 نوفمبر 2026', as seen in Bahrain. */
export function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: DISPLAY_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));
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

/** A day such as 'Mon, 23 Nov' / 'الاثنين، 23 نوفمبر'. */
export const formatDay = (iso: string | Date, lang: Language) =>
  formatBahrain(iso, lang, { weekday: 'short', day: 'numeric', month: 'short' });

/** A time of day such as '8:30 PM' / '8:30 م'. */
export const formatTime = (iso: string | Date, lang: Language) =>
  formatBahrain(iso, lang, { hour: 'numeric', minute: '2-digit' });

/** Text that must not break across lines inside a sentence ('3:00 م' split from its 'م'). */
export const keepTogether = (text: string) => text.replace(/\s/g, '\u00a0');

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
