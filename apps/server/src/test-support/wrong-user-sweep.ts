import { randomUUID } from 'node:crypto';
import { apiErrorSchema, ROLES, type Role } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import { addresses } from '../modules/addresses/addresses.schema.js';
import { cartItems } from '../modules/cart/cart.schema.js';
import { eventGuests, events } from '../modules/events/events.schema.js';
import { favorites } from '../modules/favorites/favorites.schema.js';
import { orders } from '../modules/orders/orders.schema.js';
import { paymentMethods } from '../modules/payments/payments.schema.js';
import type { Builders, BuiltUser } from './builders.js';
import { call, listRoutes } from './http.js';
import type { TestAppHandle } from './test-app.js';

/**
 * The wrong-user sweep (ADR 009): every route whose path has an id is either public, or answers a
 * signed-in user who does not own the row exactly as if the row did not exist (404 NOT_FOUND), and
 * leaves the row as it was. `app.sweep.test.ts` runs it over every route the app registers, and fails
 * for a route with an id that this table does not name, so a new route cannot skip its policy.
 */

/** A row made for one route: where to call it, with what, and how to read the row back. */
export interface OwnedRow {
  /** The route's path with the row's id in place of the parameter. */
  url: string;
  /** A body the owner may send: valid, so that only who is asking decides the answer. */
  body?: unknown;
  /** The row as stored, to show that the wrong user's call changed nothing. */
  read(): Promise<unknown>;
}

/** Creates a row owned by `owner` (with the builders; `db` reads it back). */
export type OwnedSetup = (factories: Builders, owner: BuiltUser, db: Db) => Promise<OwnedRow>;

export type SweepRule =
  /** No owner: anyone may call it with any id. Say why. */
  | { public: string }
  /** Every user of this role may act on any row (an admin on any order); any other role gets 403. */
  | { onlyRole: Role; why: string }
  | {
      /** The role of the owner; the wrong user has it too unless `strangers` says otherwise. */
      owner: Role;
      /** Every role that may call the route and must still get 404 for the owner's row. */
      strangers?: readonly Role[];
      /** One set-up a kind of row the route acts on (a product line and a hold are both cart lines). */
      setup: Record<string, OwnedSetup>;
    };

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const HOUR = 3_600_000;

async function listingFor(factories: Builders, kind: 'product' | 'rental') {
  const category = await factories.category();
  const retailer = await factories.retailer();
  return factories.listing({ retailerId: retailer.id, categoryId: category.id, kind, capacity: 3 });
}

/** Two days ahead, on the hour: a span the hold rules accept, whatever the time of the run. */
const holdStart = () => new Date(Math.ceil((Date.now() + 2 * 24 * HOUR) / HOUR) * HOUR);

const cartLine = (db: Db, id: string) => db.select().from(cartItems).where(eq(cartItems.id, id));

/** A cart line of each kind: a product on its own, and a hold on a time slot. */
const cartLines = (body: unknown): Record<string, OwnedSetup> => ({
  'product line': async (factories, owner, db) => {
    const listing = await listingFor(factories, 'product');
    const line = await factories.productLine({ userId: owner.id, listingId: listing.id });
    return { url: `/api/cart/items/${line.id}`, body, read: () => cartLine(db, line.id) };
  },
  hold: async (factories, owner, db) => {
    const listing = await listingFor(factories, 'rental');
    const line = await factories.hold({ userId: owner.id, listingId: listing.id, start: holdStart() });
    return { url: `/api/cart/items/${line.id}`, body, read: () => cartLine(db, line.id) };
  },
});

