import { act, screen } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { ShopStatusNotice } from './ShopStatusNotice';

const retailer = {
  id: 'r1',
  email: 'shop@example.com',
  name: 'Sugar Pearl',
  phone: null,
  location: null,
  avatarUrl: null,
  role: 'retailer',
  createdAt: '2026-11-01T10:00:00.000Z',
};

function shop(status: 'pending' | 'approved' | 'rejected', en: string, ar: string) {
  return {
    id: `00000000-0000-4000-8000-00000000000${status.length}`,
    name: { en, ar },
    logoUrl: null,
    rating: 0,
    reviewCount: 0,
    deliveryMinutes: 30,
    deliveryFeeFils: 0,
    area: { en: 'Seef', ar: 'السيف' },
    status,
  };
}

function serve(shops: unknown) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailer } };
    if (call.path === '/api/retailer/shops') return shops as { body: unknown };
    return apiError(404, 'NOT_FOUND');
  });
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

describe('ShopStatusNotice', () => {
  it('says a new shop is waiting for approval, and why customers cannot see it yet', async () => {
    serve({ body: { shops: [shop('pending', 'Sugar Pearl', 'سكر اللؤلؤ')] } });
    renderApp(<ShopStatusNotice />);
    const notice = await screen.findByRole('region', { name: 'Waiting for approval' });
    expect(notice.textContent).toContain(
      '“Sugar Pearl” is waiting for approval by the Haflah team. Customers will see your shop once it is approved.',
    );
  });

  it('says when a shop was not approved, and when one is live', async () => {
    serve({
      body: {
        shops: [shop('rejected', 'Glitter', 'بريق'), shop('approved', 'Balloon Bay', 'خليج البالونات')],
      },
    });
    renderApp(<ShopStatusNotice />);
    expect((await screen.findByRole('region', { name: 'Not approved' })).textContent).toContain(
      '“Glitter” was not approved',
    );
    expect(screen.getByRole('region', { name: 'Your shop is live' }).textContent).toContain('“Balloon Bay”');
  });

  it('names the shop in Arabic in the Arabic interface', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve({ body: { shops: [shop('pending', 'Sugar Pearl', 'سكر اللؤلؤ')] } });
    renderApp(<ShopStatusNotice />);
    const notice = await screen.findByRole('region', { name: 'بانتظار الموافقة' });
    expect(notice.textContent).toContain('«سكر اللؤلؤ» بانتظار موافقة فريق حفلة');
  });

  it('shows nothing for an account without a shop, and says so when the status cannot be read', async () => {
    serve({ body: { shops: [] } });
    const { container, unmount } = renderApp(<ShopStatusNotice />);
    await new Promise((r) => setTimeout(r, 20));
    expect(container.textContent).toBe('');
    unmount();

    serve(apiError(500, 'INTERNAL'));
    renderApp(<ShopStatusNotice />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "We couldn't load your shop's approval status.",
    );
  });
});
