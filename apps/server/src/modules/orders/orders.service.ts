import {
  canMoveOrder,
  nextOrderStatuses,
  ORDERS_PAGE_SIZE,
  type OrderActor,
  type OrderAgainResponse,
  type OrderDetail,
  type OrderStatus,
  type OrderSummary,
  type OrdersPage,
  type PaymentState,
  spanHours,
} from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { EventBus } from '../../platform/events.js';
import { inTransaction } from '../../platform/transaction.js';
import type { CartService } from '../cart/index.js';
import { cartCheckout } from '../cart/index.js';
import type { PaymentProvider } from '../payments/index.js';
import type { OrderAction } from './orders.policy.js';
import type { OrderDetailRows, OrderSummaryRow, OrdersRepository } from './orders.repository.js';

const NOT_FOUND = 'Order not found';

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    retailer: { id: row.retailerId, name: { en: row.retailerNameEn, ar: row.retailerNameAr } },
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount,
    totalFils: row.totalFils,
    imageUrl: row.imageUrl,
  };
}

/** Where the order's money stands, from its ledger rows (never a stored flag). */
export function paymentState(
  paymentType: OrderDetail['payment']['type'],
  status: OrderStatus,
  ledger: readonly { kind: 'charge' | 'refund' | 'cash_collected'; amountFils: number }[],
): PaymentState {
  const sum = (kind: string) => ledger.filter((e) => e.kind === kind).reduce((n, e) => n + e.amountFils, 0);
  const taken = sum('charge') + sum('cash_collected');
  const refunded = sum('refund');
  if (refunded > 0 && refunded >= taken) return 'refunded';
  if (taken > 0) return 'paid';
  return paymentType === 'cash' && status !== 'cancelled' ? 'due' : 'none';
}

export function toOrderDetail(
  { order, lines, history, ledger }: OrderDetailRows,
  viewer: OrderActor,
  testMode: boolean,
): OrderDetail {
  return {
    ...toOrderSummary(order),
    checkoutId: order.checkoutId,
    eventId: order.eventId,
    lines: lines.map((l) => ({
      id: l.id,
      listingId: l.listingId ?? l.id,
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
              hours: spanHours(l.startsAt, l.endsAt),
              status: l.bookingStatus ?? 'cancelled',
            }
          : null,
    })),
    totals: {
      subtotalFils: order.subtotalFils,
      deliveryFeeFils: order.deliveryFeeFils,
      vatFils: order.vatFils,
      totalFils: order.totalFils,
    },
    address: order.address,
    delivery:
      order.deliveryDate && order.deliveryWindow
        ? { date: order.deliveryDate, window: order.deliveryWindow }
        : null,
    payment: {
      type: order.paymentType,
      brand: order.paymentBrand,
      last4: order.paymentLast4,
      state: paymentState(order.paymentType, order.status, ledger),
      testMode: testMode && order.paymentType !== 'cash',
    },
    history: history.map((h) => ({ status: h.status, actor: h.actor, at: h.at.toISOString() })),
    nextStatuses: nextOrderStatuses(order.status, viewer),
  };
}

interface Deps {
  db: Db;
  repo: OrdersRepository;
  policy: Policy<OrderAction>;
  events: EventBus;
  cart: CartService;
  /** The provider that took each order's payment, by its name (`cash`, `test_gateway`). */
  providers: Record<string, PaymentProvider>;
  testMode: boolean;
  clock: () => Date;
}

