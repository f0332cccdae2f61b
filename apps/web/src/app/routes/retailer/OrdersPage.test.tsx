import type { ShopOrderSummary } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopOrdersLive } from '../../../features/shop-orders/api/live';
import { OrderRinger } from '../../../features/shop-orders/components/OrderRinger';
import { retailerUser, summary } from '../../../features/shop-orders/testing';
import { OPENED_KEY, reloadAlarmStore, SOUND_KEY } from '../../../features/shop-orders/utils/alarm-store';
import { RING_EVERY_MS } from '../../../features/shop-orders/utils/ringing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, mockFetch } from '../../../test/mock-fetch';
import { passTime, renderApp } from '../../../test/utils';
import OrdersPage from './OrdersPage';

// The chime is the browser's audio: here a counter, unlocked by the first tap as a browser would.
const chime = vi.hoisted(() => ({ unlocked: false, plays: 0 }));
vi.mock('../../../features/shop-orders/utils/chime', () => ({
  canChime: () => true,
  unlockChime: async () => {
    chime.unlocked = true;
    return true;
  },
  chimeUnlocked: () => chime.unlocked,
  playChime: () => {
    chime.plays++;
  },
}));

/** The shop's orders as the API answers them, filtered as the API would; `waiting` for the alarm. */
function ordersServer(initial: ShopOrderSummary[], { failList = false } = {}) {
  const state = { orders: initial, failList };
  const mock = mockFetch((call: MockCall) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    const url = new URL(call.path, 'http://x');
    if (url.pathname !== '/api/retailer/orders') return apiError(404, 'NOT_FOUND');
    const status = url.searchParams.get('status');
    const q = url.searchParams.get('q');
    if (state.failList && url.searchParams.get('limit') !== '50') return apiError(500, 'INTERNAL');
    const after = url.searchParams.get('after');
    let rows = state.orders.filter((o) => (!status || o.status === status) && (!q || String(o.number) === q));
    if (after) rows = rows.filter((o) => o.number < Number(after));
    const page = rows.slice(0, 2);
    return {
      body: { orders: page, nextCursor: rows.length > 2 ? String(page.at(-1)?.number) : null },
    };
  });
  return { ...mock, state };
}

const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.path.startsWith('/api/retailer/orders') && !c.path.includes('limit=50'));
const rows = () => screen.queryAllByTestId('shop-order-row');

function renderOrders(path = '/retailer/orders') {
  return renderApp(
    <Routes>
      <Route
        path="/retailer/orders"
        element={
          <>
            <OrderRinger />
            <OrdersPage />
          </>
        }
      />
    </Routes>,
    { path },
  );
}

beforeEach(() => {
  localStorage.clear();
  chime.unlocked = false;
  chime.plays = 0;
  reloadAlarmStore();
});
afterEach(() => {
  vi.useRealTimers();
  act(() => setLanguage('en'));
});

