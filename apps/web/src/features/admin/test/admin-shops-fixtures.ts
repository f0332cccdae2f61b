import type { AdminShopDetail, AdminShopRow, AdminShopsPage } from '@haflah/contracts';

export const SHOP_ID = '00000000-0000-4000-8000-000000000201';

/** One row of GET /api/admin/shops. */
export function adminShopRow(overrides: Partial<AdminShopRow> = {}): AdminShopRow {
  return {
    id: SHOP_ID,
    name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' },
    logoUrl: null,
    rating: 4.6,
    reviewCount: 38,
    deliveryMinutes: 45,
    deliveryFeeFils: 1500,
    area: { en: 'Seef', ar: 'السيف' },
    status: 'approved',
    statusReason: null,
    statusChangedAt: '2026-11-20T10:00:00.000Z',
    paused: false,
    ownerEmail: 'owner@sugarpearl.bh',
    appliedAt: '2026-11-18T08:00:00.000Z',
    activeListings: 12,
    ...overrides,
  };
}

/** A page of GET /api/admin/shops. */
export const adminShopsPage = (shops: AdminShopRow[], overrides: Partial<AdminShopsPage> = {}) => ({
  shops,
  total: shops.length,
  page: 1,
  pageSize: 20,
  ...overrides,
});

/** GET /api/admin/shops/:id. */
export function adminShopDetail(overrides: Partial<AdminShopDetail['profile']> = {}): AdminShopDetail {
  return {
    profile: {
      id: SHOP_ID,
      name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' },
      description: { en: 'Cakes for every party', ar: 'كعك لكل حفلة' },
      businessTypes: ['bakery'],
      phone: '+97336001234',
      address: 'Building 5, Road 12, Block 410',
      area: 'seef',
      crNumber: '445566',
      iban: 'BH67BMAG00001299123456',
      deliveryMinutes: 45,
      deliveryFeeFils: 1500,
      freeDeliveryOverFils: null,
      openingHours: null,
      logoUrl: null,
      status: 'approved',
      statusReason: null,
      statusChangedAt: '2026-11-20T10:00:00.000Z',
      pause: null,
      ...overrides,
    },
    owner: { name: 'Fatima Salman', email: 'owner@sugarpearl.bh' },
    appliedAt: '2026-11-18T08:00:00.000Z',
    rating: 4.6,
    reviewCount: 38,
    listings: {
      total: 2,
      active: 1,
      inactive: 1,
      latest: [
        {
          id: '00000000-0000-4000-8000-000000000301',
          name: { en: 'Rose cake', ar: 'كعكة الورد' },
          kind: 'product',
          pricingType: 'fixed',
          priceFils: 12_500,
          imageUrl: null,
          isActive: true,
        },
        {
          id: '00000000-0000-4000-8000-000000000302',
          name: { en: 'Cake stand', ar: 'حامل كعك' },
          kind: 'rental',
          pricingType: 'hourly',
          priceFils: 2_000,
          imageUrl: null,
          isActive: false,
        },
      ],
    },
    orders: {
      total: 1,
      latest: [
        {
          id: '00000000-0000-4000-8000-000000000401',
          number: 100042,
          status: 'delivered',
          totalFils: 13_750,
          placedAt: '2026-11-24T15:00:00.000Z',
        },
      ],
    },
    revenue: { allTimeFils: 13_750, last30DaysFils: 13_750 },
    history: [
      {
        at: '2026-11-20T10:00:00.000Z',
        action: 'shop.approve',
        actor: { name: 'Noora Admin', email: 'admin@haflah.demo', role: 'admin' },
        reason: null,
      },
    ],
  };
}
