import type { ItemSummary } from '@haflah/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import FavoritesPage from './FavoritesPage';

const ID = '00000000-0000-4000-8000-000000000009';
const item: ItemSummary = {
  id: ID,
  kind: 'product',
  pricingType: 'fixed',
  priceFils: 18500,
  salePriceFils: null,
  isOnSale: false,
  hourlyRateFils: null,
  capacity: 1,
  name: { en: 'Rose Cake', ar: 'كيكة الورد' },
  imageUrl: null,
  rating: 4.4,
  reviewCount: 3,
  categoryId: '00000000-0000-4000-8000-000000000002',
  categoryName: { en: 'Cakes', ar: 'كيك' },
  shopId: '00000000-0000-4000-8000-000000000003',
  shopName: { en: 'Bakery', ar: 'مخبز' },
  requiresTimeSlot: false,
  createdAt: '2026-11-01T10:00:00.000Z',
};

afterEach(() => vi.unstubAllGlobals());

describe('FavoritesPage', () => {
  it("shows the favorites with a pressed heart, and says 'Failed to remove from favorites'", async () => {
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user: customerUser } };
      if (call.path === '/api/favorites') return { body: { items: [item] } };
      if (call.path === '/api/favorites/ids') return { body: { ids: [ID] } };
      return apiError(500, 'INTERNAL');
    });
    renderApp(<FavoritesPage />, { path: '/favorites' });
    await screen.findByRole('heading', { level: 2, name: 'Rose Cake' });
    const heart = await screen.findByRole('button', { name: 'Remove from favorites' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(await within(toastRegion()).findByText('Failed to remove from favorites')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/api/favorites/${ID}`)).toBe(true);
  });

  it('asks to sign in when signed out', async () => {
    mockFetch(() => ({ body: { user: null } }));
    renderApp(<FavoritesPage />, { path: '/favorites' });
    expect(await screen.findByRole('heading', { name: 'Sign in to see your favorites' })).toBeTruthy();
  });
});
