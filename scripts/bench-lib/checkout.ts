import { createHash, randomUUID } from 'node:crypto';
import {
  bahrainToUtc,
  type CheckoutPreview,
  type DeliveryDay,
  deliveryDays,
  type OrderAddress,
  type PlaceOrderRequest,
  START_TIMES,
  slotDates,
  slotEnd,
} from '@haflah/contracts';
import pg from 'pg';
import { type Database, openDatabase } from '../../apps/server/src/db/client.js';
import { toQuery } from '../../apps/server/src/db/sql.js';
import { toAddress } from '../../apps/server/src/modules/addresses/addresses.service.js';
import { checkAvailability, type Reservation } from '../../apps/server/src/modules/cart/availability.js';
import { availabilitySql } from '../../apps/server/src/modules/cart/cart.repository.js';
import type { CheckoutCartLine } from '../../apps/server/src/modules/cart/index.js';
import { orderConfirmationEmail } from '../../apps/server/src/modules/mail/mail.templates.js';
import {
  checkoutReceipt,
  planCheckout,
  pricesDigest,
} from '../../apps/server/src/modules/orders/checkout.plan.js';
import { referenceFor } from '../../apps/server/src/modules/payments/gateway.js';
import { REALTIME_CHANNEL } from '../../apps/server/src/modules/realtime/hub.js';
import { createBuilders } from '../../apps/server/src/test-support/builders.js';
import { openBenchApp } from './app.js';
import { type InProcessTarget, inProcessRunner, NOT_COUNTED } from './inprocess-runner.js';
import { BENCH_AUTH_SECRET } from './protocol.js';
import { prng } from './seed.js';
import type { Runner } from './types.js';

/** Concurrent customers: each worker of the closed loop is one of them, with its own cart. */
export const CHECKOUT_CUSTOMERS = 20;
/** Time-based listings made for each run (fresh ones, so no run inherits another's bookings). */
const SLOT_LISTINGS = 300;
/** Units of each at once: a hold may meet others on the same span and be refused (SLOT_UNAVAILABLE). */
const SLOT_CAPACITY = 2;
/**
 * Every HOT_EVERY-th order holds a contested slot instead: HOT_TRIES such holds in a row share one
 * span of one of HOT_LISTINGS listings (capacity 2), so customers race for it and at most two win.
 */
const HOT_EVERY = 10;
const HOT_TRIES = 5;
const HOT_LISTINGS = 20;
const PRODUCT_QUANTITY = 2;

export interface CheckoutFixture {
  databaseUrl: string;
  webDist: string;
  uploadsDir: string;
}

interface Customer {
  id: string;
  email: string;
  cookie: string;
  addressId: string;
  address: OrderAddress;
  cardId: string;
}

/** What every run shares: the customers (address, approved test card) and one shop with a product. */
interface Scene {
  customers: Customer[];
  shopId: string;
  categoryId: string;
  productId: string;
}

let scene: Promise<Scene> | undefined;

async function makeScene(database: Database): Promise<Scene> {
  const make = createBuilders(database.db, { secret: BENCH_AUTH_SECRET });
  const category = await make.category();
  const shop = await make.shop({ deliveryFeeFils: 1500 });
  const product = await make.listing({ shopId: shop.id, categoryId: category.id, priceFils: 7500 });
  const customers = await Promise.all(
    Array.from({ length: CHECKOUT_CUSTOMERS }, async () => {
      const user = await make.user({ role: 'customer' });
      const address = await make.address({ userId: user.id, isDefault: true });
      const card = await make.paymentMethod({ userId: user.id });
      const { id: _id, isDefault: _default, ...snapshot } = toAddress(address);
      return {
        id: user.id,
        email: user.email,
        cookie: user.cookie,
        addressId: address.id,
        address: snapshot,
        cardId: card.id,
      };
    }),
  );
  return { customers, shopId: shop.id, categoryId: category.id, productId: product.id };
}

