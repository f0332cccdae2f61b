import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardOf,
  deliveriesOf,
  driverRecord,
  offerOf,
  serveDriver,
} from '../../../features/driver/test/driver-fixtures';
import { apiError, type MockCall, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import DriverRoutes from './routes';

// The first render loads the area's lazy chunks (shell, frame, page) and their strings.
const LOADING = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderArea(path: string, other: (call: MockCall) => MockReply | undefined = () => undefined) {
  const fetch = serveDriver((call) => {
    if (call.path === '/api/driver/dashboard') return { body: dashboardOf() };
    return other(call);
  });
  const view = renderApp(
    <Routes>
      <Route path="driver/*" element={<DriverRoutes />} />
    </Routes>,
    { path },
  );
  return { ...view, fetch };
}

describe('the driver area', () => {
  it('/driver is the dashboard, in the shell with the menu, the driver and sign-out', async () => {
    renderArea('/driver');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING)).toBeTruthy();
    const menus = await screen.findAllByRole('navigation', { name: 'Area menu' });
    for (const menu of menus) {
      expect(
        within(menu)
          .getAllByRole('link')
          .map((l) => l.getAttribute('href')),
      ).toEqual(['/driver', '/driver/deliveries', '/driver/location', '/driver/settings']);
    }
    expect(screen.getAllByText('Yusuf Ahmed').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });

  it('/driver/location says whether the position is shared and why not', async () => {
    renderArea('/driver/location', (call) =>
      call.path === '/api/driver/deliveries' ? { body: { offers: [], active: [], today: [] } } : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Live location' }, LOADING)).toBeTruthy();
    expect(await screen.findByText('Not sharing your location')).toBeTruthy();
    expect(screen.getByText('None sent yet')).toBeTruthy();
    expect(screen.getByText('None of your deliveries has a pin on the map.')).toBeTruthy();
  });

  it('a new offer is felt on the dashboard too (the area’s alert, not only the deliveries screen)', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    renderArea('/driver', (call) =>
      call.path === '/api/driver/deliveries' ? { body: deliveriesOf({ offers: [offerOf()] }) } : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING);
    await waitFor(() => expect(vibrate).toHaveBeenCalledTimes(1), LOADING);
  });

  it('a path that is no screen says so inside the area', async () => {
    renderArea('/driver/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page not found' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' }).getAttribute('href')).toBe('/driver');
  });

  it('sign-out sets the driver offline first, then ends the session', { timeout: 15_000 }, async () => {
    const { fetch } = renderArea('/driver', (call) => {
      if (call.path === '/api/driver/status') return { body: driverRecord({ status: 'offline' }) };
      if (call.path === '/api/auth/logout') return { body: { user: null } };
    });
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING);
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    // Signed out, on to the area's sign-in.
    await waitFor(() => expect(fetch.calls.some((c) => c.path === '/api/auth/logout')).toBe(true), LOADING);
    const order = fetch.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`);
    expect(order).toEqual(['PUT /api/driver/status', 'POST /api/auth/logout']);
    expect(fetch.calls.find((c) => c.path === '/api/driver/status')?.body).toEqual({ online: false });
  });

  it('sign-out that fails to go offline says “Sign out failed”, and the driver stays signed in', {
    timeout: 15_000,
  }, async () => {
    const { fetch } = renderArea('/driver', (call) =>
      call.path === '/api/driver/status' ? apiError(500, 'INTERNAL') : undefined,
    );
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fireEvent.click(screen.getAllByRole('button', { name: 'Sign Out' })[0]!);
    // (The staff shell has its own toast region besides the test's.)
    await waitFor(() => screen.getAllByText('Sign out failed'), LOADING);
    expect(fetch.calls.some((c) => c.path === '/api/auth/logout')).toBe(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
  });
});
