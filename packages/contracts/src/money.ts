import type { Language } from './common.js';

export const FILS_PER_DINAR = 1000;

/** 1234567 → '1,234,567': plain comma grouping, the same in both languages. */
const groupThousands = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * `BD 12.500` in English, `12.500 د.ب` in Arabic: Latin digits, comma grouping and a dot in both
 * languages (ar-BH would write Arabic-Indic digits and U+066C). `digits` is 3 (fils) except where the
 * spec asks for 2 (the time-slot cost), rounded half away from zero.
 *
 * Integer arithmetic on the fils, not Intl.NumberFormat: exact for every amount, and the first
 * NumberFormat a page builds loads the browser's number data, 50–90 ms of main thread on a fast
 * machine, paid by every first visit before its prices could show.
 */
export function formatMoney(fils: number, lang: Language, digits: 2 | 3 = 3): string {
  const scale = 10 ** digits;
  const units = Math.round(Math.abs(fils) / 10 ** (3 - digits));
  const fraction = String(units % scale).padStart(digits, '0');
  const sign = fils < 0 && units > 0 ? '-' : '';
  const amount = `${groupThousands(Math.floor(units / scale))}.${fraction}`;
  // The sign leads the whole amount: "-BD 12.500", "-12.500 د.ب".
  return lang === 'ar' ? `${sign}${amount} د.ب` : `${sign}BD ${amount}`;
}

/** Parses a dinar amount typed by a person ("12.5", "12.500") into fils, or null. */
export function parseDinars(text: string): number | null {
  const m = /^\s*(\d{1,7})(?:\.(\d{1,3}))?\s*$/.exec(text);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(3, '0'));
  return whole * FILS_PER_DINAR + frac;
}
