import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';
import {
  expectOnlyRole,
  expectPublic,
  expectWrongUserRefused,
  loadSweepTable,
  ownedCases,
  publicRoutes,
  roleRoutes,
  routesWithIds,
  tableProblems,
} from './test-support/wrong-user-sweep.js';

// Every route of the app with an id, against the wrong user (ADR 009). Each module names its routes'
// rules and how to make a row for each in its own <domain>.sweep.ts (ADR 017), gathered here; a new
// route with an id goes in its module's file. The sweep machinery is test-support/wrong-user-sweep.ts.
const t = useTestApp();
const table = await loadSweepTable();

describe('wrong-user sweep: every route with an id', () => {
  it('has a rule for each route with an id the app registers, and none for a route it does not', () => {
    const routes = routesWithIds(t.app);
    expect(routes).toEqual(expect.arrayContaining(['GET /api/items/:id', 'PATCH /api/cart/items/:id']));
    const { missing, stale } = tableProblems(t.app, table);
    expect(
      missing,
      "routes with an id that no module's <domain>.sweep.ts names: add each to its module's, as public " +
        'or with a set-up that makes a row of its owner',
    ).toEqual([]);
    expect(stale, 'rules in a <domain>.sweep.ts for routes the app does not register').toEqual([]);
  });

  it.each(ownedCases(table).map((c) => [c.route, c.row, c.stranger, c] as const))(
    '%s (%s) as another %s: 404 NOT_FOUND, as for a missing row, and the row unchanged',
    async (_route, _row, _stranger, c) => {
      await expectWrongUserRefused(t, c);
    },
  );

  it.each(roleRoutes(table).map((r) => [r.route, r.role] as const))(
    '%s is for every %s, whatever the row, and refused to every other role',
    async (route, role) => {
      await expectOnlyRole(t, route, role);
    },
  );

  it.each(publicRoutes(table).map((p) => [p.route, p.why] as const))(
    '%s is public (%s): no session needed',
    async (route) => {
      await expectPublic(t, route);
    },
  );
});