/** A customer's address: anyone signed in may call the routes, and only its owner touches it. */
const address = (path: (id: string) => string, body?: unknown): Record<string, OwnedSetup> => ({
  address: async (factories, owner, db) => {
    const row = await factories.address({ userId: owner.id });
    return {
      url: path(row.id),
      body,
      read: () => db.select().from(addresses).where(eq(addresses.id, row.id)),
    };
  },
});
/** A customer's saved card: only its owner may use, change or remove it. */
const savedCard = (path: (id: string) => string): Record<string, OwnedSetup> => ({
  card: async (factories, owner, db) => {
    const row = await factories.paymentMethod({ userId: owner.id });
    return {
      url: path(row.id),
      read: () => db.select().from(paymentMethods).where(eq(paymentMethods.id, row.id)),
    };
  },
});
/** A customer's order (placed at some shop): read by the customer, the shop's owner, an admin. */
const customerOrder = (path: (id: string) => string): Record<string, OwnedSetup> => ({
  order: async (factories, owner, db) => {
    const listing = await listingFor(factories, 'product');
    const row = await factories.order({
      userId: owner.id,
      retailerId: listing.retailerId,
      listingId: listing.id,
    });
    return { url: path(row.id), read: () => db.select().from(orders).where(eq(orders.id, row.id)) };
  },
});
/** An order placed at a shop `owner` owns (the owner is the shop's retailer user). */
const shopOrder = (path: (id: string) => string, body: unknown): Record<string, OwnedSetup> => ({
  order: async (factories, owner, db) => {
    const shop = await factories.retailer({ ownerUserId: owner.id });
    const listing = await factories.listing({
      retailerId: shop.id,
      categoryId: (await factories.category()).id,
    });
    const customer = await factories.user({ role: 'customer' });
    const row = await factories.order({ userId: customer.id, retailerId: shop.id, listingId: listing.id });
    return { url: path(row.id), body, read: () => db.select().from(orders).where(eq(orders.id, row.id)) };
  },
});

/** A host's event (a month ahead, so it may still change). */
const hostEvent = (path: (id: string) => string, body?: unknown): Record<string, OwnedSetup> => ({
  event: async (factories, owner, db) => {
    const row = await factories.event({ userId: owner.id });
    return { url: path(row.id), body, read: () => db.select().from(events).where(eq(events.id, row.id)) };
  },
});
/** A guest of a host's event. */
const eventGuest = (
  path: (id: string, guestId: string) => string,
  body?: unknown,
): Record<string, OwnedSetup> => ({
  guest: async (factories, owner, db) => {
    const event = await factories.event({ userId: owner.id });
    // An address of its own: invitations to one address are limited to 3 a day.
    const guest = await factories.guest({ eventId: event.id, email: `guest-${randomUUID()}@example.test` });
    return {
      url: path(event.id, guest.id),
      body,
      read: () => db.select().from(eventGuests).where(eq(eventGuests.id, guest.id)),
    };
  },
});
/** A date a month ahead, in Bahrain's calendar: an event there may be planned whenever the test runs. */
const inAMonth = () => new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10);
const EVENT_BODY = () => ({
  title: 'Graduation party',
  occasion: 'graduation',
  date: inAMonth(),
  startTime: '18:00',
  venue: { kind: 'text', text: 'Home' },
  expectedGuests: 20,
});

const ADDRESS_BODY = {
  labelKind: 'work',
  governorate: 'northern',
  area: 'Saar',
  block: '527',
  road: '2715',
  building: '12',
  contactPhone: '3600 1234',
  isDefault: true,
};

/**
 * Every route with an id, by `METHOD /path` as Fastify registers it (HEAD comes with GET). A cart is
 * its owner's alone, admins included (cart.policy.ts), and any signed-in role may call the cart.
 */
