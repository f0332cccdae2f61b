import { describe, expect, it } from 'vitest';
import type { OrderFacts, OrderStatus } from './orders.js';
import { isOrderLate, ORDER_ACCEPT_MINUTES, type ShopOrderMove, shopOrderMoves } from './shop-orders.js';

const products: OrderFacts = { delivers: true, bookingsEnded: true };
const bookingsAhead: OrderFacts = { delivers: false, bookingsEnded: false };
const bookingsOver: OrderFacts = { delivers: false, bookingsEnded: true };

describe("the shop's buttons on an order", () => {
  it.each([
    ['pending', products, false, ['accept', 'reject']],
    ['pending', bookingsAhead, false, ['accept', 'reject']],
    ['processing', products, false, ['ready']],
    ['processing', products, true, []],
    ['processing', bookingsAhead, false, []],
    ['processing', bookingsOver, false, ['complete']],
    ['shipped', products, true, []],
    ['delivered', products, true, []],
    ['cancelled', bookingsOver, false, []],
  ] as [OrderStatus, OrderFacts, boolean, ShopOrderMove[]][])(
    '%s, %j, ready %s: %j',
    (status, facts, ready, moves) => {
      expect(shopOrderMoves(status, facts, ready)).toEqual(moves);
    },
  );
});

describe('a late order', () => {
  const placed = new Date('2026-11-26T10:00:00Z');
  const after = (minutes: number) => new Date(placed.getTime() + minutes * 60_000);
  it.each([
    ['pending', 0, false],
    ['pending', ORDER_ACCEPT_MINUTES, false],
    ['pending', ORDER_ACCEPT_MINUTES + 1, true],
    ['processing', 120, false],
    ['cancelled', 120, false],
  ] as const)('%s after %i minutes: late %s', (status, minutes, late) => {
    expect(isOrderLate(status, placed, after(minutes))).toBe(late);
  });
});
