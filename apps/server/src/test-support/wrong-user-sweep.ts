import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiErrorSchema, ROLES, type Role } from '@haflah/contracts';
import { expect } from 'vitest';
import type { App } from '../app.js';
import type { Db } from '../db/client.js';
import type { Builders, BuiltUser } from './builders.js';
import { call, listRoutes } from './http.js';
import type { TestAppHandle } from './test-app.js';

/**
 * The wrong-user sweep (ADR 009): every route whose path has an id is either public, or answers a
 * signed-in user who does not own the row exactly as if the row did not exist (404 NOT_FOUND), and
 * leaves the row as it was. Each module names its own routes' rules in `<domain>.sweep.ts` (ADR 017);
 * `app.sweep.test.ts` gathers them and runs the sweep over every route the app registers, and fails for
 * a route with an id that no module names, so a new route cannot skip its policy.
 */

/** A row made for one route: where to call it, with what, and how to read the row back. */
export interface OwnedRow {
  /** The route's path with the row's id in place of the parameter. */
  url: string;
  /** A body the owner may send: valid, so that only who is asking decides the answer. */
  body?: unknown;
  /**
   * Sent as it is with these headers instead of as JSON (a multipart upload: `body` a Buffer, the
   * content type with its boundary here).
   */
  headers?: Record<string, string>;
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

/** Every route's rule, by `METHOD /path` as Fastify registers it (HEAD comes with GET). */
export type SweepTable = Record<string, SweepRule>;

/** A product or rental listing at a new shop, for rows that need something to buy. */
export async function listingFor(factories: Builders, kind: 'product' | 'rental') {
  const category = await factories.category();
  const retailer = await factories.shop();
  return factories.listing({ shopId: retailer.id, categoryId: category.id, kind, capacity: 3 });
}

const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));

/**
 * The whole table, gathered from the modules (ADR 017): each module's `<domain>.sweep.ts` exports
 * `sweep`, the rules of the routes with an id it registers. A route named by two modules is refused.
 */
export async function loadSweepTable(): Promise<SweepTable> {
  const table: SweepTable = {};
  const from = new Map<string, string>();
  for (const name of readdirSync(MODULES).sort()) {
    const files = readdirSync(path.join(MODULES, name)).filter((f) => f.endsWith('.sweep.ts'));
    for (const file of files.sort()) {
      const { sweep } = (await import(path.join(MODULES, name, file))) as { sweep: SweepTable };
      for (const [route, rule] of Object.entries(sweep)) {
        if (from.has(route)) throw new Error(`${route}: named by ${from.get(route)} and ${name}/${file}`);
        from.set(route, `${name}/${file}`);
        table[route] = rule;
      }
    }
  }
  return table;
}

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
export function tableProblems(app: App, table: SweepTable) {
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
export function ownedCases(table: SweepTable): OwnedCase[] {
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
export function roleRoutes(table: SweepTable): { route: string; role: Role }[] {
  return Object.entries(table).flatMap(([route, rule]) =>
    'onlyRole' in rule ? [{ route, role: rule.onlyRole }] : [],
  );
}

export function publicRoutes(table: SweepTable): { route: string; why: string }[] {
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
  const send = (url: string, cookie: string) =>
    target.headers
      ? t.app.inject({ method, url, payload: target.body as Buffer, headers: { ...target.headers, cookie } })
      : call(t.app, method, url, target.body, { cookie });
  const res = await send(target.url, stranger.cookie);
  expect(res.statusCode, `${label}: ${res.body}`).toBe(404);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
  const missing = await send(withMadeUpIds(path, target.url), stranger.cookie);
  expect(missing.statusCode, `${c.route} with a made-up id: ${missing.body}`).toBe(404);
  expect(res.json(), `${label}: not the answer a missing row gets`).toEqual(missing.json());
  expect(await target.read(), `${label}: the row changed`).toEqual(before);

  const own = await send(target.url, owner.cookie);
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
