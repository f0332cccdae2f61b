import type {
  LedgerKind,
  LedgerState,
  ORDER_PAYMENT_TYPES,
  OrderStatus,
  PaymentState,
} from '@haflah/contracts';

type OrderPaymentType = (typeof ORDER_PAYMENT_TYPES)[number];

export interface LedgerRow {
  kind: LedgerKind;
  state: LedgerState;
  amountFils: number;
}

/** The sum of the `done` rows of one kind: what the provider (or the driver) has confirmed. */
export function settled(rows: readonly LedgerRow[], kind: LedgerKind): number {
  return rows.filter((r) => r.kind === kind && r.state === 'done').reduce((n, r) => n + r.amountFils, 0);
}

/**
 * Where an order's money stands, from its ledger rows alone (never a stored flag): refunded once the
 * refunds confirmed cover what was taken, paid once something was taken, due while a card's capture
 * or a cash order's payment is still to come, none otherwise (a cancelled order never paid, a
 * capture given up).
 */
export function paymentState(
  paymentType: OrderPaymentType,
  status: OrderStatus,
  rows: readonly LedgerRow[],
): PaymentState {
  const taken = settled(rows, 'capture') + settled(rows, 'cash_collected');
  const refunded = settled(rows, 'refund');
  if (refunded > 0 && refunded >= taken) return 'refunded';
  if (taken > 0) return 'paid';
  if (status === 'cancelled') return 'none';
  if (paymentType === 'cash') return 'due';
  return rows.some((r) => r.kind === 'capture' && r.state === 'pending') ? 'due' : 'none';
}

/** What a cancelled order's refund gives back: what was captured (or is being), less refunds. */
export function refundable(rows: readonly LedgerRow[]): number {
  const captured = rows
    .filter((r) => r.kind === 'capture' && r.state !== 'failed')
    .reduce((n, r) => n + r.amountFils, 0);
  return Math.max(0, captured - settled(rows, 'refund'));
}

/** The wait before try number `attempts + 1` of a capture or a refund: 30 s, 2 min, 8 min, … (≤ 1 h). */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 4 ** Math.max(0, attempts - 1), 3_600_000);
}
