import { randomUUID } from 'node:crypto';
import {
  type AdminOrderDetail,
  type AdminOrdersPage,
  apiErrorSchema,
  type CheckoutPreview,
  ORDER_ACCEPT_MINUTES,
  type OrderDetail,
  type OrderStatus,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call, mailbox } from '../../test-support/http.js';
import { orderScene } from '../../test-support/order-scene.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { bookings } from '../cart/cart.schema.js';
import { ledgerEntries } from '../ledger/ledger.schema.js';
import { orderStatusHistory, orders } from './orders.schema.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t = useTestApp();

let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin', name: 'Huda Admin' });
});

/** A shop with a product and an entertainer, and a customer with a plain, unique email. */
async function scene(shopName?: { en: string; ar: string }) {
  return orderScene(t.factories, {
    shop: shopName ? { nameEn: shopName.en, nameAr: shopName.ar } : {},
    customerName: 'Maryam Al Khalifa',
  });
}

const get = async <T>(url: string, cookie = admin.cookie, status = 200): Promise<T> => {
  const res = await call(t.app, 'GET', url, undefined, { cookie });
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};
const move = (id: string, body: unknown, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/orders/${id}/status`, body, { cookie, ip: '10.9.8.7' });
const auditOf = (id: string) => createAudit(t.db).forTarget('order', id);
const historyOf = (id: string) =>
  t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, id));
const statusOf = async (id: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;
const ids = (page: AdminOrdersPage) => page.orders.map((o) => o.id);

describe('GET /api/admin/orders: finding any order', () => {
  it('finds an order by its number, with or without #, and shows its shop, customer and total', async () => {
    const s = await scene();
    const order = await s.order();
    await s.order();
    for (const q of [String(order.number), `#${order.number}`, ` # ${order.number} `]) {
      const page: AdminOrdersPage = await get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(ids(page), q).toEqual([order.id]);
    }
    const [row] = (await get<AdminOrdersPage>(`/api/admin/orders?q=${order.number}`)).orders;
    expect(row).toMatchObject({
      number: order.number,
      status: 'pending',
      totalFils: order.totalFils,
      shop: { id: s.shop.id },
      customer: { email: s.customer.email, name: 'Maryam Al Khalifa' },
      isLate: false,
    });
  });

  it("finds a customer's orders by their email, whole or its start, in any case; newest first", async () => {
    const s = await scene();
    const first = await s.order();
    const second = await s.order({ status: 'delivered' });
    await (await scene()).order();
    const byEmail: AdminOrdersPage = await get(
      `/api/admin/orders?q=${encodeURIComponent(s.customer.email.toUpperCase())}`,
    );
    expect(ids(byEmail)).toEqual([second.id, first.id]);
    const start = s.customer.email.slice(0, s.customer.email.indexOf('@') + 1);
    const byStart: AdminOrdersPage = await get(`/api/admin/orders?q=${encodeURIComponent(start)}`);
    expect(ids(byStart)).toEqual([second.id, first.id]);
  });

  it("finds a shop's orders by its name in either language, and by its id", async () => {
    const tag = randomUUID().slice(0, 8);
    const s = await scene({ en: `Lanterns ${tag} House`, ar: `بيت الفوانيس ${tag}` });
    const mine = await s.order();
    await (await scene()).order();
    for (const q of [`lanterns ${tag}`, `الفوانيس ${tag}`]) {
      const page: AdminOrdersPage = await get(`/api/admin/orders?q=${encodeURIComponent(q)}`);
      expect(ids(page), q).toEqual([mine.id]);
    }
    const byId: AdminOrdersPage = await get(`/api/admin/orders?shopId=${s.shop.id}`);
    expect(ids(byId)).toEqual([mine.id]);
  });

  it('filters by status and by late (pending past the time to accept), pages by cursor', async () => {
    const s = await scene();
    const late = await s.order({ createdAt: new Date(Date.now() - (ORDER_ACCEPT_MINUTES + 5) * 60_000) });
    const fresh = await s.order();
    const accepted = await s.order({ status: 'processing' });
    const scoped = `/api/admin/orders?shopId=${s.shop.id}`;
    expect(ids(await get(`${scoped}&status=processing`))).toEqual([accepted.id]);
    expect(ids(await get(`${scoped}&status=pending`))).toEqual([fresh.id, late.id]);
    const lateOnly: AdminOrdersPage = await get(`${scoped}&late=1`);
    expect(ids(lateOnly)).toEqual([late.id]);
    expect(lateOnly.orders[0]!.isLate).toBe(true);

    for (let i = 0; i < 25; i++) await s.order();
    const first: AdminOrdersPage = await get(scoped);
    expect(first.orders).toHaveLength(25);
    expect(first.nextCursor).not.toBeNull();
    const second: AdminOrdersPage = await get(`${scoped}&after=${first.nextCursor}`);
    expect(second.orders).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    const all = [...first.orders, ...second.orders].map((o) => o.number);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(new Set(all).size).toBe(28);
  });

  it('refuses a query that is not one (400) and an unknown status', async () => {
    expect((await call(t.app, 'GET', '/api/admin/orders?status=lost', undefined, admin)).statusCode).toBe(
      400,
    );
    expect((await call(t.app, 'GET', '/api/admin/orders?after=abc', undefined, admin)).statusCode).toBe(400);
    const none: AdminOrdersPage = await get(`/api/admin/orders?q=${encodeURIComponent('100%_')}`);
    expect(none.orders).toEqual([]);
  });
});

