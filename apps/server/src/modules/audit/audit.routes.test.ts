import { randomUUID } from 'node:crypto';
import { apiErrorSchema, type ItemsResponse, shopApplicationsResponseSchema } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, listRoutes, mailbox } from '../../test-support/http.js';
import { expectSignedUp, RETAILER_URL, retailerBody } from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAuditRepository } from './audit.repository.js';

const t = useTestApp();

let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
});

const rowsOf = (shopId: string) => createAuditRepository(t.db).forTarget('shop', shopId);
const approve = (shopId: string, cookie = admin.cookie, ip = '10.1.2.3') =>
  call(t.app, 'POST', `/api/admin/shops/${shopId}/approve`, undefined, { cookie, ip });
const reject = (shopId: string, reason: string, cookie = admin.cookie) =>
  call(t.app, 'POST', `/api/admin/shops/${shopId}/reject`, { reason }, { cookie, ip: '10.1.2.4' });
const codeOf = (res: { json(): unknown }) => apiErrorSchema.parse(res.json()).error.code;

describe('the audit log of shop decisions (POST /api/admin/shops/:id/approve|reject)', () => {
  it('approving writes exactly one row: who, from where, the action, the target, before and after', async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    const res = await approve(shop.id);
    expect(res.statusCode, res.body).toBe(200);

    const rows = await rowsOf(shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      actorRole: 'admin',
      ip: '10.1.2.3',
      action: 'shop.approve',
      targetType: 'shop',
      targetId: shop.id,
      reason: null,
      before: { status: 'pending', statusReason: null },
      after: { status: 'approved', statusReason: null },
    });
    expect(rows[0]!.at).toBeInstanceOf(Date);
  });

  it('rejecting writes one row with the reason', async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    const res = await reject(shop.id, 'The CR number does not match');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', statusReason: 'The CR number does not match' });

    const rows = await rowsOf(shop.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'shop.reject',
      ip: '10.1.2.4',
      reason: 'The CR number does not match',
      before: { status: 'pending', statusReason: null },
      after: { status: 'rejected', statusReason: 'The CR number does not match' },
    });
  });

  it('a refused action writes none: another role (403), anonymous (401), no such shop (404), a second decision (409)', async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    for (const role of ['customer', 'retailer', 'driver'] as const) {
      const other = await t.factories.user({ role });
      expect((await approve(shop.id, other.cookie)).statusCode, role).toBe(403);
      expect((await reject(shop.id, 'No', other.cookie)).statusCode, role).toBe(403);
    }
    expect((await call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`)).statusCode).toBe(401);
    expect(await rowsOf(shop.id)).toHaveLength(0);

    const missing = randomUUID();
    const notFound = await approve(missing);
    expect(notFound.statusCode).toBe(404);
    expect(await rowsOf(missing)).toHaveLength(0);

    expect((await approve(shop.id)).statusCode).toBe(200);
    for (const again of [() => approve(shop.id), () => reject(shop.id, 'Changed my mind')]) {
      const res = await again();
      expect(res.statusCode, res.body).toBe(409);
      expect(codeOf(res)).toBe('SHOP_ALREADY_DECIDED');
    }
    const rows = await rowsOf(shop.id);
    expect(rows.map((r) => r.action)).toEqual(['shop.approve']);
    const [after] = await t.db
      .execute<{ status: string }>(sql`select status from shops where id = ${shop.id}`)
      .then((r) => r.rows);
    expect(after?.status).toBe('approved');
  });

  it('the database refuses UPDATE and DELETE on audit_log', async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    expect((await approve(shop.id)).statusCode).toBe(200);
    const [row] = await rowsOf(shop.id);

    // Drizzle wraps the database's error: its cause is the trigger's.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'accepted',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(
      await refusal(t.db.execute(sql`update audit_log set reason = 'edited' where id = ${row!.id}`)),
    ).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.db.execute(sql`delete from audit_log where id = ${row!.id}`))).toMatch(
      /append-only: DELETE refused/,
    );
    const [kept] = await rowsOf(shop.id);
    expect(kept).toMatchObject({ id: row!.id, reason: null });
  });

  it("approving makes the shop's active listings appear in GET /api/items", async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    const category = await t.factories.category();
    const listing = await t.factories.listing({ shopId: shop.id, categoryId: category.id });
    const ids = async () => {
      const res = await call(t.app, 'GET', `/api/items?shopId=${shop.id}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as ItemsResponse).items.map((i) => i.id);
    };
    expect(await ids()).not.toContain(listing.id);
    expect((await approve(shop.id)).statusCode).toBe(200);
    expect(await ids()).toContain(listing.id);
  });
});

