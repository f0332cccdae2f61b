import {
  ANALYTICS_CSV_COLUMNS,
  type OpeningHours,
  type ShopAnalytics,
  shopAnalyticsSchema,
} from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { orderLines, orders } from '../orders/orders.schema.js';
import { shops } from '../shops/shops.schema.js';

// Tuesday 2026-03-10, 12:00 in Bahrain. 7 days: Wed 03-04 .. Tue 03-10; before: Wed 02-25 .. Tue 03-03.
const NOW = new Date('2026-03-10T09:00:00Z');
const t = useTestApp({ clock: () => NOW });
const at = (iso: string) => new Date(iso);
/** Bahrain's day of an instant, worked out here apart from the code under test. */
const bahrainDayOf = (d: Date) => new Date(d.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);

// 09:00–17:00 every day but Friday (closed); Sunday first.
const HOURS: OpeningHours = [0, 1, 2, 3, 4, 5, 6].map((d) =>
  d === 5 ? null : { opens: '09:00', closes: '17:00' },
);

type Order = Awaited<ReturnType<Awaited<ReturnType<typeof orderScene>>['order']>>;
let s: Awaited<ReturnType<typeof orderScene>>;
let other: Awaited<ReturnType<typeof orderScene>>;
let taken: Order;
const placed: { order: Order; moneyTaken: boolean }[] = [];
const refunds: { orderId: string; amountFils: number; at: Date; failed?: boolean }[] = [];

async function ledger(
  orderId: string,
  kind: 'capture' | 'refund',
  amountFils: number,
  createdAt: Date,
  state: 'done' | 'failed' = 'done',
) {
  await t.db.insert(ledgerEntries).values({
    orderId,
    kind,
    state,
    amountFils,
    provider: 'test_gateway',
    paymentReference: `ref-${orderId}`,
    reference: state === 'done' ? `done-${orderId}-${kind}` : null,
    createdAt,
  });
}

beforeAll(async () => {
  const f = t.factories;
  s = await orderScene(f, { customerName: 'Fatima' });
  await t.db.update(shops).set({ openingHours: HOURS }).where(eq(shops.id, s.shop.id));
  const bTwo = await f.user({ role: 'customer' });
  const cThree = await f.user({ role: 'customer' });
  const dFour = await f.user({ role: 'customer' });
  const add = async (values: Parameters<typeof s.order>[0] & { userId?: string }, moneyTaken = false) => {
    const { userId, ...rest } = values;
    const order = userId
      ? await f.order({
          userId,
          shopId: s.shop.id,
          listingId: rest.booked ? s.entertainer.id : s.product.id,
          ...rest,
        })
      : await s.order(rest);
    placed.push({ order, moneyTaken });
    return order;
  };
  // Across the Bahrain midnight: 20:59 UTC is 23:59 on the 9th, 21:01 UTC is 00:01 on the 10th.
  await add({ createdAt: at('2026-03-09T20:59:00Z'), priceFils: 11_000 });
  await add({ createdAt: at('2026-03-09T21:01:00Z'), priceFils: 13_000, status: 'delivered' });
  // The first instant of the period: 00:00 on the 4th in Bahrain.
  await add({ createdAt: at('2026-03-03T21:00:00Z'), priceFils: 7_000, status: 'processing' });
  // Cancelled before any money was taken: not sold, not an order.
  await add({
    createdAt: at('2026-03-05T10:00:00Z'),
    priceFils: 50_000,
    status: 'cancelled',
    userId: dFour.id,
  });
  // Cancelled after its money was taken: sold, then refunded on the 7th; not an order.
  taken = await add({ createdAt: at('2026-03-06T10:00:00Z'), priceFils: 20_000, status: 'cancelled' }, true);
  await ledger(taken.id, 'capture', taken.totalFils, at('2026-03-06T10:05:00Z'));
  await ledger(taken.id, 'refund', taken.totalFils, at('2026-03-07T08:00:00Z'));
  refunds.push({ orderId: taken.id, amountFils: taken.totalFils, at: at('2026-03-07T08:00:00Z') });
  // The previous period's last minute (23:59 on 03-03), refunded in part in this period (on the 5th).
  const before = await add({
    createdAt: at('2026-03-03T20:59:00Z'),
    priceFils: 9_000,
    status: 'delivered',
    userId: bTwo.id,
  });
  await ledger(before.id, 'refund', 4_000, at('2026-03-04T21:30:00Z'));
  refunds.push({ orderId: before.id, amountFils: 4_000, at: at('2026-03-04T21:30:00Z') });
  await add({ createdAt: at('2026-03-08T12:00:00Z'), priceFils: 6_000, userId: bTwo.id });
  // C's first order long before; a failed refund counts nowhere.
  await add({
    createdAt: at('2026-02-01T12:00:00Z'),
    priceFils: 3_000,
    userId: cThree.id,
    status: 'delivered',
  });
  const cNow = await add({ createdAt: at('2026-03-08T13:00:00Z'), priceFils: 8_000, userId: cThree.id });
  await ledger(cNow.id, 'refund', 1_000, at('2026-03-09T08:00:00Z'), 'failed');
  // Bookings of the entertainer (capacity 5): 2 hours on the 8th; 3 hours from 20:00 UTC on 03-03, of
  // which 2 fall in the period; a cancelled one counts nowhere.
  await add({
    createdAt: at('2026-03-02T10:00:00Z'),
    booked: { start: at('2026-03-08T12:00:00Z'), end: at('2026-03-08T14:00:00Z') },
    priceFils: 40_000,
    status: 'processing',
  });
  await add({
    createdAt: at('2026-02-27T10:00:00Z'),
    booked: { start: at('2026-03-03T20:00:00Z'), end: at('2026-03-03T23:00:00Z') },
    priceFils: 60_000,
    status: 'delivered',
  });
  await add({
    createdAt: at('2026-03-04T10:00:00Z'),
    booked: { start: at('2026-03-09T12:00:00Z'), end: at('2026-03-09T16:00:00Z') },
    priceFils: 80_000,
    status: 'cancelled',
    userId: dFour.id,
  });
  // E's first order at the shop.
  const eFive = await f.user({ role: 'customer' });
  await add({ createdAt: at('2026-03-05T12:00:00Z'), priceFils: 5_000, userId: eFive.id });

  // Another shop selling in the same days.
  other = await orderScene(f, { customerName: 'Maryam' });
  for (const day of ['2026-03-05', '2026-03-08', '2026-03-10'])
    await other.order({ createdAt: at(`${day}T06:00:00Z`), priceFils: 99_000 });
});

