import {
  canMoveOrder,
  nextOrderStatuses,
  ORDERS_PAGE_SIZE,
  type OrderActor,
  type OrderAgainResponse,
  type OrderDetail,
  type OrderFacts,
  type OrderStatus,
  type OrderSummary,
  type OrdersPage,
  shopOrderMoves,
  spanHours,
} from '@haflah/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { Bus, InTransaction } from '../../platform/bus.js';
import type { CartService } from '../cart/index.js';
import { cartCheckout } from '../cart/index.js';
import type { LedgerRow } from '../ledger/index.js';
import {
  toOrderDelivery,
  toOrderDiscount,
  toOrderLine,
  toOrderPayment,
  toOrderTotals,
} from './orders.mapping.js';
import type { OrderAction } from './orders.policy.js';
import type { OrderDetailRows, OrderSummaryRow, OrdersRepository } from './orders.repository.js';

const NOT_FOUND = 'Order not found';

/** What the machine's conditional moves read (OrderFacts), from a locked order at `now`. */
function factsOf(order: { hasProduct: boolean; lastBookingEndsAt: Date | null }, now: Date): OrderFacts {
  return {
    delivers: order.hasProduct,
    bookingsEnded: order.lastBookingEndsAt == null || order.lastBookingEndsAt.getTime() <= now.getTime(),
  };
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    shop: { id: row.shopId, name: { en: row.shopNameEn, ar: row.shopNameAr } },
    createdAt: row.createdAt.toISOString(),
    itemCount: row.itemCount,
    totalFils: row.totalFils,
    imageUrl: row.imageUrl,
    delivery: toOrderDelivery(row),
    firstBookingAt: row.firstBookingStartsAt?.toISOString() ?? null,
  };
}

/** An order's facts (OrderFacts) from its lines at `now`. */
export function linesFacts(
  lines: readonly { startsAt: Date | null; endsAt: Date | null }[],
  now: Date,
): OrderFacts {
  return {
    delivers: lines.some((l) => l.startsAt == null),
    bookingsEnded: lines.every((l) => l.endsAt == null || l.endsAt.getTime() <= now.getTime()),
  };
}

export function toOrderDetail(
  { order, lines, history, ledger }: OrderDetailRows & { ledger: readonly LedgerRow[] },
  viewer: OrderActor,
  testMode: boolean,
  now: Date = new Date(),
): OrderDetail {
  return {
    ...toOrderSummary(order),
    checkoutId: order.checkoutId,
    eventId: order.eventId,
    // The shop's and the admin's line, with the listing and a booking's hours the customer's adds.
    lines: lines.map((l) => {
      const line = toOrderLine(l);
      return {
        ...line,
        listingId: l.listingId ?? l.id,
        booking: line.booking && { ...line.booking, hours: spanHours(l.startsAt!, l.endsAt!) },
      };
    }),
    totals: toOrderTotals(order),
    discount: toOrderDiscount(order),
    address: order.address,
    delivery: toOrderDelivery(order),
    customerNote: order.customerNote,
    payment: toOrderPayment(order, ledger, testMode),
    history: history.map((h) => ({ status: h.status, actor: h.actor, at: h.at.toISOString() })),
    nextStatuses: nextOrderStatuses(order.status, viewer, linesFacts(lines, now)),
  };
}

interface Deps {
  repo: OrdersRepository;
  policy: Policy<OrderAction>;
  bus: Bus;
  cart: CartService;
  /** An order's money rows (the ledger module's), for its payment state. */
  ledgerOf: (orderId: string) => Promise<readonly LedgerRow[]>;
  testMode: boolean;
  clock: () => Date;
}

