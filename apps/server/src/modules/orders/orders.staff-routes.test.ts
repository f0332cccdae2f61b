import { randomUUID } from 'node:crypto';
import {
  type CheckoutPreview,
  type LateOrdersResponse,
  ORDER_ACCEPT_MINUTES,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderInvoice,
  type OrderStatus,
  type PlaceOrderResponse,
  type ShopDashboardSummary,
  type ShopOrderDetail,
  type ShopOrderMove,
  type ShopOrdersPage,
  vatIncludedFils,
} from '@haflah/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createBuilders } from '../../test-support/builders.js';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call, mailbox } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { bookings } from '../cart/cart.schema.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { orderStatusHistory, orders } from './orders.schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The app's clock runs `offset` ahead of the real one (a booked slot ends, an order turns late). */
let offset = 0;
const t = useTestApp({ clock: () => new Date(Date.now() + offset) });

/** A shop run by a retailer account, a product and an entertainer to sell, and a customer. */
async function shopScene() {
  return orderScene(t.factories, {
    shop: { crNumber: '123456', phone: '+97317001234', address: 'Road 1, Block 338' },
    customerName: 'Fatima Al Sayed',
  });
}
type Scene = Awaited<ReturnType<typeof shopScene>>;

const get = async <T>(cookie: string, url: string, status = 200): Promise<T> => {
  const res = await call(t.app, 'GET', url, undefined, { cookie });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe("the shop's order list", () => {
  it('pages newest first by number, filters by status and Bahrain day, finds a number; never another shop', async () => {
    const s = await shopScene();
    const other = await shopScene();
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await s.order({ status: i % 4 === 0 ? 'processing' : 'pending' }));
    const foreign = await other.order();
    const cookie = s.owner.cookie;

    const seen: ShopOrdersPage['orders'] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ShopOrdersPage = await get(
        cookie,
        `/api/retailer/orders?limit=10${cursor ? `&after=${cursor}` : ''}`,
      );
      seen.push(...page.orders);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen.map((o) => o.id).sort()).toEqual(made.map((o) => o.id).sort());
    const numbers = seen.map((o) => o.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(seen[0]).toMatchObject({
      customerFirstName: 'Fatima',
      itemCount: 1,
      needsDelivery: true,
      isLate: false,
    });

    const processing: ShopOrdersPage = await get(cookie, '/api/retailer/orders?status=processing');
    expect(processing.orders.map((o) => o.status)).toEqual(Array(6).fill('processing'));

    const one: ShopOrdersPage = await get(cookie, `/api/retailer/orders?q=%23${made[5]!.number}`);
    expect(one.orders.map((o) => o.id)).toEqual([made[5]!.id]);
    const theirs: ShopOrdersPage = await get(cookie, `/api/retailer/orders?q=${foreign.number}`);
    expect(theirs.orders).toEqual([]);

    // 21:30 UTC on 15 January is 00:30 on the 16th in Bahrain.
    await t.db
      .update(orders)
      .set({ createdAt: new Date('2026-01-15T21:30:00Z') })
      .where(eq(orders.id, made[0]!.id));
    const day16: ShopOrdersPage = await get(cookie, '/api/retailer/orders?from=2026-01-16&to=2026-01-16');
    expect(day16.orders.map((o) => o.id)).toEqual([made[0]!.id]);
    const day15: ShopOrdersPage = await get(cookie, '/api/retailer/orders?from=2026-01-15&to=2026-01-15');
    expect(day15.orders).toEqual([]);
    const since16: ShopOrdersPage = await get(cookie, '/api/retailer/orders?from=2026-01-16&limit=50');
    expect(since16.orders).toHaveLength(23);

    for (const bad of ['limit=0', 'limit=51', 'q=abc', 'status=lost', 'from=2026-13-01', 'after=x'])
      await get(cookie, `/api/retailer/orders?${bad}`, 400);
  });

  it(`flags an order pending for more than ${ORDER_ACCEPT_MINUTES} minutes as late, in the list and the summary`, async () => {
    const s = await shopScene();
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    const late = await s.order({ createdAt: minutesAgo(ORDER_ACCEPT_MINUTES + 2) });
    const fresh = await s.order({ createdAt: minutesAgo(ORDER_ACCEPT_MINUTES - 2) });
    const acceptedLong = await s.order({ status: 'processing', createdAt: minutesAgo(90) });
    const page: ShopOrdersPage = await get(s.owner.cookie, '/api/retailer/orders');
    const lateOf = Object.fromEntries(page.orders.map((o) => [o.id, o.isLate]));
    expect(lateOf).toEqual({ [late.id]: true, [fresh.id]: false, [acceptedLong.id]: false });
    const summary: ShopDashboardSummary = await get(s.owner.cookie, '/api/retailer/orders/summary');
    expect(summary).toMatchObject({ waitingForAcceptance: 2, lateCount: 1 });
  });
});

