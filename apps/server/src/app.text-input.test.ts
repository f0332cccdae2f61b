import { apiErrorSchema, CONTROL_CHARACTERS_ISSUE, type Role } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { user } from './modules/auth/auth.schema.js';
import { shops } from './modules/shops/shops.schema.js';
import { call, nextIp, quietBetterAuthWarnings, uniqueEmail } from './test-support/http.js';
import { DRIVER_URL, driverBody, RETAILER_URL, retailerBody } from './test-support/sign-ups.js';
import { useTestApp } from './test-support/test-app.js';

/**
 * Every free-text input of every operation refuses control characters (a NUL made PostgreSQL answer
 * 500 after the account was made; bidi overrides were stored as sent). The fields are read from the
 * OpenAPI document: every string a request carries that no format, pattern or list of values already
 * pins down. Each is sent inside an otherwise valid request and must be refused by name.
 */

beforeAll(quietBetterAuthWarnings);
const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
interface ValidRequest {
  /** A request the operation accepts (or would, but for what only the server knows: a code). */
  body?: () => Record<string, unknown>;
  query?: Record<string, string>;
  signedIn?: boolean;
  /** The role of the signed-in user, when not a customer (a staff area's operation). */
  role?: Role;
  /** Where to send it, when the operation's path has a parameter. */
  url?: string;
}

const PASSWORD = 'correct horse 1';
const profile = { name: 'Noor Ali', phone: '+973 3600 1234', location: 'Seef' };
const address = {
  labelKind: 'other',
  label: 'Majlis',
  governorate: 'capital',
  area: 'Adliya',
  block: '338',
  road: '3803',
  building: '1205',
  flat: '21',
  directions: 'Blue gate',
  contactPhone: '3600 1234',
};

const NOBODY = '00000000-0000-4000-8000-000000000000';
const eventBody = () => ({
  title: 'Graduation party',
  occasion: 'graduation',
  date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  startTime: '18:00',
  venue: { kind: 'text', text: 'Our garden' },
  expectedGuests: 20,
  notes: 'Bring a gift',
});

