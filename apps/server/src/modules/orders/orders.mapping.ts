import type { OrderDiscount } from '@haflah/contracts';
import { type LedgerRow, paymentState } from '../ledger/index.js';
import type { OrderDetailRows } from './orders.repository.js';

/** The mapping of an order's stored rows that the customer's, the shop's and the admin's details share. */

type OrderRow = OrderDetailRows['order'];
type LineRow = OrderDetailRows['lines'][number];

export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A line as the shop and the admin read it (the customer's adds its listing and a booking's hours). */
export function toOrderLine(l: LineRow) {
  return {
    id: l.id,
    kind: l.kind,
    name: { en: l.nameEn, ar: l.nameAr },
    imageUrl: l.imageUrl,
    quantity: l.quantity,
    unitPriceFils: l.unitPriceFils,
    totalFils: l.totalFils,
    booking:
      l.startsAt && l.endsAt
        ? {
            start: l.startsAt.toISOString(),
            end: l.endsAt.toISOString(),
            status: l.bookingStatus ?? 'cancelled',
          }
        : null,
  };
}

export function toOrderTotals(
  order: Pick<OrderRow, 'subtotalFils' | 'deliveryFeeFils' | 'discountFils' | 'vatFils' | 'totalFils'>,
) {
  return {
    subtotalFils: order.subtotalFils,
    deliveryFeeFils: order.deliveryFeeFils,
    discountFils: order.discountFils,
    vatFils: order.vatFils,
    totalFils: order.totalFils,
  };
}

/**
 * Where the order's discount came from, from the terms stored on it when placed (never the offer's
 * or code's row as it is now): the code typed, or the offer's percent and cap. Null without one.
 */
export function toOrderDiscount(
  order: Pick<OrderRow, 'discountFils' | 'discountPercent' | 'discountCapFils' | 'discountCode'>,
): OrderDiscount | null {
  if (order.discountFils === 0 || order.discountPercent == null || order.discountCapFils == null) return null;
  return order.discountCode != null
    ? { kind: 'code', code: order.discountCode }
    : { kind: 'offer', percent: order.discountPercent, capFils: order.discountCapFils };
}

export function toOrderDelivery(order: Pick<OrderRow, 'deliveryDate' | 'deliveryWindow'>) {
  return order.deliveryDate && order.deliveryWindow
    ? { date: order.deliveryDate, window: order.deliveryWindow }
    : null;
}

/** How the order is paid and where its money stands (test mode: a card paid on the test gateway). */
export function toOrderPayment(
  order: Pick<OrderRow, 'paymentType' | 'paymentBrand' | 'paymentLast4' | 'status'>,
  ledger: readonly LedgerRow[],
  testMode: boolean,
) {
  return {
    type: order.paymentType,
    brand: order.paymentBrand,
    last4: order.paymentLast4,
    state: paymentState(order.paymentType, order.status, ledger),
    testMode: testMode && order.paymentType !== 'cash',
  };
}