describe('GET /api/admin/orders/:id: an order, whole', () => {
  it("shows customer, shop, lines, totals, payment, timeline with who, and the admin's next moves", async () => {
    const s = await scene();
    const order = await s.order();
    const detail: AdminOrderDetail = await get(`/api/admin/orders/${order.id}`);
    expect(detail).toMatchObject({
      id: order.id,
      number: order.number,
      status: 'pending',
      customer: { email: s.customer.email, name: 'Maryam Al Khalifa', phone: '+97336001234' },
      shop: { id: s.shop.id },
      address: { area: 'Adliya', block: '338' },
      totals: { totalFils: order.totalFils },
      payment: { type: 'cash', state: 'due' },
      ledger: [],
      nextMoves: ['processing', 'cancelled'],
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.timeline).toEqual([
      expect.objectContaining({ event: 'placed', actor: 'customer', actorName: 'Maryam Al Khalifa' }),
    ]);
  });

  it('offers only the moves the machine allows an admin from where the order is', async () => {
    const s = await scene();
    const past = { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() - HOUR) };
    const future = { start: new Date(Date.now() + DAY), end: new Date(Date.now() + DAY + HOUR) };
    const cases: [Parameters<typeof s.order>[0], OrderStatus[]][] = [
      [{ status: 'processing' }, ['shipped', 'cancelled']],
      [{ status: 'processing', booked: past }, ['delivered', 'cancelled']],
      [{ status: 'processing', booked: future }, ['cancelled']],
      [{ status: 'shipped' }, ['delivered']],
      [{ status: 'delivered' }, []],
      [{ status: 'cancelled' }, []],
    ];
    for (const [values, moves] of cases) {
      const order = await s.order(values);
      const detail: AdminOrderDetail = await get(`/api/admin/orders/${order.id}`);
      expect(detail.nextMoves, JSON.stringify(values)).toEqual(moves);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await call(t.app, 'GET', `/api/admin/orders/${randomUUID()}`, undefined, admin);
    expect(res.statusCode).toBe(404);
    expect(codeOf(res)).toBe('NOT_FOUND');
  });
});

describe('POST /api/admin/orders/:id/status: an admin moves an order, with a reason', () => {
  it('each allowed admin move writes its history row with the reason and exactly one audit row', async () => {
    const s = await scene();
    const past = { start: new Date(Date.now() - 3 * HOUR), end: new Date(Date.now() - HOUR) };
    const moves: [Parameters<typeof s.order>[0], OrderStatus][] = [
      [{}, 'processing'],
      [{}, 'cancelled'],
      [{ status: 'processing' }, 'shipped'],
      [{ status: 'processing', booked: past }, 'delivered'],
      [{ status: 'processing' }, 'cancelled'],
      [{ status: 'shipped' }, 'delivered'],
    ];
    for (const [values, to] of moves) {
      const order = await s.order(values);
      const from = order.status;
      const reason = `The shop asked us by phone (${from} to ${to})`;
      const res = await move(order.id, { status: to, reason });
      expect(res.statusCode, `${from} → ${to}: ${res.body}`).toBe(200);
      const detail: AdminOrderDetail = res.json();
      expect(detail.status).toBe(to);
      // (A cash order's delivery is followed by the cash collected, the system's.)
      expect(detail.timeline.filter((e) => e.actor !== 'system').at(-1)).toMatchObject({
        actor: 'admin',
        actorName: 'Huda Admin',
        note: reason,
      });
      const history = await historyOf(order.id);
      expect(history.at(-1)).toMatchObject({
        status: to,
        actor: 'admin',
        actorUserId: admin.id,
        note: reason,
      });
      const audit = await auditOf(order.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actorUserId: admin.id,
        actorRole: 'admin',
        ip: '10.9.8.7',
        action: 'order.move',
        targetType: 'order',
        targetId: order.id,
        reason,
        before: { status: from },
        after: { status: to },
      });
    }
  });

  it('strips markup from the reason; a missing or short reason is refused (400) and writes nothing', async () => {
    const s = await scene();
    const order = await s.order();
    for (const body of [
      { status: 'processing' },
      { status: 'processing', reason: 'ok' },
      { status: 'processing', reason: '<b></b>   ' },
    ]) {
      const res = await move(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    expect(await statusOf(order.id)).toBe('pending');
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await auditOf(order.id)).toHaveLength(0);

    const res = await move(order.id, {
      status: 'processing',
      reason: '<script>x</script>Shop confirmed by phone',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await auditOf(order.id))[0]!.reason).toBe('xShop confirmed by phone');
  });

  it('a move the machine forbids answers 409 ORDER_MOVE_NOT_ALLOWED and writes no history and no audit row', async () => {
    const s = await scene();
    const future = { start: new Date(Date.now() + DAY), end: new Date(Date.now() + DAY + HOUR) };
    const refused: [Parameters<typeof s.order>[0], OrderStatus][] = [
      [{}, 'shipped'],
      [{}, 'delivered'],
      [{}, 'pending'],
      [{ status: 'processing', booked: future }, 'delivered'],
      [{ status: 'processing', booked: future }, 'shipped'],
      [{ status: 'shipped' }, 'cancelled'],
      [{ status: 'delivered' }, 'cancelled'],
      [{ status: 'cancelled' }, 'processing'],
    ];
    for (const [values, to] of refused) {
      const order = await s.order(values);
      const res = await move(order.id, { status: to, reason: 'Trying something not allowed' });
      expect(res.statusCode, `${order.status} → ${to}`).toBe(409);
      expect(codeOf(res)).toBe('ORDER_MOVE_NOT_ALLOWED');
      expect(await statusOf(order.id)).toBe(order.status);
      expect(await historyOf(order.id)).toHaveLength(1);
      expect(await auditOf(order.id)).toHaveLength(0);
    }
    const missing = randomUUID();
    expect((await move(missing, { status: 'cancelled', reason: 'No such order here' })).statusCode).toBe(404);
    expect(await auditOf(missing)).toHaveLength(0);
  });

  it('two admins cancelling one order at once: one wins, the other is refused (409), one audit row', async () => {
    const s = await scene();
    const other = await t.factories.user({ role: 'admin' });
    for (let round = 0; round < 3; round++) {
      const order = await s.order();
      const answers = await Promise.all([
        move(order.id, { status: 'cancelled', reason: 'The customer asked to cancel' }),
        move(order.id, { status: 'cancelled', reason: 'The shop cannot make it' }, other.cookie),
      ]);
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes, answers.map((r) => r.body).join(' ')).toEqual([200, 409]);
      const won = answers.find((r) => r.statusCode === 200)!.json() as AdminOrderDetail;
      expect(await statusOf(order.id)).toBe(won.status);
      expect(await historyOf(order.id)).toHaveLength(2);
      const audit = await auditOf(order.id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ reason: won.cancelReason, after: { status: 'cancelled' } });
    }
  });

  it('no other role moves or reads through the admin routes, and nothing is written', async () => {
    const s = await scene();
    const order = await s.order();
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const other =
        role === 'retailer' ? s.owner : role === 'customer' ? s.customer : await t.factories.user({ role });
      expect(
        (await move(order.id, { status: 'cancelled', reason: 'Not my call at all' }, other.cookie))
          .statusCode,
      ).toBe(403);
      expect((await call(t.app, 'GET', `/api/admin/orders/${order.id}`, undefined, other)).statusCode).toBe(
        403,
      );
      expect((await call(t.app, 'GET', '/api/admin/orders', undefined, other)).statusCode).toBe(403);
    }
    expect((await call(t.app, 'GET', '/api/admin/orders')).statusCode).toBe(401);
    expect(await statusOf(order.id)).toBe('pending');
    expect(await auditOf(order.id)).toHaveLength(0);
  });

  it("cancelling a card order an admin's way refunds it like any cancel, releases its booking, tells the customer", async () => {
    const s = await scene();
    const f = t.factories;
    const address = await f.address({ userId: s.customer.id });
    const card = await f.paymentMethod({
      userId: s.customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    });
    await f.productLine({ userId: s.customer.id, listingId: s.product.id, quantity: 1 });
    const start = new Date(Math.ceil((Date.now() + 2 * DAY) / HOUR) * HOUR);
    await f.hold({ userId: s.customer.id, listingId: s.entertainer.id, start, hours: 2 });
    const preview: CheckoutPreview = (
      await call(t.app, 'GET', '/api/checkout', undefined, { cookie: s.customer.cookie })
    ).json();
    const placed = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(preview, { addressId: address.id, methodId: card.id }),
      { cookie: s.customer.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const order = (placed.json() as PlaceOrderResponse).orders[0]!;
    // The shop accepted it; only an admin can still cancel it now.
    expect((await move(order.id, { status: 'processing', reason: 'Accepted for the shop' })).statusCode).toBe(
      200,
    );

    const res = await move(order.id, {
      status: 'cancelled',
      reason: 'The venue closed; agreed with both sides',
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail: AdminOrderDetail = res.json();
    expect(detail).toMatchObject({
      status: 'cancelled',
      cancelReason: 'The venue closed; agreed with both sides',
      payment: { type: 'card', state: 'refunded' },
      nextMoves: [],
    });
    expect(detail.ledger.filter((r) => r.kind === 'refund')).toEqual([
      expect.objectContaining({ state: 'done', amountFils: order.totalFils }),
    ]);
    const refunds = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'refund')));
    expect(refunds.map((r) => [r.state, r.amountFils])).toEqual([['done', order.totalFils]]);
    const held = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, s.customer.id));
    expect(held.map((b) => b.status)).toEqual(['cancelled']);
    expect((await auditOf(order.id)).map((r) => r.action)).toEqual(['order.move', 'order.move']);

    const theirs: OrderDetail = (
      await call(t.app, 'GET', `/api/orders/${order.id}`, undefined, { cookie: s.customer.cookie })
    ).json();
    expect(theirs.status).toBe('cancelled');
    const mail = (await mailbox(t.app)).filter(
      (m) => m.to === s.customer.email && m.subject.includes('cancelled'),
    );
    expect(mail).toHaveLength(1);
    // The admin's reason is the audit's, not said to the customer as the shop's.
    expect(mail[0]!.text).not.toContain('The venue closed');
  });
});
