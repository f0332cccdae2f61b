import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type Availability,
  addDays,
  bahrainDate,
  bahrainMinutes,
  isOpenAt,
  orderTotals,
  type ShopAnalytics,
  SLOT_FIRST_START_MINUTES,
  SLOT_LAST_START_MINUTES,
  slotProblem,
} from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentState } from '../modules/ledger/index.js';
import { call, login } from '../test-support/http.js';
import { useTestApp } from '../test-support/test-app.js';
import { DEMO_ACCOUNTS, DEMO_RETAILER_SHOP, seedDemoAccounts } from './demo-accounts.js';
import { DEMO_CLASS, HISTORY_DAYS } from './demo-history.js';
import { seedDemo } from './seed.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-demo-history-'));
const now = new Date();
let shopId = '';

beforeAll(async () => {
  await seedDemo(t.db, { uploadsDir });
  await seedDemoAccounts(
    t.db,
    t.app.services.auth,
    DEMO_ACCOUNTS.filter((a) => a.role === 'retailer'),
  );
  const { rows } = await t.db.execute<{ id: string }>(
    sql`select id from shops where slug = ${DEMO_RETAILER_SHOP}`,
  );
  shopId = rows[0]!.id;
}, 120_000);
afterAll(() => fs.rmSync(uploadsDir, { recursive: true, force: true }));

type OrderRow = Record<string, unknown> & {
  id: string;
  number: number;
  created_at: Date;
  status: string;
  payment_type: 'cash' | 'card';
  subtotal_fils: number;
  delivery_fee_fils: number;
  discount_fils: number;
  vat_fils: number;
  total_fils: number;
  fee: number;
  free_over: number | null;
  lines: { total: number; timed: boolean; quantity: number; unit: number }[];
  ledger: { kind: string; state: string; amount: number; reference: string | null }[];
};

async function shopOrders(): Promise<OrderRow[]> {
  const { rows } = await t.db.execute<OrderRow>(sql`
    select o.id, o.number, o.created_at, o.status, o.payment_type, o.subtotal_fils, o.delivery_fee_fils,
           o.discount_fils, o.vat_fils, o.total_fils, s.delivery_fee_fils as fee, s.free_delivery_over_fils as free_over,
           (select json_agg(json_build_object('total', l.total_fils, 'quantity', l.quantity, 'unit', l.unit_price_fils,
                   'timed', not (l.kind = 'product' and l.starts_at is null)) order by l.position)
              from order_lines l where l.order_id = o.id) as lines,
           coalesce((select json_agg(json_build_object('kind', e.kind, 'state', e.state, 'amount', e.amount_fils,
                   'reference', e.reference) order by e.created_at, e.kind)
              from ledger_entries e where e.order_id = o.id), '[]') as ledger
      from orders o join shops s on s.id = o.shop_id
     where o.shop_id = ${shopId} order by o.number`);
  return rows.map((r) => ({ ...r, created_at: new Date(r.created_at) }));
}