export const WRONG_USER_TABLE: Record<string, SweepRule> = {
  'GET /api/items/:id': { public: 'a listing customers may see is shown to anyone, signed in or not' },
  'PATCH /api/cart/items/:id': { owner: 'customer', strangers: ROLES, setup: cartLines({ quantity: 2 }) },
  'DELETE /api/cart/items/:id': { owner: 'customer', strangers: ROLES, setup: cartLines(undefined) },
  'PUT /api/addresses/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}`, ADDRESS_BODY),
  },
  'POST /api/addresses/:id/default': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}/default`),
  },
  'DELETE /api/addresses/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: address((id) => `/api/addresses/${id}`),
  },
  'POST /api/payment-methods/:id/default': {
    owner: 'customer',
    strangers: ROLES,
    setup: savedCard((id) => `/api/payment-methods/${id}/default`),
  },
  'DELETE /api/payment-methods/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: savedCard((id) => `/api/payment-methods/${id}`),
  },
  // Not an admin: admins read every order (orders.policy.ts).
  'GET /api/orders/:id': {
    owner: 'customer',
    strangers: ['customer', 'retailer', 'driver'],
    setup: customerOrder((id) => `/api/orders/${id}`),
  },
  'POST /api/orders/:id/cancel': {
    owner: 'customer',
    strangers: ROLES,
    setup: customerOrder((id) => `/api/orders/${id}/cancel`),
  },
  'POST /api/orders/:id/reorder': {
    owner: 'customer',
    strangers: ROLES,
    setup: customerOrder((id) => `/api/orders/${id}/reorder`),
  },
  // Other roles never reach the retailer area (403, staffArea).
  'POST /api/retailer/orders/:id/status': {
    owner: 'retailer',
    setup: shopOrder((id) => `/api/retailer/orders/${id}/status`, { status: 'processing' }),
  },
  'GET /api/events/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}`),
  },
  'PUT /api/events/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}`, EVENT_BODY()),
  },
  'POST /api/events/:id/cancel': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/cancel`),
  },
  'GET /api/events/:id/calendar.ics': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/calendar.ics`),
  },
  'POST /api/events/:id/guests': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/guests`, { name: 'Hasan' }),
  },
  'PUT /api/events/:id/guests/:guestId': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}`, { name: 'Hasan' }),
  },
  'DELETE /api/events/:id/guests/:guestId': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}`),
  },
  'POST /api/events/:id/guests/:guestId/invite': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}/invite`),
  },
  'GET /api/rsvp/:token': {
    public: 'a guest opens their own invitation with its secret token, without an account',
  },
  'PUT /api/rsvp/:token': {
    public: 'a guest answers their own invitation with its secret token, without an account',
  },
  'GET /api/rsvp/:token/calendar.ics': { public: 'a guest’s accepted invitation, by its secret token' },
  'DELETE /api/favorites/:listingId': {
    owner: 'customer',
    strangers: ROLES,
    setup: {
      favorite: async (factories, owner, db) => {
        const listing = await listingFor(factories, 'product');
        await factories.favorite({ userId: owner.id, listingId: listing.id });
        return {
          url: `/api/favorites/${listing.id}`,
          read: () => db.select().from(favorites).where(eq(favorites.userId, owner.id)),
        };
      },
    },
  },
  'POST /api/admin/orders/:id/status': {
    onlyRole: 'admin',
    why: 'an admin may move any order; every other role is refused the admin area',
  },
};

const hasParam = (path: string) => path.split('/').some((s) => s.startsWith(':'));

/** `METHOD /path` of every registered route with a `:param`, HEAD folded into its GET. */
export function routesWithIds(app: App): string[] {
  const routes = listRoutes(app).filter((r) => hasParam(r.url));
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return [
    ...new Set(
      routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url))).map((r) => `${r.method} ${r.url}`),
    ),
  ].sort();
}

/** Routes with an id the table does not name, and rules for routes the app does not have. */
export function tableProblems(app: App, table = WRONG_USER_TABLE) {
  const registered = routesWithIds(app);
  return {
    missing: registered.filter((key) => !(key in table)),
    stale: Object.keys(table).filter((key) => !registered.includes(key)),
  };
}

export interface OwnedCase {
  route: string;
  row: string;
  owner: Role;
  stranger: Role;
  setup: OwnedSetup;
}

/** One case a route, kind of row and wrong user's role, for `it.each`. */
export function ownedCases(table = WRONG_USER_TABLE): OwnedCase[] {
  return Object.entries(table).flatMap(([route, rule]) =>
    'public' in rule || 'onlyRole' in rule
      ? []
      : Object.entries(rule.setup).flatMap(([row, setup]) =>
          (rule.strangers ?? [rule.owner]).map((stranger) => ({
            route,
            row,
            owner: rule.owner,
            stranger,
            setup,
          })),
        ),
  );
}

/** Routes any user of one role may call with any id, and the role. */
export function roleRoutes(table = WRONG_USER_TABLE): { route: string; role: Role }[] {
  return Object.entries(table).flatMap(([route, rule]) =>
    'onlyRole' in rule ? [{ route, role: rule.onlyRole }] : [],
  );
}

