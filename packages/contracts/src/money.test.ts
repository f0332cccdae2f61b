import { describe, expect, it } from 'vitest';
import { FILS_PER_DINAR, formatMoney, parseDinars } from './money.js';

const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;
const ARABIC_SEPARATORS = /[\u066B\u066C]/;

describe('formatMoney', () => {
  it('writes English amounts as "BD" then three decimals', () => {
    expect(formatMoney(12_500, 'en')).toBe('BD 12.500');
    expect(formatMoney(1_500, 'en')).toBe('BD 1.500');
    expect(formatMoney(12_345, 'en')).toBe('BD 12.345');
    expect(formatMoney(5, 'en')).toBe('BD 0.005');
  });

  it('writes Arabic amounts with Latin digits followed by د.ب', () => {
    const text = formatMoney(12_500, 'ar');
    expect(text).toBe('12.500 د.ب');
    expect(text).not.toMatch(ARABIC_INDIC_DIGITS);
    expect(text).not.toMatch(ARABIC_SEPARATORS);
    expect(formatMoney(987_654, 'ar')).toBe('987.654 د.ب');
  });

  it('uses two decimals when asked (time-slot cost), rounding half up', () => {
    expect(formatMoney(12_500, 'en', 2)).toBe('BD 12.50');
    expect(formatMoney(12_345, 'en', 2)).toBe('BD 12.35');
    expect(formatMoney(12_344, 'en', 2)).toBe('BD 12.34');
    expect(formatMoney(999, 'en', 2)).toBe('BD 1.00');
    // 1.005 is not exact in binary floating point; it must still round up like the decimal it is.
    expect(formatMoney(1_005, 'en', 2)).toBe('BD 1.01');
    expect(formatMoney(12_345, 'ar', 2)).toBe('12.35 د.ب');
  });

  it('groups thousands with commas in both languages', () => {
    expect(formatMoney(1_234_567_890, 'en')).toBe('BD 1,234,567.890');
    const ar = formatMoney(1_234_567_890, 'ar');
    expect(ar).toBe('1,234,567.890 د.ب');
    expect(ar).not.toMatch(ARABIC_SEPARATORS);
    expect(formatMoney(1_000_000, 'en', 2)).toBe('BD 1,000.00');
    expect(formatMoney(999_999, 'en')).toBe('BD 999.999');
  });

  it('formats zero with all its decimals', () => {
    expect(formatMoney(0, 'en')).toBe('BD 0.000');
    expect(formatMoney(0, 'ar')).toBe('0.000 د.ب');
    expect(formatMoney(0, 'en', 2)).toBe('BD 0.00');
  });

  it('writes a negative amount with a minus sign, and a rounded-away one as zero', () => {
    expect(formatMoney(-12_500, 'en')).toBe('-BD 12.500');
    expect(formatMoney(-1_234_567, 'ar')).toBe('-1,234.567 د.ب');
    expect(formatMoney(-1_005, 'en', 2)).toBe('-BD 1.01');
    expect(formatMoney(-4, 'en', 2)).toBe('BD 0.00');
  });

  it('writes every amount as a number formatter does (en, comma grouping, half away from zero)', () => {
    const amounts = [0, 1, 4, 5, 9, 10, 99, 995, 1_000, 1_004, 1_005, 9_995, 99_999, 999_995, 1_234_565];
    for (let fils = 0; fils < 250_000; fils += 37) amounts.push(fils);
    for (const digits of [2, 3] as const) {
      const intl = new Intl.NumberFormat('en', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      });
      for (const fils of amounts) {
        // Intl rounds the decimal string, so it is given the exact decimal rather than fils / 1000.
        const exact = `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
        expect(formatMoney(fils, 'en', digits)).toBe(`BD ${intl.format(exact as Intl.StringNumericLiteral)}`);
      }
    }
  });
});

describe('parseDinars', () => {
  it('has 1000 fils to the dinar', () => {
    expect(FILS_PER_DINAR).toBe(1000);
  });

  it.each([
    ['12', 12_000],
    ['12.5', 12_500],
    ['12.50', 12_500],
    ['12.500', 12_500],
    ['12.345', 12_345],
    ['0.001', 1],
    ['0', 0],
    [' 3.25 ', 3_250],
    ['1234567', 1_234_567_000],
  ])('parses %j as %i fils', (text, fils) => {
    expect(parseDinars(text)).toBe(fils);
  });

  it.each([
    '',
    '   ',
    'abc',
    '12.',
    '.5',
    '12.5000',
    '-1',
    '+1',
    '1,000',
    '1e3',
    '12345678',
    '١٢',
    'BD 12',
    '12 .5',
  ])('rejects %j', (text) => {
    expect(parseDinars(text)).toBeNull();
  });

  it('round-trips with the formatter', () => {
    for (const fils of [0, 1, 999, 12_500, 1_234_567]) {
      expect(parseDinars(formatMoney(fils, 'en').replace('BD ', '').replaceAll(',', ''))).toBe(fils);
    }
  });
});
