import { describe, expect, it } from 'vitest';
import { discountPercent, lineTotalFils, spanHours, timeBasedTotalFils, unitPriceFils } from './pricing.js';

const product = (priceFils: number, salePriceFils: number | null, isOnSale: boolean) => ({
  priceFils,
  salePriceFils,
  isOnSale,
});

/** Times are explicit UTC instants (Bahrain is UTC+3 with no DST, so 18:00 local is 15:00Z). */
const at = (iso: string) => new Date(iso);

describe('unitPriceFils', () => {
  it('uses the sale price only when the item is on sale and a sale price is set', () => {
    expect(unitPriceFils(product(12_500, 9_750, true))).toBe(9_750);
    expect(unitPriceFils(product(12_500, 9_750, false))).toBe(12_500);
    expect(unitPriceFils(product(12_500, null, true))).toBe(12_500);
    expect(unitPriceFils(product(12_500, null, false))).toBe(12_500);
  });

  it('treats a sale price of 0 as set (a free giveaway), not as missing', () => {
    expect(unitPriceFils(product(2_000, 0, true))).toBe(0);
  });
});

describe('lineTotalFils', () => {
  it('is unit price times quantity', () => {
    expect(lineTotalFils(product(12_500, 9_750, true), 3)).toBe(29_250);
    expect(lineTotalFils(product(12_500, 9_750, false), 3)).toBe(37_500);
    expect(lineTotalFils(product(1_250, null, false), 1)).toBe(1_250);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects quantity %s', (q) => {
    expect(() => lineTotalFils(product(1_000, null, false), q)).toThrow(RangeError);
  });
});

describe('spanHours', () => {
  it('counts hours between start and end, fractional when not whole', () => {
    expect(spanHours(at('2025-12-16T15:00:00Z'), at('2025-12-16T17:00:00Z'))).toBe(2);
    expect(spanHours(at('2025-12-16T15:00:00Z'), at('2025-12-16T17:30:00Z'))).toBe(2.5);
    expect(spanHours(at('2025-12-16T15:00:00Z'), at('2025-12-16T15:20:00Z'))).toBeCloseTo(1 / 3, 10);
  });

  it('spans midnight and days', () => {
    expect(spanHours(at('2025-12-16T17:30:00Z'), at('2025-12-17T05:30:00Z'))).toBe(12);
  });

  it('rejects an empty or reversed span and invalid dates', () => {
    const start = at('2025-12-16T15:00:00Z');
    expect(() => spanHours(start, start)).toThrow(RangeError);
    expect(() => spanHours(start, at('2025-12-16T14:00:00Z'))).toThrow(RangeError);
    expect(() => spanHours(start, new Date('not a date'))).toThrow(RangeError);
  });
});

describe('timeBasedTotalFils', () => {
  const start = at('2025-12-16T15:00:00Z');

  it('is hourly rate × hours × quantity', () => {
    expect(timeBasedTotalFils(20_000, start, at('2025-12-16T17:00:00Z'), 1)).toBe(40_000);
    expect(timeBasedTotalFils(20_000, start, at('2025-12-16T17:00:00Z'), 3)).toBe(120_000);
    // The longest slot the dialog offers: 12 hours.
    expect(timeBasedTotalFils(15_000, start, at('2025-12-17T03:00:00Z'), 2)).toBe(360_000);
  });

  it('charges fractional hours', () => {
    expect(timeBasedTotalFils(20_000, start, at('2025-12-16T17:30:00Z'), 1)).toBe(50_000);
    expect(timeBasedTotalFils(20_000, start, at('2025-12-16T17:30:00Z'), 2)).toBe(100_000);
  });

  it('rounds to whole fils', () => {
    // 12.345 BD/h × 1.5 h = 18.5175 BD
    expect(timeBasedTotalFils(12_345, start, at('2025-12-16T16:30:00Z'), 1)).toBe(18_518);
    // 10 BD/h × 20 min = 3.3333… BD
    expect(timeBasedTotalFils(10_000, start, at('2025-12-16T15:20:00Z'), 1)).toBe(3_333);
    expect(Number.isInteger(timeBasedTotalFils(7_777, start, at('2025-12-16T15:07:00Z'), 3))).toBe(true);
  });

  it('rejects a bad quantity or a reversed span', () => {
    const end = at('2025-12-16T17:00:00Z');
    expect(() => timeBasedTotalFils(20_000, start, end, 0)).toThrow(RangeError);
    expect(() => timeBasedTotalFils(20_000, start, end, 2.5)).toThrow(RangeError);
    expect(() => timeBasedTotalFils(20_000, end, start, 1)).toThrow(RangeError);
    expect(() => timeBasedTotalFils(20_000, start, start, 1)).toThrow(RangeError);
  });
});

describe('discountPercent', () => {
  it('is the rounded percentage saved when on sale', () => {
    expect(discountPercent(product(10_000, 7_000, true))).toBe(30);
    expect(discountPercent(product(12_500, 9_750, true))).toBe(22);
    expect(discountPercent(product(3_000, 2_000, true))).toBe(33);
    expect(discountPercent(product(3_000, 0, true))).toBe(100);
  });

  it('is 0 when not on sale, without a sale price, or for a free item', () => {
    expect(discountPercent(product(10_000, 7_000, false))).toBe(0);
    expect(discountPercent(product(10_000, null, true))).toBe(0);
    expect(discountPercent(product(0, 0, true))).toBe(0);
  });
});
