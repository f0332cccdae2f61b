import { z } from 'zod/mini';
import { PHONE_PATTERN } from './auth.js';
import { plainText } from './common.js';

/** Bahrain facts shared by every form that takes an address, a number or a bank account (DESIGN.md). */

/**
 * Arabic keyboards type Arabic-Indic digits (٠١٢٣ or the Persian ۰۱۲۳); numbers are stored with Latin
 * digits, as they are shown in both languages.
 */
export function latinDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

/** Bahrain's areas a shop can be in, with their Arabic names (DESIGN.md). */
export const BAHRAIN_AREAS = {
  manama: { en: 'Manama', ar: 'المنامة' },
  seef: { en: 'Seef', ar: 'السيف' },
  juffair: { en: 'Juffair', ar: 'الجفير' },
  adliya: { en: 'Adliya', ar: 'العدلية' },
  muharraq: { en: 'Muharraq', ar: 'المحرق' },
  riffa: { en: 'Riffa', ar: 'الرفاع' },
  isa_town: { en: 'Isa Town', ar: 'مدينة عيسى' },
  hamad_town: { en: 'Hamad Town', ar: 'مدينة حمد' },
  saar: { en: 'Saar', ar: 'سار' },
  budaiya: { en: 'Budaiya', ar: 'البديع' },
  amwaj: { en: 'Amwaj', ar: 'أمواج' },
  sitra: { en: 'Sitra', ar: 'سترة' },
} as const;
export type BahrainArea = keyof typeof BAHRAIN_AREAS;
export const AREA_KEYS = Object.keys(BAHRAIN_AREAS) as [BahrainArea, ...BahrainArea[]];
export const areaSchema = z.enum(AREA_KEYS);

/**
 * Bahrain IBAN: BH + 2 check digits + 4-letter bank code + 14 alphanumerics (22 characters),
 * valid when the ISO 13616 mod-97 remainder is 1. Spaces are allowed when typing.
 */
export function normalizeIban(input: string): string {
  return latinDigits(input).replace(/\s+/g, '').toUpperCase();
}
export function isValidBahrainIban(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

export const ibanSchema = z.pipe(
  z.pipe(z.string().check(z.maxLength(40)), z.transform(normalizeIban)),
  z.string().check(z.refine(isValidBahrainIban)),
);
/** Commercial Registration numbers are digits (a branch suffix like 12345-1 is typed without the dash). */
export const crNumberSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(20)),
    z.transform((s) => latinDigits(s).trim()),
  ),
  z.string().check(z.regex(/^\d{4,12}$/)),
);

/**
 * A phone number as typed on either keyboard: Arabic-Indic digits are stored as Latin ones. Here and not
 * in auth.ts, which the Home route loads: a schema built at module level stays in every bundle that
 * imports its module.
 */
export const typedPhoneSchema = z.pipe(
  z.pipe(
    plainText(20),
    z.transform((s) => latinDigits(s).trim()),
  ),
  z.string().check(z.regex(PHONE_PATTERN)),
);