async function analytics(cookie: string, query: string): Promise<ShopAnalytics> {
  const res = await call(t.app, 'GET', `/api/retailer/analytics?${query}`, undefined, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return shopAnalyticsSchema.parse(res.json());
}

/** The figures of Bahrain days from..to, summed here from the orders and refunds the test made. */
function expected(from: string, to: string) {
  const inside = (d: Date) => bahrainDayOf(d) >= from && bahrainDayOf(d) <= to;
  const mine = placed.filter((p) => inside(p.order.createdAt));
  const sold = mine.filter((p) => p.order.status !== 'cancelled' || p.moneyTaken);
  const counted = mine.filter((p) => p.order.status !== 'cancelled');
  const grossFils = sold.reduce((n, p) => n + p.order.totalFils, 0);
  const refundsFils = refunds.filter((r) => !r.failed && inside(r.at)).reduce((n, r) => n + r.amountFils, 0);
  const countedFils = counted.reduce((n, p) => n + p.order.totalFils, 0);
  return {
    grossFils,
    refundsFils,
    netFils: grossFils - refundsFils,
    orders: counted.length,
    averageOrderFils: counted.length ? Math.round(countedFils / counted.length) : 0,
  };
}

describe("a shop's analytics", () => {
  it('sums the period and the previous one from its orders and refund rows, by Bahrain day, empty days as zero', async () => {
    const a = await analytics(s.owner.cookie, 'period=7d');
    expect(a.period).toEqual({ from: '2026-03-04', to: '2026-03-10', days: 7 });
    expect(a.previousPeriod).toEqual({ from: '2026-02-25', to: '2026-03-03', days: 7 });
    expect(a.current).toEqual(expected('2026-03-04', '2026-03-10'));
    expect(a.previous).toEqual(expected('2026-02-25', '2026-03-03'));
    // Worked by hand, so the helper above is checked too.
    expect(a.current.refundsFils).toBe(21_000 + 4_000);
    expect(a.current.orders).toBe(6);

    expect(a.days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    for (const day of a.days) expect(day).toEqual({ date: day.date, ...pick(expected(day.date, day.date)) });
    const byDate = Object.fromEntries(a.days.map((d) => [d.date, d]));
    // 20:59 UTC on the 9th is the 9th; 21:01 UTC is the 10th.
    expect(byDate['2026-03-09']).toMatchObject({ orders: 1, grossFils: 12_000 });
    expect(byDate['2026-03-10']).toMatchObject({ orders: 1, grossFils: 14_000 });
    expect(byDate['2026-03-07']).toEqual({
      date: '2026-03-07',
      grossFils: 0,
      refundsFils: 21_000,
      netFils: -21_000,
      orders: 0,
    });
    expect(a.days.reduce((n, d) => n + d.grossFils, 0)).toBe(a.current.grossFils);
  });

  it('a single day (today) and a custom period', async () => {
    const today = await analytics(s.owner.cookie, 'period=today');
    expect(today.period).toEqual({ from: '2026-03-10', to: '2026-03-10', days: 1 });
    expect(today.current).toEqual(expected('2026-03-10', '2026-03-10'));
    expect(today.previous).toEqual(expected('2026-03-09', '2026-03-09'));
    const custom = await analytics(s.owner.cookie, 'period=custom&from=2026-02-01&to=2026-03-03');
    expect(custom.current).toEqual(expected('2026-02-01', '2026-03-03'));
    expect(custom.days).toHaveLength(31);
  });

  it('ranks top listings by sales of orders not cancelled', async () => {
    const a = await analytics(s.owner.cookie, 'period=7d');
    const productSales = placed
      .filter((p) => p.order.status !== 'cancelled' && bahrainDayOf(p.order.createdAt) >= '2026-03-04')
      .reduce((n, p) => n + p.order.subtotalFils, 0);
    // Named as the listing is now (the factory's lines say 'Balloon arch').
    expect(a.topListings).toEqual([
      {
        listingId: s.product.id,
        name: { en: s.product.nameEn, ar: s.product.nameAr },
        quantity: 6,
        salesFils: productSales,
      },
    ]);
  });

  it('utilisation: booked hours inside the period ÷ (open hours × capacity)', async () => {
    const a = await analytics(s.owner.cookie, 'period=7d');
    // Wed..Tue with Friday closed: 6 days × 8 hours.
    expect(a.utilisation).toEqual([
      {
        listingId: s.entertainer.id,
        name: { en: s.entertainer.nameEn, ar: s.entertainer.nameAr },
        capacity: 5,
        bookedHours: 4,
        openHours: 48,
        ratio: Math.round((4 / (48 * 5)) * 10_000) / 10_000,
      },
    ]);
  });

  it('new and returning customers, now and before', async () => {
    const a = await analytics(s.owner.cookie, 'period=7d');
    // Now: E's first order is in it (new); Fatima first ordered on 02-27, B on 03-03 and C in February
    // (returning); D's only order was cancelled. Before: Fatima's and B's first orders (new).
    expect(a.customers).toEqual({ current: { new: 1, returning: 3 }, previous: { new: 2, returning: 0 } });
  });

  it("shows a shop none of another shop's orders", async () => {
    const a = await analytics(other.owner.cookie, 'period=7d');
    expect(a.current).toEqual({
      grossFils: 3 * 100_000,
      refundsFils: 0,
      netFils: 300_000,
      orders: 3,
      averageOrderFils: 100_000,
    });
    expect(a.utilisation.map((u) => u.listingId)).toEqual([other.entertainer.id]);
    expect(a.utilisation[0]!.bookedHours).toBe(0);
    const csv = await call(t.app, 'GET', '/api/retailer/analytics/orders.csv?period=7d', undefined, {
      cookie: s.owner.cookie,
    });
    const numbers = Papa.parse<string[]>(csv.body.slice(1).trim())
      .data.slice(1)
      .map((r) => r[0]);
    const theirs = await t.db
      .select({ n: orders.number })
      .from(orders)
      .where(eq(orders.shopId, other.shop.id));
    expect(theirs).toHaveLength(3);
    for (const { n } of theirs) expect(numbers).not.toContain(String(n));
  });

  it.each([
    ['period=custom', 'missing_days'],
    ['period=custom&from=2026-03-01', 'missing_days'],
    ['period=custom&from=2026-03-02&to=2026-03-01', 'to_before_from'],
    ['period=custom&from=2025-03-09&to=2026-03-10', 'too_long'],
    ['period=custom&from=2026-03-01&to=2026-03-11', 'in_future'],
  ])('refuses %s (%s)', async (query, problem) => {
    for (const path of ['/api/retailer/analytics', '/api/retailer/analytics/orders.csv']) {
      const res = await call(t.app, 'GET', `${path}?${query}`, undefined, { cookie: s.owner.cookie });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { problem } });
    }
  });

  it.each([
    'period=week',
    'period=custom&from=2026-3-1&to=2026-03-02',
    'period=custom&from=2026-02-30&to=2026-03-02',
  ])('refuses a malformed query: %s', async (query) => {
    const res = await call(t.app, 'GET', `/api/retailer/analytics?${query}`, undefined, {
      cookie: s.owner.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
  });

  it('is for retailers only', async () => {
    expect((await call(t.app, 'GET', '/api/retailer/analytics')).statusCode).toBe(401);
    const customer = await t.factories.user({ role: 'customer' });
    expect(
      (await call(t.app, 'GET', '/api/retailer/analytics', undefined, { cookie: customer.cookie }))
        .statusCode,
    ).toBe(403);
    const admin = await t.factories.user({ role: 'admin' });
    expect(
      (await call(t.app, 'GET', '/api/retailer/analytics/orders.csv', undefined, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(403);
  });

  it('is 404 for a retailer without a shop, for the figures and the CSV alike', async () => {
    const shopless = await t.factories.user({ role: 'retailer' });
    for (const path of ['/api/retailer/analytics', '/api/retailer/analytics/orders.csv']) {
      const res = await call(t.app, 'GET', path, undefined, { cookie: shopless.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe("the period's orders as CSV", () => {
  it('lists every order placed in the period, with its money and refund, formula cells defused', async () => {
    const first = placed.find((p) => p.order.createdAt.toISOString() === '2026-03-03T21:00:00.000Z')!.order;
    await t.db
      .update(orderLines)
      .set({ nameEn: '=HYPERLINK("http://evil.example","x")', nameAr: '@SUM(A1)' })
      .where(eq(orderLines.orderId, first.id));
    const res = await call(t.app, 'GET', '/api/retailer/analytics/orders.csv?period=7d', undefined, {
      cookie: s.owner.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="haflah-orders-2026-03-04-to-2026-03-10.csv"',
    );
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(res.body.slice(1).trim()).data;
    expect(header).toEqual([...ANALYTICS_CSV_COLUMNS]);
    const inPeriod = placed
      .map((p) => p.order)
      .filter((o) => bahrainDayOf(o.createdAt) >= '2026-03-04')
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.number - b.number);
    expect(rows.map((r) => r[0])).toEqual(inPeriod.map((o) => String(o.number)));
    const row = (o: Order) => rows.find((r) => r[0] === String(o.number))!;
    expect(row(first)).toEqual([
      String(first.number),
      '2026-03-04T00:00:00+03:00',
      'processing',
      `'=HYPERLINK("http://evil.example","x") × 1`,
      "'@SUM(A1) × 1",
      (first.subtotalFils / 1000).toFixed(3),
      (first.deliveryFeeFils / 1000).toFixed(3),
      '0.000',
      (first.totalFils / 1000).toFixed(3),
      '0.000',
      'cash',
    ]);
    expect(row(taken).slice(2, 3)).toEqual(['cancelled']);
    expect(row(taken)[9]).toBe((taken.totalFils / 1000).toFixed(3));
  });

  it('is empty but for its header in a period without orders', async () => {
    const res = await call(
      t.app,
      'GET',
      '/api/retailer/analytics/orders.csv?period=custom&from=2025-06-01&to=2025-06-02',
      undefined,
      { cookie: s.owner.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`\uFEFF${ANALYTICS_CSV_COLUMNS.join(',')}\r\n`);
  });
});

const pick = ({ grossFils, refundsFils, netFils, orders }: ReturnType<typeof expected>) => ({
  grossFils,
  refundsFils,
  netFils,
  orders,
});
