import type { AdminDriver, AdminDriverLocations } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MapProps } from '../../../components/map/LazyMap';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import DriversPage from './DriversPage';

afterEach(async () => {
  locations = [];
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const driver = (overrides: Partial<AdminDriver> = {}): AdminDriver => ({
  id: 'd1',
  name: 'Yusuf Ahmed',
  email: 'yusuf@example.test',
  phone: '+97339001234',
  vehicleType: 'motorcycle',
  licensePlate: '123456',
  status: 'available',
  isActive: true,
  currentOrders: 2,
  maxOrders: 3,
  rating: 4.8,
  totalDeliveries: 126,
  joinedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});

/** The online drivers' positions the map shows (none unless a test sets some). */
let locations: AdminDriverLocations['drivers'] = [];

// Leaflet draws nothing in jsdom: the map stands in as its accessible region with its pins.
vi.mock('../../../components/map/LazyMap', () => ({
  LazyMap: ({ pins, label }: MapProps) => <section aria-label={label} data-pins={JSON.stringify(pins)} />,
}));

/** Serves the list (its URL recorded) and the changes (`patch`), the list answering the latest driver. */
function serve(
  list: AdminDriver[] | MockReply,
  patch: (body: Record<string, unknown>) => MockReply = () => ({ body: {} }),
) {
  let current = Array.isArray(list) ? list : [];
  return serveAdmin((call) => {
    if (call.path === '/api/admin/drivers/locations') return { body: { drivers: locations } };
    if (call.path === '/api/admin/delivery-settings')
      return { body: call.method === 'PUT' ? call.body : { cashCapFils: 150_000 } };
    if (call.method === 'GET' && call.path.startsWith('/api/admin/drivers')) {
      if (!Array.isArray(list)) return list;
      return { body: { drivers: current, total: current.length, page: 1, pageSize: 20 } };
    }
    if (call.method === 'PATCH' && call.path === '/api/admin/drivers/d1') {
      const reply = patch(call.body as Record<string, unknown>);
      if (!reply.status) current = current.map((d) => (d.id === 'd1' ? (reply.body as AdminDriver) : d));
      return reply;
    }
  });
}

/** The first answer can take a while on a loaded machine (the whole suite at once). */
const LOADING = { timeout: 5000 };
const card = () => screen.getByRole('heading', { name: 'Yusuf Ahmed' }).closest('li') as HTMLElement;

describe('DriversPage', () => {
  it('shows the online drivers on a map, each labelled with name and load, and the same facts in text', async () => {
    locations = [
      {
        id: 'd1',
        name: 'Yusuf Ahmed',
        currentOrders: 2,
        maxOrders: 3,
        location: { lng: 50.58, lat: 26.22, at: '2026-11-26T06:05:00.000Z' },
      },
    ];
    serve([driver()]);
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    const map = await screen.findByRole(
      'region',
      { name: 'Map: the last position of each online driver' },
      LOADING,
    );
    expect(JSON.parse(map.dataset.pins ?? '[]')).toEqual([
      { id: 'd1', kind: 'driver', lng: 50.58, lat: 26.22, label: '\u2068Yusuf Ahmed\u2069 · 2/3' },
    ]);
    expect(screen.getByTestId('driver-positions').textContent).toBe(
      '\u2068Yusuf Ahmed\u2069: 2 of 3 orders, last seen 9:05 AM',
    );
  });

  it('sets the drivers’ cash cap in BD (fils to the API), and refuses what is not an amount', async () => {
    const { calls } = serve([driver()]);
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    const input = (await screen.findByLabelText('Cash cap (BD)', {}, LOADING)) as HTMLInputElement;
    await waitFor(() => expect(input.value).toBe('150.000'));
    const form = screen.getByRole('region', { name: 'Cash a driver may hold' });
    fireEvent.change(input, { target: { value: 'lots' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('alert').textContent).toBe('Enter an amount in BD, such as 150.000');
    fireEvent.change(input, { target: { value: '٢٠٠.٥' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ cashCapFils: 200_500 }),
    );
    expect(await within(toastRegion()).findByText('Cash cap set to BD 200.500')).toBeTruthy();
  });

  it('says so when no online driver has a position', async () => {
    serve([driver()]);
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    expect(
      await screen.findByText('No online driver has reported a position yet.', {}, LOADING),
    ).toBeTruthy();
  });

  it('lists each driver: contact, vehicle and plate, status, load, rating, deliveries; the address filters', async () => {
    const { calls } = serve([driver()]);
    renderApp(<DriversPage />, { path: '/admin/drivers?status=online' });
    const item = await waitFor(card, LOADING);
    expect(within(item).getByText('Available')).toBeTruthy();
    expect(within(item).getByText('+973 3900 1234')).toBeTruthy();
    expect(within(item).getByText('2 of 3')).toBeTruthy();
    expect(within(item).getByText('4.8')).toBeTruthy();
    expect(within(item).getByText('126')).toBeTruthy();
    expect(item.textContent).toContain('Motorcycle');
    expect(item.textContent).toContain('123456');
    expect(screen.getByText('1 driver')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Online' }).getAttribute('aria-pressed')).toBe('true');
    expect(calls.some((c) => c.path === '/api/admin/drivers?status=online&sort=newest&page=1')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(
      () => expect(calls.some((c) => c.path.includes('status=online&active=false'))).toBe(true),
      LOADING,
    );
  });

  it('deactivating asks first, says what it does, then shows the driver inactive (and offline)', async () => {
    const { calls } = serve([driver()], (body) => ({
      body: driver({ isActive: body.isActive as boolean, status: 'offline' }),
    }));
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    fireEvent.click(within(await waitFor(card, LOADING)).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Yusuf Ahmed?' }, LOADING);
    expect(dialog.textContent).toContain('They are online now: they will be taken offline at once.');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate driver' }));
    await waitFor(
      () => expect(within(toastRegion()).getByText('Yusuf Ahmed is deactivated.')).toBeTruthy(),
      LOADING,
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ isActive: false });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(card()).getByText('Inactive')).toBeTruthy(), LOADING);
    expect(within(card()).getByText('Offline')).toBeTruthy();
    expect(within(card()).getByRole('button', { name: 'Activate' })).toBeTruthy();
  });

  it('sets the maximum with the stepper, never under the load; a refusal is said in words', async () => {
    const { calls } = serve([driver()], () => apiError(409, 'DRIVER_MAX_BELOW_LOAD'));
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    const item = await waitFor(card, LOADING);
    const fewer = within(item).getByRole('button', { name: 'One order fewer' }) as HTMLButtonElement;
    const save = within(item).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(fewer);
    // 2 orders carried: 2 is the least.
    expect(fewer.disabled).toBe(true);
    fireEvent.click(within(item).getByRole('button', { name: 'One order more' }));
    fireEvent.click(within(item).getByRole('button', { name: 'One order more' }));
    fireEvent.click(save);
    expect(
      await within(item).findByText(
        'This driver is carrying more orders than that right now. Choose a number no lower than their current load.',
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ maxOrders: 4 });
  });

  it('empty, filtered-empty and error states', async () => {
    serve([]);
    const first = renderApp(<DriversPage />, { path: '/admin/drivers' });
    expect(await screen.findByText('No drivers yet', undefined, LOADING)).toBeTruthy();
    first.unmount();
    serve([]);
    const second = renderApp(<DriversPage />, { path: '/admin/drivers?q=zz' });
    expect(await screen.findByText('No drivers match', undefined, LOADING)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('No drivers yet', undefined, LOADING)).toBeTruthy();
    second.unmount();
    serve(apiError(500, 'INTERNAL'));
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    expect(
      await screen.findByText(
        "We couldn't load the drivers. Check your connection and try again.",
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve([driver({ status: 'busy', isActive: false })]);
    renderApp(<DriversPage />, { path: '/admin/drivers' });
    const item = await waitFor(card, LOADING);
    expect(within(item).getByText('مشغول')).toBeTruthy();
    expect(within(item).getByText('موقوف')).toBeTruthy();
    expect(within(item).getByText('2 من 3')).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'تفعيل الحساب' })).toBeTruthy();
  });
});
