import type { OrderActor, OrderDetail, OrderStatus } from '@haflah/contracts';
import type { Db, Tx } from '../db/client.js';
import type { AuditService } from '../modules/audit/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { OrdersService } from '../modules/orders/index.js';
import type { Actor } from '../platform/access.js';
import type { InTransaction } from '../platform/bus.js';
import { inTransaction } from '../platform/transaction.js';
import type { DeliveriesWorkflow } from './deliveries.workflow.js';
import type { MoneyRunner } from './money.js';

/**
 * Moving an order (ADR 016) — cancel (the customer's), reject (the shop's cancel), an admin's moves,
 * delivery — as named steps:
 * 1. ask — the policy, before anything is read (404 for an order not the actor's);
 * 2. move — one transaction: the status machine's move under the order's lock (bookings released on
 *    a cancel), and its money row: a refund written pending (what was captured, once per order), or
 *    the cash collected on a cash order's delivery; an admin's move also writes its one audit-log row
 *    (ADR 019: `order.move`, the status before and after, the reason), so a refused move writes none;
 * 3. refund — after commit, the pending refund is carried out with the provider (its row's id as the
 *    idempotency key) and marked done only when the provider confirms; a refusal or a crash leaves it
 *    to the money job.
 */
export function createOrderMovesWorkflow(deps: {
  db: Db;
  orders: OrdersService;
  ledger: LedgerService;
  money: MoneyRunner;
  audit: Pick<AuditService, 'record'>;
  /** An admin's cancel or delivered move carries the order's delivery along (issue 25). */
  deliveries: Pick<DeliveriesWorkflow, 'orderMoved'>;
  /** Marking a product order ready opens its delivery, offered to the drivers who may take it. */
  openDelivery: (tx: Tx, transaction: InTransaction, orderId: string) => Promise<unknown>;
}) {
  const { db, orders, ledger, money, audit, deliveries, openDelivery } = deps;

  return {
    /**
     * `note`: what the mover says with it (a shop's reason for rejecting, an admin's reason), kept in
     * the history; `ip`: the request's address, for an admin's audit row.
     */
    async move(
      actor: Actor,
      as: OrderActor,
      id: string,
      to: OrderStatus,
      note: string | null = null,
      ip: string | null = null,
    ): Promise<OrderDetail> {
      // 1. ask
      await orders.assertMayMove(actor, as, id);
      // 2. move
      const refundId = await inTransaction(db, async (tx, transaction) => {
        const order = await orders.applyMove(tx, transaction, actor, as, id, to, note);
        await deliveries.orderMoved(tx, transaction, id, to);
        if (as === 'admin')
          await audit.record(tx, {
            actor,
            ip,
            action: 'order.move',
            target: { type: 'order', id },
            reason: note,
            before: { status: order.status },
            after: { status: to },
          });
        if (to === 'cancelled' && order.paymentType !== 'cash') return ledger.requestRefund(tx, order);
        if (to === 'delivered' && order.paymentType === 'cash')
          await ledger.recordCashCollected(tx, order, order.at);
        return null;
      });
      // 3. refund
      if (refundId) await money.runOne(refundId);
      return orders.detail(actor, id, as);
    },

    /**
     * The shop marks an accepted order ready to hand over: no money moves, no status changes; its
     * delivery opens in the same transaction and is offered to the drivers who may take it.
     */
    async ready(actor: Actor, id: string): Promise<void> {
      await orders.assertMayMove(actor, 'retailer', id);
      await inTransaction(db, async (tx, transaction) => {
        await orders.markReady(tx, transaction, id);
        await openDelivery(tx, transaction, id);
      });
    },
  };
}

export type OrderMovesWorkflow = ReturnType<typeof createOrderMovesWorkflow>;
