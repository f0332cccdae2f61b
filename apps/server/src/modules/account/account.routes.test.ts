import { randomUUID } from 'node:crypto';
import {
  apiErrorSchema,
  type CheckoutPreview,
  type PlaceOrderResponse,
  sessionResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { placeRequestFor } from '../../test-support/checkout.js';
import {
  call,
  cookieFrom,
  login,
  mailbox,
  nextIp,
  quietBetterAuthWarnings,
  requestCode,
  setCookies,
  uniqueEmail,
} from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { account, session, user } from '../auth/auth.schema.js';
import { profiles } from '../auth/profiles.schema.js';
import { bookings } from '../cart/cart.schema.js';
import { ledgerEntries as orderLedger } from '../ledger/ledger.schema.js';
import { outbox } from '../mail/mail.schema.js';
import { orders } from '../orders/orders.schema.js';
import { shops } from '../shops/shops.schema.js';

beforeAll(quietBetterAuthWarnings);
const t = useTestApp();

const PASSWORD = 'export me 12345';

async function registerCustomer(email = uniqueEmail('acct')) {
  const res = await call(
    t.app,
    'POST',
    '/api/auth/register',
    { name: 'Layla Saleh', email, password: PASSWORD, phone: '3600 1234', location: 'Juffair' },
    { ip: nextIp() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return { email, user: userResponseSchema.parse(res.json()).user, cookie: cookieFrom(res) };
}

const rows = async (table: typeof session | typeof account | typeof profiles, userId: string) => {
  const [row] = await t.db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return Number(row?.n ?? 0);
};

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

describe('GET /api/account/export', () => {
  it('downloads the account, profile, sessions and emails as JSON, with no password hash or session token', async () => {
    const { email, user: me, cookie } = await registerCustomer();
    const second = await login(t.app, email, PASSWORD);
    await requestCode(t.app, uniqueEmail('someone-else'));
    const [credential] = await t.db.select().from(account).where(eq(account.userId, me.id));
    const tokens = (await t.db.select().from(session).where(eq(session.userId, me.id))).map((s) => s.token);
    expect(credential?.password).toBeTruthy();
    expect(tokens).toHaveLength(2);

    const res = await call(t.app, 'GET', '/api/account/export', undefined, { cookie: second });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="haflah-data-${me.id}.json"`);
    expect(res.headers['cache-control']).toBe('no-store');

    const data = JSON.parse(res.body);
    expect(data.account).toMatchObject({ id: me.id, email, name: 'Layla Saleh', emailVerified: false });
    expect(data.account.profile).toMatchObject({
      userId: me.id,
      phone: '+97336001234',
      location: 'Juffair',
      role: 'customer',
    });
    expect(data.account.sessions).toHaveLength(2);
    for (const s of data.account.sessions) {
      expect(s).toEqual({
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        ipAddress: expect.any(String),
        userAgent: expect.toBeOneOf([expect.any(String), null]),
      });
    }
    expect(Array.isArray(data.emails)).toBe(true);
    expect(data.emails).toEqual([]); // the code email went to someone else

    // Nothing secret: no password hash, no password field, no session token anywhere.
    expect(res.body).not.toContain(credential!.password!);
    expect(res.body).not.toContain(PASSWORD);
    for (const token of tokens) expect(res.body).not.toContain(token);
    expect(keysOf(data).map((k) => k.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/password|token|secret|hash/)]),
    );
    expect(cookie).not.toBe(second);
  });

  it('lists the emails sent to the account', async () => {
    const { email, cookie } = await registerCustomer();
    await requestCode(t.app, email);
    const res = await call(t.app, 'GET', '/api/account/export', undefined, { cookie });
    const data = JSON.parse(res.body);
    expect(data.emails).toEqual([
      { subject: expect.stringMatching(/Haflah code \d{6}/), status: 'kept', createdAt: expect.any(String) },
    ]);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'GET', '/api/account/export');
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/account', () => {
  it('removes the user, their sessions, profile, password and emails; sign-in fails afterwards', async () => {
    const { email, user: me, cookie } = await registerCustomer();
    const otherDevice = await login(t.app, email, PASSWORD);
    const bystander = await t.factories.user();
    await requestCode(t.app, email);
    await requestCode(t.app, bystander.email);
    expect((await mailbox(t.app)).filter((m) => m.to === email)).toHaveLength(1);

    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(sessionResponseSchema.parse(res.json())).toEqual({ user: null });
    expect(setCookies(res).find((c) => c.startsWith('haflah.session_token='))).toMatch(/Max-Age=0/i);

    // Gone from the database…
    expect(await t.db.select().from(user).where(eq(user.id, me.id))).toEqual([]);
    expect(await rows(session, me.id)).toBe(0);
    expect(await rows(account, me.id)).toBe(0);
    expect(await rows(profiles, me.id)).toBe(0);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([]);
    expect((await mailbox(t.app)).filter((m) => m.to === email)).toEqual([]);

    // …and through the API: both sessions are dead, the password no longer works.
    for (const c of [cookie, otherDevice]) {
      const s = await call(t.app, 'GET', '/api/auth/session', undefined, { cookie: c });
      expect(s.json()).toEqual({ user: null });
      expect((await call(t.app, 'PATCH', '/api/profile', { name: 'Ghost' }, { cookie: c })).statusCode).toBe(
        401,
      );
    }
    const again = await call(
      t.app,
      'POST',
      '/api/auth/login',
      { email, password: PASSWORD },
      { ip: nextIp() },
    );
    expect(again.statusCode).toBe(401);
    expect(apiErrorSchema.parse(again.json()).error.code).toBe('INVALID_CREDENTIALS');

    // Other people's data is untouched.
    expect((await mailbox(t.app)).filter((m) => m.to === bystander.email)).toHaveLength(1);
    const them = await call(t.app, 'GET', '/api/auth/session', undefined, { cookie: bystander.cookie });
    expect(them.json().user.id).toBe(bystander.id);

    // The address is free again: a new, unrelated account.
    const fresh = await registerCustomer(email);
    expect(fresh.user.id).not.toBe(me.id);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'DELETE', '/api/account');
    expect(res.statusCode).toBe(401);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('UNAUTHENTICATED');
  });
});

describe('DELETE /api/account with orders', () => {
  const HOUR = 3_600_000;

  /**
   * A customer who paid by card at checkout for two orders: a product from shop A and a two-hour
   * booking of shop B's entertainer (so one order holds a booking).
   */
  async function customerWithOrders() {
    const f = t.factories;
    const customer = await f.user({ role: 'customer' });
    const category = await f.category();
    const shopA = await f.shop();
    const shopB = await f.shop();
    const product = await f.listing({ shopId: shopA.id, categoryId: category.id, priceFils: 5000 });
    const entertainer = await f.listing({
      shopId: shopB.id,
      categoryId: category.id,
      kind: 'entertainment',
      capacity: 1,
      hourlyRateFils: 20000,
    });
    const address = await f.address({ userId: customer.id });
    const method = await f.paymentMethod({
      userId: customer.id,
      token: `tgw_approved_${randomUUID().slice(0, 8)}`,
    });
    await f.productLine({ userId: customer.id, listingId: product.id, quantity: 1 });
    const start = new Date(Math.ceil((Date.now() + 2 * 24 * HOUR) / HOUR) * HOUR);
    await f.hold({ userId: customer.id, listingId: entertainer.id, start, hours: 2 });

    const preview: CheckoutPreview = (
      await call(t.app, 'GET', '/api/checkout', undefined, { cookie: customer.cookie })
    ).json();
    const placed = await call(
      t.app,
      'POST',
      '/api/checkout',
      placeRequestFor(preview, { addressId: address.id, methodId: method.id }),
      { cookie: customer.cookie },
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderIds = (placed.json() as PlaceOrderResponse).orders.map((o) => o.id);
    expect(orderIds).toHaveLength(2);
    return { customer, orderIds };
  }

  const ordersById = (ids: string[]) =>
    t.db
      .select({ id: orders.id, status: orders.status, userId: orders.userId })
      .from(orders)
      .where(inArray(orders.id, ids));
  const refunds = (ids: string[]) =>
    t.db
      .select()
      .from(orderLedger)
      .where(inArray(orderLedger.orderId, ids))
      .then((rows) => rows.filter((r) => r.kind === 'refund'));
  const bookingsOf = (userId: string) =>
    t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.userId, userId));

  it('cancels and refunds pending orders, releasing their bookings, before the account goes', async () => {
    const { customer, orderIds } = await customerWithOrders();
    const held = await t.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.userId, customer.id));
    expect(held.map((b) => b.status)).toEqual(['confirmed']);

    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: customer.cookie });
    expect(res.statusCode, res.body).toBe(200);

    const after = await ordersById(orderIds);
    expect(after.map((o) => o.status)).toEqual(['cancelled', 'cancelled']);
    expect(after.every((o) => o.userId === null)).toBe(true); // kept for the shops, no longer anyone's
    const refunded = await refunds(orderIds);
    expect(refunded.map((r) => r.orderId).sort()).toEqual([...orderIds].sort());
    // The booked time is free again: the booking is cancelled, so it no longer counts against capacity.
    const released = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, held[0]!.id));
    expect(released).toEqual([{ status: 'cancelled' }]);
    expect(await t.db.select().from(user).where(eq(user.id, customer.id))).toEqual([]);
  });

  it('refuses while an order is accepted by its shop, and changes nothing', async () => {
    const { customer, orderIds } = await customerWithOrders();
    const admin = await t.factories.user({ role: 'admin' });
    const moved = await call(
      t.app,
      'POST',
      `/api/admin/orders/${orderIds[0]}/status`,
      { status: 'processing', reason: 'Accepted for the shop by phone' },
      { cookie: admin.cookie },
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: customer.cookie });
    expect(res.statusCode, res.body).toBe(409);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('ACCOUNT_HAS_ACTIVE_ORDERS');

    // Nothing was deleted or settled: the account, its session, the other (pending) order, the money, the booking.
    expect(await t.db.select({ id: user.id }).from(user).where(eq(user.id, customer.id))).toHaveLength(1);
    const session = await call(t.app, 'GET', '/api/auth/session', undefined, { cookie: customer.cookie });
    expect(session.json().user.id).toBe(customer.id);
    expect((await ordersById(orderIds)).map((o) => o.status).sort()).toEqual(['pending', 'processing']);
    expect(await refunds(orderIds)).toEqual([]);
    expect((await bookingsOf(customer.id)).map((b) => b.status)).toEqual(['confirmed']);
    expect(await rows(profiles, customer.id)).toBe(1);
  });

  it("a shop owner's deletion stops the shop selling: hidden, its listings refused by the cart; its orders stay for admins", async () => {
    const f = t.factories;
    const owner = await f.user({ role: 'retailer' });
    const shop = await f.shop({
      ownerUserId: owner.id,
      crNumber: '12345',
      iban: 'BH67BMAG00001299123456',
    });
    const category = await f.category();
    const listing = await f.listing({ shopId: shop.id, categoryId: category.id, priceFils: 4000 });
    const buyer = await f.user({ role: 'customer' });
    const order = await f.order({ userId: buyer.id, shopId: shop.id, listingId: listing.id });
    const addToCart = () =>
      call(t.app, 'POST', '/api/cart/items', { listingId: listing.id }, { cookie: buyer.cookie });
    expect((await call(t.app, 'GET', `/api/items/${listing.id}`)).statusCode).toBe(200);

    const res = await call(t.app, 'DELETE', '/api/account', undefined, { cookie: owner.cookie });
    expect(res.statusCode, res.body).toBe(200);

    const [kept] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
    expect(kept).toMatchObject({ status: 'rejected', ownerUserId: null, crNumber: null, iban: null });
    expect((await call(t.app, 'GET', `/api/items/${listing.id}`)).statusCode).toBe(404);
    const shown = await call(t.app, 'GET', `/api/items?shopId=${shop.id}`);
    expect(JSON.stringify(shown.json())).not.toContain(listing.id);
    const added = await addToCart();
    expect(added.statusCode, added.body).toBe(404);
    expect(apiErrorSchema.parse(added.json()).error.code).toBe('NOT_FOUND');

    // The shop's order is still there for an admin (and its customer).
    const admin = await f.user({ role: 'admin' });
    const seen = await call(t.app, 'GET', `/api/orders/${order.id}`, undefined, { cookie: admin.cookie });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(
      (await call(t.app, 'GET', `/api/orders/${order.id}`, undefined, { cookie: buyer.cookie })).statusCode,
    ).toBe(200);
  });
});
