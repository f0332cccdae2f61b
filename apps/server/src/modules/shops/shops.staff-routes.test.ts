import { staffShopsResponseSchema } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../test-support/builders.js';
import { expectSignedUp, RETAILER_URL, retailerBody, signUpHelpers } from '../../test-support/sign-ups.js';
import { useTestApp } from '../../test-support/test-app.js';
import { shops } from './shops.schema.js';

// Who may enter the admin area at all is swept in auth.routes.test.ts ('role areas').
const t = useTestApp();
const { post, get } = signUpHelpers(t);

let admin: BuiltUser;
beforeAll(async () => {
  admin = await t.factories.user({ role: 'admin' });
});

async function shopIds(status: string) {
  const res = await get(`/api/admin/shops?status=${status}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return staffShopsResponseSchema.parse(res.json()).shops.map((r) => r.id);
}

describe('GET /api/admin/shops', () => {
  it('shows a shop that has just signed up among the pending ones, and only there', async () => {
    const { user: owner } = expectSignedUp(await post(RETAILER_URL, retailerBody()));
    const [row] = await t.db.select().from(shops).where(eq(shops.ownerUserId, owner.id));

    expect(await shopIds('pending')).toContain(row!.id);
    expect(await shopIds('approved')).not.toContain(row!.id);
    expect(await shopIds('rejected')).not.toContain(row!.id);
  });

  it('lists every status when no status is given', async () => {
    const approved = await t.factories.shop({ status: 'approved' });
    const pending = await t.factories.shop({ status: 'pending' });
    expect(await shopIds('approved')).toContain(approved.id);

    const byDefault = await get('/api/admin/shops', admin.cookie);
    expect(byDefault.statusCode, byDefault.body).toBe(200);
    const ids = staffShopsResponseSchema.parse(byDefault.json()).shops.map((r) => r.id);
    // Newest first: both just made, on the first page.
    expect(ids).toContain(pending.id);
    expect(ids).toContain(approved.id);
  });

  it('moves a shop to the list of its new status once it is approved', async () => {
    const shop = await t.factories.shop({ status: 'pending' });
    await t.db.update(shops).set({ status: 'approved' }).where(eq(shops.id, shop.id));
    expect(await shopIds('approved')).toContain(shop.id);
    expect(await shopIds('pending')).not.toContain(shop.id);
  });
});
