import { randomUUID } from 'node:crypto';
import type { FavoriteIds, FavoritesResponse } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';
import { listings } from '../catalogue/catalogue.schema.js';

const t = useTestApp();

async function scene() {
  const f = t.factories;
  const user = await f.user({ role: 'customer' });
  const category = await f.category();
  const shop = await f.shop();
  const cake = await f.listing({ shopId: shop.id, categoryId: category.id, nameEn: 'Cake' });
  const dj = await f.listing({
    shopId: shop.id,
    categoryId: category.id,
    kind: 'entertainment',
    nameEn: 'DJ',
  });
  return { user, cake, dj };
}
const add = (cookie: string, listingId: string) =>
  call(t.app, 'POST', '/api/favorites', { listingId }, { cookie });

describe('favorites API', () => {
  it('needs a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['GET', '/api/favorites/ids'],
      ['POST', '/api/favorites'],
      ['DELETE', `/api/favorites/${randomUUID()}`],
    ] as const) {
      expect((await call(t.app, method, url, method === 'POST' ? {} : undefined)).statusCode, url).toBe(401);
    }
  });

  it('adds items of any kind once each, lists them newest first as cards, and removes them', async () => {
    const { user, cake, dj } = await scene();
    expect((await add(user.cookie, cake.id)).json()).toEqual({ ids: [cake.id] });
    const twice: FavoriteIds = (await add(user.cookie, dj.id)).json();
    expect(twice.ids.sort()).toEqual([cake.id, dj.id].sort());
    expect((await add(user.cookie, dj.id)).statusCode).toBe(200);
    const list: FavoritesResponse = (
      await call(t.app, 'GET', '/api/favorites', undefined, { cookie: user.cookie })
    ).json();
    expect(list.items.map((i) => i.name.en).sort()).toEqual(['Cake', 'DJ']);

    const removed = await call(t.app, 'DELETE', `/api/favorites/${cake.id}`, undefined, {
      cookie: user.cookie,
    });
    expect(removed.json()).toEqual({ ids: [dj.id] });
    const again = await call(t.app, 'DELETE', `/api/favorites/${cake.id}`, undefined, {
      cookie: user.cookie,
    });
    expect([again.statusCode, again.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('refuses an item customers cannot see, and leaves one out of the list once it is hidden', async () => {
    const { user, cake, dj } = await scene();
    expect((await add(user.cookie, randomUUID())).statusCode).toBe(404);
    await add(user.cookie, cake.id);
    await add(user.cookie, dj.id);
    await t.db.update(listings).set({ isActive: false }).where(eq(listings.id, cake.id));
    const list: FavoritesResponse = (
      await call(t.app, 'GET', '/api/favorites', undefined, { cookie: user.cookie })
    ).json();
    expect(list.items.map((i) => i.id)).toEqual([dj.id]);
    expect((await add(user.cookie, cake.id)).statusCode).toBe(404);
  });
});
