import { createHash } from 'node:crypto';
import {
  type CheckoutPreview,
  deliveryByEvent,
  deliveryDays,
  deliveryProblem,
  type PlacedCheckout,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  sumTotals,
} from '@haflah/contracts';
import type { Db, Executor, Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { Bus, InTransaction } from '../../platform/bus.js';
import type { AddressesService } from '../addresses/index.js';
import { type CheckoutCartLine, cartCheckout } from '../cart/index.js';
import type { OffersCheckout } from '../offers/index.js';
import type { PaymentProvider, PaymentsService } from '../payments/index.js';
import {
  type CheckoutPlan,
  checkoutReceipt,
  discountOrders,
  planCheckout,
  pricesDigest,
  withDiscounts,
} from './checkout.plan.js';
import type { OrderAction } from './orders.policy.js';
import type { OrdersRepository } from './orders.repository.js';
import { toOrderSummary } from './orders.service.js';

interface Deps {
  db: Db;
  repo: OrdersRepository;
  policy: Policy<OrderAction>;
  bus: Bus;
  addresses: AddressesService;
  payments: PaymentsService;
  cash: PaymentProvider;
  /** Refuses (404, EVENT_CLOSED) an event that is not the actor's or is no longer ahead; else its day. */
  plannedEvents: { plannable(actor: Actor, eventId: string): Promise<{ date: string }> };
  /** The shops' offers and promo codes (the offers module): each order's discount, a code's use. */
  offers: OffersCheckout;
  clock: () => Date;
}

/**
 * What was asked, whatever the key: the same key with a different request is refused rather than
 * answered with orders made for another one.
 */
function requestHash(input: PlaceOrderRequest): string {
  const { payment } = input;
  const canonical = [
    [...input.lineIds].sort(),
    input.addressId,
    input.delivery?.date ?? null,
    input.delivery?.window ?? null,
    // A card used once by what identifies it on a receipt, never its number (the hash is stored).
    payment.type === 'saved'
      ? payment.methodId
      : payment.type === 'once'
        ? `once:${payment.card.number.slice(-4)}:${payment.card.expMonth}/${payment.card.expYear}`
        : 'cash',
    input.expectedTotalFils,
    input.eventId ?? null,
    input.expectedPricesDigest,
    notesOf(input),
    input.promoCode?.toUpperCase() ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/** The notes by shop, the empty ones (nothing left once stripped) left out, in shop-id order. */
function notesOf(input: PlaceOrderRequest): [string, string][] {
  const notes = new Map<string, string>();
  for (const { shopId, note } of input.notes ?? []) if (note) notes.set(shopId, note);
  return [...notes].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

const isHold = (row: CheckoutCartLine) => row.startsAt != null && row.endsAt != null;

/**
 * Checkout's rules and writes: the preview of what placing the order would charge, and the steps the
 * checkout workflow (workflows/checkout.workflow.ts, ADR 016) runs — what is asked before anything is
 * locked, and the writes inside its transaction that lock and re-check every line, turn holds into
 * bookings, make one order per shop and empty what was bought from the cart. The payment is the
 * workflow's: authorised before the transaction, captured after it commits.
 */
export function createCheckoutService(deps: Deps) {
  const { db, repo, policy, bus, clock } = deps;

  const live = (rows: CheckoutCartLine[], now: Date) =>
    rows.filter((r) => r.expiresAt == null || r.expiresAt > now);

  /** The plan with its discounts (the shops' offers running now, the code typed) and the code's state. */
  async function discounted(
    executor: Executor,
    actor: Actor,
    plan: CheckoutPlan,
    code: string | null,
    now: Date,
  ) {
    const discounts = await deps.offers.discounts(executor, {
      userId: actor.id,
      orders: discountOrders(plan),
      code,
      now,
    });
    return { plan: withDiscounts(plan, discounts), code: discounts.code };
  }

  /** The answer for a checkout that exists: read back, so every retry gets exactly the same one. */
  async function answer(checkoutId: string): Promise<PlaceOrderResponse> {
    const rows = await repo.checkoutOrders(db, checkoutId);
    return {
      checkoutId,
      orders: rows.map(toOrderSummary),
      totals: sumTotals(rows),
    };
  }

  async function replay(actor: Actor, input: PlaceOrderRequest, hash: string) {
    const existing = await repo.findCheckout(db, actor.id, input.idempotencyKey);
    if (!existing) return null;
    if (existing.requestHash !== hash)
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This key was used for a different order');
    return answer(existing.id);
  }

  /** The lines to buy, checked against what the customer saw: the same lines, all still on sale. */
  function chosenLines(rows: CheckoutCartLine[], lineIds: readonly string[], now: Date) {
    const byId = new Map(rows.map((r) => [r.id, r]));
    const wanted = new Set(lineIds);
    for (const id of wanted) {
      const row = byId.get(id);
      if (!row) throw new AppError('CART_CHANGED', 'A line of this order is no longer in the cart');
      if (row.expiresAt && row.expiresAt <= now)
        throw new AppError('HOLD_EXPIRED', 'A time slot of this order is no longer held');
    }
    if (live(rows, now).some((r) => !wanted.has(r.id)))
      throw new AppError('CART_CHANGED', 'The cart has lines this order does not');
    const chosen = rows.filter((r) => wanted.has(r.id));
    if (chosen.some((r) => !r.visible))
      throw new AppError('ITEM_UNAVAILABLE', 'An item of this order is no longer available');
    return chosen;
  }

  return {
    /**
     * What placing would charge now; with `code`, whether the code applies (and why not: the
     * preview never fails for a code).
     */
    async preview(actor: Actor, code?: string): Promise<CheckoutPreview> {
      const now = clock();
      const rows = live(await cartCheckout.lines(db, actor.id, { lock: false }), now);
      const { plan, code: codeState } = await discounted(db, actor, planCheckout(rows), code ?? null, now);
      return {
        orders: plan.orders.map((o) => ({
          shop: o.shop,
          items: o.lines.map((l) => l.item),
          totals: o.totals,
          discountSource: o.discountSource,
          needsDelivery: o.needsDelivery,
        })),
        totals: plan.totals,
        lineIds: rows.map((r) => r.id),
        pricesDigest: pricesDigest(plan),
        needsDelivery: plan.needsDelivery,
        deliveryDays: plan.needsDelivery ? deliveryDays(now) : [],
        holdsExpireAt: plan.holdsExpireAt?.toISOString() ?? null,
        serverTime: now.toISOString(),
        promoCode:
          code == null || codeState == null
            ? null
            : {
                code: code.toUpperCase(),
                state: codeState.state,
                problem: codeState.state === 'refused' ? codeState.problem : null,
              },
      };
    },

    /**
     * The "Order placed" screen: each shop's order of the customer's checkout, with its delivery day
     * and window or its first booking, and the note sent with it. Another user's checkout is a 404.
     */
    async placed(actor: Actor, checkoutId: string): Promise<PlacedCheckout> {
      await requireAccess(policy, actor, 'checkout.read', [checkoutId], 'Checkout not found');
      const rows = await repo.placedOrders(checkoutId);
      return {
        checkoutId,
        orders: rows.map((r) => ({
          id: r.id,
          number: r.number,
          status: r.status,
          shop: { id: r.shopId, name: { en: r.shopNameEn, ar: r.shopNameAr } },
          totalFils: r.totalFils,
          itemCount: r.itemCount,
          delivery:
            r.deliveryDate && r.deliveryWindow ? { date: r.deliveryDate, window: r.deliveryWindow } : null,
          firstBookingStartsAt: r.firstBookingStartsAt?.toISOString() ?? null,
          customerNote: r.customerNote,
        })),
        totals: sumTotals(rows),
        paymentType: rows[0]?.paymentType ?? 'cash',
      };
    },

    /**
     * The gateway declined the card paid with: a saved default card stops being the default, so the
     * next checkout does not offer it first (cash is, until the customer chooses another).
     */
    async declined(actor: Actor, prepared: Prepared) {
      const { method } = prepared.payment;
      if (method?.id && method.isDefault) await deps.payments.stopBeingDefault(actor, method.id);
    },

    /** A retry of a checkout that exists (the same key): its answer; null when the key is new. */
    replay,
    answer,
    hashOf: requestHash,

    /**
     * What is the customer's and does not change with the cart, asked before anything is locked: the
     * request's hash, the address as it is now, the payment method (with its provider) and the event.
     */
    async prepare(actor: Actor, input: PlaceOrderRequest) {
      const hash = requestHash(input);
      const address = await deps.addresses.snapshot(actor, input.addressId);
      if (input.eventId) {
        const event = await deps.plannedEvents.plannable(actor, input.eventId);
        // What is bought for a party arrives by its day, never after.
        if (input.delivery && !deliveryByEvent(input.delivery.date, event.date))
          throw new AppError('DELIVERY_AFTER_EVENT', 'Choose a delivery day on or before the event');
      }
      // A code that no longer applies stops the order before any money moves; the last uses of a
      // limited code are decided in the placing transaction (PROMO_CODE_USED_UP there).
      if (input.promoCode) {
        const now = clock();
        const rows = live(await cartCheckout.lines(db, actor.id, { lock: false }), now);
        const wanted = new Set(input.lineIds);
        const plan = planCheckout(rows.filter((r) => wanted.has(r.id)));
        const { code } = await discounted(db, actor, plan, input.promoCode, now);
        if (code?.state === 'refused') throw new AppError(code.problem, 'This promo code does not apply');
      }
      const payment: Prepared['payment'] =
        input.payment.type === 'cash'
          ? { provider: deps.cash, token: null, method: null }
          : input.payment.type === 'once'
            ? await deps.payments.forOneTimeCard(input.payment.card)
            : await deps.payments.forPayment(actor, input.payment.methodId);
      return { hash, address, payment };
    },

    /**
     * The checkout's writes, in the workflow's transaction: null when the key was taken by a request
     * that committed while this one waited (answered as a retry). `actor` is the signed-in customer as
     * the session read them: the receipt goes to their email.
     */
    async placeIn(
      tx: Tx,
      transaction: InTransaction,
      actor: Actor & { email: string },
      input: PlaceOrderRequest,
      prepared: Prepared,
      paymentReference: string,
    ) {
      const { hash, address, payment } = prepared;
      const notes = new Map(notesOf(input));
      const claimed = await repo.claimCheckout(tx, {
        userId: actor.id,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        totalFils: input.expectedTotalFils,
      });
      // Taken by a request that committed while this one waited: answered as a retry.
      if (!claimed) return null;

      // Listings first, then the cart's rows (the order every capacity change takes its locks in),
      // and a hold that appeared between the two reads is one this order did not see.
      const seen = await cartCheckout.lines(tx, actor.id, { lock: false });
      const lockedListings = new Set(seen.filter(isHold).map((r) => r.listingId));
      await cartCheckout.lockListings(tx, [...lockedListings]);
      const now = clock();
      const rows = chosenLines(await cartCheckout.lines(tx, actor.id, { lock: true }), input.lineIds, now);
      if (rows.some((r) => isHold(r) && !lockedListings.has(r.listingId)))
        throw new AppError('CART_CHANGED', 'The cart changed while the order was placed');

      const { plan, code } = await discounted(tx, actor, planCheckout(rows), input.promoCode ?? null, now);
      if (code?.state === 'refused') throw new AppError(code.problem, 'This promo code does not apply');
      if (plan.totals.totalFils !== input.expectedTotalFils)
        throw new AppError('PRICE_CHANGED', 'The total is not the one shown');
      // Not only the total: a line (or a delivery fee) priced differently now, whatever the sum.
      if (pricesDigest(plan) !== input.expectedPricesDigest)
        throw new AppError('PRICE_CHANGED', 'A price is not the one shown');
      const delivery = plan.needsDelivery ? input.delivery : null;
      if (plan.needsDelivery && (!delivery || deliveryProblem(delivery.date, delivery.window, now)))
        throw new AppError('DELIVERY_WINDOW_UNAVAILABLE', 'Choose a delivery time that is still open');

      // One use of the code for the checkout, only while it is under its limit (the row's lock makes
      // concurrent checkouts take turns): past it, the order stops and its authorisation is voided.
      const codeUsed = plan.orders.find((o) => o.discountSource?.kind === 'code')?.discountSource;
      if (codeUsed && !(await deps.offers.useCode(tx, codeUsed.id, now)))
        throw new AppError('PROMO_CODE_USED_UP', 'This promo code has been used up');

      const bookingOf = new Map<string, string>();
      for (const row of rows.filter(isHold)) {
        // The listing's own time rules (notice, how far ahead, opening hours) as they are now.
        const broken = cartCheckout.slotRuleRefusal(row, now);
        if (broken) throw new AppError(broken, 'This time slot breaks the listing’s booking rules');
        const span = { listingId: row.listingId, start: row.startsAt!, end: row.endsAt! };
        const bookingId = await cartCheckout.book(
          tx,
          { ...span, id: row.id, userId: actor.id, quantity: row.quantity },
          now,
        );
        if (!bookingId) throw new AppError('SLOT_UNAVAILABLE', 'Not enough left for this time slot');
        bookingOf.set(row.id, bookingId);
      }

      // One insert per order (its number and id come back), then every order's lines and history in
      // one statement each.
      const placed: { id: string; number: number; planned: (typeof plan.orders)[number] }[] = [];
      for (const planned of plan.orders) {
        const order = await repo.insertOrder(tx, {
          checkoutId: claimed,
          userId: actor.id,
          shopId: planned.shop.id,
          eventId: input.eventId ?? null,
          ...planned.totals,
          offerId: planned.discountSource?.kind === 'offer' ? planned.discountSource.id : null,
          promoCodeId: planned.discountSource?.kind === 'code' ? planned.discountSource.id : null,
          // The terms as given now: the offer may be edited later, the order keeps what it got.
          discountPercent: planned.discountSource?.percent ?? null,
          discountCapFils: planned.discountSource?.capFils ?? null,
          discountCode: planned.discountSource?.kind === 'code' ? planned.discountSource.code : null,
          address,
          deliveryDate: planned.needsDelivery ? delivery!.date : null,
          deliveryWindow: planned.needsDelivery ? delivery!.window : null,
          customerNote: notes.get(planned.shop.id) ?? null,
          paymentType: payment.method?.type ?? 'cash',
          paymentBrand: payment.method?.brand ?? null,
          paymentLast4: payment.method?.last4 ?? null,
          paymentProvider: payment.provider.name,
          paymentReference,
        });
        placed.push({ ...order, planned });
      }
      await repo.insertLines(
        tx,
        placed.flatMap(({ id, planned }) =>
          planned.lines.map(({ row, item }, position) => ({
            orderId: id,
            position,
            listingId: row.listingId,
            kind: row.kind,
            nameEn: row.nameEn,
            nameAr: row.nameAr,
            imageUrl: row.imageUrl,
            quantity: item.quantity,
            unitPriceFils: item.unitPriceFils,
            totalFils: item.totalFils,
            bookingId: bookingOf.get(row.id) ?? null,
            startsAt: row.startsAt,
            endsAt: row.endsAt,
          })),
        ),
      );
      await repo.addHistory(
        tx,
        placed.map(({ id }) => ({
          orderId: id,
          status: 'pending',
          actor: 'customer',
          actorUserId: actor.id,
          at: now,
        })),
      );
      const numbers = placed.map((o) => o.number);
      const orderIds = placed.map((o) => o.id);
      await cartCheckout.removeLines(
        tx,
        actor.id,
        rows.filter((r) => !isHold(r)).map((r) => r.id),
      );

      await bus.publish(
        'order.placed',
        {
          userId: actor.id,
          checkoutId: claimed,
          orderIds,
          shopIds: placed.map((o) => o.planned.shop.id),
          receipt: checkoutReceipt(actor.email, plan, numbers, payment.method?.type ?? 'cash'),
        },
        transaction,
      );
      return {
        checkoutId: claimed,
        orders: placed.map(({ id, planned }) => ({
          orderId: id,
          amountFils: planned.totals.totalFils,
          discountFils: planned.totals.discountFils,
          discountSource: planned.discountSource,
        })),
        at: now,
      };
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
/** What `prepare` found: the request's hash, the address and the payment method to use. */
export type Prepared = {
  hash: string;
  address: Awaited<ReturnType<AddressesService['snapshot']>>;
  payment: {
    provider: PaymentProvider;
    token: string | null;
    /** A saved method (with its id), a card used once (no id), or null for cash. */
    method: Awaited<ReturnType<PaymentsService['forOneTimeCard']>>['method'] | null;
  };
};