describe("the shop's owner is told of the decision by email (English and Arabic)", () => {
  it('approval and rejection (with the reason) each send one message; a refused decision sends none', async () => {
    const mailTo = async (email: string) => (await mailbox(t.app)).filter((m) => m.to === email);
    const approvedOwner = await t.factories.user({ role: 'retailer' });
    const approved = await t.factories.shop({ status: 'pending', ownerUserId: approvedOwner.id });
    expect((await approve(approved.id)).statusCode).toBe(200);
    const [welcome, ...more] = await mailTo(approvedOwner.email);
    expect(more).toHaveLength(0);
    expect(welcome!.subject).toContain('approved');
    expect(welcome!.text).toContain(approved.nameEn);
    expect(welcome!.text).toContain(approved.nameAr);

    const rejectedOwner = await t.factories.user({ role: 'retailer' });
    const rejected = await t.factories.shop({ status: 'pending', ownerUserId: rejectedOwner.id });
    expect((await reject(rejected.id, 'The IBAN belongs to another name')).statusCode).toBe(200);
    const [refusal] = await mailTo(rejectedOwner.email);
    expect(refusal!.subject).toContain('not approved');
    expect(refusal!.text).toContain('The IBAN belongs to another name');
    expect(refusal!.text).toContain('السبب');

    // A second decision is refused (409): no second email.
    expect((await approve(rejected.id)).statusCode).toBe(409);
    expect(await mailTo(rejectedOwner.email)).toHaveLength(1);
  });
});

describe('GET /api/admin/shops/pending', () => {
  it('lists each application, oldest first, with every registration field and the applicant', async () => {
    const first = retailerBody({ description: 'Balloons for every party' });
    const { user: firstOwner } = expectSignedUp(
      await call(t.app, 'POST', RETAILER_URL, first, { ip: '10.9.0.1' }),
    );
    const second = retailerBody();
    expectSignedUp(await call(t.app, 'POST', RETAILER_URL, second, { ip: '10.9.0.2' }));

    const res = await call(t.app, 'GET', '/api/admin/shops/pending', undefined, { cookie: admin.cookie });
    expect(res.statusCode, res.body).toBe(200);
    const { applications } = shopApplicationsResponseSchema.parse(res.json());
    const mine = applications.filter(
      (a) => a.applicantEmail === first.email || a.applicantEmail === second.email,
    );
    expect(mine.map((a) => a.applicantEmail)).toEqual([first.email, second.email]);
    expect(mine[0]).toMatchObject({
      names: { en: first.businessNameEn, ar: first.businessNameAr },
      businessTypes: ['bakery', 'decorations'],
      crNumber: '123456',
      iban: 'BH67BMAG00001299123456',
      phone: expect.stringContaining('36001234'),
      address: first.address,
      area: { en: 'Seef', ar: expect.any(String) },
      description: { en: 'Balloons for every party', ar: 'Balloons for every party' },
      applicantEmail: first.email,
      applicantName: first.businessNameEn,
    });
    const appliedAt = applications.map((a) => a.appliedAt);
    expect([...appliedAt].sort()).toEqual(appliedAt);

    // Decided shops leave the list.
    expect((await approve(mine[0]!.id)).statusCode).toBe(200);
    const after = shopApplicationsResponseSchema.parse(
      (await call(t.app, 'GET', '/api/admin/shops/pending', undefined, { cookie: admin.cookie })).json(),
    );
    expect(after.applications.map((a) => a.id)).not.toContain(mine[0]!.id);
    expect(firstOwner.email).toBe(first.email);
  });
});

describe('every /api/admin/... route is for admins only (enumerated from the app)', () => {
  it('refuses anonymous (401), customer, retailer and driver sessions (403): 0 of N succeed', async () => {
    const routes = listRoutes(t.app).filter(
      (r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    // The admin area as it stands: shops by status, the pending list, approve and reject, late orders.
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const sessions = [
      ['anonymous', undefined, 401],
      ...(await Promise.all(
        (['customer', 'retailer', 'driver'] as const).map(
          async (role) => [role, (await t.factories.user({ role })).cookie, 403] as const,
        ),
      )),
    ] as const;
    const shop = await t.factories.shop({ status: 'pending' });
    let succeeded = 0;
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, shop.id);
      for (const [who, cookie, status] of sessions) {
        const res = await call(t.app, route.method as 'GET', url, route.method === 'GET' ? undefined : {}, {
          cookie,
        });
        if (res.statusCode < 400) succeeded++;
        expect(res.statusCode, `${who} ${route.method} ${url}`).toBe(status);
      }
    }
    expect(succeeded).toBe(0);
    expect(await rowsOf(shop.id)).toHaveLength(0);
  });
});