/** A customer's orders, and the status machine's moves (run by the order-moves workflow). */
export function createOrdersService(deps: Deps) {
  const { repo, policy, bus, clock } = deps;

  /** Who the actor is to this order: its customer, its shop, or an admin. */
  function viewerOf(actor: Actor, order: { userId: string | null }): OrderActor {
    if (order.userId === actor.id) return 'customer';
    return actor.role === 'admin' ? 'admin' : actor.role === 'retailer' ? 'retailer' : 'customer';
  }

  async function detail(actor: Actor, id: string, as?: OrderActor): Promise<OrderDetail> {
    const [rows, ledger] = await Promise.all([repo.detail(id), deps.ledgerOf(id)]);
    if (!rows) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toOrderDetail({ ...rows, ledger }, as ?? viewerOf(actor, rows.order), deps.testMode, clock());
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

    /** The order as `as` sees it (after a move, the mover's view). */
    detail,

    /** Asked first: whether `actor` may move this order as `as` (404 otherwise). */
    async assertMayMove(actor: Actor, as: OrderActor, id: string): Promise<void> {
      await requireAccess(policy, actor, as === 'customer' ? 'order.cancel' : 'order.move', [id], NOT_FOUND);
    },

    /**
     * A move of the status machine, in the workflow's transaction (workflows/order-moves.workflow.ts):
     * under the order's row lock, so two moves never both start from the same status, if the machine
     * lets `as` make it from where the order is now. Cancelling releases the bookings; the money that
     * follows (a refund, cash collected) is the workflow's next step. Returns the order as it was locked.
     */
    async applyMove(
      tx: Tx,
      transaction: InTransaction,
      actor: Actor,
      as: OrderActor,
      id: string,
      to: OrderStatus,
      note: string | null = null,
    ) {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw new AppError('NOT_FOUND', NOT_FOUND);
      const now = clock();
      if (!canMoveOrder(order.status, to, as, factsOf(order, now)))
        throw new AppError('ORDER_MOVE_NOT_ALLOWED', `An order ${order.status} can't be moved to ${to}`);
      await repo.setStatus(tx, id, to, now, to === 'cancelled' ? note : null);
      await repo.addHistory(tx, [
        { orderId: id, status: to, actor: as, actorUserId: actor.id, at: now, note },
      ]);
      if (to === 'cancelled') await cartCheckout.cancelBookings(tx, await repo.bookingIds(tx, id));
      await bus.publish(
        'order.status_changed',
        {
          orderId: id,
          userId: order.userId,
          shopId: order.shopId,
          notice: {
            to: order.customerEmail,
            number: order.number,
            shop: { en: order.shopNameEn, ar: order.shopNameAr },
            status: to,
            totalFils: order.totalFils,
            // The shop's reason, which the email names as the shop's; an admin's reason is the audit's.
            reason: to === 'cancelled' && as !== 'admin' ? note : null,
            bookingOnly: !order.hasProduct,
          },
        },
        transaction,
      );
      return { ...order, at: now };
    },

    /**
     * The shop says an accepted order is ready to hand over (ready_at; the status stays processing),
     * in the workflow's transaction, under the order's lock: once, for an order with a product.
     */
    async markReady(tx: Tx, transaction: InTransaction, id: string): Promise<void> {
      const order = await repo.lockOrder(tx, id);
      if (!order) throw new AppError('NOT_FOUND', NOT_FOUND);
      const now = clock();
      if (!shopOrderMoves(order.status, factsOf(order, now), order.readyAt != null).includes('ready'))
        throw new AppError('ORDER_MOVE_NOT_ALLOWED', `An order ${order.status} can't be marked ready`);
      await repo.setReady(tx, id, now);
      await bus.publish(
        'order.status_changed',
        {
          orderId: id,
          userId: order.userId,
          shopId: order.shopId,
          notice: {
            to: order.customerEmail,
            number: order.number,
            shop: { en: order.shopNameEn, ar: order.shopNameAr },
            status: order.status,
            totalFils: order.totalFils,
          },
        },
        transaction,
      );
    },

    /**
     * The order's payment could not be completed after its last try: flagged for an admin (an admin
     * screen lists `payment_flagged_at`), and the customer is told (order.payment_failed: an email
     * through the outbox, and the order's screens refetch).
     */
    async flagPaymentProblem(tx: Tx, transaction: InTransaction, orderId: string): Promise<void> {
      const order = await repo.flagPayment(tx, orderId, clock());
      if (!order) return;
      await bus.publish(
        'order.payment_failed',
        {
          orderId,
          userId: order.userId,
          notice: {
            to: order.customerEmail,
            number: order.number,
            shop: { en: order.shopNameEn, ar: order.shopNameAr },
            status: order.status,
            totalFils: order.totalFils,
          },
        },
        transaction,
      );
    },

    /**
     * Before an account is deleted (docs/architecture.md, "Account deletion"): its pending orders are
     * cancelled through the customer's own cancel (`cancel`: the cancel workflow — bookings released,
     * a charge refunded), since the customer may cancel them anyway; an order a shop has already
     * accepted (processing, shipped) can't be, so deletion is refused, with nothing changed, until it
     * is delivered or cancelled. An order the shop accepts while this runs refuses the deletion too
     * (its status is read under the order's lock).
     */
    async settleForAccountDeletion(
      actor: Actor,
      cancel: (orderId: string) => Promise<unknown>,
    ): Promise<void> {
      const open = await repo.openOfCustomer(actor.id);
      const refuse = () =>
        new AppError(
          'ACCOUNT_HAS_ACTIVE_ORDERS',
          'Orders already accepted by a shop must be delivered or cancelled before the account can be deleted',
        );
      if (open.some((o) => o.status !== 'pending')) throw refuse();
      for (const order of open) {
        try {
          await cancel(order.id);
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
