import { randomUUID } from 'node:crypto';
import type { CheckoutPreview, PlaceOrderRequest } from '@haflah/contracts';

/**
 * The request the checkout page sends for what `preview` shows, paid with a saved card: every line,
 * the first delivery day and window, the total and the prices as shown, and a fresh idempotency key.
 */
export function placeRequestFor(
  preview: CheckoutPreview,
  pay: { addressId: string; methodId: string },
): PlaceOrderRequest {
  const day = preview.deliveryDays[0]!;
  return {
    idempotencyKey: randomUUID(),
    lineIds: preview.lineIds,
    addressId: pay.addressId,
    delivery: { date: day.date, window: day.windows[0]! },
    payment: { type: 'saved', methodId: pay.methodId },
    expectedTotalFils: preview.totals.totalFils,
    expectedPricesDigest: preview.pricesDigest,
  };
}
