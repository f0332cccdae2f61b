import { act, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { joiningAdminRoom } from '../../../features/admin/hooks/useAdminRealtime';
import {
  adminDashboard,
  lateOrder,
  serveAdmin,
  shopApplication,
} from '../../../features/admin/test/admin-fixtures';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import AdminRoutes from './routes';

// The first render loads the area's lazy chunks (shell, frame, page) and their strings.
const LOADING = { timeout: 5000 };

const opened: { handlers: RealtimeHandlers; open?: (url: string) => WebSocket }[] = [];
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers, options: { open?: (url: string) => WebSocket }) => {
    opened.push({ handlers, open: options?.open });
    return () => undefined;
  },
}));
beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});
afterEach(async () => {
  opened.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

function renderArea(path: string, dashboard = adminDashboard(), late = [lateOrder()]) {
  const fetch = serveAdmin((call) => {
    if (call.path === '/api/admin/dashboard') return { body: dashboard };
    if (call.path === '/api/admin/orders/late') return { body: { orders: late } };
    if (call.path === '/api/admin/shops/pending') return { body: { applications: [shopApplication()] } };
  });
  const view = renderApp(
    <Routes>
      <Route path="admin/*" element={<AdminRoutes />} />
    </Routes>,
    { path },
  );
  return { ...view, fetch };
}

const figure = (label: string) => screen.getByText(label).closest('li')!;

describe('the admin area', () => {
  it('/admin is the dashboard, in the shell with the menu, the admin and sign-out', async () => {
    renderArea('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, LOADING)).toBeTruthy();
    const menus = await screen.findAllByRole('navigation', { name: 'Area menu' });
    // The desktop column lists every screen; the phone's bottom bar the first ones (the rest under More).
    const lists = menus.map((menu) =>
      within(menu)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href')]),
    );
    const full = lists.reduce((a, b) => (a.length >= b.length ? a : b));
    expect(full).toEqual([
      ['Dashboard', '/admin'],
      ['Pending retailers', '/admin/pending-retailers'],
      ['All retailers', '/admin/all-retailers'],
      ['Orders', '/admin/orders'],
      ['Drivers', '/admin/drivers'],
      ['Support', '/admin/support'],
      ['Reported reviews', '/admin/reviews'],
      ['Promo codes', '/admin/promo-codes'],
      ['Audit log', '/admin/audit'],
    ]);
    for (const [i, menu] of menus.entries()) {
      expect(full.slice(0, lists[i]!.length)).toEqual(lists[i]);
      expect(within(menu).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    }
    expect(screen.getAllByText('Noora Admin').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'Sign Out' }).length).toBeGreaterThan(0);
  });

  it("shows the dashboard's figures, the pending shops leading to their list, and the late orders", async () => {
    renderArea('/admin');
    await screen.findByText('Waiting for approval', undefined, LOADING);
    expect(figure('Waiting for approval').textContent).toContain('2');
    expect(within(figure('Waiting for approval')).getByRole('link').getAttribute('href')).toBe(
      '/admin/pending-retailers',
    );
    expect(figure('Approved').textContent).toContain('14');
    expect(figure('Not approved').textContent).toContain('3');
    expect(figure('Suspended').textContent).toContain('1');
    // Each shop status leads to the all-retailers list, filtered by it.
    for (const [label, status] of [
      ['Approved', 'approved'],
      ['Suspended', 'suspended'],
      ['Not approved', 'rejected'],
    ] as const)
      expect(within(figure(label)).getByRole('link').getAttribute('href')).toBe(
        `/admin/all-retailers?status=${status}`,
      );
    expect(figure('Orders today').textContent).toContain('21');
    expect(figure('Revenue today').textContent).toContain('BD 512.750');
    expect(figure('Drivers online').textContent).toContain('5');
    expect(figure('Open support requests').textContent).toContain('3');
    expect(within(figure('Open support requests')).getByRole('link').getAttribute('href')).toBe(
      '/admin/support',
    );
    // Lists that have no screen yet are not linked to.
    expect(within(figure('Drivers online')).getByRole('link').getAttribute('href')).toBe(
      '/admin/drivers?status=online',
    );
    for (const label of ['Orders today', 'Revenue today'])
      expect(within(figure(label)).queryByRole('link')).toBeNull();
    const byStatus = screen.getByRole('region', { name: 'All orders by status' });
    // Each status leads to the orders list, filtered by it.
    for (const [label, status, count] of [
      ['Delivered', 'delivered', '120'],
      ['Cancelled', 'cancelled', '7'],
    ]) {
      const link = within(byStatus).getByRole('link', { name: label });
      expect(link.getAttribute('href')).toBe(`/admin/orders?status=${status}`);
      expect(link.closest('dt')?.nextElementSibling?.textContent).toBe(count);
    }
    const late = await screen.findByRole('region', { name: 'Orders not accepted in time: 1' });
    const row = (await within(late).findByText('Order #1042')).closest('li')!;
    expect(row.textContent).toContain('Sugar Pearl');
    expect(row.textContent).toContain('Waiting 27 minutes');
    expect(within(row).getByRole('link', { name: 'Order #1042' }).getAttribute('href')).toBe(
      `/admin/orders/${lateOrder().id}`,
    );
    expect(within(late).getByRole('link', { name: 'Open the late orders' }).getAttribute('href')).toBe(
      '/admin/orders?late=1',
    );
  });

  it('refreshes the figures when the admins’ room says shops changed', async () => {
    const { fetch } = renderArea('/admin');
    await screen.findByText('Waiting for approval', undefined, LOADING);
    const live = opened.at(-1)!;
    const dashboardCalls = () => fetch.calls.filter((c) => c.path === '/api/admin/dashboard').length;
    const before = dashboardCalls();
    await act(async () => live.handlers.onEvent({ type: 'shops.changed' }, 'admin'));
    await vi.waitFor(() => expect(dashboardCalls()).toBe(before + 1));
  });

  it('refreshes the figures when the admins’ room says a driver changed', async () => {
    const { fetch } = renderArea('/admin');
    await screen.findByText('Waiting for approval', undefined, LOADING);
    const live = opened.at(-1)!;
    const dashboardCalls = () => fetch.calls.filter((c) => c.path === '/api/admin/dashboard').length;
    const before = dashboardCalls();
    await act(async () => live.handlers.onEvent({ type: 'drivers.changed', driverId: 'd1' }, 'admin'));
    await vi.waitFor(() => expect(dashboardCalls()).toBe(before + 1));
  });

  it('joins the admins’ room once the server has put the socket in its user’s room', async () => {
    renderArea('/admin');
    await screen.findByText('Waiting for approval', undefined, LOADING);
    const sent: string[] = [];
    const listeners: ((m: { data: string }) => void)[] = [];
    const socket = {
      send: (s: string) => sent.push(s),
      addEventListener: (_: string, fn: (m: { data: string }) => void) => listeners.push(fn),
    } as unknown as WebSocket;
    // The area opens its sockets through its own factory; here with a stand-in socket.
    expect(opened.at(-1)!.open).toBeTypeOf('function');
    joiningAdminRoom(() => socket)('ws://x');
    // Another room's confirmation asks for nothing.
    for (const fn of listeners) fn({ data: JSON.stringify({ kind: 'subscribed', room: 'admin' }) });
    expect(sent).toEqual([]);
    for (const fn of listeners) fn({ data: JSON.stringify({ kind: 'subscribed', room: 'user:a1' }) });
    expect(sent).toEqual([JSON.stringify({ kind: 'subscribe', room: 'admin' })]);
  });

  it('says when the figures cannot be loaded, with a way to try again', async () => {
    serveAdmin((call) => {
      if (call.path === '/api/admin/dashboard') return apiError(500, 'INTERNAL');
      if (call.path === '/api/admin/orders/late') return { body: { orders: [] } };
    });
    renderApp(
      <Routes>
        <Route path="admin/*" element={<AdminRoutes />} />
      </Routes>,
      { path: '/admin' },
    );
    expect(await screen.findByText("We couldn't load the dashboard.", undefined, LOADING)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a path that is no screen says so inside the area', async () => {
    renderArea('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, LOADING)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/admin');
  });

  it('someone without the admin role is sent to the admin sign-in', async () => {
    mockFetch(() => ({ body: { user: null } }));
    renderApp(
      <Routes>
        <Route path="admin/*" element={<AdminRoutes />} />
        <Route path="admin-login/*" element={<p>sign-in page</p>} />
      </Routes>,
      { path: '/admin/pending-retailers' },
    );
    expect(await screen.findByText('sign-in page', undefined, LOADING)).toBeTruthy();
  });

  it('in Arabic: the menu, the figures and the late orders', async () => {
    await act(() => i18n.changeLanguage('ar'));
    renderArea('/admin', adminDashboard(), [lateOrder({ minutesWaiting: 2 })]);
    expect(await screen.findByRole('heading', { level: 1, name: 'لوحة التحكم' }, LOADING)).toBeTruthy();
    const menu = (await screen.findAllByRole('navigation'))[0]!;
    expect(within(menu).getByRole('link', { name: 'متاجر بانتظار الموافقة' })).toBeTruthy();
    expect(figure('إيرادات اليوم').textContent).toContain('512.750');
    expect(await screen.findByText('ينتظر منذ دقيقتين')).toBeTruthy();
    expect(screen.getByText('سكر اللؤلؤ')).toBeTruthy();
  });
});
