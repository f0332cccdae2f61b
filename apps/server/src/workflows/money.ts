import { MONEY_MAX_ATTEMPTS } from '@haflah/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { type ClaimedEntry, type LedgerService, retryDelayMs } from '../modules/ledger/index.js';
import type { OrdersService } from '../modules/orders/index.js';
import type { PaymentProvider, PaymentResult } from '../modules/payments/index.js';
import { inTransaction } from '../platform/transaction.js';

/** How often the money job looks for captures and refunds that are due (a failed try, a crash). */
export const MONEY_POLL_MS = 10_000;

/**
 * Carries out the ledger's pending captures and refunds (ADR 016): a row is claimed first (its lease
 * moved on, SKIP LOCKED, so two nodes never try it at once), the provider is called outside any
 * transaction with the row's id as its idempotency key, and the row is marked done only when the
 * provider confirms. A refusal is tried again later; after the last try the row is failed, the order
 * flagged for an admin and the customer told. A crash between the provider's answer and "done" leaves
 * the row pending: the next try asks the provider again with the same key and gets the first answer.
 */
export function createMoneyRunner(deps: {
  db: Db;
  ledger: LedgerService;
  orders: Pick<OrdersService, 'flagPaymentProblem'>;
  providers: Record<string, PaymentProvider>;
  log: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { db, ledger, log, clock } = deps;

  async function ask(entry: ClaimedEntry): Promise<PaymentResult> {
    const provider = deps.providers[entry.provider];
    if (!provider) throw new Error(`No payment provider ${entry.provider}`);
    const call = {
      reference: entry.paymentReference,
      amountFils: entry.amountFils,
      idempotencyKey: entry.id,
    };
    try {
      return entry.kind === 'capture' ? await provider.capture(call) : await provider.refund(call);
    } catch (err) {
      log.error({ err, entry: entry.id, kind: entry.kind }, 'payment provider call failed');
      return { ok: false, code: 'PAYMENT_FAILED' };
    }
  }

  async function carryOut(entry: ClaimedEntry): Promise<void> {
    const result = await ask(entry);
    if (result.ok) {
      await ledger.settle(entry.id, result.reference, clock());
      return;
    }
    if (entry.attempts < MONEY_MAX_ATTEMPTS) {
      await ledger.retryLater(entry.id, retryDelayMs(entry.attempts));
      return;
    }
    log.warn({ entry: entry.id, kind: entry.kind, order: entry.orderId }, 'payment given up: order flagged');
    await inTransaction(db, async (tx, transaction) => {
      if (await ledger.fail(tx, entry.id, entry.orderId, clock()))
        await deps.orders.flagPaymentProblem(tx, transaction, entry.orderId);
    });
  }

  /** One row now, if it is still pending and due; never throws (the job tries again). */
  async function runOne(id: string): Promise<void> {
    try {
      for (const entry of await ledger.claimOne(id)) await carryOut(entry);
    } catch (err) {
      log.error({ err, entry: id }, 'money step failed: left for the money job');
    }
  }

  return {
    runOne,
    /** A checkout's captures, right after it committed. */
    async captureNow(captureIds: readonly string[]): Promise<void> {
      for (const id of captureIds) await runOne(id);
    },
    /** The job's tick: every due row, a batch at a time. Returns how many were tried. */
    async runDue(batch = 20): Promise<number> {
      let tried = 0;
      for (;;) {
        const claimed = await ledger.claimDue(batch);
        for (const entry of claimed) await carryOut(entry);
        tried += claimed.length;
        if (claimed.length < batch) return tried;
      }
    },
  };
}

export type MoneyRunner = ReturnType<typeof createMoneyRunner>;
