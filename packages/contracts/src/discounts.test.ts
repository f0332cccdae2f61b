import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DiscountInput,
  type DiscountShopOrder,
  discountsOf,
  isRunning,
  offerDiscount,
  type PromoCodeTerms,
  percentOff,
  type ShopOfferTerms,
  splitCap,
} from './discounts.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const before = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);
const after = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);

const offer = (over: Partial<ShopOfferTerms> = {}): ShopOfferTerms => ({
  id: '00000000-0000-4000-8000-00000000000a',
  percent: 30,
  capFils: 20_000,
  minOrderFils: null,
  startsAt: before(24),
  endsAt: after(24),
  firstOrderOnly: false,
  ...over,
});
const code = (over: Partial<PromoCodeTerms> = {}): PromoCodeTerms => ({
  ...offer({ id: '00000000-0000-4000-8000-00000000000c', percent: 10, capFils: 5_000 }),
  code: 'PARTY10',
  shopId: null,
  usageLimit: null,
  usedCount: 0,
  disabled: false,
  ...over,
});
const order = (shopId: string, subtotalFils: number, over: Partial<DiscountShopOrder> = {}) => ({
  shopId,
  subtotalFils,
  offer: null,
  firstAtShop: true,
  ...over,
});
const run = (over: Partial<DiscountInput>) =>
  discountsOf({ orders: [], code: null, firstAtHaflah: true, now: NOW, ...over });