describe("the demo shop's months of trading", () => {
  it('has 2–8 orders on every one of its past days, more on Thursdays and Fridays, numbered in time order', async () => {
    const orders = await shopOrders();
    const { rows } = await t.db.execute<{ day: string; n: number; weekday: number }>(sql`
      select ((o.created_at at time zone 'UTC') + interval '3 hours')::date::text as day, count(*)::int as n,
             extract(dow from ((o.created_at at time zone 'UTC') + interval '3 hours')::date)::int as weekday
        from orders o join "user" u on u.id = o.user_id and u.email like '%@customers.haflah.invalid'
       where o.shop_id = ${shopId} group by 1, 3`);
    expect(rows.length).toBe(HISTORY_DAYS);
    expect(rows.every((r) => r.n >= 2 && r.n <= 10)).toBe(true);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const weekend = rows.filter((r) => r.weekday === 4 || r.weekday === 5).map((r) => r.n);
    const weekdays = rows.filter((r) => r.weekday !== 4 && r.weekday !== 5).map((r) => r.n);
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays) + 1.5);
    // Every order is before today; numbers grow with the time placed.
    const today = bahrainDate(now);
    expect(orders.every((o) => bahrainDate(o.created_at) < today)).toBe(true);
    for (let i = 1; i < orders.length; i++)
      expect(orders[i]!.created_at.getTime()).toBeGreaterThanOrEqual(orders[i - 1]!.created_at.getTime());
  });

  it('charges what checkout would, and its money rows are what the flows write', async () => {
    const orders = await shopOrders();
    const states = new Map<string, number>();
    for (const o of orders) {
      const totals = orderTotals(
        o.lines.map((l) => ({ totalFils: l.total, isTimeBased: l.timed })),
        o.fee,
        o.free_over,
      );
      expect(o.lines.every((l) => l.total === l.unit * l.quantity)).toBe(true);
      expect({
        subtotalFils: o.subtotal_fils,
        deliveryFeeFils: o.delivery_fee_fils,
        discountFils: o.discount_fils,
        vatFils: o.vat_fils,
        totalFils: o.total_fils,
      }).toEqual(totals);
      const KINDS = ['authorization', 'capture', 'cash_collected', 'refund'] as const;
      const rows = o.ledger
        .map((e) => ({
          kind: e.kind as (typeof KINDS)[number],
          state: e.state as 'done',
          amountFils: e.amount,
        }))
        .sort((x, y) => KINDS.indexOf(x.kind) - KINDS.indexOf(y.kind));
      expect(o.ledger.every((e) => e.state === 'done' && e.reference)).toBe(true);
      const state = paymentState(o.payment_type, o.status as 'pending', rows);
      const refunded = rows.filter((r) => r.kind === 'refund').reduce((n, r) => n + r.amountFils, 0);
      const key = `${o.payment_type} ${o.status} ${state}${refunded > 0 && state === 'paid' ? ' part-refunded' : ''}`;
      states.set(key, (states.get(key) ?? 0) + 1);
      if (o.payment_type === 'card') {
        // Authorised and captured for the total at checkout.
        expect(rows.filter((r) => r.kind !== 'refund')).toEqual([
          { kind: 'authorization', state: 'done', amountFils: o.total_fils },
          { kind: 'capture', state: 'done', amountFils: o.total_fils },
        ]);
        expect(refunded).toBeLessThanOrEqual(o.total_fils);
      }
      if (o.payment_type === 'cash' && o.status === 'delivered')
        expect(rows).toEqual([{ kind: 'cash_collected', state: 'done', amountFils: o.total_fils }]);
      if (o.payment_type === 'cash' && o.status !== 'delivered') expect(rows).toEqual([]);
    }
    // Mostly delivered and paid; cancelled card orders refunded whole, a few delivered ones in part.
    expect([...states.keys()].sort()).toEqual(
      [
        'card cancelled refunded',
        'card delivered paid',
        'card delivered paid part-refunded',
        'card processing paid',
        'cash cancelled none',
        'cash delivered paid',
        'cash processing due',
      ].sort(),
    );
    const delivered = orders.filter((o) => o.status === 'delivered').length;
    const cancelled = orders.filter((o) => o.status === 'cancelled').length;
    expect(delivered / orders.length).toBeGreaterThan(0.8);
    expect(cancelled).toBeGreaterThan(5);
    // The test gateway's own record: one capture per card order, one refund per refund row.
    const { rows: gateway } = await t.db.execute<{ kind: string; n: number }>(sql`
      select e.kind::text, count(g.idempotency_key)::int as n from ledger_entries e
        join orders o on o.id = e.order_id and o.shop_id = ${shopId}
        left join test_gateway_operations g on g.idempotency_key = e.id::text and g.result = e.reference
       where e.kind in ('capture', 'refund') group by 1 order by 1`);
    const counts = Object.fromEntries(gateway.map((r) => [r.kind, r.n]));
    expect(counts.capture).toBe(orders.filter((o) => o.payment_type === 'card').length);
    expect(counts.refund).toBe(orders.filter((o) => o.ledger.some((e) => e.kind === 'refund')).length);
  });

  it('books its class in the past and the coming two weeks, on the grid, never over its capacity', async () => {
    const { rows: bookings } = await t.db
      .execute<{
        starts_at: Date;
        ends_at: Date;
        created_at: Date;
        quantity: number;
        capacity: number;
        status: string;
        order_status: string;
        opening_hours: null;
        use: number;
        id: string;
        listing_id: string;
      }>(sql`
      select b.id, b.listing_id, b.starts_at, b.ends_at, b.created_at, b.quantity, b.status, l.capacity,
             s.opening_hours, o.status as order_status,
             (select coalesce(sum(x.quantity), 0)::int from bookings x where x.listing_id = b.listing_id
                and x.status = 'confirmed' and x.span @> b.starts_at) as use
        from bookings b join listings l on l.id = b.listing_id join shops s on s.id = l.shop_id
        join order_lines ol on ol.booking_id = b.id join orders o on o.id = ol.order_id
       where l.shop_id = ${shopId} and l.name_en = ${DEMO_CLASS.nameEn}`)
      .then((r) => ({
        rows: r.rows.map((b) => ({
          ...b,
          starts_at: new Date(b.starts_at),
          ends_at: new Date(b.ends_at),
          created_at: new Date(b.created_at),
        })),
      }));
    const confirmed = bookings.filter((b) => b.status === 'confirmed');
    const today = bahrainDate(now);
    const ahead = confirmed.filter((b) => b.starts_at > now);
    expect(confirmed.filter((b) => b.ends_at < now).length).toBeGreaterThan(15);
    expect(ahead.length).toBeGreaterThanOrEqual(8);
    expect(ahead.every((b) => bahrainDate(b.starts_at) <= addDays(today, 14))).toBe(true);
    // Of the coming week (the calendar's first view), some days are booked.
    expect(new Set(ahead.map((b) => bahrainDate(b.starts_at))).size).toBeGreaterThanOrEqual(8);
    for (const b of bookings) {
      // As the time-slot dialog and the server's rules take it when it was made.
      expect(
        slotProblem(b.starts_at, (b.ends_at.getTime() - b.starts_at.getTime()) / 3_600_000, b.created_at),
      ).toBeNull();
      expect(isOpenAt(b.starts_at, b.opening_hours)).toBe(true);
      const minutes = bahrainMinutes(b.starts_at);
      expect(minutes >= SLOT_FIRST_START_MINUTES && minutes <= SLOT_LAST_START_MINUTES).toBe(true);
      expect(b.status).toBe(b.order_status === 'cancelled' ? 'cancelled' : 'confirmed');
      // Never more confirmed units than the capacity at any start.
      if (b.status === 'confirmed') expect(b.use).toBeLessThanOrEqual(b.capacity);
      // Done after its slot, accepted and waiting before it.
      if (b.status === 'confirmed')
        expect(b.order_status).toBe(b.starts_at > now ? 'processing' : 'delivered');
    }
    // The app's own availability rule still has a unit for a new booking of every coming slot.
    for (const b of ahead) {
      const res = await call(
        t.app,
        'GET',
        `/api/availability?listingId=${b.listing_id}&start=${b.starts_at.toISOString()}&hours=2`,
      );
      expect(res.statusCode).toBe(200);
      expect((res.json() as Availability).availableQuantity).toBeGreaterThanOrEqual(1);
    }
  });

  it('gives the last 30 days orders on most days, against the 30 before, and returning customers', async () => {
    const retailer = DEMO_ACCOUNTS.find((a) => a.role === 'retailer')!;
    const cookie = await login(t.app, retailer.email, retailer.password);
    const res = await call(t.app, 'GET', '/api/retailer/analytics?period=30d', undefined, { cookie });
    expect(res.statusCode).toBe(200);
    const a = res.json() as ShopAnalytics;
    expect(a.days.filter((d) => d.orders > 0).length).toBeGreaterThanOrEqual(25);
    expect(a.current.orders).toBeGreaterThan(60);
    expect(a.previous.orders).toBeGreaterThan(60);
    expect(a.current.refundsFils).toBeGreaterThan(0);
    expect(a.current.netFils).toBe(a.current.grossFils - a.current.refundsFils);
    expect(a.customers.current.returning).toBeGreaterThan(a.customers.current.new);
    expect(a.customers.current.new).toBeGreaterThan(3);
    expect(a.topListings.length).toBeGreaterThan(3);
    expect(a.utilisation.find((u) => u.name.en === DEMO_CLASS.nameEn)?.bookedHours).toBeGreaterThan(0);
  });
});
