import type { ItemDetail, ListingKind } from '@haflah/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopForEvent } from '../../../features/events/utils/shopping-for';
import { setLanguage } from '../../../lib/i18n';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import ProductPage from './ProductPage';

const UNKNOWN = '3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

afterEach(() => vi.unstubAllGlobals());

/** Home, another page linking to the product, and the product page (unknown), starting at `path`. */
function app(path: string) {
  const { calls } = mockFetch(() => apiError(404, 'NOT_FOUND'));
  renderApp(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/cart" element={<Link to={`/product/${UNKNOWN}`}>Cart page</Link>} />
      <Route path="/product/:productId" element={<ProductPage />} />
    </Routes>,
    { path },
  );
  return calls;
}

describe('the product page', () => {
  it('says a malformed id names no product, without asking the server', async () => {
    const calls = app('/product/abc');
    expect(await screen.findByText('Product not found')).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/items/'))).toEqual([]);
    expect(document.title).toBe('Product not found · Haflah');
  });

  it('opened from a shared link, goes Home on Back instead of leaving the app', async () => {
    app(`/product/${UNKNOWN}`);
    await screen.findByText('Product not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it("says a paused shop's product is closed for now, in the shop's words, and when it reopens", async () => {
    const answer = (until: string | null) => ({
      status: 404,
      body: { error: { code: 'SHOP_PAUSED', message: 'x', details: { reason: 'Eid holiday', until } } },
    });
    // 2 pm in Bahrain on Friday 27 November 2026.
    mockFetch(() => answer('2026-11-27T11:00:00.000Z'));
    const page = (
      <Routes>
        <Route path="/product/:productId" element={<ProductPage />} />
      </Routes>
    );
    const { unmount } = renderApp(page, { path: `/product/${UNKNOWN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This shop is closed for now' }),
    ).toBeTruthy();
    expect(screen.getByText('The shop says: “Eid holiday”')).toBeTruthy();
    expect(screen.getByText(/^It reopens on Fri 27 Nov at 2:00/)).toBeTruthy();
    expect(screen.queryByText('Product not found')).toBeNull();
    unmount();

    await setLanguage('ar');
    mockFetch(() => answer(null));
    renderApp(page, { path: `/product/${UNKNOWN}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'هذا المتجر مغلق حاليًا' })).toBeTruthy();
    expect(screen.getByText('سيعيد فتح أبوابه قريبًا، عُد لاحقًا.')).toBeTruthy();
    await setLanguage('en');
  });

  it('reached from a page of the app, goes back to it', async () => {
    app('/cart');
    fireEvent.click(await screen.findByText('Cart page'));
    await screen.findByText('Product not found');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Cart page')).toBeTruthy();
  });
});

const ITEM = '00000000-0000-4000-8000-000000000010';

function item(kind: ListingKind): ItemDetail {
  const retailer = {
    id: '00000000-0000-4000-8000-000000000001',
    name: { en: 'Fun Rentals', ar: 'مرح' },
    logoUrl: null,
    rating: 4.5,
    reviewCount: 10,
    deliveryMinutes: 60,
    deliveryFeeFils: 1_000,
    area: { en: 'Seef', ar: 'السيف' },
  };
  const timed = kind !== 'product';
  return {
    id: ITEM,
    kind,
    pricingType: timed ? 'hourly' : 'fixed',
    priceFils: 5_000,
    salePriceFils: null,
    isOnSale: false,
    hourlyRateFils: timed ? 22_000 : null,
    capacity: 3,
    name: { en: 'Party Tables', ar: 'طاولات' },
    imageUrl: null,
    servesGuests: null,
    rating: 4.5,
    reviewCount: 10,
    categoryId: '00000000-0000-4000-8000-000000000002',
    categoryName: { en: 'Rentals', ar: 'تأجير' },
    shopId: retailer.id,
    shopName: retailer.name,
    requiresTimeSlot: timed,
    createdAt: '2026-11-01T00:00:00.000Z',
    description: { en: '', ar: '' },
    shop: retailer,
  };
}

