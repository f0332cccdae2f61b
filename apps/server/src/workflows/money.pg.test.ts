import {
  type CheckoutPreview,
  MONEY_MAX_ATTEMPTS,
  type OrderDetail,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { cartItems } from '../modules/cart/cart.schema.js';
import { ledgerEntries } from '../modules/ledger/ledger.schema.js';
import { outbox } from '../modules/mail/mail.schema.js';
import { checkouts, orders } from '../modules/orders/orders.schema.js';
import type { CardGateway } from '../modules/payments/index.js';
import { testGatewayOperations } from '../modules/payments/payments.schema.js';
import { type BuiltUser, createBuilders } from '../test-support/builders.js';
import { placeRequestFor } from '../test-support/checkout.js';
import { call } from '../test-support/http.js';
import { type ServerProcess, startServer, stopServer } from '../test-support/server-processes.js';
import { TEST_APP_CONFIG } from '../test-support/test-config.js';
import { createPgTestDatabase } from '../test-support/test-db.js';

/**
 * ADR 016 on real PostgreSQL, with failures injected: a test gateway that refuses captures when told
 * to, a statement that fails (a trigger), and a server process killed between the provider's refund
 * and its "done". The money and the rows must agree afterwards.
 */
describe.skipIf(!process.env.DATABASE_URL)('money moves safely (PostgreSQL, ADR 016)', () => {
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;
  let database: Database | undefined;
  let app: App;
  let db: Db;
  let make: ReturnType<typeof createBuilders>;
  let categoryId: string;
  const servers: ServerProcess[] = [];
  /** What the wrapped gateway was asked, and whether its captures fail. */
  const gateway = { captureFails: 0, captures: 0, voids: [] as string[] };

  const wrap = (real: CardGateway): CardGateway => ({
    ...real,
    async capture(input) {
      gateway.captures++;
      if (gateway.captureFails > 0) {
        gateway.captureFails--;
        return { ok: false, code: 'PAYMENT_FAILED' };
      }
      return real.capture(input);
    },
    async void(input) {
      gateway.voids.push(input.reference);
      return real.void(input);
    },
  });

  beforeAll(async () => {
    scratch = await createPgTestDatabase(process.env.DATABASE_URL!);
    database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 20 });
    app = await buildApp({ config: TEST_APP_CONFIG, database, wrapGateway: wrap });
    db = database.db;
    make = createBuilders(db);
    categoryId = (await make.category()).id;
  }, 60_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await app?.close();
    await database?.close();
    await scratch?.drop();
  }, 30_000);

  /** A customer with an address, a saved test card and a product in the cart. */
  async function customerWithCart() {
    const customer = await make.user({ role: 'customer' });
    const shop = await make.shop();
    const product = await make.listing({ shopId: shop.id, categoryId });
    await make.productLine({ userId: customer.id, listingId: product.id, quantity: 2 });
    const address = await make.address({ userId: customer.id });
    const card = await make.paymentMethod({ userId: customer.id });
    return { customer, address, card };
  }

  async function requestFor(who: Awaited<ReturnType<typeof customerWithCart>>): Promise<PlaceOrderRequest> {
    const p: CheckoutPreview = (
      await call(app, 'GET', '/api/checkout', undefined, { cookie: who.customer.cookie })
    ).json();
    return placeRequestFor(p, { addressId: who.address.id, methodId: who.card.id });
  }

  async function placeOne(who: { customer: BuiltUser }, body: PlaceOrderRequest) {
    const res = await call(app, 'POST', '/api/checkout', body, { cookie: who.customer.cookie });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const placed: PlaceOrderResponse = res.json();
    expect(placed.orders).toHaveLength(1);
    return placed.orders[0]!;
  }

  const rowsOf = (orderId: string) =>
    db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, orderId))
      .orderBy(ledgerEntries.createdAt);
  const gatewayOps = (operation: 'capture' | 'void' | 'refund', paymentReference: string) =>
    db
      .select()
      .from(testGatewayOperations)
      .where(
        and(
          eq(testGatewayOperations.operation, operation),
          eq(testGatewayOperations.paymentReference, paymentReference),
        ),
      );
  const orderRow = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const detail = async (who: { customer: BuiltUser }, id: string): Promise<OrderDetail> =>
    (await call(app, 'GET', `/api/orders/${id}`, undefined, { cookie: who.customer.cookie })).json();
  /** Time passes: every pending money row of the order is due now. */
  const due = (orderId: string) =>
    db.execute(
      sql`update ledger_entries set run_after = now() where order_id = ${orderId} and state = 'pending'`,
    );

  it('a failure after the authorisation voids it and leaves no order; the same request then goes through', async () => {
    const who = await customerWithCart();
    const body = await requestFor(who);
    // A statement of the checkout's transaction fails: its status history, after the orders and lines.
    await db.execute(sql`
      create or replace function fail_for_test() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await db.execute(
      sql.raw(`create trigger fail_history before insert on order_status_history for each row
               when (new.actor_user_id = '${who.customer.id.replaceAll("'", '')}') execute function fail_for_test()`),
    );
    const voidsBefore = gateway.voids.length;
    try {
      const res = await call(app, 'POST', '/api/checkout', body, { cookie: who.customer.cookie });
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`drop trigger fail_history on order_status_history`);
    }
    // The authorisation made before the transaction was voided, at the provider too.
    const voided = gateway.voids.slice(voidsBefore);
    expect(voided).toHaveLength(1);
    expect(voided[0]).toMatch(/^tgw_auth_/);
    expect(await gatewayOps('void', voided[0]!)).toHaveLength(1);
    expect(await gatewayOps('capture', voided[0]!)).toEqual([]);
    // And nothing was written: no checkout, no order, the cart as it was.
    expect(await db.select().from(checkouts).where(eq(checkouts.userId, who.customer.id))).toEqual([]);
    expect(await db.select().from(orders).where(eq(orders.userId, who.customer.id))).toEqual([]);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, who.customer.id))).toHaveLength(1);

    // The customer presses again (the same key): a new authorisation, captured; the voided one untouched.
    const order = await placeOne(who, body);
    expect((await detail(who, order.id)).payment.state).toBe('paid');
    const { paymentReference } = await orderRow(order.id);
    expect(paymentReference).not.toBe(voided[0]);
    expect(await gatewayOps('capture', paymentReference)).toHaveLength(1);
    expect(gateway.voids).toHaveLength(voidsBefore + 1);
  });

  it('a capture that fails is retried by the money job, and counts once it goes through', async () => {
    const who = await customerWithCart();
    gateway.captureFails = 1;
    const order = await placeOne(who, await requestFor(who));
    // Placed, not yet paid: the capture is pending, tried once.
    expect((await detail(who, order.id)).payment.state).toBe('due');
    const capture = (await rowsOf(order.id)).find((r) => r.kind === 'capture');
    expect(capture).toMatchObject({ kind: 'capture', state: 'pending', attempts: 1 });

    // Not before it is due; then the job tries again and the gateway takes it.
    expect(await app.services.money.runDue()).toBe(0);
    await due(order.id);
    expect(await app.services.money.runDue()).toBe(1);
    expect((await rowsOf(order.id)).map((r) => [r.kind, r.state, r.attempts]).sort()).toEqual([
      ['authorization', 'done', 0],
      ['capture', 'done', 2],
    ]);
    expect((await detail(who, order.id)).payment.state).toBe('paid');
    expect((await orderRow(order.id)).paymentFlaggedAt).toBeNull();
  });

  it('after its last try a capture is failed, the order flagged for an admin and the customer told', async () => {
    const who = await customerWithCart();
    gateway.captureFails = MONEY_MAX_ATTEMPTS;
    const capturesBefore = gateway.captures;
    const order = await placeOne(who, await requestFor(who));
    for (let attempt = 2; attempt <= MONEY_MAX_ATTEMPTS; attempt++) {
      expect((await orderRow(order.id)).paymentFlaggedAt, `before try ${attempt}`).toBeNull();
      await due(order.id);
      expect(await app.services.money.runDue()).toBe(1);
    }
    expect(gateway.captures - capturesBefore).toBe(MONEY_MAX_ATTEMPTS);
    const capture = (await rowsOf(order.id)).find((r) => r.kind === 'capture')!;
    expect(capture).toMatchObject({ state: 'failed', attempts: MONEY_MAX_ATTEMPTS });
    expect((await orderRow(order.id)).paymentFlaggedAt).toBeInstanceOf(Date);
    expect((await detail(who, order.id)).payment.state).toBe('none');
    // Told through the outbox, in both languages.
    const told = await db.select().from(outbox).where(eq(outbox.to, who.customer.email));
    const notice = told.find((m) => m.subject.includes('payment not taken'));
    expect(notice?.text).toContain(`#${order.number}`);
    expect(notice?.text).toContain('لم يُخصم');
    // Nothing more is tried.
    await due(order.id);
    expect(await app.services.money.runDue()).toBe(0);
  });

  it('50 concurrent cancels of one order refund it once', async () => {
    const who = await customerWithCart();
    const order = await placeOne(who, await requestFor(who));
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(app, 'POST', `/api/orders/${order.id}/cancel`, undefined, { cookie: who.customer.cookie }),
      ),
    );
    const codes = answers.map((r) => (r.statusCode === 200 ? 'ok' : r.json().error.code));
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(new Set(codes.filter((c) => c !== 'ok'))).toEqual(new Set(['ORDER_MOVE_NOT_ALLOWED']));
    await app.services.money.runDue();
    const { paymentReference } = await orderRow(order.id);
    expect(await gatewayOps('refund', paymentReference)).toHaveLength(1);
    const refunds = (await rowsOf(order.id)).filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => [r.state, r.amountFils])).toEqual([['done', order.totalFils]]);
    expect((await detail(who, order.id)).payment.state).toBe('refunded');
  });

  it('a refund is carried out exactly once when the server dies between "pending" and "done"', async () => {
    const who = await customerWithCart();
    const order = await placeOne(who, await requestFor(who));
    const { paymentReference } = await orderRow(order.id);
    // Marking this order's refund done hangs: the server is killed while it waits, after the
    // gateway has refunded.
    await db.execute(sql`
      create or replace function hang_for_test() returns trigger language plpgsql as $$
      begin perform pg_sleep(600); return new; end $$`);
    await db.execute(
      sql.raw(`create trigger hang_refund_done before update on ledger_entries for each row
               when (new.kind = 'refund' and new.state = 'done' and new.order_id = '${order.id.replaceAll("'", '')}')
               execute function hang_for_test()`),
    );
    const node = await startServer(scratch!.url);
    servers.push(node);
    const cancel = fetch(`${node.base}/api/orders/${order.id}/cancel`, {
      method: 'POST',
      headers: { cookie: who.customer.cookie },
    }).catch(() => null);
    try {
      // The gateway has refunded (its idempotency store says so) and "done" is waiting: kill -9.
      for (let i = 0; ; i++) {
        const refunded = (await gatewayOps('refund', paymentReference)).length;
        const waiting = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
               where datname = current_database() and state = 'active' and query ilike '%update "ledger_entries"%'
                 and pid <> pg_backend_pid()`,
        );
        if (refunded === 1 && waiting.rows[0]!.n === 1) break;
        if (i > 300) throw new Error('the refund never reached the gateway');
        await new Promise((r) => setTimeout(r, 100));
      }
      const exited = new Promise((r) => node.child.once('exit', r));
      node.child.kill('SIGKILL');
      await exited;
      servers.splice(servers.indexOf(node), 1);
      await cancel;
    } finally {
      // The dead node's statement still sleeps in its backend: end it, as the server's loss would
      // (its transaction rolls back), then take the hang away.
      await db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and state = 'active' and query ilike '%update "ledger_entries"%'
           and pid <> pg_backend_pid()`);
      await db.execute(sql`drop trigger hang_refund_done on ledger_entries`);
    }
    // The order is cancelled, the refund pending: the provider has moved the money, our row not yet.
    expect((await orderRow(order.id)).status).toBe('cancelled');
    const [pending] = (await rowsOf(order.id)).filter((r) => r.kind === 'refund');
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });

    // A node starts again with its jobs on; the dead one's lease on the row has run out.
    await due(order.id);
    const restarted = await startServer(scratch!.url, { JOBS_ENABLED: 'true' });
    servers.push(restarted);
    for (let i = 0; ; i++) {
      const [row] = (await rowsOf(order.id)).filter((r) => r.kind === 'refund');
      if (row?.state === 'done') break;
      if (i > 600) throw new Error('the money job never finished the refund');
      await new Promise((r) => setTimeout(r, 100));
    }
    // One refund at the provider, one ledger row, done with the provider's first answer.
    const atGateway = await gatewayOps('refund', paymentReference);
    expect(atGateway).toHaveLength(1);
    const refunds = (await rowsOf(order.id)).filter((r) => r.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ state: 'done', reference: atGateway[0]!.result, attempts: 2 });
    expect((await detail(who, order.id)).payment.state).toBe('refunded');
  }, 120_000);
});
