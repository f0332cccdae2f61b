import { randomUUID } from 'node:crypto';
import { type AuditEntry, type AuditPage, auditPageSchema } from '@haflah/contracts';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { call, listRoutes } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAuditRepository, type NewAuditRow } from './audit.repository.js';

const t = useTestApp();
let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin', name: 'Noor Admin' });
});

const write = (values: Partial<NewAuditRow> & Pick<NewAuditRow, 'actorUserId'>) =>
  createAuditRepository(t.db).insert(t.db, {
    actorRole: 'admin',
    action: 'driver.update',
    targetType: 'driver',
    targetId: randomUUID(),
    ...values,
  });

const get = async (query: string): Promise<AuditPage> => {
  const res = await call(t.app, 'GET', `/api/admin/audit?${query}`, undefined, { cookie: admin.cookie });
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json());
};
const ids = (page: AuditPage) => page.entries.map((e) => e.id);

/** RFC 4180, as a spreadsheet reads it: quoted cells with doubled quotes and line breaks inside. */
const parseCsv = (text: string): string[][] =>
  Papa.parse<string[]>(text, { newline: '\r\n', skipEmptyLines: true }).data;

describe('GET /api/admin/audit', () => {
  it("each entry: the actor's account (or only the id once gone), ip, action, target with its label, reason, before and after", async () => {
    const actor = await t.factories.user({ role: 'admin', name: 'Huda Admin' });
    const shop = await t.factories.shop({ status: 'pending', nameEn: 'Sugar & Spice', nameAr: 'سكر وبهار' });
    const driver = await t.factories.driver({ name: 'Yusuf Qasim' });
    const gone = `gone-${randomUUID()}`;
    await write({
      actorUserId: actor.id,
      ip: '10.0.0.9',
      action: 'shop.reject',
      targetType: 'shop',
      targetId: shop.id,
      reason: 'CR does not match',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    });
    await write({
      actorUserId: actor.id,
      targetId: driver.id,
      before: { maxOrders: 3 },
      after: { maxOrders: 4 },
    });
    await write({ actorUserId: gone, targetId: 'no-such-driver' });

    const mine = await get(`actor=${actor.id}`);
    expect(mine.entries.map((e) => e.action)).toEqual(['driver.update', 'shop.reject']);
    expect(mine.entries[1]).toMatchObject({
      actor: { id: actor.id, role: 'admin', name: 'Huda Admin', email: actor.email },
      ip: '10.0.0.9',
      action: 'shop.reject',
      target: { type: 'shop', id: shop.id, label: { en: 'Sugar & Spice', ar: 'سكر وبهار' } },
      reason: 'CR does not match',
      before: { status: 'pending' },
      after: { status: 'rejected' },
    } satisfies Partial<AuditEntry>);
    expect(mine.entries[0]!.target.label).toEqual({ en: 'Yusuf Qasim', ar: 'Yusuf Qasim' });

    const [orphan] = (await get(`actor=${gone}`)).entries;
    expect(orphan).toMatchObject({
      actor: { id: gone, name: null, email: null },
      target: { id: 'no-such-driver', label: null },
      reason: null,
      before: null,
    });
  });

  it('labels a support request by its number', async () => {
    const request = await t.factories.supportRequest();
    await write({
      actorUserId: admin.id,
      action: 'support.close',
      targetType: 'support_request',
      targetId: request.id,
    });
    const [entry] = (await get(`targetType=support_request&targetId=${request.id}`)).entries;
    expect(entry!.target.label).toEqual({ en: String(request.number), ar: String(request.number) });
  });

  it('labels an order by its number', async () => {
    const customer = await t.factories.user();
    const shop = await t.factories.shop();
    const category = await t.factories.category();
    const listing = await t.factories.listing({ shopId: shop.id, categoryId: category.id });
    const order = await t.factories.order({ userId: customer.id, shopId: shop.id, listingId: listing.id });
    await write({ actorUserId: admin.id, action: 'order.move', targetType: 'order', targetId: order.id });
    const [entry] = (await get(`targetType=order&targetId=${order.id}`)).entries;
    expect(entry!.target.label).toEqual({ en: String(order.number), ar: String(order.number) });
  });

  it('filters by actor (id or email, any case), action, target, and Bahrain days (inclusive)', async () => {
    const actor = await t.factories.user({ role: 'admin' });
    const other = await t.factories.user({ role: 'admin' });
    const target = randomUUID();
    // 25 Nov 23:30 in Bahrain is 20:30 UTC; 26 Nov 00:10 in Bahrain is 25 Nov 21:10 UTC.
    const late25 = await write({
      actorUserId: actor.id,
      targetId: target,
      at: new Date('2026-11-25T20:30:00Z'),
    });
    const early26 = await write({
      actorUserId: actor.id,
      action: 'shop.approve',
      targetType: 'shop',
      targetId: target,
      at: new Date('2026-11-25T21:10:00Z'),
    });
    const by27 = await write({
      actorUserId: other.id,
      targetId: target,
      at: new Date('2026-11-27T08:00:00Z'),
    });

    expect(ids(await get(`actor=${encodeURIComponent(actor.email.toUpperCase())}`))).toEqual([
      early26.id,
      late25.id,
    ]);
    expect(ids(await get(`actor=${other.id}`))).toEqual([by27.id]);
    expect(ids(await get(`targetId=${target}`))).toEqual([by27.id, early26.id, late25.id]);
    expect(ids(await get(`targetId=${target}&action=shop.approve`))).toEqual([early26.id]);
    expect(ids(await get(`targetId=${target}&targetType=driver`))).toEqual([by27.id, late25.id]);
    expect(ids(await get(`targetId=${target}&from=2026-11-26&to=2026-11-26`))).toEqual([early26.id]);
    expect(ids(await get(`targetId=${target}&to=2026-11-25`))).toEqual([late25.id]);
    expect(ids(await get(`targetId=${target}&from=2026-11-26`))).toEqual([by27.id, early26.id]);
    expect(ids(await get('actor=nobody%40example.test'))).toEqual([]);

    for (const bad of ['action=shop.delete', 'targetType=user', 'from=26-11-2026', 'cursor=abc']) {
      const res = await call(t.app, 'GET', `/api/admin/audit?${bad}`, undefined, { cookie: admin.cookie });
      expect(res.statusCode, bad).toBe(400);
    }
  });

  it('pages newest first by (at, id): rows at the same instant are neither lost nor repeated', async () => {
    const actor = await t.factories.user({ role: 'admin' });
    const at = new Date('2026-10-01T09:00:00Z');
    const written = [];
    // 120 rows, 60 of them at one instant: pages of 50 cut through the tie.
    for (let i = 0; i < 120; i++)
      written.push(
        await write({ actorUserId: actor.id, at: i < 60 ? at : new Date(at.getTime() + i * 1000) }),
      );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditPage = await get(`actor=${actor.id}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...ids(page));
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
    expect(new Set(seen)).toEqual(new Set(written.map((r) => r.id)));
    // Newest first: the 60 later rows, latest first, then the tied ones.
    expect(seen.slice(0, 60)).toEqual(
      written
        .slice(60)
        .map((r) => r.id)
        .reverse(),
    );
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('streams the filtered rows as UTF-8 CSV with a BOM, dated attachment, quoting and the formula guard', async () => {
    const actor = await t.factories.user({ role: 'admin', name: 'Reem, "the" Admin' });
    const target = randomUUID();
    await write({
      actorUserId: actor.id,
      targetId: target,
      ip: '10.0.0.1',
      reason: '=HYPERLINK("http://evil.example","click")',
      before: { isActive: true },
      after: { isActive: false },
      at: new Date('2026-11-26T06:00:00Z'),
    });
    await write({
      actorUserId: actor.id,
      action: 'shop.reject',
      targetType: 'shop',
      targetId: target,
      reason: 'سطر أول\nsecond line, with a comma',
      at: new Date('2026-11-26T07:00:00Z'),
    });
    for (const prefix of ['+', '-', '@'])
      await write({
        actorUserId: actor.id,
        targetId: target,
        reason: `${prefix}1+1`,
        at: new Date('2026-11-20T07:00:00Z'),
      });

    const res = await call(
      t.app,
      'GET',
      `/api/admin/audit.csv?targetId=${target}&from=2026-11-26`,
      undefined,
      {
        cookie: admin.cookie,
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="haflah-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'at',
      'actor_id',
      'actor_role',
      'actor_name',
      'actor_email',
      'ip',
      'action',
      'target_type',
      'target_id',
      'target_label_en',
      'target_label_ar',
      'reason',
      'before',
      'after',
    ]);
    expect(rows).toHaveLength(2);
    const cell = (row: string[], name: string) => row[header!.indexOf(name)];
    const [rejected, updated] = rows as [string[], string[]];
    expect(cell(rejected, 'at')).toBe('2026-11-26T10:00:00+03:00');
    expect(cell(rejected, 'reason')).toBe('سطر أول\nsecond line, with a comma');
    expect(cell(rejected, 'actor_name')).toBe('Reem, "the" Admin');
    expect(cell(updated, 'reason')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(JSON.parse(cell(updated, 'before')!)).toEqual({ isActive: true });
    expect(cell(updated, 'ip')).toBe('10.0.0.1');

    const guarded = await call(
      t.app,
      'GET',
      `/api/admin/audit.csv?targetId=${target}&to=2026-11-25`,
      undefined,
      {
        cookie: admin.cookie,
      },
    );
    const reasons = parseCsv(guarded.rawPayload.toString('utf8').slice(1))
      .slice(1)
      .map((r) => r[11]);
    expect(reasons.sort()).toEqual(["'+1+1", "'-1+1", "'@1+1"]);
  });

  it('an empty result is the header alone; a bad filter is refused (400)', async () => {
    const res = await call(t.app, 'GET', `/api/admin/audit.csv?targetId=${randomUUID()}`, undefined, {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(parseCsv(res.body.slice(1))).toHaveLength(1);
    const bad = await call(t.app, 'GET', '/api/admin/audit.csv?action=drop', undefined, {
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('no route edits or deletes an audit row', () => {
  it('the app has no PATCH, PUT or DELETE under /api/admin/audit, and such requests find nothing', async () => {
    const routes = listRoutes(t.app).filter((r) => r.url.startsWith('/api/admin/audit'));
    expect(routes.map((r) => r.method).sort()).toEqual(['GET', 'GET', 'HEAD', 'HEAD']);
    const row = await write({ actorUserId: admin.id });
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${row.id}`]) {
        const res = await call(t.app, method, url, {}, { cookie: admin.cookie });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect(ids(await get(`actor=${admin.id}`))).toContain(row.id);
  });
});