describe('OrdersPage: the list', () => {
  it('shows each order: number, Bahrain time, first name, item count, total and status', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    ordersServer([
      summary(2, { status: 'processing', readyAt: '2026-11-24T10:00:00.000Z', itemCount: 1 }),
      summary(1, { status: 'delivered', customerFirstName: null }),
    ]);
    renderOrders();
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [first, second] = rows() as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'Order #100002' }).getAttribute('href')).toBe(
      `/retailer/orders/${summary(2).id}`,
    );
    // 09:00 UTC is noon in Bahrain.
    expect(within(first).getByText(/^Tue/).textContent).toBe('Tue 24 Nov, 12:00\u00a0PM');
    expect(within(first).getByText('Sara')).toBeTruthy();
    expect(within(first).getByText('1 item')).toBeTruthy();
    expect(within(first).getByTestId('shop-order-total').textContent).toBe('BD 38.500');
    expect(within(first).getByTestId('shop-order-status').textContent).toBe('Ready');
    expect(within(second).getByTestId('shop-order-status').textContent).toBe('Delivered');
    // Out of the shop's window: no name, just "Customer".
    expect(within(second).getByText('Customer')).toBeTruthy();
    expect(document.title).toBe('Orders · Haflah');
  });

  it('flags late orders, including one that turns late while on screen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.parse('2026-11-24T09:00:00.000Z');
    vi.setSystemTime(now);
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    ordersServer([
      // Placed 14 minutes ago: not late yet.
      summary(2, { createdAt: new Date(now - 14 * 60_000).toISOString() }),
      summary(1, { createdAt: new Date(now - 40 * 60_000).toISOString(), isLate: true }),
    ]);
    renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [fresh, old] = rows() as [HTMLElement, HTMLElement];
    expect(within(old).getByTestId('late-flag').textContent).toBe('Late · waiting 40 minutes');
    expect(within(fresh).queryByTestId('late-flag')).toBeNull();

    await passTime(90_000, 30_000);
    expect(within(fresh).getByTestId('late-flag').textContent).toBe('Late · waiting 15 minutes');
  });

  it('filters by status chip, order number and days, each asked of the API and kept in the address', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    const { calls } = ordersServer([summary(3, { status: 'processing' }), summary(2), summary(1)]);
    renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Waiting' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Waiting' }).getAttribute('aria-pressed')).toBe('true');
    expect(listCalls(calls).at(-1)?.path).toBe('/api/retailer/orders?status=pending');

    fireEvent.change(screen.getByLabelText('Order number'), { target: { value: '#100001' } });
    await waitFor(() => expect(rows()).toHaveLength(1), { timeout: 2000 });
    expect(listCalls(calls).at(-1)?.path).toBe('/api/retailer/orders?status=pending&q=100001');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(listCalls(calls).at(-1)?.path).toBe(
        '/api/retailer/orders?status=pending&from=2026-11-01&to=2026-11-24&q=100001',
      ),
    );
  });

  it('says when a typed search is not an order number, and does not ask the API', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    const { calls } = ordersServer([summary(1)]);
    renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(1));
    const before = listCalls(calls).length;
    const box = screen.getByLabelText('Order number');
    fireEvent.change(box, { target: { value: 'cake' } });
    expect(screen.getByText('An order number is digits only, such as 100042.')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await new Promise((r) => setTimeout(r, 600));
    expect(listCalls(calls).length).toBe(before);
  });

  it('loads more, shows an empty list for a filter with a way back, and an error with Try again', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    const server = ordersServer([summary(3), summary(2), summary(1)]);
    renderOrders('/retailer/orders?status=cancelled');
    await screen.findByRole('heading', { name: 'No order matches' });
    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    server.state.failList = true;
    fireEvent.click(screen.getByRole('button', { name: 'Waiting' }));
    await screen.findByText('The orders could not be loaded.');
    server.state.failList = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('opens on the waiting orders from the dashboard’s link (?status=pending)', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    const { calls } = ordersServer([summary(2, { status: 'processing' }), summary(1)]);
    renderOrders('/retailer/orders?status=pending');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Waiting' }).getAttribute('aria-pressed')).toBe('true');
    expect(listCalls(calls).at(-1)?.path).toBe('/api/retailer/orders?status=pending');
  });

  it('with no order at all, says so', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    ordersServer([]);
    renderOrders();
    await screen.findByRole('heading', { name: 'No orders yet' });
  });

  it('reads in Arabic', async () => {
    localStorage.setItem(SOUND_KEY, 'off');
    reloadAlarmStore();
    await act(() => setLanguage('ar'));
    ordersServer([summary(1, { isLate: true, createdAt: '2026-11-24T08:00:00.000Z' })]);
    renderOrders();
    await screen.findByRole('heading', { level: 1, name: 'الطلبات' });
    const [row] = await screen.findAllByTestId('shop-order-row');
    expect(within(row as HTMLElement).getByTestId('shop-order-status').textContent).toBe('بانتظار القبول');
    expect(within(row as HTMLElement).getByTestId('shop-order-total').textContent).toBe('38.500 د.ب');
  });
});

