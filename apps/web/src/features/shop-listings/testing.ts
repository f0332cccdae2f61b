import { DEFAULT_BOOKING_RULES, type SessionUser, type ShopListing } from '@haflah/contracts';

/** Test data for the listings screens' tests (never imported by the app). */
export const retailerUser: SessionUser = {
  id: 'r1',
  email: 'shop@haflah.test',
  name: 'Sara',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'retailer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

export const CATEGORY_ID = '7b0b4f5e-3f6a-4a53-9d36-1a2b3c4d5e6f';
export const categories = [
  { id: CATEGORY_ID, name: { en: 'Cakes', ar: 'كيك' }, emoji: null, icon: 'cake', color: '#f9a8d4' },
  {
    id: '8c1c5a6f-4a7b-4b64-8e47-2b3c4d5e6f70',
    name: { en: 'Entertainment', ar: 'ترفيه' },
    emoji: null,
    icon: 'entertainment',
    color: '#a78bfa',
  },
];

let n = 0;
/** A listing as GET /api/retailer/listings answers it; ids are valid UUIDs. */
export function listing(over: Partial<ShopListing> = {}): ShopListing {
  n += 1;
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    kind: 'product',
    pricingType: 'fixed',
    priceFils: 12_500,
    salePriceFils: null,
    isOnSale: false,
    hourlyRateFils: null,
    capacity: 1,
    servesGuests: null,
    bookingRules: DEFAULT_BOOKING_RULES,
    name: { en: `Cake ${n}`, ar: `كيكة ${n}` },
    description: { en: '', ar: '' },
    categoryId: CATEGORY_ID,
    categoryName: { en: 'Cakes', ar: 'كيك' },
    imageUrl: null,
    images: [],
    isActive: true,
    liveHolds: 0,
    futureBookings: 0,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...over,
  };
}

export const page = (listings: ShopListing[], nextCursor: string | null = null, total = listings.length) => ({
  listings,
  total,
  nextCursor,
});
