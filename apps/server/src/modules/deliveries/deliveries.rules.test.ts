import { DELIVERY_CODE_ATTEMPTS, DRIVER_MISSED_OFFERS_LIMIT } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import {
  acceptRefusal,
  afterMissedOffer,
  bahrainDayStart,
  cashAllowed,
  codeAttemptsLeft,
  codeMatches,
  onlineStatus,
  statusAfterLoad,
} from './deliveries.rules.js';

describe('a driver status from their load', () => {
  it.each([
    [0, 3, 'available'],
    [2, 3, 'available'],
    [3, 3, 'busy'],
    [1, 1, 'busy'],
  ] as const)('%i of %i online: %s', (current, max, status) => {
    expect(onlineStatus(current, max)).toBe(status);
    expect(statusAfterLoad('available', current, max)).toBe(status);
    expect(statusAfterLoad('busy', current, max)).toBe(status);
    expect(statusAfterLoad('offline', current, max)).toBe('offline');
  });
});

describe('accepting a delivery', () => {
  const ready = { isActive: true, status: 'available', currentOrders: 0, maxOrders: 3 } as const;
  const cash = { heldFils: 0, capFils: 150_000 };
  it.each([
    ['inactive', { ...ready, isActive: false }, 'cash', cash, 'DRIVER_INACTIVE'],
    [
      'inactive and offline',
      { ...ready, isActive: false, status: 'offline' },
      'cash',
      cash,
      'DRIVER_INACTIVE',
    ],
    ['offline', { ...ready, status: 'offline' }, 'cash', cash, 'DRIVER_OFFLINE'],
    ['full', { ...ready, status: 'busy', currentOrders: 3 }, 'card', cash, 'DRIVER_FULL'],
    [
      'at the cash cap, a cash order',
      ready,
      'cash',
      { heldFils: 150_000, capFils: 150_000 },
      'DRIVER_CASH_CAP',
    ],
    ['at the cash cap, a paid order', ready, 'card', { heldFils: 150_000, capFils: 150_000 }, null],
    ['below the cap', ready, 'cash', { heldFils: 149_999, capFils: 150_000 }, null],
  ] as const)('%s: %s', (_case, driver, paymentType, held, refusal) => {
    expect(acceptRefusal(driver, { paymentType }, held)).toBe(refusal);
  });
  it('offers cash orders only below the cap', () => {
    expect(cashAllowed('cash', 0, 0)).toBe(false);
    expect(cashAllowed('benefitpay', 10, 0)).toBe(true);
  });
});

describe('the delivery code', () => {
  it('matches the 4 digits typed in either script, in constant time, and nothing else', () => {
    expect(codeMatches('0427', '0427')).toBe(true);
    expect(codeMatches('٠٤٢٧', '0427')).toBe(true);
    expect(codeMatches('۰۴۲۷', '0427')).toBe(true);
    expect(codeMatches('0428', '0427')).toBe(false);
    expect(codeMatches('427', '0427')).toBe(false);
    expect(codeMatches('', '0427')).toBe(false);
  });
  it(`leaves ${DELIVERY_CODE_ATTEMPTS} tries, never fewer than none`, () => {
    expect(codeAttemptsLeft(0)).toBe(DELIVERY_CODE_ATTEMPTS);
    expect(codeAttemptsLeft(DELIVERY_CODE_ATTEMPTS - 1)).toBe(1);
    expect(codeAttemptsLeft(DELIVERY_CODE_ATTEMPTS + 3)).toBe(0);
  });
});

describe('missed offers', () => {
  it(`set the driver offline at ${DRIVER_MISSED_OFFERS_LIMIT} in a row`, () => {
    expect(afterMissedOffer(0)).toEqual({ missedOffers: 1, offline: null });
    expect(afterMissedOffer(DRIVER_MISSED_OFFERS_LIMIT - 2).offline).toBeNull();
    expect(afterMissedOffer(DRIVER_MISSED_OFFERS_LIMIT - 1)).toEqual({
      missedOffers: DRIVER_MISSED_OFFERS_LIMIT,
      offline: 'missed_offers',
    });
  });
});

describe("a driver's day (Bahrain, UTC+3 all year)", () => {
  it.each([
    ['2026-11-26T09:00:00Z', '2026-11-25T21:00:00.000Z'],
    ['2026-11-26T20:59:59Z', '2026-11-25T21:00:00.000Z'],
    ['2026-11-26T21:00:00Z', '2026-11-26T21:00:00.000Z'],
    ['2026-03-01T00:30:00Z', '2026-02-28T21:00:00.000Z'],
  ])('%s began at %s', (now, start) => {
    expect(bahrainDayStart(new Date(now)).toISOString()).toBe(start);
  });
});
