import { randomUUID } from 'node:crypto';
import { ADMIN_SHOPS_PAGE_SIZE, adminShopsPageSchema, apiErrorSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bilingualSearchName } from '../../db/search-text.js';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { createAudit } from '../audit/index.js';
import { shops } from './shops.schema.js';

/**
 * The admin's retailers on real PostgreSQL (a pool of five): two admins suspending one shop at the
 * same moment leave one suspension and one audit row (the row's lock); and the all-retailers list walks
 * 1,200 shops page by page, each once, newest first, with the total.
 */
describe.skipIf(!process.env.DATABASE_URL)("the admin's retailers (PostgreSQL)", () => {
  const t = useTestApp();

  it('two admins suspending one shop at once: one suspension, one audit row, every time', async () => {
    const [first, second] = [
      await t.factories.user({ role: 'admin' }),
      await t.factories.user({ role: 'admin' }),
    ];
    const audit = createAudit(t.db);
    for (let round = 0; round < 8; round++) {
      const shop = await t.factories.shop({ status: 'approved' });
      const answers = await Promise.all(
        [first!, second!].map((admin, i) =>
          call(
            t.app,
            'POST',
            `/api/admin/shops/${shop.id}/suspend`,
            { reason: `Reason ${i}` },
            { cookie: admin.cookie },
          ),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort(), `round ${round}`).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409)!;
      expect(apiErrorSchema.parse(loser.json()).error.code).toBe('SHOP_NOT_SUSPENDABLE');
      const [row] = await t.db.select().from(shops).where(eq(shops.id, shop.id));
      expect(row?.status).toBe('suspended');
      const rows = await audit.forTarget('shop', shop.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.reason).toBe(row?.statusReason);
    }
  });

  it('walks 1,200 shops a page at a time: each once, newest first, the total on every page', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const tag = `p${randomUUID()
      .replace(/[^a-f]/g, '')
      .slice(0, 8)}`;
    const count = 1200;
    const start = Date.now() - count * 1000;
    const rows = Array.from({ length: count }, (_, i) => {
      const nameEn = `Walk ${tag} ${i}`;
      const nameAr = `متجر ${tag} ${i}`;
      return {
        slug: `walk-${tag}-${i}`,
        nameEn,
        nameAr,
        searchName: bilingualSearchName(nameEn, nameAr),
        areaEn: 'Manama',
        areaAr: 'المنامة',
        status: (['approved', 'pending', 'suspended', 'rejected'] as const)[i % 4],
        createdAt: new Date(start + i * 1000),
      };
    });
    const ids: string[] = [];
    for (let i = 0; i < count; i += 400) {
      const made = await t.db
        .insert(shops)
        .values(rows.slice(i, i + 400))
        .returning({ id: shops.id });
      ids.push(...made.map((r) => r.id));
    }

    const seen: string[] = [];
    const pages = count / ADMIN_SHOPS_PAGE_SIZE;
    for (let page = 1; page <= pages; page++) {
      const res = await call(t.app, 'GET', `/api/admin/shops?q=${tag}&page=${page}`, undefined, {
        cookie: admin.cookie,
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = adminShopsPageSchema.parse(res.json());
      expect(body.total).toBe(count);
      expect(body.shops).toHaveLength(ADMIN_SHOPS_PAGE_SIZE);
      seen.push(...body.shops.map((s) => s.id));
    }
    expect(seen).toEqual([...ids].reverse());

    // One status of the same shops: a quarter of them, the last page partly filled.
    const suspended = await call(
      t.app,
      'GET',
      `/api/admin/shops?q=${tag}&status=suspended&page=15`,
      undefined,
      { cookie: admin.cookie },
    );
    const body = adminShopsPageSchema.parse(suspended.json());
    expect(body.total).toBe(300);
    expect(body.shops).toHaveLength(300 - 14 * ADMIN_SHOPS_PAGE_SIZE);
    expect(body.shops.every((s) => s.status === 'suspended')).toBe(true);
  });
});
