import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
  nextOrderStatuses,
  ORDER_ACTORS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderFacts,
  type OrderStatus,
  orderTotals,
  sumTotals,
  vatIncludedFils,
  withDiscount,
} from './orders.js';

/** The facts of the orders below: products, bookings still to come, bookings all over, both. */
const FACTS = {
  products: { delivers: true, bookingsEnded: true },
  bookingsAhead: { delivers: false, bookingsEnded: false },
  bookingsOver: { delivers: false, bookingsEnded: true },
  mixed: { delivers: true, bookingsEnded: false },
} satisfies Record<string, OrderFacts>;
type FactsName = keyof typeof FACTS | 'unknown';

/** Every move allowed whatever the order holds, as the issues state them, written out independently of ORDER_MOVES. */
const ALWAYS = [
  'pending>processing:retailer',
  'pending>processing:admin',
  'pending>cancelled:customer',
  'pending>cancelled:retailer',
  'pending>cancelled:admin',
  'processing>cancelled:admin',
  'shipped>delivered:driver',
  'shipped>delivered:admin',
];
/** And those that depend on the order: pick up what is delivered; mark done bookings that are over. */
const ALLOWED: Record<FactsName, Set<string>> = {
  unknown: new Set(ALWAYS),
  products: new Set([...ALWAYS, 'processing>shipped:driver', 'processing>shipped:admin']),
  mixed: new Set([...ALWAYS, 'processing>shipped:driver', 'processing>shipped:admin']),
  bookingsAhead: new Set(ALWAYS),
  bookingsOver: new Set([...ALWAYS, 'processing>delivered:retailer', 'processing>delivered:admin']),
};
const factsOf = (name: FactsName): OrderFacts | undefined => (name === 'unknown' ? undefined : FACTS[name]);

describe('the order status machine', () => {
  const every = ORDER_STATUSES.flatMap((from) =>
    ORDER_STATUSES.flatMap((to) => ORDER_ACTORS.map((actor) => [from, to, actor] as const)),
  );
  const names = Object.keys(ALLOWED) as FactsName[];

  it.each(names)(
    `allows exactly the moves in the table, of all ${5 * 5 * 4} (from, to, actor), for an order of %s`,
    (name) => {
      const allowed = every.filter(([from, to, actor]) => canMoveOrder(from, to, actor, factsOf(name)));
      expect(new Set(allowed.map(([f, t, a]) => `${f}>${t}:${a}`))).toEqual(ALLOWED[name]);
    },
  );

  it.each(
    names.flatMap((name) =>
      every.filter(([f, t, a]) => !ALLOWED[name].has(`${f}>${t}:${a}`)).map((m) => [...m, name] as const),
    ),
  )('refuses %s → %s by the %s (%s)', (from, to, actor, name) => {
    expect(canMoveOrder(from, to, actor, factsOf(name))).toBe(false);
  });

  it('has no way out of delivered or cancelled, for anyone', () => {
    for (const actor of ORDER_ACTORS)
      for (const facts of [undefined, ...Object.values(FACTS)]) {
        expect(nextOrderStatuses('delivered', actor, facts)).toEqual([]);
        expect(nextOrderStatuses('cancelled', actor, facts)).toEqual([]);
      }
  });

  it.each([
    ['pending', 'customer', 'products', ['cancelled']],
    ['pending', 'retailer', 'products', ['processing', 'cancelled']],
    ['processing', 'retailer', 'products', []],
    ['processing', 'driver', 'products', ['shipped']],
    ['processing', 'retailer', 'bookingsAhead', []],
    ['processing', 'retailer', 'bookingsOver', ['delivered']],
    ['processing', 'retailer', 'mixed', []],
    ['processing', 'driver', 'bookingsOver', []],
    ['processing', 'retailer', 'unknown', []],
    ['processing', 'customer', 'products', []],
    ['shipped', 'driver', 'products', ['delivered']],
    ['processing', 'admin', 'products', ['shipped', 'cancelled']],
    ['processing', 'admin', 'bookingsOver', ['delivered', 'cancelled']],
  ] as [OrderStatus, OrderActor, FactsName, OrderStatus[]][])(
    'offers a %s order to the %s (%s): %j',
    (status, actor, name, next) => {
      expect(nextOrderStatuses(status, actor, factsOf(name))).toEqual(next);
    },
  );
});

