import { randomUUID } from 'node:crypto';
import { type DeliveryWindow, type OrderActor, type OrderStatus, orderTotals } from '@haflah/contracts';
import type { Tx } from '../db/client.js';
import { bookings, checkouts, listings, orderLines, orderStatusHistory, orders } from '../db/schema.js';
import { createLedgerFactories } from '../modules/ledger/ledger.factories.js';
import { createPaymentsFactories, referenceFor } from '../modules/payments/payments.factories.js';

/** What a past order's line needs of its listing (named and priced as it was then), as selected. */
export const pastListingColumns = {
  id: listings.id,
  kind: listings.kind,
  pricingType: listings.pricingType,
  priceFils: listings.priceFils,
  hourlyRateFils: listings.hourlyRateFils,
  nameEn: listings.nameEn,
  nameAr: listings.nameAr,
  imageUrl: listings.imageUrl,
};
export type PastListing = Pick<typeof listings.$inferSelect, keyof typeof pastListingColumns>;

export interface PastLine {
  listing: PastListing;
  quantity: number;
  unitPriceFils: number;
  /** A booked slot: the line's booking (confirmed, or cancelled with its order). */
  slot?: { start: Date; end: Date };
  /** A booked line without a booking row (the reviewers' orders: their time is not the calendar's). */
  span?: { start: Date; end: Date };
}

export interface PastMove {
  status: OrderStatus;
  actor: OrderActor;
  at: number;
  note?: string;
}

/**
 * An order placed before the seed ran, as the app's flows would have left it: placed (`at`), moved
 * (`moves`, after the placing), paid by cash or a saved test card (captured at once), refunded in
 * whole (a cancelled card order) or in part (`refund`), cash collected on delivery.
 */
export interface PastOrder {
  userId: string;
  shopId: string;
  at: number;
  lines: PastLine[];
  shopFeeFils: number;
  freeDeliveryOverFils: number | null;
  pay: 'cash' | 'card';
  moves: PastMove[];
  readyAt?: number;
  delivery?: { date: string; window: DeliveryWindow } | null;
  address: NonNullable<typeof orders.$inferInsert.address>;
  /** Given back after the order was paid: a cancelled card order's whole payment, or part of one. */
  refund?: { fils: number | 'all'; at: number };
}

/**
 * Writes past orders in one multi-row insert per table, oldest first, so their numbers grow with the
 * time they were placed (as the lists' order by number assumes). Bookings first (the lines point at
 * them); then checkouts, orders, lines, status history; then the money as the ledger's flows write it
 * (ledger.service.ts): a card order's authorisation and capture confirmed by the test gateway, a
 * delivered cash order's cash collected, a refund confirmed; and the gateway's own record of each
 * capture and refund. Returns the orders' ids in `list`'s order.
 */
