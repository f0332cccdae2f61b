import { SHOP_PAGE_SIZE, type Shop } from '@haflah/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import HomePage from './HomePage';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const CAKES = { id: uuid(1), name: { en: 'Cakes', ar: 'كيك' }, emoji: null, icon: 'cake', color: '#f472b6' };
const TOTAL = SHOP_PAGE_SIZE + 6;

const shop = (n: number): Shop => ({
  id: uuid(100 + n),
  name: { en: `Bakery ${n}`, ar: `مخبز ${n}` },
  logoUrl: null,
  rating: 4.5,
  reviewCount: 10,
  deliveryMinutes: 45,
  deliveryFeeFils: 1000,
  area: { en: 'Seef', ar: 'السيف' },
});

afterEach(() => vi.unstubAllGlobals());

describe('a category with more retailers than a page', () => {
  it('counts them all, shows the first page, and loads the rest on "Load more"', async () => {
    const { calls } = mockFetch(({ path }) => {
      const url = new URL(path, 'http://haflah.test');
      if (url.pathname === '/api/categories') return { body: { categories: [CAKES] } };
      if (url.pathname === '/api/items') return { body: { items: [], nextCursor: null } };
      if (url.pathname === '/api/shops') {
        expect(url.searchParams.get('categoryId')).toBe(CAKES.id);
        const after = url.searchParams.get('after');
        const from = after ? Number(after.slice(2)) : 0;
        const to = Math.min(from + SHOP_PAGE_SIZE, TOTAL);
        return {
          body: {
            shops: Array.from({ length: to - from }, (_, i) => shop(from + i)),
            total: TOTAL,
            nextCursor: to < TOTAL ? `o.${to}` : null,
          },
        };
      }
      return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
    });
    renderApp(<HomePage />);

    await screen.findByRole('button', { name: /Cakes/ });
    expect(document.title).toBe('Haflah · Plan it · Deliver it · Celebrate it');
    fireEvent.click(screen.getByRole('button', { name: /Cakes/ }));
    await screen.findByText(`${TOTAL} retailers found`);
    expect(document.title).toBe('Cakes · Haflah');
    const list = () => within(screen.getByRole('region', { name: 'Cakes Retailers Near You' }));
    expect(list().getAllByRole('listitem')).toHaveLength(SHOP_PAGE_SIZE);

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(`Bakery ${TOTAL - 1}`);
    expect(list().getAllByRole('listitem')).toHaveLength(TOTAL);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByText(`${TOTAL} retailers found`)).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/shops')).map((c) => c.path)).toEqual([
      `/api/shops?categoryId=${CAKES.id}`,
      `/api/shops?categoryId=${CAKES.id}&after=o.${SHOP_PAGE_SIZE}`,
    ]);
  });
});