/** A customer's orders, and the moves of the status machine by whoever may make them. */
export function createOrdersService(deps: Deps) {
  const { db, repo, policy, events, clock } = deps;

  /** Who the actor is to this order: its customer, its shop, or an admin. */
  function viewerOf(actor: Actor, order: { userId: string | null }): OrderActor {
    if (order.userId === actor.id) return 'customer';
    return actor.role === 'admin' ? 'admin' : actor.role === 'retailer' ? 'retailer' : 'customer';
  }

  async function detail(actor: Actor, id: string, as?: OrderActor): Promise<OrderDetail> {
    const rows = await repo.detail(id);
    if (!rows) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toOrderDetail(rows, as ?? viewerOf(actor, rows.order), deps.testMode);
  }

  /** Refunds what was charged for a cancelled order (cash was never taken: nothing to give back). */
  async function refund(order: {
    id: string;
    totalFils: number;
    paymentProvider: string;
    paymentReference: string;
    paymentType: string;
  }) {
    if (order.paymentType === 'cash') return null;
    const provider = deps.providers[order.paymentProvider];
    if (!provider) throw new Error(`No payment provider ${order.paymentProvider}`);
    const result = await provider.refund(order.paymentReference, order.totalFils);
    if (!result.ok) throw new AppError(result.code, 'The refund could not be made');
    return {
      orderId: order.id,
      kind: 'refund' as const,
      amountFils: order.totalFils,
      provider: provider.name,
      reference: result.reference,
    };
  }

  return {
    async list(actor: Actor, cursor: string | undefined): Promise<OrdersPage> {
      const before = cursor ? Number(cursor) : null;
      const [rows, total] = await Promise.all([
        repo.pageForUser(actor.id, before, ORDERS_PAGE_SIZE + 1),
        repo.countForUser(actor.id),
      ]);
      const page = rows.slice(0, ORDERS_PAGE_SIZE);
      return {
        orders: page.map(toOrderSummary),
        nextCursor: rows.length > ORDERS_PAGE_SIZE ? String(page.at(-1)!.number) : null,
        total,
      };
    },

    async get(actor: Actor, id: string): Promise<OrderDetail> {
      await requireAccess(policy, actor, 'order.read', [id], NOT_FOUND);
      return detail(actor, id);
    },

    /**
     * Moves an order as `as` (the customer, its shop, a driver, an admin), if the status machine lets
     * that actor make that move from where the order is now; under the order's row lock, so two moves
     * never both start from the same status. Cancelling releases the bookings and refunds a charge;
     * delivering a cash order records the cash collected.
     */
    async move(actor: Actor, as: OrderActor, id: string, to: OrderStatus): Promise<OrderDetail> {
      await requireAccess(policy, actor, as === 'customer' ? 'order.cancel' : 'order.move', [id], NOT_FOUND);
      await inTransaction(db, async (tx, transaction) => {
        const order = await repo.lockOrder(tx, id);
        if (!order) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (!canMoveOrder(order.status, to, as))
          throw new AppError('ORDER_MOVE_NOT_ALLOWED', `An order ${order.status} can't be moved to ${to}`);
        const now = clock();
        await repo.setStatus(tx, id, to, now);
        await repo.addHistory(tx, [{ orderId: id, status: to, actor: as, actorUserId: actor.id, at: now }]);
        if (to === 'cancelled') {
          await cartCheckout.cancelBookings(tx, await repo.bookingIds(tx, id));
          const refunded = await refund(order);
          if (refunded) await repo.addLedger(tx, [refunded]);
        }
        if (to === 'delivered' && order.paymentType === 'cash') {
          await repo.addLedger(tx, [
            {
              orderId: id,
              kind: 'cash_collected',
              amountFils: order.totalFils,
              provider: 'cash',
              reference: order.paymentReference,
            },
          ]);
        }
        await events.publish(
          'order.status_changed',
          {
            orderId: id,
            userId: order.userId,
            retailerId: order.retailerId,
            notice: {
              to: order.customerEmail,
              number: order.number,
              shop: { en: order.retailerNameEn, ar: order.retailerNameAr },
              status: to,
              totalFils: order.totalFils,
            },
          },
          transaction,
        );
      });
      return detail(actor, id, as);
    },

    /**
     * Before an account is deleted (docs/architecture.md, "Account deletion"): its pending orders are
     * cancelled through the customer's own cancel (bookings released, a charge refunded), since the
     * customer may cancel them anyway; an order a shop has already accepted (processing, shipped) can't
     * be, so deletion is refused, with nothing changed, until it is delivered or cancelled. An order the
     * shop accepts while this runs refuses the deletion too (its status is read under the order's lock).
     */
    async settleForAccountDeletion(actor: Actor): Promise<void> {
      const open = await repo.openOfCustomer(actor.id);
      const refuse = () =>
        new AppError(
          'ACCOUNT_HAS_ACTIVE_ORDERS',
          'Orders already accepted by a shop must be delivered or cancelled before the account can be deleted',
        );
      if (open.some((o) => o.status !== 'pending')) throw refuse();
      for (const order of open) {
        try {
          await this.move(actor, 'customer', order.id, 'cancelled');
        } catch (err) {
          if (err instanceof AppError && err.code === 'ORDER_MOVE_NOT_ALLOWED') throw refuse();
          throw err;
        }
      }
    },

    /**
     * Puts the order's products back in the cart (capped like any add). Booked items need a new time
     * slot, and a product no longer sold can't be added: both are counted as skipped.
     */
    async orderAgain(actor: Actor, id: string): Promise<OrderAgainResponse> {
      await requireAccess(policy, actor, 'order.reorder', [id], NOT_FOUND);
      const rows = await repo.detail(id);
      if (!rows) throw new AppError('NOT_FOUND', NOT_FOUND);
      let added = 0;
      for (const line of rows.lines) {
        if (line.startsAt || !line.listingId) continue;
        try {
          await deps.cart.addProduct(actor, { listingId: line.listingId, quantity: line.quantity });
          added++;
        } catch (err) {
          // No longer sold (NOT_FOUND), or now booked by the hour: not added.
          if (!(err instanceof AppError && (err.code === 'NOT_FOUND' || err.code === 'TIME_SLOT_REQUIRED')))
            throw err;
        }
      }
      return { added, skipped: rows.lines.length - added };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
