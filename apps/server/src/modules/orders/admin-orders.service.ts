import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderRow,
  type AdminOrdersPage,
  type AdminOrdersQuery,
  isOrderLate,
  nextOrderStatuses,
  ORDER_ACCEPT_MINUTES,
  parseAdminOrderSearch,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { LedgerRow } from '../ledger/index.js';
import {
  iso,
  toOrderDelivery,
  toOrderDiscount,
  toOrderLine,
  toOrderPayment,
  toOrderTotals,
} from './orders.mapping.js';
import type { OrderAction } from './orders.policy.js';
import type { AdminOrderRowData, OrdersRepository, ShopOrdersRepository } from './orders.repository.js';
import { linesFacts } from './orders.service.js';
import { timelineOf } from './shop-orders.service.js';

const NOT_FOUND = 'Order not found';

function toRow(row: AdminOrderRowData, now: Date): AdminOrderRow {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    totalFils: row.totalFils,
    shop: { id: row.shopId, name: { en: row.shopNameEn, ar: row.shopNameAr } },
    customer: row.customerEmail ? { email: row.customerEmail, name: row.customerName ?? '' } : null,
    isLate: isOrderLate(row.status, row.createdAt, now),
  };
}

/**
 * Order interventions (issue 24 point 6): an admin finds any order (by number, customer email, shop)
 * and reads all of it, with the moves the status machine allows an admin from where it is now. The
 * moves themselves run through the order-moves workflow, which writes the audit row.
 */
export function createAdminOrdersService(deps: {
  repo: OrdersRepository;
  shopRepo: ShopOrdersRepository;
  policy: Policy<OrderAction>;
  ledgerOf: (orderId: string) => Promise<readonly (LedgerRow & { settledAt: Date | null })[]>;
  testMode: boolean;
  clock: () => Date;
}) {
  const { repo, shopRepo, policy, clock } = deps;

  return {
    async list(query: AdminOrdersQuery): Promise<AdminOrdersPage> {
      const now = clock();
      const search = parseAdminOrderSearch(query.q);
      const rows = await shopRepo.adminPage(
        {
          ...(search ?? {}),
          status: query.status,
          shopId: query.shopId,
          lateBefore:
            query.late === '1' ? new Date(now.getTime() - ORDER_ACCEPT_MINUTES * 60_000) : undefined,
          afterNumber: query.after ? Number(query.after) : undefined,
        },
        ADMIN_ORDERS_PAGE_SIZE + 1,
      );
      const page = rows.slice(0, ADMIN_ORDERS_PAGE_SIZE);
      return {
        orders: page.map((r) => toRow(r, now)),
        nextCursor: rows.length > ADMIN_ORDERS_PAGE_SIZE ? String(page.at(-1)!.number) : null,
      };
    },

    async detail(actor: Actor, id: string): Promise<AdminOrderDetail> {
      await requireAccess(policy, actor, 'order.read', [id], NOT_FOUND);
      const [rows, ledger] = await Promise.all([repo.detail(id), deps.ledgerOf(id)]);
      if (!rows) throw new AppError('NOT_FOUND', NOT_FOUND);
      const { order, lines } = rows;
      const now = clock();
      return {
        id: order.id,
        number: order.number,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        acceptedAt: iso(order.acceptedAt),
        readyAt: iso(order.readyAt),
        totalFils: order.totalFils,
        isLate: isOrderLate(order.status, order.createdAt, now),
        shop: {
          id: order.shopId,
          name: { en: order.shopNameEn, ar: order.shopNameAr },
          phone: order.shopPhone,
        },
        customer: order.customerEmail
          ? {
              email: order.customerEmail,
              name: order.customerName ?? '',
              phone: order.address?.contactPhone ?? null,
            }
          : null,
        address: order.address,
        lines: lines.map(toOrderLine),
        totals: toOrderTotals(order),
        discount: toOrderDiscount(order),
        delivery: toOrderDelivery(order),
        customerNote: order.customerNote,
        payment: toOrderPayment(order, ledger, deps.testMode),
        ledger: ledger.map((r) => ({
          kind: r.kind,
          state: r.state,
          amountFils: r.amountFils,
          settledAt: iso(r.settledAt),
        })),
        paymentFlaggedAt: iso(order.paymentFlaggedAt),
        cancelReason: order.cancelReason,
        timeline: timelineOf(rows, ledger),
        nextMoves: nextOrderStatuses(order.status, 'admin', linesFacts(lines, now)),
      };
    },
  };
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