/**
 * One run's world: the scene (made on the first run), fresh time-based listings, the customers'
 * carts emptied, and a helper pool that refills carts and checks the outcome. The same for both sides.
 */
async function openRun(fixture: CheckoutFixture) {
  const helper = await openDatabase({ engine: 'postgres', url: fixture.databaseUrl, poolSize: 4 });
  const pool = helper.pool as pg.Pool;
  try {
    scene ??= makeScene(helper);
    const s = await scene;
    const make = createBuilders(helper.db, { secret: BENCH_AUTH_SECRET });
    const listingIds = await make.listings(
      Array.from({ length: SLOT_LISTINGS + HOT_LISTINGS }, () => ({
        shopId: s.shopId,
        categoryId: s.categoryId,
        kind: 'entertainment' as const,
        capacity: SLOT_CAPACITY,
      })),
    );
    await pool.query('delete from cart_items where user_id = any($1)', [s.customers.map((c) => c.id)]);
    // Planner statistics for the new rows, as a long-lived database has them.
    await pool.query('analyze listings; analyze cart_items; analyze bookings');

    // The same sequence of slots on both sides: over the next 29 days, 08:00–20:30, 2–4 hours.
    const rnd = prng(0xc0ffee);
    const days = slotDates(new Date()).slice(1);
    const pick = <T>(list: readonly T[]) => list[rnd.int(0, list.length - 1)] as T;
    /** Workers whose cart still has lines (a refused order keeps them). */
    const dirty = new Set<number>();
    const counts = { placed: 0, refused: 0, serverErrors: 0 };
    const [spread, hot] = [listingIds.slice(0, SLOT_LISTINGS), listingIds.slice(SLOT_LISTINGS)];
    let refills = 0;
    /** The next hold: a random slot on a spread listing, or every HOT_EVERY-th, a contested one. */
    const nextSlot = () => {
      if (++refills % HOT_EVERY) {
        const start = bahrainToUtc(pick(days), pick(START_TIMES));
        return { listingId: pick(spread), start, end: slotEnd(start, rnd.int(2, 4)) };
      }
      const k = Math.floor(refills / HOT_EVERY / HOT_TRIES);
      const start = bahrainToUtc(days[Math.floor(k / HOT_LISTINGS) % days.length] as string, '10:00');
      return { listingId: hot[k % HOT_LISTINGS] as string, start, end: slotEnd(start, 2) };
    };

    const run = {
      scene: s,
      pool,
      listingIds,
      counts,
      /** Fills worker `w`'s cart: the product and a hold (nextSlot), one INSERT, untimed. */
      async refill(w: number) {
        const customer = s.customers[w] as Customer;
        if (dirty.delete(w)) await pool.query('delete from cart_items where user_id = $1', [customer.id]);
        const slot = nextSlot();
        await pool.query(
          `insert into cart_items (user_id, listing_id, quantity, starts_at, ends_at, expires_at)
           values ($1, $2, $3, null, null, null), ($1, $4, 1, $5, $6, now() + interval '10 minutes')`,
          [customer.id, s.productId, PRODUCT_QUANTITY, slot.listingId, slot.start, slot.end],
        );
      },
      markDirty: (w: number) => dirty.add(w),

      /**
       * What the run left: no listing anywhere oversold (confirmed bookings at no instant above
       * capacity, by the pure checker), and for this run's listings one order, one booking, two lines,
       * one status entry and one capture done per order placed. The sample is the distinct order totals.
       */
      async after(label: string) {
        const problems: string[] = [];
        const oversold = await oversoldListings(pool);
        if (oversold.length)
          problems.push(`oversold: ${oversold.length} listings (${oversold.slice(0, 3).join('; ')})`);
        const { rows } = await pool.query<Record<string, number>>(
          `with o as (select distinct order_id as id from order_lines where listing_id = any($1::uuid[]))
           select (select count(*) from o)::int as orders,
                  (select count(*) from order_lines where order_id in (select id from o))::int as lines,
                  (select count(*) from order_status_history where order_id in (select id from o))::int as history,
                  (select count(*) from ledger_entries where order_id in (select id from o) and kind = 'capture' and state = 'done')::int as charges,
                  (select count(*) from bookings where listing_id = any($1::uuid[]) and status = 'confirmed')::int as bookings`,
          [listingIds],
        );
        const got = rows[0] as Record<string, number>;
        const want = {
          orders: counts.placed,
          lines: 2 * counts.placed,
          history: counts.placed,
          charges: counts.placed,
          bookings: counts.placed,
        };
        const wrong = Object.entries(want).filter(([k, v]) => got[k] !== v);
        if (wrong.length)
          problems.push(
            `${label}: ${counts.placed} orders placed, but the database has ${wrong.map(([k]) => `${got[k]} ${k}`).join(', ')}`,
          );
        const totals = await pool.query<{ t: string }>(
          `select distinct concat_ws('/', o.subtotal_fils, o.delivery_fee_fils, o.vat_fils, o.total_fils) as t
             from orders o where o.id in (select order_id from order_lines where listing_id = any($1::uuid[]))
            order by 1`,
          [listingIds],
        );
        return {
          problems,
          notes: [
            `${counts.placed} orders placed (warm-up included), ${counts.refused} refused (SLOT_UNAVAILABLE), ` +
              `${counts.serverErrors} 5xx; oversold: ${oversold.length}`,
          ],
          sample: totals.rows.map((r) => r.t),
        };
      },
      close: () => helper.close(),
    };
    return run;
  } catch (err) {
    await helper.close();
    throw err;
  }
}

