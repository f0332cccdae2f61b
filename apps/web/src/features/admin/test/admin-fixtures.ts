import type { AdminDashboard, LateOrder, SessionUser, ShopApplication } from '@haflah/contracts';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';

/** A signed-in admin as GET /api/auth/session answers it. */
export const adminUser: SessionUser = {
  id: 'a1',
  email: 'admin@haflah.demo',
  name: 'Noora Admin',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'admin',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** GET /api/admin/dashboard. */
export function adminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    shops: { pending: 2, approved: 14, rejected: 3, suspended: 1 },
    driversOnline: 5,
    todayOrders: 21,
    todayRevenueFils: 512_750,
    ordersByStatus: { pending: 4, processing: 6, shipped: 2, delivered: 120, cancelled: 7 },
    lateOrders: 1,
    openSupportRequests: 3,
    unassignedDeliveries: 0,
    ...overrides,
  };
}

export const lateOrder = (overrides: Partial<LateOrder> = {}): LateOrder => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  number: 1042,
  createdAt: '2026-11-26T09:00:00.000Z',
  totalFils: 12_500,
  shop: { id: '00000000-0000-4000-8000-000000000001', name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' } },
  minutesWaiting: 27,
  ...overrides,
});

/** One shop waiting for approval as GET /api/admin/shops/pending lists it. */
export function shopApplication(overrides: Partial<ShopApplication> = {}): ShopApplication {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    names: { en: 'Balloon Bay', ar: 'خليج البالونات' },
    businessTypes: ['decorations', 'party_supplies'],
    crNumber: '987654',
    iban: 'BH67BMAG00001299123456',
    phone: '+97336001234',
    address: 'Building 5, Road 12, Block 410',
    area: { en: 'Seef', ar: 'السيف' },
    description: { en: 'Balloons for every party', ar: 'بالونات لكل حفلة' },
    appliedAt: '2026-11-25T18:30:00.000Z',
    applicantEmail: 'owner@balloonbay.bh',
    applicantName: 'Fatima Salman',
    ...overrides,
  };
}

/** The admin's session, then `other` for the area's API (404 for anything it does not answer). */
export function serveAdmin(other: (call: MockCall) => MockReply | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: adminUser } };
    return other(call) ?? apiError(404, 'NOT_FOUND');
  });
}
