import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardOf, driverRecord, serveDriver } from '../../../features/driver/test/driver-fixtures';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import DashboardPage from './DashboardPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const LOADING = { timeout: 5000 };

/** Serves the dashboard (the latest one) and the status change (`put`). */
function serve(dashboard: ReturnType<typeof dashboardOf> | MockReply, put?: (online: boolean) => MockReply) {
  let current = 'driver' in dashboard ? dashboard : null;
  return serveDriver((call) => {
    if (call.path === '/api/driver/dashboard') return current ? { body: current } : (dashboard as MockReply);
    if (call.method === 'PUT' && call.path === '/api/driver/status' && put) {
      const online = (call.body as { online: boolean }).online;
      const reply = put(online);
      if (!reply.status && current)
        current = { ...current, driver: driverRecord({ status: online ? 'available' : 'offline' }) };
      return reply;
    }
  });
}

const theSwitch = () => screen.getByRole('switch');

describe('the driver’s dashboard', () => {
  it('shows today’s deliveries and earnings (BD, 3 decimals), the load, the cash held of the cap and offers waiting', async () => {
    serve(dashboardOf());
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(() => screen.getByText('Hello, Yusuf Ahmed'), LOADING);
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('BD 6.000')).toBeTruthy();
    expect(within(today).getByText('4')).toBeTruthy();
    expect(within(today).getByText('1 of 3')).toBeTruthy();
    expect(within(today).getByText('BD 42.500')).toBeTruthy();
    expect(within(today).getByText('Limit BD 150.000')).toBeTruthy();
    // The offers waiting link to the deliveries.
    const offers = within(today).getByRole('link', { name: /Offers waiting/ });
    expect(offers.getAttribute('href')).toBe('/driver/deliveries');
    expect(theSwitch().getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText("You're at your cash limit")).toBeNull();
  });

  it('says it is loading, then a failure with Try again', async () => {
    let fail = true;
    serveDriver((call) => {
      if (call.path === '/api/driver/dashboard')
        return fail ? apiError(500, 'INTERNAL') : { body: dashboardOf() };
    });
    renderApp(<DashboardPage />, { path: '/driver' });
    expect(screen.getByText('Loading your dashboard…')).toBeTruthy();
    await waitFor(() => screen.getByText('Failed to load driver profile'), LOADING);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => screen.getByText('Hello, Yusuf Ahmed'), LOADING);
  });

  it('goes online with PUT /api/driver/status, and the switch follows', async () => {
    const { calls } = serve(dashboardOf({ driver: driverRecord({ status: 'offline' }) }), () => ({
      body: driverRecord({ status: 'available' }),
    }));
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(theSwitch, LOADING);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText("You're offline")).toBeTruthy();
    fireEvent.click(theSwitch());
    await waitFor(() => expect(theSwitch().getAttribute('aria-checked')).toBe('true'), LOADING);
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ online: true });
  });

  it('a failure says the spec’s “Failed to update status”; DRIVER_INACTIVE says why', async () => {
    let reply: MockReply = apiError(500, 'INTERNAL');
    serve(dashboardOf({ driver: driverRecord({ status: 'offline' }) }), () => reply);
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(theSwitch, LOADING);
    fireEvent.click(theSwitch());
    await waitFor(() => within(toastRegion()).getByText('Failed to update status'), LOADING);
    expect(theSwitch().getAttribute('aria-checked')).toBe('false');

    reply = apiError(409, 'DRIVER_INACTIVE');
    await waitFor(() => expect((theSwitch() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(theSwitch());
    await waitFor(
      () => within(toastRegion()).getByText(/Your driver account is inactive, so you can't go online/),
      LOADING,
    );
  });

  it('an inactive driver is told on the page, and the switch is off and unavailable (no try)', async () => {
    const { calls } = serve(
      dashboardOf({
        driver: driverRecord({ status: 'offline', isActive: false }),
        offlineReason: 'deactivated',
      }),
      () => ({ body: driverRecord() }),
    );
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(() => screen.getByText('Your account is inactive'), LOADING);
    expect(within(screen.getByRole('note')).getByText(/Please contact Haflah support/)).toBeTruthy();
    expect((theSwitch() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(theSwitch());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('says why the server set the driver offline (3 missed offers)', async () => {
    serve(dashboardOf({ driver: driverRecord({ status: 'offline' }), offlineReason: 'missed_offers' }));
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(() => screen.getByText('We set you offline'), LOADING);
    expect(screen.getByText(/You missed 3 offers in a row, so we set you offline/)).toBeTruthy();
  });

  it('warns at the cash cap: no cash orders are offered', async () => {
    serve(dashboardOf({ cash: { heldFils: 150_000, capFils: 150_000 } }));
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(() => screen.getByText("You're at your cash limit"), LOADING);
    expect(screen.getByText(/No cash orders will be offered to you/)).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    serve(dashboardOf());
    await act(() => i18n.changeLanguage('ar'));
    renderApp(<DashboardPage />, { path: '/driver' });
    await waitFor(() => screen.getByText('أهلًا، Yusuf Ahmed'), LOADING);
    expect(screen.getByText('6.000 د.ب')).toBeTruthy();
    expect(screen.getByText('1 من 3')).toBeTruthy();
    expect(screen.getByText('أنت متصل')).toBeTruthy();
  });
});