/** Every listing whose confirmed bookings exceed its capacity at some instant (cart.pg.test.ts's check). */
async function oversoldListings(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{
    listing_id: string;
    capacity: number;
    starts_at: Date;
    ends_at: Date;
    quantity: number;
  }>(
    `select b.listing_id, l.capacity, b.starts_at, b.ends_at, b.quantity
       from bookings b join listings l on l.id = b.listing_id
      where b.status = 'confirmed'`,
  );
  const byListing = new Map<string, { capacity: number; reservations: Reservation[] }>();
  for (const r of rows) {
    const entry = byListing.get(r.listing_id) ?? { capacity: r.capacity, reservations: [] };
    entry.reservations.push({ kind: 'booking', start: r.starts_at, end: r.ends_at, quantity: r.quantity });
    byListing.set(r.listing_id, entry);
  }
  const oversold: string[] = [];
  for (const [id, { capacity, reservations }] of byListing) {
    // The most in use at one instant: the pure check over a span covering every booking.
    const peak = checkAvailability({
      capacity,
      reservations,
      start: new Date(Math.min(...reservations.map((r) => r.start.getTime()))),
      end: new Date(Math.max(...reservations.map((r) => r.end.getTime()))),
      now: new Date(),
    }).currentBookings;
    if (peak > capacity) oversold.push(`${id}: ${peak} booked of ${capacity}`);
  }
  return oversold;
}

type Run = Awaited<ReturnType<typeof openRun>>;

/** Counts the statements sent through `pool`'s connections (transactions' BEGIN and COMMIT included). */
function countStatements(pool: pg.Pool) {
  const counter = { statements: 0 };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      counter.statements++;
      return query(...args);
    }) as typeof client.query;
  });
  return counter;
}

