import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /api/items', () => {
  it('lists listings of approved retailers', async () => {
    const category = await t.factories.category({ nameEn: 'Cakes', nameAr: 'كعك' });
    const retailer = await t.factories.retailer();
    const item = await t.factories.listing({
      retailerId: retailer.id,
      categoryId: category.id,
      nameEn: 'Chocolate Cake',
      nameAr: 'كعكة شوكولاتة',
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/items?categoryId=${category.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((i: { id: string }) => i.id)).toEqual([item.id]);

    const search = await t.app.inject({ method: 'GET', url: `/api/items?q=${encodeURIComponent('كعكه')}` });
    expect(search.json().items.map((i: { id: string }) => i.id)).toEqual([item.id]);
  });
});
