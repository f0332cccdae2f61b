import { apiErrorSchema, shopPageResponseSchema } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.js';

/** GET /api/shops/:id: a shop's public page, its header's facts and the kinds it sells. */
const t = useTestApp();

const HOURS = [null, ...Array.from({ length: 6 }, () => ({ opens: '09:00', closes: '22:00' }))];

async function page(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shops/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return shopPageResponseSchema.parse(res.json()).shop;
}

async function expectNotFound(id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/shops/${id}` });
  expect(res.statusCode, res.body).toBe(404);
  expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
}

describe("a shop's public page", () => {
  it('has its header (cover, about, hours, free delivery) and only the kinds it sells, to anyone', async () => {
    const category = await t.factories.category();
    const shop = await t.factories.shop({
      nameEn: 'Sugar Pearl Bakery',
      coverUrl: '/media/seed/cover.webp',
      descriptionEn: 'Cakes since 2012.',
      descriptionAr: 'كيك منذ 2012.',
      openingHours: HOURS,
      freeDeliveryOverFils: 20_000,
    });
    const listing = (kind: 'product' | 'service' | 'rental', isActive = true) =>
      t.factories.listing({ shopId: shop.id, categoryId: category.id, kind, isActive });
    await listing('service');
    await listing('product');
    await listing('product');
    await listing('rental', false);

    const got = await page(shop.id);
    expect(got).toMatchObject({
      id: shop.id,
      name: { en: 'Sugar Pearl Bakery' },
      coverUrl: '/media/seed/cover.webp',
      about: { en: 'Cakes since 2012.', ar: 'كيك منذ 2012.' },
      openingHours: HOURS,
      freeDeliveryOverFils: 20_000,
      deliveryMinutes: 45,
      deliveryFeeFils: 1000,
      reviewCount: 10,
    });
    expect(got.kinds).toEqual(['product', 'service']);
  });

  it('without a cover, hours, free delivery or listings, says so with nulls and no kinds', async () => {
    const shop = await t.factories.shop();
    expect(await page(shop.id)).toMatchObject({
      coverUrl: null,
      openingHours: null,
      freeDeliveryOverFils: null,
      about: { en: '', ar: '' },
      kinds: [],
    });
  });

  it('is not found for a shop customers cannot see, nor for an unknown id', async () => {
    for (const status of ['pending', 'rejected', 'suspended'] as const) {
      await expectNotFound((await t.factories.shop({ status })).id);
    }
    await expectNotFound((await t.factories.shop({ pausedAt: new Date() })).id);
    await expectNotFound('00000000-0000-4000-8000-000000000000');
    const res = await t.app.inject({ method: 'GET', url: '/api/shops/not-an-id' });
    expect(res.statusCode).toBe(400);
  });
});