/** Twenty customers, each its own worker; the case's numbers are orders, refusals are not counted. */
function checkoutRunner(
  label: string,
  /** What one timed operation is, for the report. */
  timed: string,
  fixture: () => CheckoutFixture,
  open: (run: Run, poolSize: number) => Promise<Side>,
): Runner {
  const inner = inProcessRunner({
    label,
    async open(settings) {
      const run = await openRun(fixture());
      let side: Side;
      try {
        side = await open(run, settings.poolSize);
      } catch (err) {
        await run.close();
        throw err;
      }
      return {
        untimed: (_i, w) => run.refill(w),
        async op(_i, w) {
          const outcome = await side.place(w).catch((err: unknown) => {
            run.markDirty(w);
            throw err;
          });
          if (outcome === 'placed') {
            run.counts.placed++;
            return undefined;
          }
          run.counts.refused++;
          run.markDirty(w);
          return NOT_COUNTED;
        },
        async after() {
          const result = await run.after(label);
          result.notes.unshift(
            `timed: ${timed}; each order's cart is first refilled by one raw INSERT (a product line and a hold), untimed but inside the window`,
          );
          const orders = run.counts.placed + run.counts.refused;
          if (orders)
            result.notes.push(
              `${(side.statements.statements / orders).toFixed(1)} statements per order to PostgreSQL (refused ones included)`,
            );
          return result;
        },
        async close() {
          await side.close();
          await run.close();
        },
      } satisfies InProcessTarget;
    },
  });
  return {
    label,
    run: (settings) => inner.run({ ...settings, connections: CHECKOUT_CUSTOMERS }),
  };
}

interface Side {
  /** Worker `w`'s customer previews and places the order in its cart. */
  place(w: number): Promise<'placed' | 'refused'>;
  /** Statements sent to PostgreSQL so far (the side's own pool: not the helper's refills and checks). */
  statements: { statements: number };
  close(): Promise<void>;
}

/**
 * The app: built in this process (production config, its own pool of BENCH_POOL_SIZE, jobs on: the
 * receipt emails are delivered from the outbox as they would be), driven through app.inject, so
 * every request takes the whole HTTP path (session cookie, origin check, validation, service,
 * serialiser). A customer's order: GET /api/checkout, then POST /api/checkout with what it showed.
 */
