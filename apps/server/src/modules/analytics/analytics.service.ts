import {
  ANALYTICS_CSV_COLUMNS,
  ANALYTICS_TOP_LISTINGS,
  type AnalyticsFigures,
  type AnalyticsQuery,
  addDays,
  bahrainToUtc,
  type OpeningHours,
  openHoursIn,
  type ResolvedPeriod,
  resolvePeriod,
  type ShopAnalytics,
} from '@haflah/contracts';
import Papa from 'papaparse';
import { AppError } from '../../http/errors.js';
import type { Actor } from '../../platform/access.js';
import type { AnalyticsRepository, Span } from './analytics.repository.js';

/** Excel reads a UTF-8 file as UTF-8 (Arabic names) only when it starts with this mark. */
const UTF8_BOM = '\uFEFF';
/** A cell a spreadsheet would run as a formula (a listing's name is the shop's own text). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The instants of Bahrain days `from`..`to` (both included): 21:00 UTC the day before, to 21:00 UTC. */
const spanOf = (from: string, to: string): Span => ({
  start: bahrainToUtc(from, '00:00'),
  end: bahrainToUtc(addDays(to, 1), '00:00'),
});

const bd = (fils: number) => (fils / 1000).toFixed(3);

/** An instant as Bahrain's wall clock with its offset, to the second: 2026-11-26T09:15:02+03:00. */
const bahrainTimestamp = (at: Date) =>
  `${new Date(at.getTime() + 3 * 3_600_000).toISOString().slice(0, 19)}+03:00`;

export function createAnalyticsService(deps: { repo: AnalyticsRepository; clock: () => Date }) {
  const { repo, clock } = deps;

  /** The period asked, or VALIDATION_FAILED. */
  function periodOf(query: AnalyticsQuery) {
    const period = resolvePeriod(query, clock());
    if (typeof period === 'string')
      throw new AppError('VALIDATION_FAILED', `Invalid period: ${period}`, undefined, { problem: period });
    return period;
  }

  /** The signed-in retailer's own shop (the route lets only retailers in), or 404. */
  function ownShop(actor: Actor, shop: { id: string; openingHours: OpeningHours | null } | null) {
    if (actor.role !== 'retailer' || !shop) throw new AppError('NOT_FOUND', 'No shop');
    return shop;
  }

  function figures(
    rows: readonly { day: string; orders: number; countedFils: number; grossFils: number }[],
    refunds: readonly { day: string; refundsFils: number }[],
    from: string,
    to: string,
  ): AnalyticsFigures {
    const inside = ({ day }: { day: string }) => day >= from && day <= to;
    const orders = rows.filter(inside).reduce((n, r) => n + r.orders, 0);
    const counted = rows.filter(inside).reduce((n, r) => n + r.countedFils, 0);
    const grossFils = rows.filter(inside).reduce((n, r) => n + r.grossFils, 0);
    const refundsFils = refunds.filter(inside).reduce((n, r) => n + r.refundsFils, 0);
    return {
      grossFils,
      refundsFils,
      netFils: grossFils - refundsFils,
      orders,
      averageOrderFils: orders === 0 ? 0 : Math.round(counted / orders),
    };
  }

  return {
    async analytics(actor: Actor, query: AnalyticsQuery): Promise<ShopAnalytics> {
      const period = periodOf(query);
      const current = spanOf(period.from, period.to);
      const previous = spanOf(period.previousFrom, period.previousTo);
      const both = { start: previous.start, end: current.end };
      // All at once: each aggregate finds the owner's shop itself (one round trip, not two).
      const [found, byDay, refunds, top, booked, customers] = await Promise.all([
        repo.shopOfOwner(actor.id),
        repo.ordersByDay(actor.id, both),
        repo.refundsByDay(actor.id, both),
        repo.topListings(actor.id, current, ANALYTICS_TOP_LISTINGS),
        repo.bookedHours(actor.id, current),
        repo.customers(actor.id, previous, current),
      ]);
      const shop = ownShop(actor, found);
      const openHours = openHoursIn(shop.openingHours, period.from, period.days);
      return {
        period: { from: period.from, to: period.to, days: period.days },
        previousPeriod: { from: period.previousFrom, to: period.previousTo, days: period.days },
        current: figures(byDay, refunds, period.from, period.to),
        previous: figures(byDay, refunds, period.previousFrom, period.previousTo),
        days: everyDay(period).map((date) => {
          const sold = byDay.find((r) => r.day === date);
          const refundsFils = refunds.find((r) => r.day === date)?.refundsFils ?? 0;
          const grossFils = sold?.grossFils ?? 0;
          return {
            date,
            grossFils,
            refundsFils,
            netFils: grossFils - refundsFils,
            orders: sold?.orders ?? 0,
          };
        }),
        topListings: top.map((t) => ({
          listingId: t.listingId,
          name: { en: t.nameEn, ar: t.nameAr },
          quantity: t.quantity,
          salesFils: t.salesFils,
        })),
        utilisation: booked.map((b) => ({
          listingId: b.listingId,
          name: { en: b.nameEn, ar: b.nameAr },
          capacity: b.capacity,
          bookedHours: round2(b.bookedHours),
          openHours,
          ratio: openHours === 0 ? null : round4(b.bookedHours / (openHours * b.capacity)),
        })),
        customers: {
          current: { new: customers.currentNew, returning: customers.currentReturning },
          previous: { new: customers.previousNew, returning: customers.previousReturning },
        },
      };
    },

    /** The period's orders as a CSV file (UTF-8 with a BOM) and its Bahrain-dated file name. */
    async csv(actor: Actor, query: AnalyticsQuery): Promise<{ filename: string; body: string }> {
      const period = periodOf(query);
      const shop = ownShop(actor, await repo.shopOfOwner(actor.id));
      const rows = await repo.ordersForCsv(shop.id, spanOf(period.from, period.to));
      const body = Papa.unparse(
        {
          fields: [...ANALYTICS_CSV_COLUMNS],
          data: rows.map((r) => [
            String(r.number),
            bahrainTimestamp(r.createdAt),
            r.status,
            r.itemsEn,
            r.itemsAr,
            bd(r.subtotalFils),
            bd(r.deliveryFeeFils),
            bd(r.discountFils),
            bd(r.totalFils),
            bd(r.refundedFils),
            r.paymentType,
          ]),
        },
        { newline: '\r\n', escapeFormulae: FORMULA_START },
      );
      return {
        filename: `haflah-orders-${period.from}-to-${period.to}.csv`,
        body: `${UTF8_BOM}${body.endsWith('\r\n') ? body : `${body}\r\n`}`,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

function everyDay(period: ResolvedPeriod): string[] {
  return Array.from({ length: period.days }, (_, i) => addDays(period.from, i));
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
