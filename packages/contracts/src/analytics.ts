import { z } from 'zod/mini';
import { filsSchema, idSchema, localizedTextSchema } from './common.js';
import type { OpeningHours } from './shop-profile.js';
import { bahrainDate } from './timeslot.js';

/* ------------------------------------------------------------------------------------------------
 * Issue 27 point 5: a shop's analytics for a period against the previous period of the same length.
 * The shop is the signed-in retailer's own (never named in the URL): another shop's figures are not
 * reachable at all.
 *
 *   GET /api/retailer/analytics?period=today|7d|30d|custom&from=YYYY-MM-DD&to=YYYY-MM-DD
 *       → 200 shopAnalyticsSchema. Errors: 400 VALIDATION_FAILED (a custom period without both days, `to`
 *       before `from`, longer than ANALYTICS_MAX_DAYS, or ending after today in Bahrain), 401, 403.
 *   GET /api/retailer/analytics/orders.csv?…the same period…
 *       → 200 text/csv (UTF-8 with a BOM), the period's orders oldest first in ANALYTICS_CSV_COLUMNS,
 *       `Content-Disposition: attachment; filename="haflah-orders-<from>-to-<to>.csv"` (Bahrain days).
 *       Cells a spreadsheet would run as a formula (= + - @, tab, CR) get a leading quote.
 *
 * Days are Bahrain calendar days (UTC+3, no daylight saving): a day runs from 21:00 UTC the day before
 * to 21:00 UTC. `today` is today so far; `7d` and `30d` are the last 7 or 30 days ending today; `custom`
 * runs from `from` to `to`, both included. The previous period is the same number of days just before.
 *
 * The money, in integer fils, consistent with the ledger (ledger.ts):
 * - **gross** = the totals as charged (after any discount, so with the delivery fee and VAT) of the
 *   orders placed in the period, except orders cancelled before any money was taken (no capture and no
 *   cash collected: nothing was sold). An order cancelled after its money was taken stays in gross, and
 *   its refund row takes it back out.
 * - **refunds** = the refund rows of the shop's orders dated (created) in the period, whenever the order
 *   was placed, that have not failed (pending ones are decided and on their way back).
 * - **net** = gross − refunds (may be negative when a period gives back more than it sold).
 * - **orders** = orders placed in the period that are not cancelled; **averageOrderFils** = the sum of
 *   their totals ÷ their number, rounded to a fils (0 without orders).
 * - **top listings**: lines of those (not cancelled) orders by listing, the line totals (before an
 *   order-level discount) and the quantities, highest sales first, at most ANALYTICS_TOP_LISTINGS.
 * - **utilisation** per time-based listing (everything but fixed-price products), active or with
 *   bookings in the period: booked unit-hours (each confirmed booking's quantity × its hours inside the
 *   period) ÷ (the shop's open hours in the period × the listing's capacity). Open hours come from the
 *   shop's opening hours per Bahrain weekday, each day's span counted on the day it opens (16:00–01:00
 *   is 9 hours of the opening day); a closed day adds none. A shop that has set no hours is taken to be
 *   open the bookable day every day, 08:00–22:30 (DEFAULT_OPEN_HOURS: the first start time to the last
 *   start time plus the shortest slot). `ratio` is null when the shop was closed the whole period.
 * - **customers**: the signed-in customers with an order (not cancelled) in the period; **new** when
 *   their first such order at this shop ever falls inside the period, else **returning**.
 * ------------------------------------------------------------------------------------------------ */