export function checkoutAppRunner(fixture: () => CheckoutFixture): Runner {
  const timed = 'GET /api/checkout (preview) then POST /api/checkout (place)';
  return checkoutRunner('GET + POST /api/checkout (app.inject)', timed, fixture, async (run, poolSize) => {
    const fx = fixture();
    let statements = { statements: 0 };
    const { app, close } = await openBenchApp(fx, poolSize, {
      watch: (pool) => {
        statements = countStatements(pool);
      },
    });
    const fail = (what: string, res: { statusCode: number; body: string }) => {
      if (res.statusCode >= 500) run.counts.serverErrors++;
      return new Error(`${what} → ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    return {
      statements,
      async place(w) {
        const customer = run.scene.customers[w] as Customer;
        const headers = { cookie: customer.cookie };
        const shown = await app.inject({ method: 'GET', url: '/api/checkout', headers });
        if (shown.statusCode !== 200) throw fail('GET /api/checkout', shown);
        const preview = shown.json() as CheckoutPreview;
        // The last window offered: one that closes while the order is placed would be refused.
        const day = preview.deliveryDays.at(-1) as DeliveryDay;
        const body: PlaceOrderRequest = {
          idempotencyKey: randomUUID(),
          lineIds: preview.lineIds,
          addressId: customer.addressId,
          delivery: { date: day.date, window: day.windows.at(-1) as DeliveryDay['windows'][number] },
          payment: { type: 'saved', methodId: customer.cardId },
          expectedTotalFils: preview.totals.totalFils,
          expectedPricesDigest: preview.pricesDigest,
        };
        const res = await app.inject({ method: 'POST', url: '/api/checkout', headers, payload: body });
        if (res.statusCode === 201) return 'placed';
        if (res.statusCode === 409 && res.json().error?.code === 'SLOT_UNAVAILABLE') return 'refused';
        throw fail('POST /api/checkout', res);
      },
      close,
    };
  });
}

/** The cart's lines with what an order copies (the app's cartCheckout.lines, written by hand). */
const CART_LINES = `
  select c.id, c.listing_id as "listingId", c.quantity, c.starts_at as "startsAt", c.ends_at as "endsAt",
         c.expires_at as "expiresAt", c.created_at as "createdAt", l.kind, l.pricing_type as "pricingType",
         l.price_fils as "priceFils", l.sale_price_fils as "salePriceFils", l.is_on_sale as "isOnSale",
         l.hourly_rate_fils as "hourlyRateFils", l.name_en as "nameEn", l.name_ar as "nameAr",
         l.image_url as "imageUrl", r.id as "shopId", r.name_en as "shopNameEn",
         r.name_ar as "shopNameAr", r.delivery_fee_fils as "deliveryFeeFils", true as visible
    from cart_items c
    join listings l on l.id = c.listing_id
    join shops r on r.id = l.shop_id
   where c.user_id = $1 and (c.expires_at is null or c.expires_at > now())
   order by c.created_at desc, c.id desc`;

/**
 * The app's availability statement exactly as checkout runs it (availabilitySql: listing, span, now,
 * the hold itself left out), rendered once; its parameters are found again by sentinel values.
 */
function availabilityTemplate() {
  const sentinel = {
    listingId: '00000000-0000-4000-8000-00000000000a',
    start: new Date(1_000_000),
    end: new Date(2_000_000),
    now: new Date(3_000_000),
    excludeItemId: '00000000-0000-4000-8000-00000000000b',
  };
  const { sql: text, params } = toQuery(
    availabilitySql(
      { listingId: sentinel.listingId, start: sentinel.start, end: sentinel.end },
      sentinel.now,
      sentinel.excludeItemId,
    ),
  );
  const slots = params.map((p) => {
    if (p === sentinel.listingId) return 'listingId' as const;
    if (p === sentinel.excludeItemId) return 'excludeItemId' as const;
    if (p === sentinel.start.toISOString()) return 'start' as const;
    if (p === sentinel.end.toISOString()) return 'end' as const;
    if (p === sentinel.now.toISOString()) return 'now' as const;
    return { constant: p };
  });
  return {
    text,
    values: (v: Record<'listingId' | 'excludeItemId' | 'start' | 'end' | 'now', string>) =>
      slots.map((s) => (typeof s === 'string' ? v[s] : s.constant)),
  };
}

/** What checkout's request hash covers (checkout.service.ts), so the row is the same. */
function requestHash(input: Omit<PlaceOrderRequest, 'idempotencyKey'>): string {
  const canonical = [
    [...input.lineIds].sort(),
    input.addressId,
    input.delivery?.date ?? null,
    input.delivery?.window ?? null,
    input.payment.type === 'saved' ? input.payment.methodId : 'cash',
    input.expectedTotalFils,
    input.eventId ?? null,
    input.expectedPricesDigest,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The floor: a raw pg.Pool of the same size, in this process. Per order: the cart's lines read once
 * (the preview's part), then one transaction: claim the checkout row, lock the listing, the cart's
 * lines again FOR UPDATE, the app's own availability statement, then the booking, the order, its two
 * lines, status history, the ledger's authorised and pending capture rows, receipt email in the outbox and the two NOTIFYs the app sends, and
 * the cart emptied; after commit the capture (claimed, the gateway's record, done). Prices and the receipt come from the app's pure functions (planCheckout,
 * orderConfirmationEmail), so both sides write the same rows.
 */
export function checkoutRawRunner(fixture: () => CheckoutFixture): Runner {
  const timed = 'a read of the cart (preview) then the one transaction (place)';
  return checkoutRunner('pg.Pool, one transaction', timed, fixture, async (run, poolSize) => {
    const pool = new pg.Pool({ connectionString: fixture().databaseUrl, max: poolSize });
    // pool.end() resolves before its sockets close: the bench database dropped right after must not
    // crash the process through a closing client's error.
    pool.on('error', () => {});
    const statements = countStatements(pool);
    const availability = availabilityTemplate();
    const delivery = deliveryDays(new Date()).at(-1) ?? null;
    const window = delivery?.windows.at(-1) ?? null;
    return {
      statements,
      async place(w) {
        const customer = run.scene.customers[w] as Customer;
        const shown = (await pool.query<CheckoutCartLine>(CART_LINES, [customer.id])).rows;
        const lineIds = shown.map((r) => r.id);
        const hold = shown.find((r) => r.startsAt != null);
        if (!hold || shown.length !== 2) throw new Error(`cart of ${customer.id}: ${shown.length} lines`);
        const shownPlan = planCheckout(shown);
        const totalFils = shownPlan.totals.totalFils;
        const idempotencyKey = randomUUID();
        const input = {
          lineIds,
          addressId: customer.addressId,
          delivery: delivery && window ? { date: delivery.date, window } : null,
          payment: { type: 'saved' as const, methodId: customer.cardId },
          expectedTotalFils: totalFils,
          expectedPricesDigest: pricesDigest(shownPlan),
        };
        let captureId = '';
        let captureAmount = 0;
        let captureReference = '';
        const client = await pool.connect();
        try {
          await client.query('begin');
          const claimed = await client.query<{ id: string }>(
            `insert into checkouts (user_id, idempotency_key, request_hash, total_fils) values ($1, $2, $3, $4)
             on conflict (user_id, idempotency_key) do nothing returning id`,
            [customer.id, idempotencyKey, requestHash(input), totalFils],
          );
          const checkoutId = claimed.rows[0]?.id as string;
          await client.query('select id from listings where id = $1 for no key update', [hold.listingId]);
          const rows = (await client.query<CheckoutCartLine>(`${CART_LINES} for update of c`, [customer.id]))
            .rows;
          const now = new Date();
          const free = await client.query<{ capacity: number; bookings: number; holds: number }>(
            availability.text,
            availability.values({
              listingId: hold.listingId,
              start: hold.startsAt!.toISOString(),
              end: hold.endsAt!.toISOString(),
              now: now.toISOString(),
              excludeItemId: hold.id,
            }),
          );
          const a = free.rows[0];
          if (!a || a.capacity - a.bookings - a.holds < hold.quantity) {
            await client.query('rollback');
            return 'refused';
          }
          const booking = await client.query<{ id: string }>(
            `insert into bookings (listing_id, user_id, quantity, starts_at, ends_at) values ($1, $2, $3, $4, $5)
             returning id`,
            [hold.listingId, customer.id, hold.quantity, hold.startsAt, hold.endsAt],
          );
          const bookingId = booking.rows[0]?.id as string;
          const plan = planCheckout(rows);
          const planned = plan.orders[0]!;
          const paymentReference = referenceFor('tgw_auth', `checkout:${customer.id}:${idempotencyKey}`);
          const order = await client.query<{ id: string; number: number }>(
            `insert into orders (checkout_id, user_id, shop_id, subtotal_fils, delivery_fee_fils, vat_fils,
                                 total_fils, address, delivery_date, delivery_window, payment_type, payment_brand,
                                 payment_last4, payment_provider, payment_reference)
             values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'card', 'visa', '4242', 'test_gateway', $11)
             returning id, number`,
            [
              checkoutId,
              customer.id,
              planned.shop.id,
              planned.totals.subtotalFils,
              planned.totals.deliveryFeeFils,
              planned.totals.vatFils,
              planned.totals.totalFils,
              JSON.stringify(customer.address),
              input.delivery?.date ?? null,
              input.delivery?.window ?? null,
              paymentReference,
            ],
          );
          const { id: orderId, number } = order.rows[0] as { id: string; number: number };
          const values: unknown[] = [];
          const tuples = planned.lines.map(({ row, item }, position) => {
            const n = values.length;
            values.push(
              orderId,
              position,
              row.listingId,
              row.kind,
              row.nameEn,
              row.nameAr,
              row.imageUrl,
              item.quantity,
              item.unitPriceFils,
              item.totalFils,
              row.id === hold.id ? bookingId : null,
              row.startsAt,
              row.endsAt,
            );
            return `(${Array.from({ length: 13 }, (_, k) => `$${n + k + 1}`).join(', ')})`;
          });
          await client.query(
            `insert into order_lines (order_id, position, listing_id, kind, name_en, name_ar, image_url, quantity,
                                      unit_price_fils, total_fils, booking_id, starts_at, ends_at)
             values ${tuples.join(', ')}`,
            values,
          );
          await client.query(
            `insert into order_status_history (order_id, status, actor, actor_user_id, at)
             values ($1, 'pending', 'customer', $2, $3)`,
            [orderId, customer.id, now],
          );
          // The ledger's rows (ADR 016): the authorisation made before the transaction, done; the
          // capture, pending until the gateway confirms it after commit.
          const capture = await client.query<{ id: string }>(
            `insert into ledger_entries (order_id, kind, state, amount_fils, provider, payment_reference, reference, settled_at)
             values ($1, 'authorization', 'done', $2, 'test_gateway', $3, $3, $4),
                    ($1, 'capture', 'pending', $2, 'test_gateway', $3, null, null)
             returning id, kind`,
            [orderId, planned.totals.totalFils, paymentReference, now],
          );
          captureId = (capture.rows as { id: string; kind: string }[]).find((r) => r.kind === 'capture')!.id;
          captureAmount = planned.totals.totalFils;
          captureReference = paymentReference;
          const email = orderConfirmationEmail(
            checkoutReceipt(customer.email, { ...plan, orders: [planned] }, [number], 'card'),
          );
          await client.query('insert into outbox ("to", subject, text, html) values ($1, $2, $3, $4)', [
            email.to,
            email.subject,
            email.text,
            email.html,
          ]);
          const room = `user:${customer.id}`;
          await client.query('select pg_notify($1, $2), pg_notify($1, $3)', [
            REALTIME_CHANNEL,
            JSON.stringify({ room, event: { type: 'cart.changed' } }),
            JSON.stringify({ room, event: { type: 'order.changed', orderId } }),
          ]);
          await client.query('delete from cart_items where user_id = $1 and id = any($2::uuid[])', [
            customer.id,
            rows.map((r) => r.id),
          ]);
          await client.query('commit');
        } catch (err) {
          await client.query('rollback').catch(() => undefined);
          throw err;
        } finally {
          client.release();
        }
        // After commit, as the app's checkout workflow does: the capture claimed, the gateway's
        // idempotent record of it, and the row marked done.
        await pool.query(
          `update ledger_entries set attempts = attempts + 1, run_after = now() + interval '60 seconds'
            where id = $1 and state = 'pending' returning id`,
          [captureId],
        );
        const captured = referenceFor('tgw_cap', captureId);
        await pool.query(
          `insert into test_gateway_operations (idempotency_key, operation, payment_reference, amount_fils, ok, result)
           values ($1, 'capture', $2, $3, true, $4) on conflict (idempotency_key) do nothing returning *`,
          [captureId, captureReference, captureAmount, captured],
        );
        await pool.query(
          `update ledger_entries set state = 'done', reference = $2, settled_at = now()
            where id = $1 and state = 'pending' returning id`,
          [captureId, captured],
        );
        return 'placed';
      },
      close: () => pool.end(),
    };
  });
}

/** Both sides charged the same totals for the same carts (distinct subtotal/fee/VAT/total sets). */
export function sameTotals(app: unknown, baseline: unknown): string | undefined {
  const [a, b] = [JSON.stringify(app), JSON.stringify(baseline)];
  return a === b ? undefined : `app and baseline charged different totals: app ${a}, baseline ${b}`;
}
