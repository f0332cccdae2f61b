import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';
import {
  expectOnlyRole,
  expectPublic,
  expectWrongUserRefused,
  ownedCases,
  publicRoutes,
  roleRoutes,
  routesWithIds,
  tableProblems,
} from './test-support/wrong-user-sweep.js';

// Every route of the app with an id, against the wrong user (ADR 009). The table of routes and how to
// make a row for each is test-support/wrong-user-sweep.ts; a new route with an id goes there.
const t = useTestApp();

describe('wrong-user sweep: every route with an id', () => {
  it('has a rule for each route with an id the app registers, and none for a route it does not', () => {
    const routes = routesWithIds(t.app);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/items/:id', 'PATCH /api/cart/items/:id']));
    const { missing, stale } = tableProblems(t.app);
    expect(
      missing,
      'routes with an id that WRONG_USER_TABLE (test-support/wrong-user-sweep.ts) does not name: add ' +
        'each, as public or with a set-up that makes a row of its owner',
    ).toEqual([]);
    expect(stale, 'rules in WRONG_USER_TABLE for routes the app does not register').toEqual([]);
  });

  it.each(ownedCases().map((c) => [c.route, c.row, c.stranger, c] as const))(
    '%s (%s) as another %s: 404 NOT_FOUND, as for a missing row, and the row unchanged',
    async (_route, _row, _stranger, c) => {
      await expectWrongUserRefused(t, c);
    },
  );

  it.each(roleRoutes().map((r) => [r.route, r.role] as const))(
    '%s is for every %s, whatever the row, and refused to every other role',
    async (route, role) => {
      await expectOnlyRole(t, route, role);
    },
  );

  it.each(publicRoutes().map((p) => [p.route, p.why] as const))(
    '%s is public (%s): no session needed',
    async (route) => {
      await expectPublic(t, route);
    },
  );
});
