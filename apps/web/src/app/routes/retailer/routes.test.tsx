import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  listingsSummary,
  ordersSummary,
  serveShop,
  shopProfile,
} from '../../../features/retailer/test/shop-fixtures';
import { renderApp } from '../../../test/utils';

// The first render loads the area's lazy chunks (shell, frame, page) and their strings, compiled on
// first use: on a busy machine that alone can take more than the defaults of 1 s and 5 s.
const LOADING = { timeout: 15_000 };
const TEST_MS = 20_000;

import RetailerRoutes from './routes';

vi.mock('../../../lib/realtime', () => ({ connectRealtime: () => () => undefined }));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderArea(path: string, status: 'pending' | 'approved' = 'approved', listings = listingsSummary()) {
  serveShop(
    () => shopProfile({ status }),
    (call) => {
      if (call.path === '/api/retailer/orders/summary') return { body: ordersSummary() };
      if (call.path === '/api/retailer/listings/summary') return { body: listings };
    },
  );
  return renderApp(
    <Routes>
      <Route path="retailer/*" element={<RetailerRoutes />} />
    </Routes>,
    { path },
  );
}

describe('the retailer area', { timeout: TEST_MS }, () => {
  it('/retailer is the dashboard, in the shell with the menu and the shop', async () => {
    renderArea('/retailer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING)).toBeTruthy();
    const menu = (await screen.findAllByRole('navigation', { name: 'Area menu' }))[0]!;
    expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect((await screen.findAllByText('Sugar Pearl')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Live').length).toBeGreaterThan(0);
    // The week's sales (the analytics' 7 days) have their own section.
    expect(await screen.findByRole('region', { name: "This week's sales" })).toBeTruthy();
  });

  it("a new shop's dashboard leads to its first steps: the profile, then a first listing", async () => {
    renderArea(
      '/retailer',
      'pending',
      listingsSummary({ total: 0, active: 0, inactive: 0, withoutImage: 0 }),
    );
    const steps = await screen.findByRole('region', { name: "Let's get your shop ready" }, LOADING);
    expect(
      within(steps)
        .getByRole('link', { name: /Complete your profile/ })
        .getAttribute('href'),
    ).toBe('/retailer/profile');
    expect(
      within(steps)
        .getByRole('link', { name: /Add your first listings/ })
        .getAttribute('href'),
    ).toBe('/retailer/products/new');
    expect(within(steps).getByText('Wait for approval')).toBeTruthy();
  });

  it('/retailer/dashboard (where sign-up lands) shows the dashboard', async () => {
    renderArea('/retailer/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING)).toBeTruthy();
  });

  it('/retailer/profile is the profile, under the shop still waiting for approval', async () => {
    renderArea('/retailer/profile', 'pending');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop profile' }, LOADING)).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Waiting for approval' })).toBeTruthy();
    expect(screen.getAllByText('Waiting for approval').length).toBeGreaterThan(1);
  });

  it('an unknown path says so inside the shell, with the way back', async () => {
    renderArea('/retailer/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/retailer');
    expect((await screen.findAllByRole('navigation', { name: 'Area menu' })).length).toBe(2);
  });
});