const EVENT = {
  id: '00000000-0000-4000-8000-000000000500',
  title: "Sara's birthday",
  date: '2026-12-05',
  venueAddressId: null,
  headcount: 12,
  expectedGuests: 40,
};

function productOf(kind: ListingKind, over: Partial<ItemDetail> = {}) {
  mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: null } };
    if (call.path === `/api/items/${ITEM}`) return { body: { item: { ...item(kind), ...over } } };
    return apiError(404, 'NOT_FOUND');
  });
  renderApp(
    <Routes>
      <Route path="/product/:productId" element={<ProductPage />} />
    </Routes>,
    { path: `/product/${ITEM}` },
  );
}

describe('the product page while shopping for an event', () => {
  afterEach(async () => {
    shopForEvent(null);
    await setLanguage('en');
  });

  it("shows a rental's guests to plan for: the larger of the headcount and the estimate", async () => {
    shopForEvent(EVENT);
    productOf('rental');
    expect(await screen.findByText('Your event expects 40 guests')).toBeTruthy();
  });

  it("shows a food truck's too, with the headcount once it passes the estimate, in Arabic plural forms", async () => {
    await setLanguage('ar');
    shopForEvent({ ...EVENT, headcount: 2, expectedGuests: 1 });
    productOf('food_truck');
    expect(await screen.findByText('تتوقع مناسبتك ضيفين')).toBeTruthy();
  });

  it('says nothing of guests for a product', async () => {
    shopForEvent(EVENT);
    productOf('product');
    await screen.findByRole('heading', { name: 'Party Tables' });
    expect(screen.queryByText(/Your event expects/)).toBeNull();
  });

  it('says nothing of guests when not shopping for an event', async () => {
    productOf('rental');
    await screen.findByRole('heading', { name: 'Party Tables' });
    expect(screen.queryByText(/Your event expects/)).toBeNull();
  });

  it('says how many guests one serves, and how many the event needs, for any kind sized by guests', async () => {
    shopForEvent({ ...EVENT, headcount: 45 });
    productOf('product', { servesGuests: 15 });
    expect(await screen.findByText('Serves about 15 guests')).toBeTruthy();
    expect(screen.getByText('Your 45 guests need about 3')).toBeTruthy();
    expect(screen.queryByText(/Your event expects/)).toBeNull();
  });

  it('the same in Arabic', async () => {
    await setLanguage('ar');
    shopForEvent({ ...EVENT, headcount: 45 });
    productOf('rental', { servesGuests: 10 });
    expect(await screen.findByText('يكفي نحو 10 ضيوف')).toBeTruthy();
    expect(screen.getByText('يحتاج ضيوفك الـ45 إلى نحو 5')).toBeTruthy();
  });

  it('says how many guests one serves when not shopping for an event', async () => {
    productOf('product', { servesGuests: 12 });
    expect(await screen.findByText('Serves about 12 guests')).toBeTruthy();
    expect(screen.queryByText(/need about/)).toBeNull();
  });
});

describe('the product page’s kind and category', () => {
  afterEach(() => setLanguage('en'));

  it('says a category named like the kind once (Entertainment, not “Entertainment Entertainment”)', async () => {
    productOf('entertainment', { categoryName: { en: 'Entertainment', ar: 'الترفيه' } });
    await screen.findByRole('heading', { name: 'Party Tables' });
    expect(screen.getAllByText('Entertainment')).toHaveLength(1);
  });

  it('the same for a plural or the Arabic article (Rentals, التأجير)', async () => {
    await setLanguage('ar');
    productOf('rental', { categoryName: { en: 'Rentals', ar: 'التأجير' } });
    await screen.findByRole('heading', { name: 'طاولات' });
    expect(screen.getAllByText(/تأجير/)).toHaveLength(1);
  });

  it('says both when they differ', async () => {
    productOf('product', { categoryName: { en: 'Cakes', ar: 'الكيك' } });
    await screen.findByRole('heading', { name: 'Party Tables' });
    expect(screen.getByText('Product')).toBeTruthy();
    expect(screen.getByText('Cakes')).toBeTruthy();
  });
});
