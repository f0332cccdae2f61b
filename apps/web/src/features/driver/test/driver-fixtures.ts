import type {
  Driver,
  DriverDashboard,
  DriverDeliveries,
  DriverDelivery,
  DriverOffer,
  SessionUser,
} from '@haflah/contracts';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';

/** A signed-in driver as GET /api/auth/session answers it. */
export const driverUser: SessionUser = {
  id: 'u-driver',
  email: 'yusuf@example.test',
  name: 'Yusuf Ahmed',
  phone: '+97339001234',
  location: null,
  avatarUrl: null,
  role: 'driver',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const driverRecord = (overrides: Partial<Driver> = {}): Driver => ({
  id: driverUser.id,
  name: 'Yusuf Ahmed',
  phone: '+97339001234',
  email: driverUser.email,
  vehicleType: 'motorcycle',
  licensePlate: '123456',
  status: 'available',
  isActive: true,
  currentOrders: 1,
  maxOrders: 3,
  rating: 4.8,
  totalDeliveries: 40,
  currentLocation: null,
  ...overrides,
});

export const dashboardOf = (overrides: Partial<DriverDashboard> = {}): DriverDashboard => ({
  driver: driverRecord(),
  offlineReason: null,
  today: { deliveries: 4, earningsFils: 6_000 },
  cash: { heldFils: 42_500, capFils: 150_000 },
  offersWaiting: 2,
  ...overrides,
});

export const deliveryOf = (overrides: Partial<DriverDelivery> = {}): DriverDelivery => ({
  id: '00000000-0000-4000-8000-00000000d001',
  orderId: '00000000-0000-4000-8000-00000000a001',
  orderNumber: 1042,
  status: 'accepted',
  shop: {
    id: '00000000-0000-4000-8000-000000000001',
    name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' },
    phone: '+97317001234',
    address: 'Shop 4, Road 2803, Seef',
  },
  area: 'Juffair',
  customer: { firstName: 'Mariam', phone: '+97336001234' },
  address: {
    labelKind: 'home',
    label: null,
    governorate: 'capital',
    area: 'Juffair',
    block: '341',
    road: '4112',
    building: '1290',
    flat: '12',
    directions: null,
    contactPhone: '+97336001234',
    pin: { lat: 26.2125, lng: 50.6065 },
  },
  destination: { lng: 50.6065, lat: 26.2125 },
  delivery: { date: '2026-11-26', window: '15-18' },
  itemCount: 3,
  paymentType: 'cash',
  feeFils: 1_500,
  cashDueFils: 12_500,
  cashReceivedFils: null,
  codeAttemptsLeft: 5,
  proof: null,
  photoUrl: null,
  openedAt: '2026-11-26T09:00:00.000Z',
  acceptedAt: '2026-11-26T09:01:00.000Z',
  pickedUpAt: null,
  deliveredAt: null,
  ...overrides,
});

export const offerOf = (
  overrides: Partial<DriverOffer> = {},
  delivery: Partial<DriverDelivery> = {},
): DriverOffer => ({
  id: '00000000-0000-4000-8000-00000000f001',
  expiresAt: new Date(Date.now() + 45_000).toISOString(),
  delivery: deliveryOf({
    status: 'open',
    customer: null,
    address: null,
    destination: null,
    acceptedAt: null,
    ...delivery,
  }),
  ...overrides,
});

export const deliveriesOf = (overrides: Partial<DriverDeliveries> = {}): DriverDeliveries => ({
  offers: [],
  active: [],
  today: [],
  ...overrides,
});

/** The driver's session, then `other` for the area's API (404 for anything it does not answer). */
export function serveDriver(other: (call: MockCall) => MockReply | undefined = () => undefined) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: driverUser } };
    return other(call) ?? apiError(404, 'NOT_FOUND');
  });
}
