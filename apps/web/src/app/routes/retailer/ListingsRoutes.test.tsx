import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveShop, shopProfile } from '../../../features/retailer/test/shop-fixtures';
import { categories, listing, page } from '../../../features/shop-listings/testing';
import { renderApp } from '../../../test/utils';
import RetailerRoutes from './routes';

// The first render loads the area's lazy chunks (shell, frame, page) and their strings.
const LOADING = { timeout: 5000 };

vi.mock('../../../lib/realtime', () => ({ connectRealtime: () => () => undefined }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stored = listing({ name: { en: 'Bubble show', ar: 'عرض الفقاعات' } });

function renderArea(path: string) {
  serveShop(
    () => shopProfile(),
    (call) => {
      if (call.path === '/api/categories') return { body: { categories } };
      if (call.path === `/api/retailer/listings/${stored.id}`) return { body: { listing: stored } };
      if (call.path.startsWith('/api/retailer/listings')) return { body: page([stored]) };
    },
  );
  return renderApp(
    <Routes>
      <Route path="retailer/*" element={<RetailerRoutes />} />
    </Routes>,
    { path },
  );
}

describe('the listings screens in the retailer area', () => {
  it('/retailer/products is the list, with Products marked in the menu', async () => {
    renderArea('/retailer/products?attention=no_image');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listings' }, LOADING)).toBeTruthy();
    const menu = (await screen.findAllByRole('navigation', { name: 'Area menu' }))[0] as HTMLElement;
    expect(within(menu).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('link', { name: 'Edit Bubble show' })).toBeTruthy();
  });

  it.each([
    ['/retailer/products/new', 'Add a listing'],
    [`/retailer/products/${stored.id}`, 'Edit listing'],
    ['/retailer/products/import', 'Import listings'],
  ])('%s', async (path, title) => {
    renderArea(path);
    expect(await screen.findByRole('heading', { level: 1, name: title }, LOADING)).toBeTruthy();
  });
});
