import type { Cart, CartItem } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { withLapsed } from '../utils/lapse';
import { lapsedAtAnswer, serverOffsetMs } from './cart';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const line = (n: number, quantity: number, unitPriceFils: number, held = false): CartItem => ({
  id: uuid(20 + n),
  listingId: uuid(30 + n),
  kind: held ? 'rental' : 'product',
  name: { en: `Item ${n}`, ar: `Item ${n}` },
  imageUrl: null,
  servesGuests: null,
  quantity,
  unitPriceFils,
  totalFils: quantity * unitPriceFils * (held ? 3 : 1),
  isTimeBased: held,
  slot: held ? { start: '2026-11-24T07:00:00.000Z', end: '2026-11-24T10:00:00.000Z', hours: 3 } : null,
  expiresAt: held ? '2026-11-23T10:10:00.000Z' : null,
  createdAt: '2026-11-23T10:00:00.000Z',
});
const sugar = { id: uuid(1), name: { en: 'Sugar Pearl', ar: 'سكر' } };
const fun = { id: uuid(2), name: { en: 'Fun Rentals', ar: 'مرح' } };

// Sugar Pearl: 2 × 4.500 + 1 × 1.250; Fun Rentals: a 3-hour hold of 2 at 22.000 / hour.
const cart: Cart = {
  groups: [
    { shop: sugar, items: [line(1, 2, 4_500), line(2, 1, 1_250)], subtotalFils: 10_250 },
    { shop: fun, items: [line(3, 2, 22_000, true)], subtotalFils: 132_000 },
  ],
  itemCount: 5,
  totalFils: 142_250,
  serverTime: '2026-11-23T10:05:00.000Z',
};

describe('withLapsed', () => {
  it('keeps a lapsed hold and takes it off its subtotal, the total and the item count', () => {
    const next = withLapsed(cart, uuid(23));
    expect(next.groups.map((g) => g.items.map((i) => i.id))).toEqual([[uuid(21), uuid(22)], [uuid(23)]]);
    expect(next.groups.map((g) => g.subtotalFils)).toEqual([10_250, 0]);
    expect(next.groups[0]).toBe(cart.groups[0]);
    expect(next.totalFils).toBe(10_250);
    expect(next.itemCount).toBe(3);
    expect(next.serverTime).toBe(cart.serverTime);
  });

  it('leaves the cart as it is for a product, a line it does not have, or a hold lapsed when the server answered', () => {
    expect(withLapsed(cart, uuid(21))).toBe(cart);
    expect(withLapsed(cart, uuid(99))).toBe(cart);
    const answeredLater = { ...cart, serverTime: '2026-11-23T10:10:00.000Z' };
    expect(withLapsed(answeredLater, uuid(23))).toBe(answeredLater);
  });

  it('does not change the cart it is given', () => {
    const before = structuredClone(cart);
    withLapsed(cart, uuid(23));
    expect(cart).toEqual(before);
  });
});

describe('lapsedAtAnswer', () => {
  it('is true for a hold whose expiry is at or before the answer’s server time', () => {
    const hold = cart.groups[1]!.items[0]!;
    expect(lapsedAtAnswer(cart, hold)).toBe(false);
    expect(lapsedAtAnswer({ ...cart, serverTime: hold.expiresAt! }, hold)).toBe(true);
    expect(
      lapsedAtAnswer({ ...cart, serverTime: '2026-11-24T00:00:00.000Z' }, cart.groups[0]!.items[0]!),
    ).toBe(false);
  });
});

describe('serverOffsetMs', () => {
  const at = (iso: string) => Date.parse(iso);

  it('is how far the server’s clock is ahead of the device’s when the cart arrived', () => {
    expect(serverOffsetMs(cart, at('2026-11-23T10:00:00.000Z'))).toBe(5 * 60_000);
  });

  it('is negative when the device’s clock is ahead', () => {
    expect(serverOffsetMs(cart, at('2026-11-23T10:06:30.000Z'))).toBe(-90_000);
  });

  it('is zero when the clocks agree, to the millisecond', () => {
    expect(serverOffsetMs(cart, at('2026-11-23T10:05:00.000Z'))).toBe(0);
    expect(serverOffsetMs({ ...cart, serverTime: '2026-11-23T10:05:00.250Z' }, at(cart.serverTime))).toBe(
      250,
    );
  });

  it('with the arrival time, reads the server’s clock later: a hold’s time left', () => {
    const receivedAt = at('2026-11-23T10:00:00.000Z');
    const deviceNow = receivedAt + 60_000;
    const serverNow = deviceNow + serverOffsetMs(cart, receivedAt);
    const expiresAt = at(cart.groups[1]?.items[0]?.expiresAt ?? '');
    expect(expiresAt - serverNow).toBe(4 * 60_000);
  });
});