describe("the shop's dashboard figures", () => {
  it("counts today's orders (Bahrain day), the waiting and late ones, today's revenue without the cancelled, and the next 5 bookings", async () => {
    const s = await shopScene();
    const now = Date.now();
    await s.order({ priceFils: 10_000 });
    await s.order({ status: 'processing', priceFils: 20_000 });
    await s.order({ status: 'cancelled', priceFils: 40_000 });
    await s.order({ createdAt: new Date(now - 2 * DAY), priceFils: 80_000 }); // pending, late, not today
    const slot = (hoursAhead: number) => ({
      start: new Date(Math.ceil((now + hoursAhead * HOUR) / HOUR) * HOUR),
      end: new Date(Math.ceil((now + hoursAhead * HOUR) / HOUR) * HOUR + 2 * HOUR),
    });
    const ahead = [];
    for (const h of [30, 6, 54, 78, 102, 126])
      ahead.push(await s.order({ status: 'processing', booked: slot(h) }));
    await s.order({ status: 'cancelled', booked: slot(3) }); // cancelled: not next
    await s.order({
      status: 'delivered',
      booked: { start: new Date(now - 5 * HOUR), end: new Date(now - 3 * HOUR) },
    });

    const summary: ShopDashboardSummary = await get(s.owner.cookie, '/api/retailer/orders/summary');
    // The Bahrain day may have begun less than a booking's lead ago: count what was placed today.
    const todays = await t.db.execute(
      sql`select count(*)::int as n, coalesce(sum(total_fils) filter (where status <> 'cancelled'), 0)::int as revenue
          from orders where shop_id = ${s.shop.id}
          and created_at >= (date_trunc('day', now() at time zone 'Asia/Bahrain') at time zone 'Asia/Bahrain')`,
    );
    const row = (todays as unknown as { rows: { n: number; revenue: number }[] }).rows[0]!;
    expect(row.n).toBe(11);
    expect(summary.todayNewOrders).toBe(11);
    expect(summary.todayRevenueFils).toBe(row.revenue);
    expect(summary.waitingForAcceptance).toBe(2);
    expect(summary.lateCount).toBe(1);
    expect(summary.nextBookings.map((b) => b.orderId)).toEqual(
      [ahead[1], ahead[0], ahead[2], ahead[3], ahead[4]].map((o) => o!.id),
    );
    expect(summary.nextBookings[0]).toMatchObject({ name: { en: 'Magic show', ar: 'عرض سحري' } });

    const stranger = await t.factories.user({ role: 'retailer' });
    expect(await get(stranger.cookie, '/api/retailer/orders/summary')).toEqual({
      todayNewOrders: 0,
      waitingForAcceptance: 0,
      lateCount: 0,
      todayRevenueFils: 0,
      nextBookings: [],
    });
  });
});

