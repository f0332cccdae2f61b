import type { Executor, Tx } from '../../db/client.js';
import type { LedgerRepository } from './ledger.repository.js';
import { refundable } from './ledger.rules.js';

/** How long a claimed try owns its row: a node that dies mid-try leaves it due again after this. */
export const MONEY_LEASE_MS = 60_000;

/**
 * The ledger's writes, each in the caller's transaction (a workflow's), and the claims the money
 * runner makes. Only this module writes money rows.
 */
export function createLedgerService({ repo }: { repo: LedgerRepository }) {
  return {
    /** An order's rows, oldest first (for its payment state and balances). */
    entriesOf: (executor: Executor, orderId: string) => repo.forOrder(executor, orderId),

    /**
     * A card checkout's money: per shop order, the authorisation made before the transaction (done)
     * and its capture, pending until the provider confirms it after commit. Cash records nothing until
     * it is collected. Returns the pending captures' ids, to try right after commit.
     */
    async recordCheckout(
      tx: Tx,
      input: {
        provider: string;
        paymentReference: string;
        capture: boolean;
        orders: {
          orderId: string;
          amountFils: number;
          /** Taken off by the shop's offer or a promo code (issue 27), and where it came from. */
          discountFils?: number;
          discountSource?: { kind: 'offer' | 'code'; id: string } | null;
        }[];
        at: Date;
      },
    ): Promise<string[]> {
      const base = { provider: input.provider, paymentReference: input.paymentReference };
      // A discount is not money received nor owed by anyone: a `done` row of what the order's items were
      // reduced by, under the order's payment (its provider and reference), its `reference` naming the
      // source (`offer:<id>` or `code:<id>`). No provider is ever asked about it; the money rules
      // (paymentState, refundable) leave it out. Cash orders have one too.
      const discounts = input.orders.flatMap(({ orderId, discountFils, discountSource }) =>
        discountFils && discountFils > 0 && discountSource
          ? [
              {
                ...base,
                orderId,
                amountFils: discountFils,
                kind: 'discount' as const,
                state: 'done' as const,
                reference: `${discountSource.kind}:${discountSource.id}`,
                settledAt: input.at,
              },
            ]
          : [],
      );
      if (!input.capture) {
        if (discounts.length > 0) await repo.add(tx, discounts);
        return [];
      }
      const rows = await repo.add(tx, [
        ...discounts,
        ...input.orders.map(({ orderId, amountFils }) => ({
          ...base,
          orderId,
          amountFils,
          kind: 'authorization' as const,
          state: 'done' as const,
          reference: input.paymentReference,
          settledAt: input.at,
        })),
        ...input.orders.map(({ orderId, amountFils }) => ({
          ...base,
          orderId,
          amountFils,
          kind: 'capture' as const,
          state: 'pending' as const,
        })),
      ]);
      return rows.filter((r) => r.kind === 'capture').map((r) => r.id);
    },

    /**
     * A cancelled order's refund, written pending in the cancel's own transaction: what was captured
     * (or is being) less what was refunded. Null when there is nothing to give back, or the order
     * already has its refund.
     */
    async requestRefund(
      tx: Tx,
      order: { id: string; paymentProvider: string; paymentReference: string },
    ): Promise<string | null> {
      const amountFils = refundable(await repo.forOrder(tx, order.id));
      if (amountFils <= 0) return null;
      return repo.addRefund(tx, {
        orderId: order.id,
        kind: 'refund',
        amountFils,
        provider: order.paymentProvider,
        paymentReference: order.paymentReference,
      });
    },

    /**
     * Cash handed to the driver on delivery: done as it is written. `collectedBy`: the driver who took
     * it at the door (their cash held until handed in); null when an admin marked the order delivered.
     */
    async recordCashCollected(
      tx: Tx,
      order: { id: string; totalFils: number; paymentReference: string },
      at: Date,
      collectedBy: string | null = null,
    ): Promise<void> {
      await repo.add(tx, [
        {
          orderId: order.id,
          kind: 'cash_collected',
          state: 'done',
          amountFils: order.totalFils,
          provider: 'cash',
          paymentReference: order.paymentReference,
          reference: order.paymentReference,
          settledAt: at,
          collectedBy,
        },
      ]);
    },

    claimOne: (id: string) => repo.claimOne(id, MONEY_LEASE_MS),
    claimDue: (limit: number) => repo.claimDue(limit, MONEY_LEASE_MS),
    settle: repo.settle,
    retryLater: repo.retryLater,
    fail: repo.fail,
  };
}

export type LedgerService = ReturnType<typeof createLedgerService>;
