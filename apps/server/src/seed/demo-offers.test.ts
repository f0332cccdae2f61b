import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ItemsResponse, ShopsResponse } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { DEMO_PROMO_CODE } from './demo-catalogue.js';
import { seedDemo } from './seed.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-seed-offers-'));

beforeAll(async () => {
  await seedDemo(t.db, { uploadsDir });
});
afterAll(() => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('the demo seed’s offers (issue 27 point 6)', () => {
  it('every approved shop runs 30% off, up to BD 20, so its card says so; Hot Deals lists their items', async () => {
    const shops = (await t.app.inject('/api/shops').then((r) => r.json())) as ShopsResponse;
    expect(shops.shops.length).toBeGreaterThan(0);
    for (const shop of shops.shops) {
      expect(shop.offer, shop.name.en).toEqual({
        percent: 30,
        capFils: 20_000,
        minOrderFils: null,
        firstOrderOnly: false,
      });
    }
    const deals = (await t.app.inject('/api/deals').then((r) => r.json())) as ItemsResponse;
    expect(deals.items.length).toBeGreaterThan(0);
  });

  it('the marketplace code to try at checkout', async () => {
    const { rows } = await t.db.execute<{ code: string; shop_id: string | null; usage_limit: number }>(
      sql`select code, shop_id, usage_limit from promo_codes`,
    );
    expect(rows).toEqual([{ code: DEMO_PROMO_CODE, shop_id: null, usage_limit: 1_000 }]);
  });
});