export const ANALYTICS_PERIODS = ['today', '7d', '30d', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
/** The longest custom period, in days. */
export const ANALYTICS_MAX_DAYS = 366;
export const ANALYTICS_TOP_LISTINGS = 10;
/** Hours a shop without opening hours is taken to be open each day (08:00–22:30). */
export const DEFAULT_OPEN_HOURS = { opens: '08:00', closes: '22:30' } as const;

const daySchema = z.iso.date();

export const analyticsQuerySchema = z.object({
  period: z._default(z.enum(ANALYTICS_PERIODS), '7d'),
  /** The first day of a custom period (Bahrain). */
  from: z.optional(daySchema),
  /** The last day of a custom period (Bahrain), included. */
  to: z.optional(daySchema),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const figuresSchema = z.object({
  grossFils: filsSchema,
  refundsFils: filsSchema,
  netFils: z.int(),
  orders: z.int(),
  averageOrderFils: filsSchema,
});
export type AnalyticsFigures = z.infer<typeof figuresSchema>;

const spanSchema = z.object({ from: daySchema, to: daySchema, days: z.int() });

export const shopAnalyticsSchema = z.object({
  period: spanSchema,
  previousPeriod: spanSchema,
  current: figuresSchema,
  previous: figuresSchema,
  /** Every day of the period in order, days without orders as zero. */
  days: z.array(
    z.object({
      date: daySchema,
      grossFils: filsSchema,
      refundsFils: filsSchema,
      netFils: z.int(),
      orders: z.int(),
    }),
  ),
  topListings: z.array(
    z.object({
      /** Null when the listing has since been deleted (its name is the line's). */
      listingId: z.nullable(idSchema),
      name: localizedTextSchema,
      quantity: z.int(),
      salesFils: filsSchema,
    }),
  ),
  utilisation: z.array(
    z.object({
      listingId: idSchema,
      name: localizedTextSchema,
      capacity: z.int(),
      bookedHours: z.number(),
      openHours: z.number(),
      /** bookedHours ÷ (openHours × capacity); null when the shop was closed the whole period. */
      ratio: z.nullable(z.number()),
    }),
  ),
  customers: z.object({
    current: z.object({ new: z.int(), returning: z.int() }),
    previous: z.object({ new: z.int(), returning: z.int() }),
  }),
});
export type ShopAnalytics = z.infer<typeof shopAnalyticsSchema>;

/**
 * The CSV's columns, in order: money in BD with 3 decimals; placed_at in Bahrain time with its offset;
 * items as "name × quantity" joined by "; ", in English and in Arabic; refunded = its refund row.
 */
export const ANALYTICS_CSV_COLUMNS = [
  'number',
  'placed_at',
  'status',
  'items',
  'items_ar',
  'subtotal_bd',
  'delivery_fee_bd',
  'discount_bd',
  'total_bd',
  'refunded_bd',
  'payment_type',
] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** `day` moved by `n` days (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => dayOf(dayNumber(day) + n);

/** Days from `from` to `to`, both included. */
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

export interface ResolvedPeriod {
  from: string;
  to: string;
  days: number;
  previousFrom: string;
  previousTo: string;
}

export type PeriodProblem = 'missing_days' | 'to_before_from' | 'too_long' | 'in_future';

/** The Bahrain days a query covers and the previous period's, or why a custom one is refused. */
export function resolvePeriod(query: AnalyticsQuery, now: Date): ResolvedPeriod | PeriodProblem {
  const today = bahrainDate(now);
  let from: string;
  let to = today;
  if (query.period === 'custom') {
    if (!query.from || !query.to) return 'missing_days';
    from = query.from;
    to = query.to;
    if (dayNumber(to) < dayNumber(from)) return 'to_before_from';
    if (daysBetween(from, to) > ANALYTICS_MAX_DAYS) return 'too_long';
    if (dayNumber(to) > dayNumber(today)) return 'in_future';
  } else {
    const length = query.period === 'today' ? 1 : query.period === '7d' ? 7 : 30;
    from = addDays(today, 1 - length);
  }
  const days = daysBetween(from, to);
  return { from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The shop's open hours over `days` Bahrain days from `from`: each day's span by its weekday (Sunday
 * first, as OpeningHours), a span past midnight counted on its opening day; DEFAULT_OPEN_HOURS every
 * day without hours set.
 */
export function openHoursIn(hours: OpeningHours | null, from: string, days: number): number {
  let minutes = 0;
  const first = dayNumber(from);
  for (let i = 0; i < days; i++) {
    // 1970-01-01 was a Thursday (weekday 4, Sunday = 0).
    const weekday = (((first + i + 4) % 7) + 7) % 7;
    const day = hours ? hours[weekday] : DEFAULT_OPEN_HOURS;
    if (!day) continue;
    minutes += (minutesOf(day.closes) - minutesOf(day.opens) + 1440) % 1440;
  }
  return minutes / 60;
}

/** The change from `previous` to `current` in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 100);
}