describe("an order's page and invoice", () => {
  it("shows the customer's first name, phone and address while open and for 7 days after it closes, then not", async () => {
    const s = await shopScene();
    const open = await s.order({ status: 'shipped' });
    const detail: ShopOrderDetail = await get(s.owner.cookie, `/api/retailer/orders/${open.id}`);
    expect(detail.customer).toMatchObject({
      firstName: 'Fatima',
      phone: '+97336001234',
      address: { area: 'Adliya' },
    });

    const closed = await s.order({ status: 'delivered' });
    const closedAt = async (daysAgo: number) =>
      t.db
        .update(orderStatusHistory)
        .set({ at: new Date(Date.now() - daysAgo * DAY) })
        .where(eq(orderStatusHistory.orderId, closed.id));
    await closedAt(6.9);
    const within: ShopOrderDetail = await get(s.owner.cookie, `/api/retailer/orders/${closed.id}`);
    expect(within.customer?.firstName).toBe('Fatima');
    expect(within.customerFirstName).toBe('Fatima');
    await closedAt(7.1);
    const after: ShopOrderDetail = await get(s.owner.cookie, `/api/retailer/orders/${closed.id}`);
    expect(after.customer).toBeNull();
    expect(after.customerFirstName).toBeNull();
    const listed: ShopOrdersPage = await get(s.owner.cookie, `/api/retailer/orders?q=${closed.number}`);
    expect(listed.orders[0]!.customerFirstName).toBeNull();
    const invoice: OrderInvoice = await get(s.owner.cookie, `/api/retailer/orders/${closed.id}/invoice`);
    expect(invoice.buyer).toEqual({ firstName: null, address: null });
    // The order itself stays the shop's: lines and money.
    expect(after.lines).toHaveLength(1);
    expect(after.totals.totalFils).toBe(closed.totalFils);
  });

  it('invoices with the order number, both seller names, the CR number and the VAT included shown apart', async () => {
    const s = await shopScene();
    const order = await s.order({ status: 'delivered', priceFils: 12_500 });
    const invoice: OrderInvoice = await get(s.owner.cookie, `/api/retailer/orders/${order.id}/invoice`);
    expect(invoice).toMatchObject({
      number: order.number,
      seller: {
        name: { en: s.shop.nameEn, ar: s.shop.nameAr },
        crNumber: '123456',
        phone: '+97317001234',
        address: 'Road 1, Block 338',
        area: { en: 'Manama', ar: 'المنامة' },
      },
      issuedAt: order.createdAt.toISOString(),
      subtotalFils: 12_500,
      deliveryFeeFils: 1000,
      totalFils: 13_500,
      vatFils: vatIncludedFils(13_500),
      vatPercent: 10,
      paymentType: 'cash',
      buyer: { firstName: 'Fatima' },
    });
    expect(invoice.vatFils).toBe(1227);
    expect(invoice.subtotalFils + invoice.deliveryFeeFils).toBe(invoice.totalFils);
    expect(invoice.lines).toEqual([
      {
        name: { en: 'Balloon arch', ar: 'قوس بالونات' },
        quantity: 1,
        unitPriceFils: 12_500,
        totalFils: 12_500,
        booking: null,
      },
    ]);
  });
});

/** Which moves the shop may make, by status and kind of order, written out apart from the machine. */
type Kind = 'product' | 'bookingAhead' | 'bookingOver';
const ALLOWED: Record<string, OrderStatus> = {
  'pending:accept:product': 'processing',
  'pending:accept:bookingAhead': 'processing',
  'pending:accept:bookingOver': 'processing',
  'pending:reject:product': 'cancelled',
  'pending:reject:bookingAhead': 'cancelled',
  'pending:reject:bookingOver': 'cancelled',
  'processing:ready:product': 'processing',
  'processing:complete:bookingOver': 'delivered',
};

