import { randomUUID } from 'node:crypto';
import type { PlaceOrderRequest, PlaceOrderResponse } from '@haflah/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { CheckoutService } from '../modules/orders/index.js';
import type { Actor } from '../platform/access.js';
import { inTransaction } from '../platform/transaction.js';
import type { MoneyRunner } from './money.js';

/**
 * Placing a checkout (ADR 016), as named steps; no money call runs inside the transaction:
 * 1. replay — the same key again answers the orders it made;
 * 2. prepare — the address, the payment method and the event, before anything is locked;
 * 3. authorise — the total is reserved with the provider, under an idempotency key derived from the
 *    checkout's (the customer, the checkout's key and this attempt), so a repeated call reserves
 *    nothing twice;
 * 4. place — one transaction: the orders, bookings, cart and the ledger's authorised and pending
 *    capture rows; if it fails, or a request with the same key committed first, 4b. void — this
 *    attempt's authorisation is released (compensation);
 * 5. capture — after commit, each shop order's capture; a refusal is retried by the money job, and
 *    after its last try the order is flagged for an admin and the customer told.
 */
export function createCheckoutWorkflow(deps: {
  db: Db;
  checkout: CheckoutService;
  ledger: LedgerService;
  money: MoneyRunner;
  log: FastifyBaseLogger;
}) {
  const { db, checkout, ledger, money, log } = deps;

  return {
    async place(actor: Actor & { email: string }, input: PlaceOrderRequest): Promise<PlaceOrderResponse> {
      // 1. replay
      const hash = checkout.hashOf(input);
      const done = await checkout.replay(actor, input, hash);
      if (done) return done;

      // 2. prepare
      const prepared = await checkout.prepare(actor, input);
      const { provider, token, method } = prepared.payment;

      // 3. authorise. The attempt is part of the key: a retry after a failure (a price that changed,
      // a statement that failed) must not be handed the authorisation this attempt voided, and a
      // request racing this one with the same key voids its own authorisation, never this one's.
      const paymentKey = `checkout:${actor.id}:${input.idempotencyKey}:${randomUUID()}`;
      const authorized = await provider.authorize({
        token,
        amountFils: input.expectedTotalFils,
        idempotencyKey: paymentKey,
      });
      if (!authorized.ok) {
        // A declined saved default card stops being the default (its own write, no money in it).
        if (authorized.code === 'PAYMENT_DECLINED') await checkout.declined(actor, prepared);
        throw new AppError(
          authorized.code,
          authorized.code === 'PAYMENT_DECLINED' ? 'Payment declined' : 'Payment failed',
        );
      }
      const { reference } = authorized;
      const voidAuthorization = async () => {
        try {
          const voided = await provider.void({ reference, idempotencyKey: `${paymentKey}:void` });
          if (!voided.ok) log.error({ code: voided.code }, 'void refused by the provider');
        } catch (err) {
          log.error({ err }, 'void failed: the authorisation will lapse at the provider');
        }
      };

      // 4. place
      let placed:
        | (NonNullable<Awaited<ReturnType<CheckoutService['placeIn']>>> & { captures: string[] })
        | null;
      try {
        placed = await inTransaction(db, async (tx, transaction) => {
          const made = await checkout.placeIn(tx, transaction, actor, input, prepared, reference);
          if (!made) return null;
          const captures = await ledger.recordCheckout(tx, {
            provider: provider.name,
            paymentReference: reference,
            capture: method != null,
            orders: made.orders,
            at: made.at,
          });
          return { ...made, captures };
        });
      } catch (err) {
        // 4b. void
        await voidAuthorization();
        throw err;
      }
      if (!placed) {
        // A request with the same key committed while this one waited: its orders are the answer,
        // and this attempt's authorisation is released.
        await voidAuthorization();
        const raced = await checkout.replay(actor, input, hash);
        if (!raced) throw new Error('checkout: the key was taken, and its checkout is gone');
        return raced;
      }

      // 5. capture
      await money.captureNow(placed.captures);
      return checkout.answer(placed.checkoutId);
    },
  };
}

export type CheckoutWorkflow = ReturnType<typeof createCheckoutWorkflow>;
