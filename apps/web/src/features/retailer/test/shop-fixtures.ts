import type { SessionUser, ShopDashboardSummary, ShopListingsSummary, ShopProfile } from '@haflah/contracts';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';

/** A signed-in retailer as GET /api/auth/session answers it. */
export const retailerUser: SessionUser = {
  id: 'r1',
  email: 'shop@example.com',
  name: 'Maryam Ali',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'retailer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

/** The retailer's shop as GET /api/retailer/shop answers it (approved, open, no hours). */
export function shopProfile(overrides: Partial<ShopProfile> = {}): ShopProfile {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' },
    description: { en: 'Cakes for every party', ar: 'كيك لكل حفلة' },
    businessTypes: ['bakery'],
    phone: '+97336001234',
    address: 'Building 12, Road 3, Block 428',
    area: 'seef',
    crNumber: '123456',
    iban: 'BH67BMAG00001299123456',
    deliveryMinutes: 45,
    deliveryFeeFils: 1500,
    freeDeliveryOverFils: null,
    openingHours: null,
    logoUrl: null,
    status: 'approved',
    statusReason: null,
    statusChangedAt: null,
    pause: null,
    ...overrides,
  };
}

export const ordersSummary = (overrides: Partial<ShopDashboardSummary> = {}): ShopDashboardSummary => ({
  todayNewOrders: 4,
  waitingForAcceptance: 2,
  lateCount: 1,
  todayRevenueFils: 37_250,
  nextBookings: [],
  ...overrides,
});

export const listingsSummary = (overrides: Partial<ShopListingsSummary> = {}): ShopListingsSummary => ({
  total: 12,
  active: 10,
  inactive: 2,
  withoutImage: 3,
  ...overrides,
});

/**
 * Serves the retailer's session and shop (and, given, the dashboard's figures); `other` answers
 * anything else (404 by default).
 */
export function serveShop(
  shop: () => ShopProfile | MockReply,
  other: (call: MockCall) => MockReply | undefined = () => undefined,
) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (call.path === '/api/retailer/shop' && call.method === 'GET') {
      const answer = shop();
      return 'id' in answer ? { body: answer } : answer;
    }
    return other(call) ?? apiError(404, 'NOT_FOUND');
  });
}
