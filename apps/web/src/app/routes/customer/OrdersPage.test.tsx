import type { OrderSummary } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { orderSummary, uuid } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/utils';
import OrdersPage from './OrdersPage';

/** Pages of the customer's orders, newest first; `fail` answers the list with an error instead. */
function ordersServer(
  pages: OrderSummary[][],
  {
    signedIn = true,
    fail,
  }: { signedIn?: boolean; fail?: (cursor: string | null) => MockReply | undefined } = {},
) {
  const total = pages.flat().length;
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: signedIn ? customerUser : null } };
    if (call.path.startsWith('/api/orders')) {
      const cursor = new URL(call.path, 'http://x').searchParams.get('cursor');
      const own = fail?.(cursor);
      if (own) return own;
      const index = cursor ? Number(cursor) : 0;
      const next = index + 1 < pages.length ? String(index + 1) : null;
      return { body: { orders: pages[index] ?? [], nextCursor: next, total } };
    }
    return apiError(404, 'NOT_FOUND');
  });
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Your orders' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);

afterEach(() => act(() => setLanguage('en')));

describe('OrdersPage', () => {
  it('asks a signed-out visitor to sign in, and asks the server for nothing', async () => {
    const { calls } = ordersServer([], { signedIn: false });
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('heading', { name: 'Sign in to see your orders' });
    expect(calls.some((c) => c.path.startsWith('/api/orders'))).toBe(false);
    expect(document.title).toBe('Orders · Haflah');
  });

  it('lists the orders newest first, each with its status, shop, day, item count and total', async () => {
    ordersServer([
      [
        orderSummary(2, {
          status: 'shipped',
          itemCount: 1,
          totalFils: 66_000,
          createdAt: '2026-11-24T21:30:00.000Z',
        }),
        orderSummary(1, { status: 'delivered' }),
      ],
    ]);
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('list', { name: 'Your orders' });
    expect(rows()).toEqual(['Order #100002', 'Order #100001']);
    const newest = screen.getByRole('heading', { name: 'Order #100002' }).closest('li') as HTMLElement;
    expect(within(newest).getByText('Shipped')).toBeTruthy();
    expect(within(newest).getByText('Shop 1')).toBeTruthy();
    // 21:30 UTC is already the next day in Bahrain.
    expect(within(newest).getByText('Placed 25 Nov 2026')).toBeTruthy();
    expect(within(newest).getByText('1 item')).toBeTruthy();
    expect(within(newest).getByTestId('order-total').textContent).toBe('BD 66.000');
    expect(within(newest).getByRole('link', { name: 'Order #100002' }).getAttribute('href')).toBe(
      `/orders/${uuid(602)}`,
    );
    expect(screen.getByText('2 orders')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows when each order comes: the delivery day, the booked start', async () => {
    ordersServer([
      [
        orderSummary(3, { status: 'processing', delivery: null, firstBookingAt: '2026-11-28T15:00:00.000Z' }),
        orderSummary(2, { delivery: { date: '2026-11-28', window: '15-18' }, firstBookingAt: null }),
        orderSummary(1, {
          delivery: { date: '2026-11-27', window: '09-12' },
          firstBookingAt: '2026-11-29T07:00:00.000Z',
        }),
      ],
    ]);
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('list', { name: 'Your orders' });
    const row = (n: number) =>
      screen.getByRole('heading', { name: `Order #10000${n}` }).closest('li') as HTMLElement;
    expect(within(row(3)).getByText('Booked for Sat 28 Nov, 6:00 PM')).toBeTruthy();
    expect(within(row(3)).queryByText(/^Delivery/)).toBeNull();
    expect(within(row(2)).getByText('Delivery Sat 28 Nov')).toBeTruthy();
    expect(within(row(2)).queryByText(/^Booked for/)).toBeNull();
    expect(within(row(1)).getByText('Delivery Fri 27 Nov')).toBeTruthy();
    expect(within(row(1)).getByText('Booked for Sun 29 Nov, 10:00 AM')).toBeTruthy();
    for (const n of [1, 2, 3]) expect(within(row(n)).getByText('Placed 24 Nov 2026')).toBeTruthy();
  });

  it('an order of bookings only says a booking’s words, never Shipped or Delivered', async () => {
    const booked = { delivery: null, firstBookingAt: '2026-11-28T15:00:00.000Z' };
    ordersServer([
      [
        orderSummary(4, { ...booked, status: 'pending' }),
        orderSummary(3, { ...booked, status: 'processing' }),
        orderSummary(2, { ...booked, status: 'delivered' }),
        orderSummary(1, { status: 'delivered', delivery: { date: '2026-11-25', window: '09-12' } }),
      ],
    ]);
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('list', { name: 'Your orders' });
    expect(screen.getAllByTestId('order-status').map((s) => s.textContent)).toEqual([
      'Pending',
      'Confirmed',
      'Completed',
      'Delivered',
    ]);
    act(() => setLanguage('ar'));
    expect(screen.getAllByTestId('order-status').map((s) => s.textContent)).toEqual([
      'قيد الانتظار',
      'مؤكد',
      'مكتمل',
      'تم التوصيل',
    ]);
    expect(screen.getAllByText(/^الحجز /)[0]?.textContent).toBe('الحجز السبت، 28 نوفمبر، 6:00\u00a0م');
    expect(screen.getByText(/^التوصيل /).textContent).toBe('التوصيل الأربعاء، 25 نوفمبر');
  });

  it('loads the next page with the cursor, and says so in place when it fails', async () => {
    let failNext = true;
    const { calls } = ordersServer([[orderSummary(3), orderSummary(2)], [orderSummary(1)]], {
      fail: (cursor) => (cursor && failNext ? apiError(500, 'INTERNAL') : undefined),
    });
    renderApp(<OrdersPage />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load orders');
    expect(rows()).toEqual(['Order #100003', 'Order #100002']);

    failNext = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await screen.findByRole('heading', { name: 'Order #100001' });
    expect(rows()).toEqual(['Order #100003', 'Order #100002', 'Order #100001']);
    expect(calls.filter((c) => c.path.startsWith('/api/orders')).map((c) => c.path)).toContain(
      '/api/orders?cursor=1',
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows the empty state with a way to the shops', async () => {
    ordersServer([[]]);
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('heading', { name: 'No orders yet' });
    expect(screen.getByRole('link', { name: 'Start browsing' }).getAttribute('href')).toBe('/');
  });

  it("says 'Failed to load orders' with Try Again when the list can't be read", async () => {
    ordersServer([[orderSummary(1)]], { fail: () => apiError(500, 'INTERNAL') });
    renderApp(<OrdersPage />, { path: '/orders' });
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load orders');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('in Arabic, names the statuses and counts in Arabic with Latin digits', async () => {
    act(() => setLanguage('ar'));
    ordersServer([[orderSummary(1, { status: 'cancelled', itemCount: 3 })]]);
    renderApp(<OrdersPage />, { path: '/orders' });
    await screen.findByRole('list', { name: 'طلباتك' });
    expect(screen.getByText('ملغي')).toBeTruthy();
    expect(screen.getByText('3 عناصر')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'الطلب رقم 100001' })).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('38.000 د.ب');
  });
});
