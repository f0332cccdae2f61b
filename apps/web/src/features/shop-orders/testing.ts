// Test data for the shop's orders screens (used only by tests): answers as the API gives them.
import type { OrderInvoice, SessionUser, ShopOrderDetail, ShopOrderSummary } from '@haflah/contracts';

export const retailerUser: SessionUser = {
  id: 'r1',
  email: 'shop@b.c',
  name: 'Shop owner',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'retailer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const orderId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Order number 100000 + n, placed at `createdAt` (default 24 Nov 2026 09:00 UTC = 12:00 Bahrain). */
export function summary(n: number, over: Partial<ShopOrderSummary> = {}): ShopOrderSummary {
  return {
    id: orderId(n),
    number: 100_000 + n,
    status: 'pending',
    createdAt: '2026-11-24T09:00:00.000Z',
    acceptedAt: null,
    readyAt: null,
    totalFils: 38_500,
    customerFirstName: 'Sara',
    itemCount: 2,
    needsDelivery: true,
    firstBookingStartsAt: null,
    isLate: false,
    ...over,
  };
}

export function detail(n: number, over: Partial<ShopOrderDetail> = {}): ShopOrderDetail {
  return {
    ...summary(n),
    lines: [
      {
        id: orderId(500 + n),
        kind: 'product',
        name: { en: 'Chocolate cake', ar: 'كعكة شوكولاتة' },
        imageUrl: null,
        quantity: 2,
        unitPriceFils: 18_500,
        totalFils: 37_000,
        booking: null,
      },
      {
        id: orderId(600 + n),
        kind: 'entertainment',
        name: { en: 'Magician', ar: 'ساحر' },
        imageUrl: null,
        quantity: 1,
        unitPriceFils: 0,
        totalFils: 0,
        booking: { start: '2026-11-28T15:00:00.000Z', end: '2026-11-28T18:00:00.000Z', status: 'confirmed' },
      },
    ],
    totals: {
      subtotalFils: 37_000,
      deliveryFeeFils: 1_500,
      discountFils: 0,
      vatFils: 3_500,
      totalFils: 38_500,
    },
    discount: null,
    customer: {
      firstName: 'Sara',
      phone: '+97336001234',
      address: {
        labelKind: 'home',
        label: null,
        governorate: 'capital',
        area: 'Seef',
        block: '428',
        road: '2801',
        building: '345',
        flat: '12',
        directions: 'Blue gate',
        contactPhone: '+97336001234',
        pin: null,
      },
    },
    delivery: { date: '2026-11-25', window: '09-12' },
    customerNote: null,
    paymentType: 'card',
    paymentState: 'paid',
    cancelReason: null,
    timeline: [
      { at: '2026-11-24T09:00:00.000Z', event: 'placed', actor: 'customer', note: null },
      { at: '2026-11-24T09:00:01.000Z', event: 'paid', actor: 'system', note: null },
    ],
    nextMoves: ['accept', 'reject'],
    ...over,
  };
}

export function invoice(over: Partial<OrderInvoice> = {}): OrderInvoice {
  return {
    seller: {
      name: { en: 'Sweet Layers', ar: 'طبقات حلوة' },
      crNumber: '123456',
      address: 'Building 10, Road 20',
      area: { en: 'Seef', ar: 'السيف' },
      phone: '+97317001234',
    },
    number: 100_007,
    issuedAt: '2026-11-24T09:00:00.000Z',
    acceptedAt: '2026-11-24T09:05:00.000Z',
    deliveredAt: null,
    status: 'processing',
    buyer: { firstName: 'Sara', address: null },
    lines: [
      {
        name: { en: 'Chocolate cake', ar: 'كعكة شوكولاتة' },
        quantity: 2,
        unitPriceFils: 18_500,
        totalFils: 37_000,
        booking: null,
      },
    ],
    subtotalFils: 37_000,
    deliveryFeeFils: 1_500,
    discountFils: 0,
    discount: null,
    totalFils: 38_500,
    vatFils: 3_500,
    vatPercent: 10,
    paymentType: 'card',
    ...over,
  };
}