describe('order totals', () => {
  it.each([
    [0, 0],
    [110, 10],
    [1_100, 100],
    [12_500, 1_136], // 1,136.36…
    [5, 0], // 0.45 fils
    [6, 1], // 0.545… fils
    [999_999, 90_909],
  ])('VAT included in %i fils is %i fils', (amount, vat) => {
    expect(vatIncludedFils(amount)).toBe(vat);
  });

  it('adds the shop delivery fee when a product is delivered', () => {
    expect(
      orderTotals(
        [
          { totalFils: 12_500, isTimeBased: false },
          { totalFils: 75_000, isTimeBased: true },
        ],
        1_500,
      ),
    ).toEqual({
      subtotalFils: 87_500,
      deliveryFeeFils: 1_500,
      discountFils: 0,
      vatFils: 8_091,
      totalFils: 89_000,
    });
  });

  it('charges no delivery fee for an order of bookings only', () => {
    expect(orderTotals([{ totalFils: 75_000, isTimeBased: true }], 1_500)).toEqual({
      subtotalFils: 75_000,
      deliveryFeeFils: 0,
      discountFils: 0,
      vatFils: 6_818,
      totalFils: 75_000,
    });
  });

  const product = (totalFils: number) => ({ totalFils, isTimeBased: false });
  const booking = (totalFils: number) => ({ totalFils, isTimeBased: true });
  it.each([
    ['no threshold: the fee', [product(50_000)], null, 1_500],
    ['products under the threshold: the fee', [product(9_999)], 10_000, 1_500],
    ['products exactly at the threshold: free', [product(10_000)], 10_000, 0],
    ['products over the threshold: free', [product(6_000), product(6_000)], 10_000, 0],
    ['a threshold of 0: always free', [product(500)], 0, 0],
    ['bookings do not count toward it', [product(4_000), booking(20_000)], 10_000, 1_500],
    ['bookings only: no fee whatever the threshold', [booking(20_000)], 10_000, 0],
    ['no lines: no fee', [], 10_000, 0],
  ] as const)('free-delivery threshold: %s', (_case, lines, threshold, fee) => {
    const totals = orderTotals(lines, 1_500, threshold);
    const subtotal = lines.reduce((sum, l) => sum + l.totalFils, 0);
    expect(totals).toEqual({
      subtotalFils: subtotal,
      deliveryFeeFils: fee,
      discountFils: 0,
      vatFils: vatIncludedFils(subtotal + fee),
      totalFils: subtotal + fee,
    });
  });

  it("a checkout's totals are its orders' added up, VAT included", () => {
    const a = orderTotals([{ totalFils: 12_500, isTimeBased: false }], 1_000);
    const b = orderTotals([{ totalFils: 3_300, isTimeBased: false }], 0);
    expect(sumTotals([a, b])).toEqual({
      subtotalFils: 15_800,
      deliveryFeeFils: 1_000,
      discountFils: 0,
      vatFils: a.vatFils + b.vatFils,
      totalFils: 16_800,
    });
    expect(sumTotals([])).toEqual({
      subtotalFils: 0,
      deliveryFeeFils: 0,
      discountFils: 0,
      vatFils: 0,
      totalFils: 0,
    });
  });

  it('takes a discount off the items, never the fee; VAT is the part of the discounted total', () => {
    const totals = orderTotals([product(20_000)], 1_500, null, 6_000);
    expect(totals).toEqual({
      subtotalFils: 20_000,
      deliveryFeeFils: 1_500,
      discountFils: 6_000,
      vatFils: vatIncludedFils(15_500),
      totalFils: 15_500,
    });
    // Never more than the items.
    expect(orderTotals([product(2_000)], 1_500, null, 9_000).totalFils).toBe(1_500);
    expect(withDiscount(orderTotals([product(2_000)], 1_500), 500)).toEqual(
      orderTotals([product(2_000)], 1_500, null, 500),
    );
    // The free-delivery threshold is judged on the prices before the discount.
    expect(orderTotals([product(10_000)], 1_500, 10_000, 3_000).deliveryFeeFils).toBe(0);
    expect(sumTotals([totals, totals]).discountFils).toBe(12_000);
  });
});
