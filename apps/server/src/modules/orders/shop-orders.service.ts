import {
  type AdminDashboard,
  bahrainDate,
  bahrainToUtc,
  CUSTOMER_DATA_DAYS,
  isOrderLate,
  type LateOrdersResponse,
  NEXT_BOOKINGS_LIMIT,
  ORDER_ACCEPT_MINUTES,
  type OrderInvoice,
  type OrderStatus,
  type ShopDashboardSummary,
  type ShopOrderDetail,
  type ShopOrderSummary,
  type ShopOrdersPage,
  type ShopOrdersQuery,
  shopOrderMoves,
  type TimelineEntry,
  VAT_PERCENT,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import { type LedgerRow, paymentState } from '../ledger/index.js';
import { iso, toOrderDelivery, toOrderDiscount, toOrderLine, toOrderTotals } from './orders.mapping.js';
import type { OrderAction } from './orders.policy.js';
import type {
  OrderDetailRows,
  OrdersRepository,
  ShopOrderSummaryRow,
  ShopOrdersRepository,
} from './orders.repository.js';
import { linesFacts } from './orders.service.js';

const NOT_FOUND = 'Order not found';
const DAY_MS = 24 * 60 * 60_000;
const CLOSED: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** The first word of a customer's name: all the shop is shown of it. */
export const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] || null;

/**
 * Whether the shop still sees its customer's name, phone and address: while the order is open, and
 * CUSTOMER_DATA_DAYS after it closed (delivered or cancelled).
 */
export function customerVisible(
  status: OrderStatus,
  closedAt: Date | null,
  createdAt: Date,
  now: Date,
): boolean {
  if (!CLOSED.includes(status)) return true;
  return now.getTime() - (closedAt ?? createdAt).getTime() <= CUSTOMER_DATA_DAYS * DAY_MS;
}

/** The day after a Bahrain calendar day, YYYY-MM-DD. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const TIMELINE_OF_STATUS = {
  pending: 'placed',
  processing: 'accepted',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const satisfies Record<OrderStatus, TimelineEntry['event']>;

function toShopSummary(row: ShopOrderSummaryRow, now: Date): ShopOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    readyAt: iso(row.readyAt),
    totalFils: row.totalFils,
    customerFirstName: customerVisible(row.status, row.closedAt, row.createdAt, now)
      ? firstName(row.customerName)
      : null,
    itemCount: row.itemCount,
    needsDelivery: row.hasProduct,
    firstBookingStartsAt: iso(row.firstBookingStartsAt),
    isLate: isOrderLate(row.status, row.createdAt, now),
  };
}

type LedgerEntry = LedgerRow & { settledAt: Date | null };

/**
 * Who did what, oldest first: the status history, the shop's "ready", and the money confirmed; with
 * the name of whoever moved it (admins see it; the shop's timeline leaves it out).
 */
export function timelineOf(
  rows: OrderDetailRows,
  ledger: readonly LedgerEntry[],
): (TimelineEntry & { actorName: string | null })[] {
  const entries: (TimelineEntry & { actorName: string | null })[] = rows.history.map((h) => ({
    at: h.at.toISOString(),
    event: TIMELINE_OF_STATUS[h.status],
    actor: h.actor,
    actorName: h.actorName,
    note: h.note,
  }));
  if (rows.order.readyAt)
    entries.push({
      at: rows.order.readyAt.toISOString(),
      event: 'ready',
      actor: 'retailer',
      actorName: null,
      note: null,
    });
  for (const row of ledger) {
    if (row.state !== 'done' || !row.settledAt) continue;
    const event =
      row.kind === 'refund'
        ? 'refunded'
        : row.kind === 'capture' || row.kind === 'cash_collected'
          ? 'paid'
          : null;
    if (event)
      entries.push({ at: row.settledAt.toISOString(), event, actor: 'system', actorName: null, note: null });
  }
  return entries.sort((a, b) => a.at.localeCompare(b.at));
}

/** When the order closed, from its history; null while open. */
const closedAtOf = (rows: OrderDetailRows) =>
  rows.history.filter((h) => CLOSED.includes(h.status)).at(-1)?.at ?? null;

