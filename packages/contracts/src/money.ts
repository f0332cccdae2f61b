import type { Language } from './common.js';

export const FILS_PER_DINAR = 1000;

const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(lang: Language, digits: number): Intl.NumberFormat {
  const key = `${lang}:${digits}`;
  let f = formatters.get(key);
  if (!f) {
    // Latin digits in both languages: ar-BH would otherwise use Arabic-Indic digits.
    f = new Intl.NumberFormat(lang === 'ar' ? 'ar-BH-u-nu-latn' : 'en-BH', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: true,
    });
    formatters.set(key, f);
  }
  return f;
}

/**
 * `BD 12.500` in English, `12.500 د.ب` in Arabic. `digits` is 3 (fils) except where the spec
 * asks for 2 (the time-slot cost).
 */
export function formatMoney(fils: number, lang: Language, digits: 2 | 3 = 3): string {
  // Arabic grouping uses U+066C; force plain comma grouping and dot decimals so both read the same.
  const amount = numberFormat('en', digits).format(fils / FILS_PER_DINAR);
  return lang === 'ar' ? `${amount} د.ب` : `BD ${amount}`;
}

/** Parses a dinar amount typed by a person ("12.5", "12.500") into fils, or null. */
export function parseDinars(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(3, '0'));
  return whole * FILS_PER_DINAR + frac;
}
