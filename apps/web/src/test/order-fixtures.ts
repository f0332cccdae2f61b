import type {
  Address,
  CartItem,
  CheckoutOrder,
  CheckoutPreview,
  OrderDetail,
  OrderSummary,
  PaymentMethod,
} from '@haflah/contracts';

/** A valid UUID numbered `n` (the contracts' ids are UUIDs). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const SERVER_TIME = '2026-11-24T09:00:00.000Z';

export function product(n: number, over: Partial<CartItem> = {}): CartItem {
  return {
    id: uuid(100 + n),
    listingId: uuid(200 + n),
    kind: 'product',
    name: { en: `Cake ${n}`, ar: `كعكة ${n}` },
    imageUrl: null,
    servesGuests: null,
    quantity: 2,
    unitPriceFils: 18_500,
    totalFils: 37_000,
    isTimeBased: false,
    slot: null,
    expiresAt: null,
    createdAt: SERVER_TIME,
    ...over,
  };
}

/** An entertainer booked on Sat 28 Nov from 18:00 Bahrain time (15:00 UTC) for 3 hours. */
export function booking(n: number, over: Partial<CartItem> = {}): CartItem {
  return {
    id: uuid(100 + n),
    listingId: uuid(200 + n),
    kind: 'entertainment',
    name: { en: `Magician ${n}`, ar: `ساحر ${n}` },
    imageUrl: null,
    servesGuests: null,
    quantity: 1,
    unitPriceFils: 22_000,
    totalFils: 66_000,
    isTimeBased: true,
    slot: { start: '2026-11-28T15:00:00.000Z', end: '2026-11-28T18:00:00.000Z', hours: 3 },
    expiresAt: '2026-11-24T09:09:00.000Z',
    createdAt: SERVER_TIME,
    ...over,
  };
}

export function shopOrder(n: number, items: CartItem[], totals: CheckoutOrder['totals']): CheckoutOrder {
  return {
    shop: { id: uuid(300 + n), name: { en: `Shop ${n}`, ar: `متجر ${n}` } },
    items,
    totals,
    discountSource: null,
    needsDelivery: items.some((i) => !i.isTimeBased),
  };
}

/**
 * Two shops: a bakery's cakes (BD 37.000 + BD 1.000 delivery) and an entertainer's booking
 * (BD 66.000, no delivery). The figures are the server's; nothing here adds them up for the page.
 */
export function preview(over: Partial<CheckoutPreview> = {}): CheckoutPreview {
  return {
    orders: [
      shopOrder(1, [product(1)], {
        subtotalFils: 37_000,
        deliveryFeeFils: 1_000,
        discountFils: 0,
        vatFils: 3_455,
        totalFils: 38_000,
      }),
      shopOrder(2, [booking(2)], {
        subtotalFils: 66_000,
        deliveryFeeFils: 0,
        discountFils: 0,
        vatFils: 6_000,
        totalFils: 66_000,
      }),
    ],
    totals: {
      subtotalFils: 103_000,
      deliveryFeeFils: 1_000,
      discountFils: 0,
      vatFils: 9_455,
      totalFils: 104_000,
    },
    lineIds: [uuid(101), uuid(102)],
    pricesDigest: 'a'.repeat(64),
    needsDelivery: true,
    deliveryDays: [
      { date: '2026-11-24', windows: ['15-18', '18-21'] },
      { date: '2026-11-25', windows: ['09-12', '12-15', '15-18', '18-21'] },
    ],
    holdsExpireAt: null,
    serverTime: SERVER_TIME,
    promoCode: null,
    ...over,
  };
}

export function address(n: number, over: Partial<Address> = {}): Address {
  return {
    id: uuid(400 + n),
    labelKind: 'home',
    label: null,
    governorate: 'capital',
    area: 'Seef',
    block: '428',
    road: '2801',
    building: '345',
    flat: null,
    directions: null,
    contactPhone: '+97336001234',
    pin: null,
    isDefault: false,
    ...over,
  };
}

export function card(n: number, over: Partial<PaymentMethod> = {}): PaymentMethod {
  return {
    id: uuid(500 + n),
    type: 'card',
    brand: 'visa',
    last4: '4242',
    expMonth: 12,
    expYear: 2040,
    holderName: 'Noor Ali',
    isDefault: false,
    ...over,
  };
}

export function orderSummary(n: number, over: Partial<OrderSummary> = {}): OrderSummary {
  return {
    id: uuid(600 + n),
    number: 100_000 + n,
    status: 'pending',
    shop: { id: uuid(301), name: { en: 'Shop 1', ar: 'متجر 1' } },
    createdAt: '2026-11-24T09:41:00.000Z',
    itemCount: 2,
    totalFils: 38_000,
    imageUrl: null,
    ...over,
  };
}

export function orderDetail(n: number, over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderSummary(n),
    checkoutId: uuid(700 + n),
    eventId: null,
    lines: [
      {
        id: uuid(800 + n),
        listingId: uuid(201),
        kind: 'product',
        name: { en: 'Cake 1', ar: 'كعكة 1' },
        imageUrl: null,
        quantity: 2,
        unitPriceFils: 18_500,
        totalFils: 37_000,
        booking: null,
      },
    ],
    totals: {
      subtotalFils: 37_000,
      deliveryFeeFils: 1_000,
      discountFils: 0,
      vatFils: 3_455,
      totalFils: 38_000,
    },
    discount: null,
    address: addressSnapshot(address(1, { flat: '12', directions: 'Blue gate' })),
    delivery: { date: '2026-11-25', window: '09-12' },
    customerNote: null,
    payment: { type: 'card', brand: 'visa', last4: '4242', state: 'paid', testMode: true },
    history: [{ status: 'pending', at: '2026-11-24T09:41:00.000Z', actor: 'customer' }],
    nextStatuses: ['cancelled'],
    ...over,
  };
}

/** An address as an order keeps it: the saved address without its id and default flag. */
function addressSnapshot({ id: _id, isDefault: _isDefault, ...snapshot }: Address) {
  return snapshot;
}