/** The shop's side of its orders: its list, dashboard figures, an order, its invoice; admins' late list. */
export function createShopOrdersService(deps: {
  repo: OrdersRepository;
  shopRepo: ShopOrdersRepository;
  policy: Policy<OrderAction>;
  ledgerOf: (orderId: string) => Promise<readonly LedgerEntry[]>;
  clock: () => Date;
}) {
  const { repo, shopRepo, policy, clock } = deps;

  /** The retailer's own shop; a retailer without one has no orders to see. */
  async function shopOf(actor: Actor): Promise<string | null> {
    return actor.role === 'retailer' ? shopRepo.shopOfOwner(actor.id) : null;
  }

  /** The order's rows, asked of the policy first (another shop's order: 404). */
  async function ownRows(actor: Actor, id: string): Promise<OrderDetailRows> {
    await requireAccess(policy, actor, 'order.shop', [id], NOT_FOUND);
    const rows = await repo.detail(id);
    if (!rows) throw new AppError('NOT_FOUND', NOT_FOUND);
    return rows;
  }

  return {
    async list(actor: Actor, query: ShopOrdersQuery): Promise<ShopOrdersPage> {
      const shopId = await shopOf(actor);
      if (!shopId) return { orders: [], nextCursor: null };
      const number = query.q ? Number(query.q.replace(/[#\s]/g, '')) : undefined;
      const rows = await shopRepo.page(
        shopId,
        {
          status: query.status,
          from: query.from ? bahrainToUtc(query.from, '00:00') : undefined,
          before: query.to ? bahrainToUtc(nextDay(query.to), '00:00') : undefined,
          number,
          afterNumber: query.after ? Number(query.after) : undefined,
        },
        query.limit + 1,
      );
      const now = clock();
      const page = rows.slice(0, query.limit);
      return {
        orders: page.map((r) => toShopSummary(r, now)),
        nextCursor: rows.length > query.limit ? String(page.at(-1)!.number) : null,
      };
    },

    async summary(actor: Actor): Promise<ShopDashboardSummary> {
      const shopId = await shopOf(actor);
      const empty = { todayNewOrders: 0, waitingForAcceptance: 0, lateCount: 0, todayRevenueFils: 0 };
      if (!shopId) return { ...empty, nextBookings: [] };
      const now = clock();
      const dayStart = bahrainToUtc(bahrainDate(now), '00:00');
      const lateBefore = new Date(now.getTime() - ORDER_ACCEPT_MINUTES * 60_000);
      const [counts, next] = await Promise.all([
        shopRepo.counts(shopId, dayStart, lateBefore),
        shopRepo.nextBookings(shopId, now, NEXT_BOOKINGS_LIMIT),
      ]);
      return {
        todayNewOrders: counts.today,
        waitingForAcceptance: counts.waiting,
        lateCount: counts.late,
        todayRevenueFils: counts.revenue,
        nextBookings: next.map((b) => ({
          orderId: b.orderId,
          number: b.number,
          name: { en: b.nameEn, ar: b.nameAr },
          startsAt: b.startsAt!.toISOString(),
          endsAt: b.endsAt!.toISOString(),
        })),
      };
    },

    async detail(actor: Actor, id: string): Promise<ShopOrderDetail> {
      const [rows, ledger] = await Promise.all([ownRows(actor, id), deps.ledgerOf(id)]);
      const { order, lines } = rows;
      const now = clock();
      const visible = customerVisible(order.status, closedAtOf(rows), order.createdAt, now);
      const name = firstName(order.customerName);
      const facts = linesFacts(lines, now);
      return {
        id: order.id,
        number: order.number,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        acceptedAt: iso(order.acceptedAt),
        readyAt: iso(order.readyAt),
        totalFils: order.totalFils,
        customerFirstName: visible ? name : null,
        itemCount: order.itemCount,
        needsDelivery: facts.delivers,
        firstBookingStartsAt: iso(
          lines.reduce<Date | null>(
            (min, l) => (l.startsAt && (!min || l.startsAt < min) ? l.startsAt : min),
            null,
          ),
        ),
        isLate: isOrderLate(order.status, order.createdAt, now),
        lines: lines.map(toOrderLine),
        totals: toOrderTotals(order),
        discount: toOrderDiscount(order),
        customer:
          visible && (name || order.address)
            ? { firstName: name ?? '', phone: order.address?.contactPhone ?? null, address: order.address }
            : null,
        delivery: toOrderDelivery(order),
        customerNote: visible ? order.customerNote : null,
        paymentType: order.paymentType,
        paymentState: paymentState(order.paymentType, order.status, ledger),
        cancelReason: order.cancelReason,
        timeline: timelineOf(rows, ledger).map(({ actorName: _, ...entry }) => entry),
        nextMoves: shopOrderMoves(order.status, facts, order.readyAt != null),
      };
    },

    async invoice(actor: Actor, id: string): Promise<OrderInvoice> {
      const rows = await ownRows(actor, id);
      const { order, lines, history } = rows;
      const visible = customerVisible(order.status, closedAtOf(rows), order.createdAt, clock());
      return {
        seller: {
          name: { en: order.shopNameEn, ar: order.shopNameAr },
          crNumber: order.shopCrNumber,
          address: order.shopAddress,
          area: { en: order.shopAreaEn, ar: order.shopAreaAr },
          phone: order.shopPhone,
        },
        number: order.number,
        issuedAt: order.createdAt.toISOString(),
        acceptedAt: iso(order.acceptedAt),
        deliveredAt: iso(history.find((h) => h.status === 'delivered')?.at ?? null),
        status: order.status,
        buyer: {
          firstName: visible ? firstName(order.customerName) : null,
          address: visible ? order.address : null,
        },
        lines: lines.map((l) => ({
          name: { en: l.nameEn, ar: l.nameAr },
          quantity: l.quantity,
          unitPriceFils: l.unitPriceFils,
          totalFils: l.totalFils,
          booking:
            l.startsAt && l.endsAt ? { start: l.startsAt.toISOString(), end: l.endsAt.toISOString() } : null,
        })),
        subtotalFils: order.subtotalFils,
        deliveryFeeFils: order.deliveryFeeFils,
        discountFils: order.discountFils,
        discount: toOrderDiscount(order),
        totalFils: order.totalFils,
        vatFils: order.vatFils,
        vatPercent: VAT_PERCENT,
        paymentType: order.paymentType,
      };
    },

    /** For admins: every order still pending after ORDER_ACCEPT_MINUTES, oldest first. */
    /** The orders' figures of the admin dashboard: today (the Bahrain day), by status, late. */
    async adminFigures(): Promise<
      Omit<AdminDashboard, 'shops' | 'driversOnline' | 'openSupportRequests' | 'unassignedDeliveries'>
    > {
      const now = clock();
      const dayStart = bahrainToUtc(bahrainDate(now), '00:00');
      const c = await shopRepo.adminCounts(dayStart, new Date(now.getTime() - ORDER_ACCEPT_MINUTES * 60_000));
      return {
        todayOrders: Number(c.today),
        todayRevenueFils: Number(c.revenue),
        ordersByStatus: {
          pending: Number(c.pending),
          processing: Number(c.processing),
          shipped: Number(c.shipped),
          delivered: Number(c.delivered),
          cancelled: Number(c.cancelled),
        },
        lateOrders: Number(c.late),
      };
    },

    async late(): Promise<LateOrdersResponse> {
      const now = clock();
      const rows = await shopRepo.late(new Date(now.getTime() - ORDER_ACCEPT_MINUTES * 60_000));
      return {
        orders: rows.map((r) => ({
          id: r.id,
          number: r.number,
          createdAt: r.createdAt.toISOString(),
          totalFils: r.totalFils,
          shop: { id: r.shopId, name: { en: r.shopNameEn, ar: r.shopNameAr } },
          minutesWaiting: Math.floor((now.getTime() - r.createdAt.getTime()) / 60_000),
        })),
      };
    },
  };
}

export type ShopOrdersService = ReturnType<typeof createShopOrdersService>;