export function publicRoutes(table = WRONG_USER_TABLE): { route: string; why: string }[] {
  return Object.entries(table).flatMap(([route, rule]) =>
    'public' in rule ? [{ route, why: rule.public }] : [],
  );
}

function parse(route: string): { method: Method; path: string } {
  const [method, path] = route.split(' ') as [Method, string];
  return { method, path };
}

/** `url` with a made-up id in place of each of the route's parameters: a row that does not exist. */
function withMadeUpIds(path: string, url: string): string {
  const pattern = path.split('/');
  return url
    .split('?')[0]!
    .split('/')
    .map((segment, i) => (pattern[i]?.startsWith(':') ? randomUUID() : segment))
    .join('/');
}

/** Whether `url` is the route `path` with its parameters filled in (so a 404 is not "no such route"). */
function fills(path: string, url: string): boolean {
  const pattern = path.split('/');
  const segments = url.split('?')[0]!.split('/');
  return (
    pattern.length === segments.length &&
    pattern.every((p, i) => (p.startsWith(':') ? segments[i]!.length > 0 : p === segments[i]))
  );
}

/**
 * The owner's row, asked for by a signed-in user of role `stranger` who is not its owner: 404
 * NOT_FOUND, the very answer a made-up id gets, and the row unchanged. Then the owner, with the same
 * request, gets a 2xx: the 404 was about who asked, not about the request.
 */
export async function expectWrongUserRefused(t: TestAppHandle, c: OwnedCase) {
  const { method, path } = parse(c.route);
  const owner = await t.factories.user({ role: c.owner });
  const stranger = await t.factories.user({ role: c.stranger });
  const target = await c.setup(t.factories, owner, t.db);
  expect(fills(path, target.url), `${c.route}: the set-up's URL ${target.url} is not this route`).toBe(true);
  const before = await target.read();
  expect(before, `${c.route} (${c.row}): the set-up wrote no row`).toBeTruthy();
  expect(before).not.toEqual([]);

  const label = `${c.route} (${c.row}) as another ${c.stranger}`;
  const res = await call(t.app, method, target.url, target.body, { cookie: stranger.cookie });
  expect(res.statusCode, `${label}: ${res.body}`).toBe(404);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  const missing = await call(t.app, method, withMadeUpIds(path, target.url), target.body, {
    cookie: stranger.cookie,
  });
  expect(missing.statusCode, `${c.route} with a made-up id: ${missing.body}`).toBe(404);
  expect(res.json(), `${label}: not the answer a missing row gets`).toEqual(missing.json());
  expect(await target.read(), `${label}: the row changed`).toEqual(before);

  const own = await call(t.app, method, target.url, target.body, { cookie: owner.cookie });
  expect(own.statusCode, `${c.route} (${c.row}) as its owner: ${own.body}`).toBeGreaterThanOrEqual(200);
  expect(own.statusCode, `${c.route} (${c.row}) as its owner: ${own.body}`).toBeLessThan(300);
}

/** A route the table calls public answers anonymous callers (a made-up id: 404, never 401 or 403). */
export async function expectPublic(t: TestAppHandle, route: string) {
  const { method, path } = parse(route);
  const url = withMadeUpIds(path, path);
  const res = await call(t.app, method, url, ['GET', 'DELETE'].includes(method) ? undefined : {});
  expect([401, 403], `${route} anonymous: ${res.body}`).not.toContain(res.statusCode);
}

/** A route for one role only: anonymous callers get 401 and every other role 403, whatever the id. */
export async function expectOnlyRole(t: TestAppHandle, route: string, role: Role) {
  const { method, path } = parse(route);
  const url = withMadeUpIds(path, path);
  const body = ['GET', 'DELETE'].includes(method) ? undefined : {};
  expect((await call(t.app, method, url, body)).statusCode, `${route} anonymous`).toBe(401);
  for (const other of ROLES.filter((r) => r !== role)) {
    const { cookie } = await t.factories.user({ role: other });
    expect((await call(t.app, method, url, body, { cookie })).statusCode, `${route} as ${other}`).toBe(403);
  }
}