describe("the shop's moves", () => {
  const MOVES: ShopOrderMove[] = ['accept', 'reject', 'ready', 'complete'];
  const KINDS: Kind[] = ['product', 'bookingAhead', 'bookingOver'];

  it(`makes exactly the ${Object.keys(ALLOWED).length} moves of the table, of ${5 * 4 * 3} (status, move, kind), each with its history`, async () => {
    const s = await shopScene();
    const now = Date.now();
    const spans: Record<Kind, { start: Date; end: Date } | undefined> = {
      product: undefined,
      bookingAhead: { start: new Date(now + 2 * DAY), end: new Date(now + 2 * DAY + 2 * HOUR) },
      bookingOver: { start: new Date(now - 3 * HOUR), end: new Date(now - HOUR) },
    };
    const wrong: string[] = [];
    for (const status of ORDER_STATUSES)
      for (const move of MOVES)
        for (const kind of KINDS) {
          const order = await s.order({ status, booked: spans[kind] });
          const res = await call(
            t.app,
            'POST',
            `/api/retailer/orders/${order.id}/${move}`,
            move === 'reject' ? { reason: 'Fully booked that day' } : undefined,
            { cookie: s.owner.cookie },
          );
          const key = `${status}:${move}:${kind}`;
          const expected = ALLOWED[key];
          const row = await orderRow(order.id);
          if (expected) {
            if (res.statusCode !== 200) wrong.push(`${key}: ${res.statusCode} ${res.body}`);
            expect(row.status, key).toBe(expected);
            const detail: ShopOrderDetail = res.json();
            expect(detail.status, key).toBe(expected);
            if (move === 'ready') {
              expect(row.readyAt, key).toBeInstanceOf(Date);
              expect(detail.timeline.at(-1)).toMatchObject({ event: 'ready', actor: 'retailer' });
            } else {
              const [last] = await t.db
                .select()
                .from(orderStatusHistory)
                .where(
                  and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, expected)),
                );
              expect(last, key).toMatchObject({ actor: 'retailer', actorUserId: s.owner.id });
            }
            if (move === 'accept') expect(row.acceptedAt, key).toBeInstanceOf(Date);
          } else {
            if (res.statusCode !== 409 || res.json().error.code !== 'ORDER_MOVE_NOT_ALLOWED')
              wrong.push(`${key}: ${res.statusCode} ${res.body}`);
            expect(row.status, key).toBe(status);
            expect(row.readyAt, key).toBeNull();
          }
        }
    expect(wrong).toEqual([]);
  });

  it('offers as nextMoves what the routes allow', async () => {
    const s = await shopScene();
    const cases: [OrderStatus, Kind, ShopOrderMove[]][] = [
      ['pending', 'product', ['accept', 'reject']],
      ['processing', 'product', ['ready']],
      ['processing', 'bookingAhead', []],
      ['processing', 'bookingOver', ['complete']],
      ['shipped', 'product', []],
    ];
    const now = Date.now();
    for (const [status, kind, moves] of cases) {
      const booked =
        kind === 'product'
          ? undefined
          : kind === 'bookingOver'
            ? { start: new Date(now - 3 * HOUR), end: new Date(now - HOUR) }
            : { start: new Date(now + DAY), end: new Date(now + DAY + HOUR) };
      const order = await s.order({ status, booked });
      const detail: ShopOrderDetail = await get(s.owner.cookie, `/api/retailer/orders/${order.id}`);
      expect(detail.nextMoves, `${status} ${kind}`).toEqual(moves);
    }
  });

  it('marks an order ready once (a driver picks it up: the shop has no ship move); the timeline tells who did what', async () => {
    const s = await shopScene();
    const order = await s.order();
    const post = (move: string) =>
      call(t.app, 'POST', `/api/retailer/orders/${order.id}/${move}`, undefined, { cookie: s.owner.cookie });
    expect((await post('accept')).statusCode).toBe(200);
    const list = async (status: string) =>
      ((await get(s.owner.cookie, `/api/retailer/orders?status=${status}`)) as ShopOrdersPage).orders.map(
        (o) => o.id,
      );
    expect(await list('ready')).toEqual([]);
    expect((await post('ready')).statusCode).toBe(200);
    // The list's `ready` filter: processing orders the shop has said are ready, and only those.
    expect(await list('ready')).toEqual([order.id]);
    expect(await list('processing')).toEqual([order.id]);
    const again = await post('ready');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_MOVE_NOT_ALLOWED');
    expect((await post('ship')).statusCode).toBe(404);
    const detail: ShopOrderDetail = await get(s.owner.cookie, `/api/retailer/orders/${order.id}`);
    expect(detail.status).toBe('processing');
    expect(detail.nextMoves).toEqual([]);
    expect(detail.timeline.map((e) => [e.event, e.actor])).toEqual([
      ['placed', 'customer'],
      ['accepted', 'retailer'],
      ['ready', 'retailer'],
    ]);
    expect(detail.readyAt).not.toBeNull();
    expect(detail.acceptedAt).not.toBeNull();
  });

  it('marks an order of bookings done only once its last slot has ended; cash is then collected', async () => {
    const s = await shopScene();
    const start = new Date(Math.ceil((Date.now() + HOUR) / HOUR) * HOUR);
    const order = await s.order({
      status: 'processing',
      booked: { start, end: new Date(start.getTime() + 2 * HOUR) },
    });
    const complete = () =>
      call(t.app, 'POST', `/api/retailer/orders/${order.id}/complete`, undefined, { cookie: s.owner.cookie });
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect((await orderRow(order.id)).status).toBe('processing');
    try {
      offset = start.getTime() + 2 * HOUR + 60_000 - Date.now();
      const done = await complete();
      expect(done.statusCode, done.body).toBe(200);
      const detail: ShopOrderDetail = done.json();
      expect(detail.status).toBe('delivered');
      expect(detail.paymentState).toBe('paid');
      // (The factory's order starts with one history row, at its status.)
      expect(detail.timeline.slice(1).map((e) => [e.event, e.actor])).toEqual([
        ['delivered', 'retailer'],
        ['paid', 'system'],
      ]);
    } finally {
      offset = 0;
    }
  });

  it('keeps POST /api/admin/orders/:id/status working for admins, the machine deciding', async () => {
    const s = await shopScene();
    const admin = await t.factories.user({ role: 'admin' });
    const order = await s.order({
      status: 'processing',
      booked: { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() - HOUR) },
    });
    const ship = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.id}/status`,
      { status: 'shipped', reason: 'The customer asked us to' },
      { cookie: admin.cookie },
    );
    expect(ship.statusCode).toBe(409);
    const done = await call(
      t.app,
      'POST',
      `/api/admin/orders/${order.id}/status`,
      { status: 'delivered', reason: 'The slots have ended' },
      { cookie: admin.cookie },
    );
    expect(done.statusCode).toBe(200);
    expect((done.json() as OrderDetail).status).toBe('delivered');
  });

  it("answers 404 to shop A for every one of shop B's orders' routes, and leaves B's order unchanged", async () => {
    const a = await shopScene();
    const b = await shopScene();
    await a.order();
    const theirs = await b.order();
    const before = await orderRow(theirs.id);
    const routes: [string, string, unknown][] = [
      ['GET', '', undefined],
      ['GET', '/invoice', undefined],
      ['POST', '/accept', undefined],
      ['POST', '/reject', { reason: 'Not ours' }],
      ['POST', '/ready', undefined],
      ['POST', '/complete', undefined],
      ['POST', '/status', { status: 'processing' }],
    ];
    const answers = [];
    for (const [method, path, body] of routes) {
      const res = await call(
        t.app,
        method as 'GET' | 'POST',
        `/api/retailer/orders/${theirs.id}${path}`,
        body,
        {
          cookie: a.owner.cookie,
        },
      );
      answers.push([path, res.statusCode, res.json().error?.code]);
    }
    expect(answers).toEqual(routes.map(([, path]) => [path, 404, 'NOT_FOUND']));
    expect(await orderRow(theirs.id)).toEqual(before);
  });
});

describe('rejecting an order', () => {
  /** A customer who places, through checkout, a product and a two-hour booking at `s`'s shop, by card. */
  async function placed(s: Scene): Promise<PlaceOrderResponse['orders'][number]> {
    const f = t.factories;
    const address = await f.address({ userId: s.customer.id });
    const card = await f.paymentMethod({
      userId: s.customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    });
    await f.productLine({ userId: s.customer.id, listingId: s.product.id, quantity: 2 });
    const start = new Date(Math.ceil((Date.now() + 2 * DAY) / HOUR) * HOUR);
    await f.hold({ userId: s.customer.id, listingId: s.entertainer.id, start, hours: 2 });
    const preview: CheckoutPreview = await get(s.customer.cookie, '/api/checkout');
    const res = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(preview, { addressId: address.id, methodId: card.id }),
      { cookie: s.customer.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as PlaceOrderResponse).orders[0]!;
  }

  it('cancels with the reason (markup stripped): bookings released, refunded, the customer told by email with it', async () => {
    const s = await shopScene();
    const order = await placed(s);
    const reject = (reason: string) =>
      call(t.app, 'POST', `/api/retailer/orders/${order.id}/reject`, { reason }, { cookie: s.owner.cookie });
    const short = await reject('no');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.code).toBe('VALIDATION_FAILED');
    expect((await orderRow(order.id)).status).toBe('pending');

    const res = await reject('<b>Fully booked</b> that evening');
    expect(res.statusCode, res.body).toBe(200);
    const detail: ShopOrderDetail = res.json();
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Fully booked that evening',
      nextMoves: [],
    });
    expect(detail.timeline.find((e) => e.event === 'cancelled')).toMatchObject({
      actor: 'retailer',
      note: 'Fully booked that evening',
    });
    expect(detail.paymentState).toBe('refunded');
    expect(detail.timeline.map((e) => e.event)).toEqual(['placed', 'paid', 'cancelled', 'refunded']);
    expect(detail.lines.find((l) => l.booking)?.booking?.status).toBe('cancelled');
    const held = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, s.customer.id));
    expect(held.map((b) => b.status)).toEqual(['cancelled']);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds.map((r) => [r.state, r.amountFils])).toEqual([['done', order.totalFils]]);

    const mail = (await mailbox(t.app)).find(
      (m) => m.to === s.customer.email && m.subject.includes('cancelled'),
    );
    expect(mail?.text).toContain('Fully booked that evening');
    expect(mail?.text).toContain('سبب المتجر');
    const theirs: OrderDetail = await get(s.customer.cookie, `/api/orders/${order.id}`);
    expect(theirs.status).toBe('cancelled');
    // Once only: a second reject is refused.
    expect((await reject('Again, really')).statusCode).toBe(409);
  });
});

describe('late orders, for admins', () => {
  it('lists every order pending too long, oldest first, with its shop; only to admins', async () => {
    const s = await shopScene();
    const old = await s.order({ createdAt: new Date(Date.now() - 3 * HOUR) });
    const late = await s.order({ createdAt: new Date(Date.now() - (ORDER_ACCEPT_MINUTES + 5) * 60_000) });
    const fresh = await s.order();
    const accepted = await s.order({ status: 'processing', createdAt: new Date(Date.now() - 3 * HOUR) });
    const admin = await t.factories.user({ role: 'admin' });
    const answer: LateOrdersResponse = await get(admin.cookie, '/api/admin/orders/late');
    const ours = answer.orders.filter((o) => o.shop.id === s.shop.id);
    expect(ours.map((o) => o.id)).toEqual([old.id, late.id]);
    expect(ours[0]).toMatchObject({ number: old.number, shop: { name: { en: s.shop.nameEn } } });
    expect(ours[0]!.minutesWaiting).toBeGreaterThanOrEqual(179);
    expect(answer.orders.map((o) => o.id)).not.toContain(fresh.id);
    expect(answer.orders.map((o) => o.id)).not.toContain(accepted.id);
    await get(s.owner.cookie, '/api/admin/orders/late', 403);
  });
});

describe("the shop's room hears of its orders", () => {
  it('a new order is announced to shop:<id> (order.placed), a move to its room too (order.changed)', async () => {
    const database = await createTestDatabase();
    const heard: { room: string; event: { type: string; orderId?: string } }[] = [];
    const stop = await database.listen('realtime', (payload) => {
      if (payload !== '*') heard.push(JSON.parse(payload));
    });
    const app = await buildApp({ config: TEST_APP_CONFIG, database });
    try {
      await app.ready();
      const f = createBuilders(database.db);
      const owner = await f.user({ role: 'retailer' });
      const shop = await f.shop({ ownerUserId: owner.id });
      const category = await f.category();
      const product = await f.listing({ shopId: shop.id, categoryId: category.id });
      const customer = await f.user({ role: 'customer' });
      const address = await f.address({ userId: customer.id });
      const card = await f.paymentMethod({
        userId: customer.id,
        token: `tgw_approved_${randomUUID().slice(0, 8)}`,
      });
      await f.productLine({ userId: customer.id, listingId: product.id });
      const preview: CheckoutPreview = (
        await call(app, 'GET', '/api/checkout', undefined, { cookie: customer.cookie })
      ).json();
      const res = await call(
        app,
        'POST',
        '/api/checkout',
        placeRequestFor(preview, { addressId: address.id, methodId: card.id }),
        { cookie: customer.cookie },
      );
      expect(res.statusCode, res.body).toBe(201);
      const orderId = (res.json() as PlaceOrderResponse).orders[0]!.id;
      const room = `shop:${shop.id}`;
      const until = async (match: (h: (typeof heard)[number]) => boolean) => {
        for (let i = 0; i < 100 && !heard.some(match); i++) await new Promise((r) => setTimeout(r, 20));
        return heard.filter(match);
      };
      expect(await until((h) => h.room === room)).toEqual([
        { room, event: { type: 'order.placed', orderId } },
      ]);
      const accept = await call(app, 'POST', `/api/retailer/orders/${orderId}/accept`, undefined, {
        cookie: owner.cookie,
      });
      expect(accept.statusCode).toBe(200);
      expect(await until((h) => h.room === room && h.event.type === 'order.changed')).toEqual([
        { room, event: { type: 'order.changed', orderId } },
      ]);
      // Another shop's room heard nothing of it.
      expect(heard.filter((h) => h.room.startsWith('shop:') && h.room !== room)).toEqual([]);
    } finally {
      await stop();
      await app.close();
      await database.close();
    }
  });
});
