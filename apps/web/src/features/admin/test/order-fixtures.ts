import type { AdminOrderDetail, AdminOrderRow } from '@haflah/contracts';

export const ORDER_ID = '00000000-0000-4000-8000-0000000000c1';
export const SHOP_ID = '00000000-0000-4000-8000-0000000000d1';

/** One row of GET /api/admin/orders. */
export const adminOrderRow = (overrides: Partial<AdminOrderRow> = {}): AdminOrderRow => ({
  id: ORDER_ID,
  number: 100042,
  status: 'pending',
  createdAt: '2026-11-26T06:00:00.000Z',
  totalFils: 26_000,
  shop: { id: SHOP_ID, name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' } },
  customer: { email: 'maryam@example.com', name: 'Maryam Ali' },
  isLate: false,
  ...overrides,
});

/** GET /api/admin/orders/:id. */
export const adminOrderDetail = (overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail => ({
  ...adminOrderRow(),
  acceptedAt: null,
  readyAt: null,
  shop: { id: SHOP_ID, name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' }, phone: '+97317001234' },
  customer: { email: 'maryam@example.com', name: 'Maryam Ali', phone: '+97336001234' },
  address: {
    labelKind: 'home',
    label: null,
    governorate: 'capital',
    area: 'Adliya',
    block: '338',
    road: '3803',
    building: '1205',
    flat: null,
    directions: null,
    contactPhone: '+97336001234',
    pin: null,
  },
  lines: [
    {
      id: '00000000-0000-4000-8000-0000000000e1',
      kind: 'product',
      name: { en: 'Balloon arch', ar: 'قوس بالونات' },
      imageUrl: null,
      quantity: 2,
      unitPriceFils: 12_500,
      totalFils: 25_000,
      booking: null,
    },
  ],
  totals: {
    subtotalFils: 25_000,
    deliveryFeeFils: 1_000,
    discountFils: 0,
    vatFils: 2_364,
    totalFils: 26_000,
  },
  discount: null,
  delivery: { date: '2026-11-28', window: '09-12' },
  customerNote: null,
  payment: { type: 'card', brand: 'visa', last4: '4242', state: 'paid', testMode: true },
  ledger: [{ kind: 'capture', state: 'done', amountFils: 26_000, settledAt: '2026-11-26T06:00:05.000Z' }],
  paymentFlaggedAt: null,
  cancelReason: null,
  timeline: [
    {
      at: '2026-11-26T06:00:00.000Z',
      event: 'placed',
      actor: 'customer',
      actorName: 'Maryam Ali',
      note: null,
    },
    { at: '2026-11-26T06:00:05.000Z', event: 'paid', actor: 'system', actorName: null, note: null },
  ],
  nextMoves: ['processing', 'cancelled'],
  ...overrides,
});
