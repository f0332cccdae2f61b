import { randomUUID } from 'node:crypto';
import {
  bahrainDate,
  bahrainToUtc,
  type CheckoutPreview,
  type DriverDeliveries,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
} from '@haflah/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { deliveries, listings, shops } from '../db/schema.js';
import { DEMO_ACCOUNTS, DEMO_RETAILER_SHOP } from './demo-accounts.js';
import { demoClassOf, seedDemoClass } from './demo-history.js';

/** What the demo orders need of the app: its HTTP front door, as a customer's browser uses it. */
type Front = Pick<FastifyInstance, 'inject'>;

/**
 * The steps each demo order goes through after checkout, as the shop and the demo driver make them:
 * `take` is the driver accepting the delivery offered when the shop marked it ready.
 */
type Step = 'accept' | 'ready' | 'take' | 'pickup' | 'deliver' | 'reject';

interface DemoOrder {
  /** Products of the shop, by their position in its list (cheapest first), and how many. */
  products: [number, number][];
  /** A booked slot of the shop's class: days from today (Bahrain), start time, hours. */
  booking?: [number, string, number];
  pay: 'cash' | 'card';
  steps: Step[];
  reason?: string;
}

/**
 * The demo retailer's orders, oldest first: each state the shop's screens show. Placed by the demo
 * customer through the real checkout (cart, holds, preview, place) and moved through the real moves.
 */
const DEMO_ORDERS: DemoOrder[] = [
  { products: [[0, 2]], pay: 'card', steps: ['accept', 'ready', 'take', 'pickup', 'deliver'] },
  { products: [[1, 1]], pay: 'card', steps: ['reject'], reason: 'Sorry, we are fully booked for that day.' },
  { products: [[2, 1]], pay: 'cash', steps: ['accept', 'ready', 'take', 'pickup'] },
  { products: [[3, 1]], pay: 'card', steps: ['accept', 'ready'] },
  { products: [], booking: [6, '16:00', 2], pay: 'card', steps: ['accept'] },
  { products: [[4, 3]], pay: 'cash', steps: ['accept'] },
  { products: [[0, 1]], booking: [2, '10:00', 3], pay: 'card', steps: [] },
  { products: [[5, 2]], pay: 'cash', steps: [] },
];

class SeedError extends Error {}

/**
 * Gives the demo retailer's shop a living order book (issue 23): orders in every state, placed by the
 * demo customer through the app's own routes and moved by the shop's and the demo driver's (issue 25:
 * one delivered with the customer's code, one on its way, one waiting for a driver). Needs the demo
 * catalogue and accounts (seedDemoAccounts). Bookings are in the coming days: a booking in the past,
 * or an order already late, cannot come from a checkout made now.
 */
export async function seedDemoOrders(app: Front, db: Db): Promise<{ orders: number }> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, DEMO_RETAILER_SHOP));
  if (!shop) throw new SeedError(`no demo shop ${DEMO_RETAILER_SHOP}`);
  // The shop's class (seedDemoClass, with the catalogue) is booked; its products are the rest.
  const classListing = (await demoClassOf(db, shop.id)) ?? { id: await seedDemoClass(db) };
  if (!classListing.id) throw new SeedError('no demo class');
  const products = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.shopId, shop.id), ne(listings.id, classListing.id)))
    .orderBy(listings.priceFils, listings.id);

  // Side by side: each sign-in is mostly the password's hash, off the event loop.
  const [customer, retailer, driver] = await Promise.all([
    signIn(app, 'customer'),
    signIn(app, 'retailer'),
    signIn(app, 'driver'),
  ]);
  await send(app, driver, 'PUT', '/api/driver/status', { online: true });
  const card = await send<{ methods: { id: string }[] }>(
    app,
    customer,
    'POST',
    '/api/payment-methods/cards',
    {
      number: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 3,
      cvc: '123',
      holderName: DEMO_ACCOUNTS.find((a) => a.role === 'customer')!.name,
    },
  );
  const methodId = card.methods[0]!.id;
  const addresses = await send<{ addresses: { id: string }[] }>(app, customer, 'GET', '/api/addresses');
  const addressId = addresses.addresses[0]!.id;

  for (const order of DEMO_ORDERS) {
    for (const [index, quantity] of order.products)
      await send(app, customer, 'POST', '/api/cart/items', {
        listingId: products[index % products.length]!.id,
        quantity,
      });
    if (order.booking) {
      const [days, time, hours] = order.booking;
      const day = bahrainDate(new Date(Date.now() + days * 24 * 3_600_000));
      await send(app, customer, 'POST', '/api/cart/holds', {
        listingId: classListing.id,
        start: bahrainToUtc(day, time).toISOString(),
        hours,
      });
    }
    const preview = await send<CheckoutPreview>(app, customer, 'GET', '/api/checkout');
    const day = preview.deliveryDays[0];
    const request: PlaceOrderRequest = {
      idempotencyKey: randomUUID(),
      lineIds: preview.lineIds,
      addressId,
      delivery: day ? { date: day.date, window: day.windows[0]! } : null,
      payment: order.pay === 'card' ? { type: 'saved', methodId } : { type: 'cash' },
      expectedTotalFils: preview.totals.totalFils,
      expectedPricesDigest: preview.pricesDigest,
    };
    const placed = await send<PlaceOrderResponse>(app, customer, 'POST', '/api/checkout', request);
    const id = placed.orders[0]!.id;
    let deliveryId = '';
    for (const step of order.steps) {
      if (step === 'take') {
        const offered = await send<DriverDeliveries>(app, driver, 'GET', '/api/driver/deliveries');
        deliveryId = offered.offers.find((o) => o.delivery.orderId === id)!.delivery.id;
        await send(app, driver, 'POST', `/api/driver/deliveries/${deliveryId}/accept`);
      } else if (step === 'pickup')
        await send(app, driver, 'POST', `/api/driver/deliveries/${deliveryId}/pickup`);
      else if (step === 'deliver') {
        // The code the customer reads out at the door (their order's tracking shows it).
        const [row] = await db
          .select({ code: deliveries.code })
          .from(deliveries)
          .where(eq(deliveries.orderId, id));
        await send(app, driver, 'POST', `/api/driver/deliveries/${deliveryId}/deliver`, {
          proof: 'code',
          code: row!.code,
        });
      } else
        await send(
          app,
          retailer,
          'POST',
          `/api/retailer/orders/${id}/${step}`,
          step === 'reject' ? { reason: order.reason } : undefined,
        );
    }
  }
  // The seed's own sign-ins end here: the demo accounts start with no session open.
  // Signing out sets the driver offline (spec).
  for (const cookie of [customer, retailer, driver]) await send(app, cookie, 'POST', '/api/auth/logout');
  return { orders: DEMO_ORDERS.length };
}

async function signIn(app: Front, role: string): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new SeedError(`demo ${role} could not sign in: ${res.statusCode}`);
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(';')[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

async function send<T = unknown>(
  app: Front,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
) {
  const res = await app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  if (res.statusCode >= 300)
    throw new SeedError(`demo orders: ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}