describe('the discount rule', () => {
  it.each([
    [10_000, 30, 20_000, 3_000],
    [100_000, 30, 20_000, 20_000], // held to the cap
    [333, 10, 20_000, 33], // 33.3 fils: rounded down
    [9, 10, 20_000, 0],
  ])('%i fils at %i%% (cap %i) is %i fils off', (subtotal, percent, cap, off) => {
    expect(percentOff(subtotal, percent, cap)).toBe(off);
  });

  it('runs from its start (included) to its end (excluded)', () => {
    expect(isRunning({ startsAt: NOW, endsAt: after(1) }, NOW)).toBe(true);
    expect(isRunning({ startsAt: before(1), endsAt: NOW }, NOW)).toBe(false);
    expect(isRunning({ startsAt: after(1).toISOString(), endsAt: after(2).toISOString() }, NOW)).toBe(false);
  });

  it.each([
    ['running', offer(), true, 3_000],
    ['not started', offer({ startsAt: after(1) }), true, 0],
    ['ended', offer({ endsAt: NOW }), true, 0],
    ['under its minimum', offer({ minOrderFils: 10_001 }), true, 0],
    ['at its minimum', offer({ minOrderFils: 10_000 }), true, 3_000],
    ['first order only, first order', offer({ firstOrderOnly: true }), true, 3_000],
    ['first order only, not the first', offer({ firstOrderOnly: true }), false, 0],
  ] as const)("a shop's offer %s", (_case, terms, firstAtShop, off) => {
    const result = run({ orders: [order('s1', 10_000, { offer: terms, firstAtShop })] });
    expect(result.orders[0]!.discountFils).toBe(off);
    expect(result.orders[0]!.source?.kind ?? null).toBe(off > 0 ? 'offer' : null);
  });

  it.each([
    ['unknown', 'unknown' as const, 'PROMO_CODE_INVALID'],
    ['expired', code({ endsAt: NOW }), 'PROMO_CODE_INVALID'],
    ['not started', code({ startsAt: after(1) }), 'PROMO_CODE_INVALID'],
    ['disabled', code({ disabled: true }), 'PROMO_CODE_INVALID'],
    ['used up', code({ usageLimit: 5, usedCount: 5 }), 'PROMO_CODE_USED_UP'],
    ['of a shop not in the checkout', code({ shopId: 's9' }), 'PROMO_CODE_NOT_ELIGIBLE'],
    ['under its minimum', code({ minOrderFils: 50_000 }), 'PROMO_CODE_NOT_ELIGIBLE'],
    ['first order only', code({ firstOrderOnly: true }), 'PROMO_CODE_NOT_ELIGIBLE'],
  ] as const)('a code %s is refused with its reason', (_case, terms, problem) => {
    const result = run({ orders: [order('s1', 10_000)], code: terms, firstAtHaflah: false });
    expect(result.code).toEqual({ state: 'refused', problem });
    expect(result.orders[0]!.discountFils).toBe(0);
  });

  it("a shop's code applies to that shop's order only, its minimum on that order", () => {
    const result = run({
      orders: [order('s1', 10_000), order('s2', 40_000)],
      code: code({ shopId: 's2', minOrderFils: 40_000 }),
    });
    expect(result.orders.map((o) => o.discountFils)).toEqual([0, 4_000]);
    expect(result.code).toEqual({ state: 'applied' });
  });

  it('no stacking: the larger of the offer and the code, a tie to the offer', () => {
    const larger = run({
      orders: [order('s1', 10_000, { offer: offer() })],
      code: code({ shopId: 's1', percent: 40 }),
    });
    expect(larger.orders[0]).toMatchObject({
      discountFils: 4_000,
      source: { kind: 'code', code: 'PARTY10' },
    });
    const tie = run({
      orders: [order('s1', 10_000, { offer: offer() })],
      code: code({ shopId: 's1', percent: 30 }),
    });
    expect(tie.orders[0]).toMatchObject({ discountFils: 3_000, source: { kind: 'offer' } });
    expect(tie.code).toEqual({ state: 'beaten' });
  });

  it("a marketplace code's cap is split by subtotal, the leftover to the largest", () => {
    // 10% of 30,000 + 20,000 + 20,000 = 7,000 > cap 5,000: 5,000 × 2/7, 3/7, 2/7 rounded down
    // (1,428 + 2,142 + 1,428 = 4,998), the 2 fils left one each to the largest (2,142), then the
    // earlier of the two next largest.
    const result = run({
      orders: [order('s1', 20_000), order('s2', 30_000), order('s3', 20_000)],
      code: code(),
    });
    expect(result.orders.map((o) => o.discountFils)).toEqual([1_429, 2_143, 1_428]);
    // Under the cap: each order's own 10%.
    const under = run({ orders: [order('s1', 10_000), order('s2', 5_000)], code: code() });
    expect(under.orders.map((o) => o.discountFils)).toEqual([1_000, 500]);
  });

  it('an order whose offer is larger keeps it, and the cap is split among the others', () => {
    const result = run({
      orders: [order('s1', 50_000, { offer: offer() }), order('s2', 50_000)],
      code: code(),
    });
    expect(result.orders).toMatchObject([
      { discountFils: 15_000, source: { kind: 'offer' } },
      { discountFils: 5_000, source: { kind: 'code' } },
    ]);
  });

  it('splitCap never passes a limit and hands out the whole cap', () => {
    expect(splitCap(10, [1, 1, 1], [4, 4, 4])).toEqual([4, 3, 3]);
    expect(splitCap(10, [100, 1], [9, 1])).toEqual([9, 1]);
  });

  it('property: a discount is never more than the items, the percent or the cap, and a code never more than its cap', () => {
    const terms = fc.record({
      percent: fc.integer({ min: 1, max: 90 }),
      capFils: fc.integer({ min: 1, max: 50_000 }),
      minOrderFils: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
      startsAt: fc.integer({ min: -48, max: 2 }).map(before),
      endsAt: fc.integer({ min: -2, max: 48 }).map(after),
      firstOrderOnly: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            subtotalFils: fc.integer({ min: 0, max: 200_000 }),
            offer: fc.option(terms, { nil: null }),
            firstAtShop: fc.boolean(),
          }),
          { minLength: 1, maxLength: 5 },
        ),
        fc.option(fc.record({ terms, shop: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }) }), {
          nil: null,
        }),
        fc.boolean(),
        (orders, typed, firstAtHaflah) => {
          const input: DiscountInput = {
            orders: orders.map((o, i) => ({
              ...o,
              shopId: `s${i}`,
              offer: o.offer && { ...o.offer, id: `o${i}` },
            })),
            code: typed && {
              ...typed.terms,
              id: 'c',
              code: 'X',
              shopId: typed.shop == null ? null : `s${typed.shop}`,
              usageLimit: null,
              usedCount: 0,
              disabled: false,
            },
            firstAtHaflah,
            now: NOW,
          };
          const result = discountsOf(input);
          let byCode = 0;
          result.orders.forEach((r, i) => {
            const o = input.orders[i]!;
            expect(r.discountFils).toBeGreaterThanOrEqual(0);
            expect(r.discountFils).toBeLessThanOrEqual(o.subtotalFils);
            // Never less than the shop's own offer alone (a code only ever replaces a smaller one).
            expect(r.discountFils).toBeGreaterThanOrEqual(offerDiscount(o, NOW));
            if (r.source) {
              expect(r.discountFils).toBeLessThanOrEqual(r.source.capFils);
              expect(r.discountFils).toBeLessThanOrEqual(
                Math.floor((o.subtotalFils * r.source.percent) / 100),
              );
              expect(r.discountFils).toBeGreaterThan(0);
            } else expect(r.discountFils).toBe(0);
            if (r.source?.kind === 'code') byCode += r.discountFils;
          });
          if (input.code && input.code !== 'unknown') expect(byCode).toBeLessThanOrEqual(input.code.capFils);
          expect(result.code?.state === 'applied').toBe(byCode > 0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