describe('OrdersPage: a new order arrives live', () => {
  it('appears without a reload, highlighted and announced, and rings until opened; mute silences it', async () => {
    const server = ordersServer([summary(1, { status: 'processing' })]);
    const { queryClient } = renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(1));

    // Asked once: sound on (this tap also lets the browser play it).
    fireEvent.click(screen.getByRole('button', { name: 'Turn on sound' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mute new-order sound' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull();
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    expect(chime.plays).toBe(0);

    vi.useFakeTimers({ shouldAdvanceTime: true });
    // A customer orders: the shop's room hears `order.placed`, and the order screens refetch.
    server.state.orders = [summary(2), ...server.state.orders];
    act(() => shopOrdersLive(queryClient).onEvent({ type: 'order.placed', orderId: summary(2).id }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    const fresh = rows()[0] as HTMLElement;
    expect(fresh.getAttribute('data-new')).toBe('true');
    expect(within(fresh).getByRole('link').textContent).toBe('Order #100002 (New)');
    expect(screen.getByRole('status').textContent).toBe('New order #100002 has arrived.');
    expect(screen.getByTestId('new-orders').textContent).toContain('New order #100002 is waiting for you');
    await waitFor(() => expect(chime.plays).toBe(1));

    // It rings again and again while nobody opens it.
    await passTime(RING_EVERY_MS * 2, 1_000);
    expect(chime.plays).toBe(3);

    // Another order while it rings: a chime at once, both highlighted, the newest announced.
    server.state.orders = [summary(3), ...server.state.orders];
    act(() => shopOrdersLive(queryClient).onEvent({ type: 'order.placed', orderId: summary(3).id }));
    await waitFor(() => expect(chime.plays).toBe(4));
    expect(rows().filter((r) => r.getAttribute('data-new'))).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('New order #100003 has arrived.');
    expect(screen.getByTestId('new-orders').textContent).toContain('2 new orders are waiting for you');

    // Muted: no more sound; remembered on the device.
    fireEvent.click(screen.getByRole('button', { name: 'Mute new-order sound' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    await passTime(RING_EVERY_MS * 2, 1_000);
    expect(chime.plays).toBe(4);
    // Still highlighted: muting silences, it does not mark the order seen.
    expect(rows()[0]?.getAttribute('data-new')).toBe('true');
  });

  it('asks about sound once: Not now mutes, nothing rings, and the question does not come back', async () => {
    ordersServer([summary(1)]);
    const first = renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(localStorage.getItem(SOUND_KEY)).toBe('off');
    expect(screen.queryByRole('heading', { name: 'Turn on sound for new orders' })).toBeNull();
    const mute = screen.getByRole('button', { name: 'Mute new-order sound' });
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    // Still shown as new and waiting; only the sound is off.
    expect(screen.getByTestId('new-orders').textContent).toContain('New order #100001 is waiting for you');
    fireEvent.pointerDown(document.body);
    await new Promise((r) => setTimeout(r, 50));
    expect(chime.plays).toBe(0);

    // Another visit on this device: no question, still muted.
    first.unmount();
    reloadAlarmStore();
    renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Turn on sound' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mute new-order sound' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('stops ringing once the order is opened here or accepted elsewhere', async () => {
    localStorage.setItem(SOUND_KEY, 'on');
    reloadAlarmStore();
    const server = ordersServer([summary(2), summary(1)]);
    localStorage.setItem(OPENED_KEY, JSON.stringify([summary(1).id]));
    reloadAlarmStore();
    const { queryClient } = renderOrders();
    await waitFor(() => expect(rows()).toHaveLength(2));
    // Sound was chosen before: the first tap anywhere lets it play.
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(chime.plays).toBe(1));
    // #100001 was opened before: not highlighted.
    expect(rows()[1]?.getAttribute('data-new')).toBeNull();

    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.state.orders = [summary(2, { status: 'processing' }), summary(1)];
    act(() => shopOrdersLive(queryClient).onEvent({ type: 'order.changed', orderId: summary(2).id }));
    await waitFor(() => expect(rows()[0]?.getAttribute('data-new')).toBeNull());
    const plays = chime.plays;
    await passTime(RING_EVERY_MS * 3, 1_000);
    expect(chime.plays).toBe(plays);
    expect(screen.queryByTestId('new-orders')).toBeNull();
  });
});