export async function insertPastOrders(tx: Tx, list: readonly PastOrder[]): Promise<string[]> {
  const sorted = list.map((o, i) => ({ o, i })).sort((a, b) => a.o.at - b.o.at || a.i - b.i);
  const drafts = sorted.map(({ o }) => {
    const status = o.moves.at(-1)?.status ?? 'pending';
    const totals = orderTotals(
      o.lines.map((l) => ({
        totalFils: l.unitPriceFils * l.quantity,
        isTimeBased: l.listing.pricingType === 'hourly' || l.listing.kind !== 'product',
      })),
      o.shopFeeFils,
      o.freeDeliveryOverFils,
    );
    const key = randomUUID();
    const paymentReference =
      o.pay === 'card' ? referenceFor('tgw_auth', `checkout:${o.userId}:${key}`) : referenceFor('cod', key);
    return { o, status, totals, key, paymentReference };
  });

  const bookingIds = drafts.map(({ o }) => o.lines.map((l) => (l.slot ? randomUUID() : null)));
  const bookingRows = drafts.flatMap(({ o, status }, i) =>
    o.lines.flatMap((l, n) =>
      l.slot
        ? [
            {
              id: bookingIds[i]![n]!,
              listingId: l.listing.id,
              userId: o.userId,
              quantity: l.quantity,
              startsAt: l.slot.start,
              endsAt: l.slot.end,
              status: status === 'cancelled' ? ('cancelled' as const) : ('confirmed' as const),
              createdAt: new Date(o.at),
            },
          ]
        : [],
    ),
  );
  if (bookingRows.length) await tx.insert(bookings).values(bookingRows);

  const checkoutRows = await tx
    .insert(checkouts)
    .values(
      drafts.map(({ o, totals, key }) => ({
        userId: o.userId,
        idempotencyKey: key,
        requestHash: 'demo-seed',
        totalFils: totals.totalFils,
        createdAt: new Date(o.at),
      })),
    )
    .returning({ id: checkouts.id });
  const orderRows = await tx
    .insert(orders)
    .values(
      drafts.map(({ o, status, totals, paymentReference }, i) => {
        const accepted = o.moves.find((m) => m.status === 'processing');
        const cancelled = o.moves.find((m) => m.status === 'cancelled');
        const last = o.moves.at(-1)?.at ?? o.at;
        return {
          checkoutId: checkoutRows[i]!.id,
          userId: o.userId,
          shopId: o.shopId,
          status,
          ...totals,
          address: o.address,
          deliveryDate: o.delivery?.date ?? null,
          deliveryWindow: o.delivery?.window ?? null,
          paymentType: o.pay,
          paymentBrand: o.pay === 'card' ? ('visa' as const) : null,
          paymentLast4: o.pay === 'card' ? '4242' : null,
          paymentProvider: o.pay === 'card' ? 'test_gateway' : 'cash',
          paymentReference,
          acceptedAt: accepted ? new Date(accepted.at) : null,
          readyAt: o.readyAt ? new Date(o.readyAt) : null,
          cancelReason: cancelled?.note ?? null,
          createdAt: new Date(o.at),
          updatedAt: new Date(Math.max(last, o.refund?.at ?? 0)),
        };
      }),
    )
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(
    drafts.flatMap(({ o }, i) =>
      o.lines.map((l, position) => {
        const span = l.slot ?? l.span;
        return {
          orderId: orderRows[i]!.id,
          position,
          listingId: l.listing.id,
          kind: l.listing.kind,
          nameEn: l.listing.nameEn,
          nameAr: l.listing.nameAr,
          imageUrl: l.listing.imageUrl,
          quantity: l.quantity,
          unitPriceFils: l.unitPriceFils,
          totalFils: l.unitPriceFils * l.quantity,
          bookingId: bookingIds[i]![position],
          startsAt: span?.start ?? null,
          endsAt: span?.end ?? null,
        };
      }),
    ),
  );
  await tx.insert(orderStatusHistory).values(
    drafts.flatMap(({ o }, i) => [
      {
        orderId: orderRows[i]!.id,
        status: 'pending' as const,
        actor: 'customer' as const,
        actorUserId: o.userId,
        at: new Date(o.at),
      },
      ...o.moves.map((m) => ({
        orderId: orderRows[i]!.id,
        status: m.status,
        actor: m.actor,
        actorUserId: m.actor === 'customer' ? o.userId : null,
        note: m.note ?? null,
        at: new Date(m.at),
      })),
    ]),
  );

  // The money, as checkout (authorise, capture after commit), delivery and refunds leave it.
  const ledger: Parameters<ReturnType<typeof createLedgerFactories>['entries']>[0] = [];
  const gateway: Parameters<ReturnType<typeof createPaymentsFactories>['gatewayOperations']>[0] = [];
  drafts.forEach(({ o, status, totals, paymentReference }, i) => {
    const orderId = orderRows[i]!.id;
    const at = new Date(o.at);
    if (o.pay === 'card') {
      const base = { orderId, provider: 'test_gateway', paymentReference };
      const captureId = randomUUID();
      const captureRef = referenceFor('tgw_cap', captureId);
      const capturedAt = new Date(o.at + 2_000);
      ledger.push(
        {
          ...base,
          kind: 'authorization',
          state: 'done',
          amountFils: totals.totalFils,
          reference: paymentReference,
          settledAt: at,
          createdAt: at,
          runAfter: at,
        },
        {
          ...base,
          id: captureId,
          kind: 'capture',
          state: 'done',
          amountFils: totals.totalFils,
          reference: captureRef,
          attempts: 1,
          settledAt: capturedAt,
          createdAt: at,
          runAfter: at,
        },
      );
      gateway.push({
        idempotencyKey: captureId,
        operation: 'capture',
        paymentReference,
        amountFils: totals.totalFils,
        ok: true,
        result: captureRef,
        createdAt: capturedAt,
      });
      if (o.refund) {
        const fils = o.refund.fils === 'all' ? totals.totalFils : o.refund.fils;
        const refundId = randomUUID();
        const refundRef = referenceFor('tgw_ref', refundId);
        const decided = new Date(o.refund.at);
        const done = new Date(o.refund.at + 2_000);
        ledger.push({
          ...base,
          id: refundId,
          kind: 'refund',
          state: 'done',
          amountFils: fils,
          reference: refundRef,
          attempts: 1,
          settledAt: done,
          createdAt: decided,
          runAfter: decided,
        });
        gateway.push({
          idempotencyKey: refundId,
          operation: 'refund',
          paymentReference,
          amountFils: fils,
          ok: true,
          result: refundRef,
          createdAt: done,
        });
      }
    } else if (status === 'delivered') {
      const deliveredAt = new Date(o.moves.at(-1)!.at);
      ledger.push({
        orderId,
        kind: 'cash_collected',
        state: 'done',
        amountFils: totals.totalFils,
        provider: 'cash',
        paymentReference,
        reference: paymentReference,
        settledAt: deliveredAt,
        createdAt: deliveredAt,
        runAfter: deliveredAt,
      });
    }
  });
  await createLedgerFactories(tx).entries(ledger);
  await createPaymentsFactories(tx).gatewayOperations(gateway);

  const ids: string[] = new Array(list.length);
  sorted.forEach(({ i }, n) => {
    ids[i] = orderRows[n]!.id;
  });
  return ids;
}
