import { apiErrorSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { shops } from '../shops/shops.schema.js';
import { createAuditRepository } from './audit.repository.js';

/**
 * Two admins deciding the same pending shop at the same moment, on real PostgreSQL (a pool of five):
 * the shop row's lock lets one decision through; the other finds it decided (409) and writes nothing.
 */
describe.skipIf(!process.env.DATABASE_URL)('two admins deciding one shop at once (PostgreSQL)', () => {
  const t = useTestApp();

  it('leaves one decision and exactly one audit row, every time', async () => {
    const [first, second] = [
      await t.factories.user({ role: 'admin' }),
      await t.factories.user({ role: 'admin' }),
    ];
    const audit = createAuditRepository(t.db);
    for (let round = 0; round < 8; round++) {
      const shop = await t.factories.shop({ status: 'pending' });
      const [approved, rejected] = await Promise.all([
        call(t.app, 'POST', `/api/admin/shops/${shop.id}/approve`, undefined, { cookie: first!.cookie }),
        call(
          t.app,
          'POST',
          `/api/admin/shops/${shop.id}/reject`,
          { reason: 'Incomplete' },
          { cookie: second!.cookie },
        ),
      ]);
      const statuses = [approved.statusCode, rejected.statusCode].sort();
      expect(statuses, `round ${round}: ${approved.body} ${rejected.body}`).toEqual([200, 409]);
      const loser = approved.statusCode === 409 ? approved : rejected;
      expect(apiErrorSchema.parse(loser.json()).error.code).toBe('SHOP_ALREADY_DECIDED');

      const winner = approved.statusCode === 200 ? 'approved' : 'rejected';
      const [row] = await t.db.select({ status: shops.status }).from(shops).where(eq(shops.id, shop.id));
      expect(row?.status).toBe(winner);
      const rows = await audit.forTarget('shop', shop.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: winner === 'approved' ? 'shop.approve' : 'shop.reject',
        actorUserId: winner === 'approved' ? first!.id : second!.id,
        before: { status: 'pending' },
        after: { status: winner },
      });
    }
  });
});
