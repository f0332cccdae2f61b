import type { CheckoutPreview, PlaceOrderRequest } from '@haflah/contracts';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, type Db, openDatabase } from '../../db/client.js';
import { type BuiltUser, createBuilders } from '../../test-support/builders.js';
import { placeRequestFor } from '../../test-support/checkout.js';
import { call } from '../../test-support/http.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { bookings, cartItems } from '../cart/cart.schema.js';
import { checkouts, orderLines, orders } from './orders.schema.js';

/**
 * Checkout under real concurrency and failure, on PostgreSQL: two app instances ("nodes") with their
 * own pools share one throw-away database. PGlite runs one statement at a time, so none of this means
 * anything there.
 */
const POOL_SIZE = 20;
const HOUR = 3_600_000;
const holdStart = (days: number) => new Date(Math.ceil((Date.now() + days * 24 * HOUR) / HOUR) * HOUR);

describe.skipIf(!process.env.DATABASE_URL)('checkout under concurrency (PostgreSQL, two nodes)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let nodes: { app: App; database: Database }[] = [];
  let db: Db;
  let make: ReturnType<typeof createBuilders>;
  let categoryId: string;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: POOL_SIZE });
      nodes.push({ app: await buildApp({ config: TEST_APP_CONFIG, database }), database });
    }
    db = nodes[0]!.database.db;
    make = createBuilders(db);
    categoryId = (await make.category()).id;
  }, 60_000);

  afterAll(async () => {
    for (const node of nodes) {
      await node.app.close();
      await node.database.close();
    }
    nodes = [];
    await scratch?.drop();
  }, 30_000);

  const node = (i: number) => nodes[i % nodes.length]!.app;

  /** A customer with an address and a card, a product in the cart and a hold on an entertainer. */
  async function customerWithCart(entertainerId: string, start: Date, expiresAt?: Date) {
    const customer = await make.user({ role: 'customer' });
    const shop = await make.shop();
    const product = await make.listing({ shopId: shop.id, categoryId });
    await make.productLine({ userId: customer.id, listingId: product.id, quantity: 3 });
    await make.hold({ userId: customer.id, listingId: entertainerId, start, hours: 2, expiresAt });
    const address = await make.address({ userId: customer.id });
    const card = await make.paymentMethod({ userId: customer.id });
    return { customer, address, card };
  }

  async function entertainer() {
    const shop = await make.shop();
    return make.listing({ shopId: shop.id, categoryId, kind: 'entertainment', capacity: 1 });
  }

  /** The request the checkout page would send for what the customer's preview shows now. */
  async function requestFor(
    who: { customer: BuiltUser; address: { id: string }; card: { id: string } },
    lineIds?: string[],
  ): Promise<PlaceOrderRequest> {
    const p: CheckoutPreview = (
      await call(node(0), 'GET', '/api/checkout', undefined, { cookie: who.customer.cookie })
    ).json();
    const body = placeRequestFor(p, { addressId: who.address.id, methodId: who.card.id });
    return lineIds ? { ...body, lineIds } : body;
  }

  const cartOf = (userId: string) =>
    db.select({ id: cartItems.id }).from(cartItems).where(eq(cartItems.userId, userId));
  const ordersOf = (userId: string) => db.select().from(orders).where(eq(orders.userId, userId));

  it('50 concurrent checkouts with one idempotency key make one set of orders, and all get the same answer', async () => {
    const who = await customerWithCart((await entertainer()).id, holdStart(3));
    const body = await requestFor(who);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(node(i), 'POST', '/api/checkout', body, { cookie: who.customer.cookie }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    const first = answers[0]!.json();
    for (const a of answers) expect(a.json()).toEqual(first);
    expect(first.orders).toHaveLength(2);
    expect(await ordersOf(who.customer.id)).toHaveLength(2);
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, who.customer.id))).toHaveLength(1);
    expect(await db.select().from(bookings).where(eq(bookings.userId, who.customer.id))).toHaveLength(1);
    expect(await cartOf(who.customer.id)).toEqual([]);
  });

  it('two customers on the last slot (one hold lapsed, then taken): exactly one gets the booking, every time', async () => {
    for (let round = 0; round < 8; round++) {
      const listing = await entertainer();
      const start = holdStart(4 + round);
      // A held it first and let the hold lapse; B then held the same slot.
      const a = await customerWithCart(listing.id, start, new Date(Date.now() - 1000));
      const b = await customerWithCart(listing.id, start);
      const [bodyA, bodyB] = await Promise.all([
        // A's page still shows the hold it had: it sends that line.
        cartOf(a.customer.id).then((rows) =>
          requestFor(
            a,
            rows.map((r) => r.id),
          ),
        ),
        requestFor(b),
      ]);
      bodyA.expectedTotalFils = bodyB.expectedTotalFils;
      const [resA, resB] = await Promise.all([
        call(node(round), 'POST', '/api/checkout', bodyA, { cookie: a.customer.cookie }),
        call(node(round + 1), 'POST', '/api/checkout', bodyB, { cookie: b.customer.cookie }),
      ]);
      expect(resA.json().error.code).toBe('HOLD_EXPIRED');
      expect(resB.statusCode).toBe(201);
      const confirmed = await db.select().from(bookings).where(eq(bookings.listingId, listing.id));
      expect(confirmed.map((r) => [r.userId, r.status])).toEqual([[b.customer.id, 'confirmed']]);
      expect(await cartOf(a.customer.id)).toHaveLength(2);
    }
  });

  /**
   * Kills the checkout's database connection while it waits for a lock another client holds: first
   * on the entertainer's row (before anything is written), then on the outbox (its last statement,
   * after every order row). Either way nothing is left, the cart is intact, and the same request
   * sent again places the whole order.
   */
  it.each([
    ['waiting for the listing, before anything is written', 'listings'],
    ['on its last statement, after every order row', 'outbox'],
  ] as const)(
    'a checkout whose connection is killed %s leaves nothing, and a retry places it whole',
    async (_when, table) => {
      const listing = await entertainer();
      const who = await customerWithCart(listing.id, holdStart(20));
      const body = await requestFor(who);
      const cartBefore = (await cartOf(who.customer.id)).map((r) => r.id).sort();

      const blocker = new pg.Client({ connectionString: scratch!.url });
      await blocker.connect();
      try {
        await blocker.query('begin');
        if (table === 'listings')
          await blocker.query('select 1 from listings where id = $1 for update', [listing.id]);
        else await blocker.query('lock table outbox in exclusive mode');
        const placing = call(node(0), 'POST', '/api/checkout', body, { cookie: who.customer.cookie });

        const { rows } = await waitFor(() =>
          blocker.query<{ pid: number }>(
            `select pid from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
          ),
        );
        await blocker.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        const res = await placing;
        expect(res.statusCode).toBe(500);
      } finally {
        await blocker.query('rollback').catch(() => {});
        await blocker.end();
      }

      expect(await ordersOf(who.customer.id)).toEqual([]);
      expect(await db.select().from(checkouts).where(eq(checkouts.userId, who.customer.id))).toEqual([]);
      expect(await db.select().from(bookings).where(eq(bookings.listingId, listing.id))).toEqual([]);
      expect((await cartOf(who.customer.id)).map((r) => r.id).sort()).toEqual(cartBefore);

      const retry = await call(node(1), 'POST', '/api/checkout', body, { cookie: who.customer.cookie });
      expect(retry.statusCode).toBe(201);
      const placed = await ordersOf(who.customer.id);
      expect(placed).toHaveLength(2);
      const lines = await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            placed.map((o) => o.id),
          ),
        );
      expect(lines).toHaveLength(2);
      expect(await cartOf(who.customer.id)).toEqual([]);
    },
  );
});

/** Polls `read` until it returns rows (up to 10 s). */
async function waitFor<R extends { rows: unknown[] }>(read: () => Promise<R>): Promise<R> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const result = await read();
    if (result.rows.length) return result;
    if (Date.now() > deadline) throw new Error('waitFor: nothing came');
    await new Promise((r) => setTimeout(r, 20));
  }
}