/** One valid request per operation that takes free text; the test fails when an operation lacks one. */
const VALID: Record<string, ValidRequest> = {
  'POST /api/auth/login': { body: () => ({ email: uniqueEmail('login'), password: PASSWORD }) },
  'POST /api/auth/register': {
    body: () => ({ ...profile, email: uniqueEmail('register'), password: PASSWORD }),
  },
  'POST /api/auth/code': { body: () => ({ ...profile, email: uniqueEmail('code'), mode: 'register' }) },
  'POST /api/auth/code/verify': {
    body: () => ({ ...profile, email: uniqueEmail('verify'), code: '123456' }),
  },
  'PATCH /api/profile': { body: () => ({ ...profile }), signedIn: true },
  'POST /api/auth/password/forgot': { body: () => ({ email: uniqueEmail('forgot') }) },
  'POST /api/auth/password/reset': {
    body: () => ({ email: uniqueEmail('reset'), code: '123456', password: 'new horse 22' }),
  },
  'POST /api/auth/password/change': {
    body: () => ({ currentPassword: PASSWORD, newPassword: 'new horse 22' }),
    signedIn: true,
  },
  [`POST ${RETAILER_URL}`]: { body: () => retailerBody({ description: 'Cakes for every party' }) },
  [`POST ${DRIVER_URL}`]: { body: () => driverBody() },
  'GET /api/items': { query: { q: 'birthday cake' } },
  'POST /api/addresses': { body: () => ({ ...address }), signedIn: true },
  'POST /api/payment-methods/cards': {
    body: () => ({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
      holderName: 'Noor Ali',
    }),
    signedIn: true,
  },
  'POST /api/payment-methods/benefitpay': { body: () => ({ phone: '3300 0001' }), signedIn: true },
  'POST /api/events': { body: () => eventBody(), signedIn: true },
  // Nobody's event or guest: the fields are checked before the ids are looked up.
  'PUT /api/events/:id': { body: () => eventBody(), signedIn: true, url: `/api/events/${NOBODY}` },
  'POST /api/events/:id/guests': {
    body: () => ({ name: 'Sara' }),
    signedIn: true,
    url: `/api/events/${NOBODY}/guests`,
  },
  'PUT /api/events/:id/guests/:guestId': {
    body: () => ({ name: 'Sara' }),
    signedIn: true,
    url: `/api/events/${NOBODY}/guests/${NOBODY}`,
  },
  'PUT /api/rsvp/:token': {
    body: () => ({ answer: 'going', note: 'See you there' }),
    url: `/api/rsvp/${'x'.repeat(43)}`,
  },
  // Nobody's address: the fields are checked before the id is looked up.
  'PUT /api/addresses/:id': {
    body: () => ({ ...address }),
    signedIn: true,
    url: '/api/addresses/00000000-0000-4000-8000-000000000000',
  },
  // A retailer running no shop, and nobody's shop: the fields are checked before the shop is looked up.
  'PATCH /api/retailer/shop': {
    body: () => ({ phone: '3600 1234', address: 'Shop 4, Road 12' }),
    signedIn: true,
    role: 'retailer',
  },
  // A driver's own row (no id): the name is free text.
  'PATCH /api/driver/me': {
    body: () => ({ name: 'Yusuf Ahmed' }),
    signedIn: true,
    role: 'driver',
  },
  'POST /api/retailer/shop/pause': {
    body: () => ({ reason: 'Closed for Eid' }),
    signedIn: true,
    role: 'retailer',
  },
  'POST /api/admin/shops/:id/reject': {
    body: () => ({ reason: 'CR number unreadable' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/shops/${NOBODY}/reject`,
  },
  'POST /api/admin/shops/:id/suspend': {
    body: () => ({ reason: 'Repeated late deliveries' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/shops/${NOBODY}/suspend`,
  },
  'POST /api/admin/shops/:id/reinstate': {
    body: () => ({ reason: 'Inspection passed' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/shops/${NOBODY}/reinstate`,
  },
  'GET /api/admin/shops': { query: { q: 'Sugar Pearl' }, signedIn: true, role: 'admin' },
  'POST /api/support/requests': {
    body: () => ({
      topic: 'other',
      message: 'Do you deliver on Fridays?',
      email: uniqueEmail('help'),
      name: 'Noor Ali',
      locale: 'en',
    }),
  },
  'GET /api/admin/support': { query: { q: 'noor@example.com' }, signedIn: true, role: 'admin' },
  'GET /api/admin/drivers': { query: { q: 'Yusuf' }, signedIn: true, role: 'admin' },
  'GET /api/admin/orders': { query: { q: 'noor@example.com' }, signedIn: true, role: 'admin' },
  // Nobody's order: the reason is checked before the order is looked up.
  'POST /api/admin/orders/:id/status': {
    body: () => ({ status: 'cancelled', reason: 'The customer asked us by phone' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/orders/${NOBODY}/status`,
  },
  'GET /api/admin/audit': {
    query: { actor: 'admin@example.com', targetId: NOBODY },
    signedIn: true,
    role: 'admin',
  },
  'GET /api/admin/audit.csv': {
    query: { actor: 'admin@example.com', targetId: NOBODY },
    signedIn: true,
    role: 'admin',
  },
  'POST /api/admin/support/:id/answer': {
    body: () => ({ message: 'Yes, every day but Eid.' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/support/${NOBODY}/answer`,
  },
  'POST /api/admin/support/:id/close': {
    body: () => ({ note: 'Answered by phone' }),
    signedIn: true,
    role: 'admin',
    url: `/api/admin/support/${NOBODY}/close`,
  },
  // A retailer running no shop: the search is checked before the shop is looked up.
  'GET /api/retailer/listings': { query: { q: 'rose cake' }, signedIn: true, role: 'retailer' },
  // Nobody's order: the reason is checked before the order is looked up.
  'POST /api/retailer/orders/:id/reject': {
    body: () => ({ reason: 'Fully booked that day' }),
    signedIn: true,
    role: 'retailer',
    url: `/api/retailer/orders/${NOBODY}/reject`,
  },
  // Reviews (issue 27): the fields are checked before the order, review or listing is looked up.
  'POST /api/orders/:id/reviews': {
    body: () => ({ listingId: NOBODY, rating: 5, body: 'Lovely cake, on time' }),
    signedIn: true,
    url: `/api/orders/${NOBODY}/reviews`,
  },
  'GET /api/items/:id/reviews': { query: { after: 'next page' }, url: `/api/items/${NOBODY}/reviews` },
  'GET /api/retailer/reviews': { query: { after: 'next page' }, signedIn: true, role: 'retailer' },
  'POST /api/retailer/reviews/:id/reply': {
    body: () => ({ text: 'Thank you for celebrating with us' }),
    signedIn: true,
    role: 'retailer',
    url: `/api/retailer/reviews/${NOBODY}/reply`,
  },
  'POST /api/retailer/reviews/:id/report': {
    body: () => ({ reason: 'Not one of our customers' }),
    signedIn: true,
    role: 'retailer',
    url: `/api/retailer/reviews/${NOBODY}/report`,
  },
  // A retailer running no shop: the note is checked before the shop is looked up.
  'POST /api/retailer/blocks': {
    body: () => ({
      listingId: null,
      startsAt: new Date(Math.ceil(Date.now() / 3_600_000 + 48) * 3_600_000).toISOString(),
      endsAt: new Date(Math.ceil(Date.now() / 3_600_000 + 50) * 3_600_000).toISOString(),
      note: 'Eid holiday',
    }),
    signedIn: true,
    role: 'retailer',
  },
};

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
}

/**
 * Free text inside a body's objects and arrays, which the sweep above (top-level fields) does not
 * reach: each operation with a valid request and the paths of its nested free-text fields (an array's
 * first element as `0`). Each path is checked to be free text in the OpenAPI document too.
 */
const NESTED: Record<string, ValidRequest & { paths: string[] }> = {
  // Nobody's cart lines and address: the fields are checked before anything is looked up.
  'POST /api/checkout': {
    body: () => ({
      idempotencyKey: '11111111-1111-4111-8111-111111111111',
      lineIds: [NOBODY],
      addressId: NOBODY,
      delivery: null,
      payment: {
        type: 'once',
        card: { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', holderName: 'Noor Ali' },
      },
      expectedTotalFils: 1000,
      expectedPricesDigest: 'a'.repeat(64),
      notes: [{ shopId: NOBODY, note: 'Happy birthday Sara' }],
    }),
    signedIn: true,
    paths: ['notes.0.note', 'payment.card.number', 'payment.card.cvc', 'payment.card.holderName'],
  },
};

/** The schema at `path` (`notes.0.note`) in a body's schema, through arrays and unions' branches. */
function schemaAt(schema: JsonSchema | undefined, path: string[]): JsonSchema[] {
  if (!schema) return [];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.flatMap((b) => schemaAt(b, path));
  if (path.length === 0) return [schema];
  const [head, ...rest] = path as [string, ...string[]];
  if (schema.type === 'array') return /^\d+$/.test(head) ? schemaAt(schema.items, rest) : [];
  return schemaAt(schema.properties?.[head], rest);
}

/** Puts `bad` inside the value at `path` of `body`. */
function insideAt(body: Record<string, unknown>, path: string[], bad: string) {
  const last = path.at(-1)!;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, body);
  parent[last] = withInside(String(parent[last]), bad);
}
interface Operation {
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
  parameters?: Array<{ in: string; name: string; schema: JsonSchema }>;
}

/** A string no format, pattern or enum pins down (in any branch of a union). */
const isFreeText = (s: JsonSchema): boolean =>
  s.anyOf ? s.anyOf.some(isFreeText) : s.type === 'string' && !s.format && !s.pattern && !s.enum;

/** `METHOD path` → the free-text fields, as `body.name` or `querystring.name`. */
function freeTextFields(): Map<string, string[]> {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  const found = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const body = op.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      const fields = [
        ...Object.entries(body)
          .filter(([, s]) => isFreeText(s))
          .map(([name]) => `body.${name}`),
        ...(op.parameters ?? [])
          .filter((p) => p.in === 'query' && isFreeText(p.schema))
          .map((p) => `querystring.${p.name}`),
      ];
      if (fields.length) found.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, fields);
    }
  }
  return found;
}

/** The valid value with `bad` inside it, where each field's own format still holds around it. */
function withInside(value: string, bad: string): string {
  const at = value.indexOf('@');
  return at > 0
    ? `${value.slice(0, at)}${bad}${value.slice(at)}`
    : `${value.slice(0, 2)}${bad}${value.slice(2)}`;
}

/** What no free-text field may hold (common.ts: CONTROL_CHARACTERS and the invisible characters). */
const BAD = [
  ['a NUL', '\u0000'],
  ['an escape', '\u001b'],
  ['a right-to-left override', '\u202E'],
  ['a first-strong isolate', '\u2068'],
  ['a zero-width space', '\u200B'],
  ['a zero-width joiner outside a sequence', '\u200D '],
  ['a word joiner', '\u2060'],
  ['a byte-order mark', '\uFEFF'],
  ['a line separator', '\u2028'],
  ['a soft hyphen', '\u00AD'],
  ['a tag character', '\u{E0041}'],
  ['a Hangul filler', '\u3164'],
  // JSON carries one (`"\ud800"`); a URL cannot (UTF-8 has no lone surrogate), so bodies only.
  ['a lone surrogate', '\uD800'],
] as const;
const BODY_ONLY = new Set<string>(['\uD800']);
/** Fields whose format drops every space before it is checked (and so U+FEFF and U+2028 with them). */
const STRIPPED = new Set([`POST ${RETAILER_URL} body.iban`]);

describe('free text refuses control and invisible characters', () => {
  it('every operation with free text has a valid request here', () => {
    expect([...freeTextFields().keys()].sort()).toEqual(Object.keys(VALID).sort());
  });

  it('the valid requests are valid', async () => {
    for (const [operation, valid] of Object.entries(VALID)) {
      const res = await send(operation, valid);
      // A made-up code is refused as a code, which is past the checks of the fields.
      if (res.statusCode === 400)
        expect(res.json().error.code, `${operation}: ${res.body}`).not.toBe('VALIDATION_FAILED');
    }
  });

  it.each(BAD)('each free-text field refuses %s, by name, and nothing is stored', async (_what, bad) => {
    const fields = freeTextFields();
    let checked = 0;
    for (const [operation, valid] of Object.entries(VALID)) {
      for (const field of fields.get(operation) ?? []) {
        const [where, name] = field.split('.') as ['body' | 'querystring', string];
        if (where !== 'body' && BODY_ONLY.has(bad)) continue;
        const res = await send(operation, valid, (req) => {
          const source = where === 'body' ? req.body : req.query;
          source[name] = withInside(String(source[name] ?? 'text'), bad);
        });
        if (STRIPPED.has(`${operation} ${field}`) && /\s/.test(bad) && res.statusCode === 200) {
          // Spaces may be typed in an IBAN, and JavaScript's \s takes these two as spaces: dropped.
          const [shop] = await t.db
            .select({ iban: shops.iban })
            .from(shops)
            .where(eq(shops.ownerUserId, res.json().user.id));
          expect(shop?.iban).toMatch(/^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/);
          checked++;
          continue;
        }
        expect(res.statusCode, `${operation} ${field}: ${res.body}`).toBe(400);
        const error = apiErrorSchema.parse(res.json()).error;
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(
          error.issues?.map((i) => i.path),
          `${operation} ${field}`,
        ).toContain(field);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(25);
  });

  it('nested free text is listed: each path is free text in the OpenAPI document', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    for (const [operation, nested] of Object.entries(NESTED)) {
      const [method, route] = operation.split(' ') as [string, string];
      const op = doc.paths[route]?.[method.toLowerCase()];
      const body = op?.requestBody?.content?.['application/json']?.schema;
      for (const path of nested.paths) {
        expect(schemaAt(body, path.split('.')).some(isFreeText), `${operation} body.${path}`).toBe(true);
      }
    }
  });

  it.each(BAD)('each nested free-text field refuses %s, by path', async (_what, bad) => {
    for (const [operation, nested] of Object.entries(NESTED)) {
      const valid = await send(operation, nested);
      expect(valid.statusCode === 400 && valid.json().error.code === 'VALIDATION_FAILED', valid.body).toBe(
        false,
      );
      for (const path of nested.paths) {
        const res = await send(operation, nested, (req) => insideAt(req.body, path.split('.'), bad));
        expect(res.statusCode, `${operation} body.${path}: ${res.body}`).toBe(400);
        const error = apiErrorSchema.parse(res.json()).error;
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(
          error.issues?.map((i) => i.path),
          `${operation} body.${path}`,
        ).toContain(`body.${path}`);
      }
    }
  });

  it('free text gets its own issue, which clients translate', async () => {
    const res = await send('POST /api/auth/register', VALID['POST /api/auth/register']!, (req) => {
      req.body.location = 'Seef\u0000x';
    });
    expect(apiErrorSchema.parse(res.json()).error.issues).toEqual([
      { path: 'body.location', message: CONTROL_CHARACTERS_ISSUE },
    ]);
  });

  it('a registration refused for one field makes no account', async () => {
    const email = uniqueEmail('atomic');
    const register = (location: string) =>
      call(
        t.app,
        'POST',
        '/api/auth/register',
        { name: 'Noor', email, password: PASSWORD, location },
        { ip: nextIp() },
      );
    expect((await register('Seef\u0000x')).statusCode).toBe(400);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
    const retry = await register('Seef');
    expect(retry.statusCode, retry.body).toBe(200);
  });
});

interface Built {
  body: Record<string, unknown>;
  query: Record<string, unknown>;
}

async function send(operation: string, valid: ValidRequest, change?: (req: Built) => void) {
  const [method, route] = operation.split(' ') as [Method, string];
  const path = valid.url ?? route;
  const req: Built = { body: valid.body?.() ?? {}, query: { ...valid.query } };
  change?.(req);
  const cookie = valid.signedIn ? (await t.factories.user({ role: valid.role })).cookie : undefined;
  const search = new URLSearchParams(req.query as Record<string, string>).toString();
  return call(t.app, method, search ? `${path}?${search}` : path, valid.body ? req.body : undefined, {
    ip: nextIp(),
    cookie,
  });
}
