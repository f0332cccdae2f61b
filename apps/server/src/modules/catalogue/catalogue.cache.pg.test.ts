import type { CategoriesResponse, ItemsResponse, ShopsResponse } from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { type Database, openDatabase } from '../../db/client.js';
import { type Builders, createBuilders } from '../../test-support/builders.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';

/**
 * Two app nodes on one PostgreSQL database, each caching the public lists: a change written through
 * one (or straight into the database) must show on the other within a second, carried by the
 * catalogue trigger's NOTIFY.
 */
const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof createPgTestDatabase>>;
const nodes: { app: App; database: Database }[] = [];
let make: Builders;

async function get<T>(node: number, path: string): Promise<T> {
  const res = await nodes[node]!.app.inject({ method: 'GET', url: path });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}

/** Polls node `node` until `seen` holds; the time it took, in ms (fails after 1 s). */
async function within1s(check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    if (await check()) return performance.now() - started;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the change was not visible on the other node within 1 s');
}

describe.skipIf(!url)('the catalogue cache across nodes (PostgreSQL)', () => {
  beforeAll(async () => {
    scratch = await createPgTestDatabase(url!);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 4 });
      const app = await buildApp({ config: { ...TEST_APP_CONFIG, CATALOGUE_CACHE: true }, database });
      await app.ready();
      nodes.push({ app, database });
    }
    make = createBuilders(nodes[0]!.database.db);
  });

  afterAll(async () => {
    for (const { app, database } of nodes) {
      await app.close();
      await database.close();
    }
    await scratch?.drop();
  });

  it('a listing added on node A shows in node B’s cached Home list within 1 s', async () => {
    const category = await make.category();
    const shop = await make.shop();
    await make.listing({ categoryId: category.id, shopId: shop.id, nameEn: 'Older' });
    const before = await get<ItemsResponse>(1, '/api/items');
    // Served from B's cache now: the same answer again, without a query.
    expect(await get<ItemsResponse>(1, '/api/items')).toEqual(before);

    const added = await make.listing({ categoryId: category.id, shopId: shop.id, nameEn: 'Brand new' });
    const ms = await within1s(
      async () => (await get<ItemsResponse>(1, '/api/items')).items[0]?.id === added.id,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('a shop that stops being visible leaves node B’s shop list and its items', async () => {
    const category = await make.category();
    const shop = await make.shop({ nameEn: 'Soon gone' });
    const listing = await make.listing({ categoryId: category.id, shopId: shop.id });
    const inCategory = `/api/shops?categoryId=${category.id}`;
    const shops = await get<ShopsResponse>(1, inCategory);
    expect(shops.shops.map((r) => r.id)).toContain(shop.id);
    expect((await get<ItemsResponse>(1, '/api/items')).items.map((i) => i.id)).toContain(listing.id);

    await nodes[0]!.database.pool!.query(`update shops set status = 'rejected' where id = $1`, [shop.id]);
    await within1s(async () => {
      const [r, i] = await Promise.all([
        get<ShopsResponse>(1, inCategory),
        get<ItemsResponse>(1, '/api/items'),
      ]);
      return !r.shops.some((x) => x.id === shop.id) && !i.items.some((x) => x.id === listing.id);
    });
  });

  it('a kept search answer on node B shows a new matching listing within 1 s', async () => {
    const category = await make.category();
    const shop = await make.shop();
    await make.listing({ categoryId: category.id, shopId: shop.id, nameEn: 'Zanzibar drum' });
    const before = await get<ItemsResponse>(1, '/api/items?q=zanzibar');
    expect(before.items).toHaveLength(1);
    const added = await make.listing({
      categoryId: category.id,
      shopId: shop.id,
      nameEn: 'Zanzibar flute',
    });
    await within1s(async () =>
      (await get<ItemsResponse>(1, '/api/items?q=ZANZIBAR')).items.some((i) => i.id === added.id),
    );
  });

  it('a new category shows on node B within 1 s', async () => {
    const before = await get<CategoriesResponse>(1, '/api/categories');
    const added = await make.category({ nameEn: 'Aaa first by name' });
    await within1s(
      async () => (await get<CategoriesResponse>(1, '/api/categories')).categories[0]?.id === added.id,
    );
    expect(before.categories.some((c) => c.id === added.id)).toBe(false);
  });
});
