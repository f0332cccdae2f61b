import { apiErrorSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { promoCodes, shopOffers } from './offers.schema.js';

const DAY = 86_400_000;

/**
 * Racing creations on real PostgreSQL (PGlite serialises everything): ten overlapping offers of one
 * shop at once leave exactly one (the shop row's lock decides them in turn), and ten creations of one
 * code leave exactly one (the unique index).
 */
describe.skipIf(!process.env.DATABASE_URL)('racing offers and codes (PostgreSQL)', () => {
  const t = useTestApp();

  it('10 overlapping offers of one shop at once: exactly one is created, nine are OFFER_OVERLAPS', async () => {
    for (let round = 0; round < 3; round++) {
      const retailer = await t.factories.user({ role: 'retailer' });
      const shop = await t.factories.shop({ ownerUserId: retailer.id });
      const now = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(
            t.app,
            'POST',
            '/api/retailer/offers',
            {
              percent: 10 + i,
              capFils: 5_000,
              // Each span differs, and each overlaps every other.
              startsAt: new Date(now + DAY + i * 60_000).toISOString(),
              endsAt: new Date(now + 3 * DAY + i * 60_000).toISOString(),
            },
            { cookie: retailer.cookie },
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, ...Array(9).fill(409)]);
      for (const a of answers.filter((a) => a.statusCode === 409)) {
        expect(apiErrorSchema.parse(a.json()).error.code).toBe('OFFER_OVERLAPS');
      }
      expect(await t.db.$count(shopOffers, eq(shopOffers.shopId, shop.id))).toBe(1);
    }
  });

  it('10 creations of one code at once (two shops and an admin): exactly one, the rest PROMO_CODE_TAKEN', async () => {
    const admin = await t.factories.user({ role: 'admin' });
    const owners = [
      await t.factories.user({ role: 'retailer' }),
      await t.factories.user({ role: 'retailer' }),
    ];
    for (const owner of owners) await t.factories.shop({ ownerUserId: owner.id });
    const code = `RACE${Date.now().toString(36).toUpperCase()}`;
    const body = { code, percent: 10, capFils: 1_000, expiresAt: new Date(Date.now() + DAY).toISOString() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 3 === 2
          ? call(t.app, 'POST', '/api/admin/promo-codes', body, { cookie: admin.cookie })
          : call(t.app, 'POST', '/api/retailer/promo-codes', body, { cookie: owners[i % 3]!.cookie }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([201, ...Array(9).fill(409)]);
    expect(await t.db.$count(promoCodes, eq(promoCodes.code, code))).toBe(1);
  });
});
