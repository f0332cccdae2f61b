import { describe, expect, it } from 'vitest';
import { type LedgerRow, paymentState, refundable, retryDelayMs } from './ledger.rules.js';

const row = (kind: LedgerRow['kind'], state: LedgerRow['state'], amountFils = 5000): LedgerRow => ({
  kind,
  state,
  amountFils,
});
const auth = row('authorization', 'done');

describe('paymentState: where an order’s money stands, from its rows alone', () => {
  it.each([
    ['a card order captured', 'card', 'pending', [auth, row('capture', 'done')], 'paid'],
    ['a card order whose capture is pending', 'card', 'pending', [auth, row('capture', 'pending')], 'due'],
    ['a card order whose capture failed', 'card', 'pending', [auth, row('capture', 'failed')], 'none'],
    ['a card order with no rows (before any money)', 'card', 'pending', [], 'none'],
    ['a wallet order captured', 'benefitpay', 'processing', [auth, row('capture', 'done')], 'paid'],
    [
      'a cancelled card order whose refund is pending',
      'card',
      'cancelled',
      [auth, row('capture', 'done'), row('refund', 'pending')],
      'paid',
    ],
    [
      'a cancelled card order refunded',
      'card',
      'cancelled',
      [auth, row('capture', 'done'), row('refund', 'done')],
      'refunded',
    ],
    [
      'a refund of part of what was taken',
      'card',
      'cancelled',
      [auth, row('capture', 'done', 5000), row('refund', 'done', 2000)],
      'paid',
    ],
    [
      'a cancelled order whose capture was pending',
      'card',
      'cancelled',
      [auth, row('capture', 'pending'), row('refund', 'pending')],
      'none',
    ],
    ['a cash order on its way', 'cash', 'shipped', [], 'due'],
    ['a cash order delivered', 'cash', 'delivered', [row('cash_collected', 'done')], 'paid'],
    ['a cash order cancelled', 'cash', 'cancelled', [], 'none'],
    ['a voided authorisation', 'card', 'cancelled', [auth, row('void', 'done')], 'none'],
    // A discount (issue 27) is not money received: it never makes an order paid or refunded.
    ['a cash order with a discount, on its way', 'cash', 'shipped', [row('discount', 'done')], 'due'],
    [
      'a discounted card order captured',
      'card',
      'pending',
      [auth, row('discount', 'done', 2000), row('capture', 'done', 3000)],
      'paid',
    ],
    [
      'a discounted card order refunded what was paid',
      'card',
      'cancelled',
      [auth, row('discount', 'done', 2000), row('capture', 'done', 3000), row('refund', 'done', 3000)],
      'refunded',
    ],
  ] as const)('%s: %s/%s → %s', (_name, type, status, rows, expected) => {
    expect(paymentState(type, status, rows)).toBe(expected);
  });
});

describe('refundable: what a cancel gives back', () => {
  it.each([
    ['what was captured', [auth, row('capture', 'done', 7000)], 7000],
    ['a capture still pending (given back once it lands)', [auth, row('capture', 'pending', 7000)], 7000],
    ['nothing after a failed capture', [auth, row('capture', 'failed', 7000)], 0],
    ['less what was refunded', [row('capture', 'done', 7000), row('refund', 'done', 3000)], 4000],
    [
      'nothing for cash collected (cash is never refunded by the provider)',
      [row('cash_collected', 'done')],
      0,
    ],
    [
      'after a discount, only what was paid (the discount is never given back as money)',
      [auth, row('discount', 'done', 2000), row('capture', 'done', 3000)],
      3000,
    ],
  ] as const)('%s', (_name, rows, expected) => {
    expect(refundable(rows)).toBe(expected);
  });
});

describe('retryDelayMs', () => {
  it('grows fourfold from 30 s and stops at an hour', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelayMs)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });
});
