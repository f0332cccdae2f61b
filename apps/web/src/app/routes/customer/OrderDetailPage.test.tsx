import type { OrderDetail } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { orderDetail, uuid } from '../../../test/order-fixtures';
import { renderApp, toastRegion } from '../../../test/utils';
import { invalidateFor } from '../../realtime';
import OrderDetailPage from './OrderDetailPage';

const ID = uuid(601);

/** One order (replaceable, as the shop moves it); cancel and reorder as the API answers them. */
function orderServer(
  order: OrderDetail | null,
  { override }: { override?: (c: MockCall) => MockReply | undefined } = {},
) {
  const state = { order };
  const mock = mockFetch((call) => {
    const own = override?.(call);
    if (own) return own;
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (!state.order || !call.path.startsWith(`/api/orders/${state.order.id}`))
      return apiError(404, 'NOT_FOUND');
    if (call.path.endsWith('/cancel')) {
      state.order = {
        ...state.order,
        status: 'cancelled',
        nextStatuses: [],
        payment: { ...state.order.payment, state: 'refunded' },
        history: [
          ...state.order.history,
          { status: 'cancelled', at: '2026-11-24T10:00:00.000Z', actor: 'customer' },
        ],
      };
      return { body: state.order };
    }
    if (call.path.endsWith('/reorder')) return { body: { added: 2, skipped: 1 } };
    return { body: state.order };
  });
  return { ...mock, state };
}

function renderOrder(id = ID) {
  return renderApp(
    <Routes>
      <Route path="/orders/:id" element={<OrderDetailPage />} />
      <Route path="/cart" element={<p>the cart</p>} />
    </Routes>,
    { path: `/orders/${id}` },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => act(() => setLanguage('en')));

describe('OrderDetailPage', () => {
  it('shows the number, status, items, delivery, payment, history and figures', async () => {
    orderServer(orderDetail(1));
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order #100001' });
    expect(document.title).toBe('Order #100001 · Haflah');
    expect(screen.getAllByTestId('order-status')[0]?.textContent).toBe('Pending');

    expect(within(section('Items')).getByText('2 × BD 18.500')).toBeTruthy();
    const delivery = section('Delivery');
    expect(within(delivery).getByTestId('delivery-window').textContent).toBe(
      'Wed 25 Nov·\u20689:00\u00a0AM\u00a0–\u2060\u00a012:00\u00a0PM\u2069',
    );
    expect(
      within(delivery).getByText('Flat 12, Building 345, Road 2801, Block 428, Seef, Capital Governorate'),
    ).toBeTruthy();
    expect(within(delivery).getByText('Blue gate')).toBeTruthy();

    const payment = section('Payment');
    expect(within(payment).getByText('••4242')).toBeTruthy();
    expect(within(payment).getByTestId('payment-state').textContent).toBe('Paid');
    expect(within(payment).getByText(/^Test mode/)).toBeTruthy();

    // The history in Bahrain time (09:41 UTC is 12:41 PM), who moved it, then the steps to come.
    const [status] = screen.getAllByRole('list', { name: 'Status' });
    const statusText = status?.textContent?.replace(/\u00a0/g, ' ');
    expect(statusText).toContain('Pending (current status)');
    expect(statusText).toContain('Tue 24 Nov, 12:41 PM · by you');
    expect(statusText).toContain('Delivered (still to come)');

    const totals = screen.getByTestId('order-totals');
    expect(within(totals).getByText('Delivery fee').nextElementSibling?.textContent).toBe('BD 1.000');
    expect(screen.getByTestId('order-totals-total').textContent).toBe('BD 38.000');
    expect(within(totals).getByText('Includes VAT (10%)').nextElementSibling?.textContent).toBe('BD 3.455');
  });

  it('cancels after asking, and shows the order as it now is', async () => {
    const server = orderServer(
      orderDetail(1, {
        lines: [
          {
            ...orderDetail(1).lines[0]!,
            kind: 'entertainment',
            booking: {
              start: '2026-11-28T15:00:00.000Z',
              end: '2026-11-28T18:00:00.000Z',
              hours: 3,
              status: 'confirmed',
            },
          },
        ],
      }),
    );
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alert');
    expect(confirm.textContent).toContain('Cancel order #100001? Its booked time slots are released');
    // Keep it: nothing is sent, and the button is back.
    fireEvent.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await within(toastRegion()).findByText('Order #100001 cancelled');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/orders/${ID}/cancel`,
    ]);
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]?.textContent).toBe('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByTestId('payment-state').textContent).toBe('Refunded');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('offers no cancel once the shop has accepted the order', async () => {
    orderServer(orderDetail(1, { status: 'processing', nextStatuses: [] }));
    renderOrder();
    await screen.findByRole('button', { name: 'Order again' });
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says why a refused cancel failed (the shop moved it meanwhile)', async () => {
    orderServer(orderDetail(1), {
      override: (c) => (c.path.endsWith('/cancel') ? apiError(409, 'ORDER_MOVE_NOT_ALLOWED') : undefined),
    });
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    await within(toastRegion()).findByText('This order can no longer be changed that way.');
  });

  it('orders again: says how many came back and which need a new slot, with a way to the cart', async () => {
    orderServer(orderDetail(1));
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Order again' }));
    await within(toastRegion()).findByText(
      '2 items are back in your cart. 1 booked item needs a new time: pick one with Book again.',
    );
    fireEvent.click(within(toastRegion()).getByRole('button', { name: 'View cart' }));
    await screen.findByText('the cart');
  });

  it("says an order that isn't the customer's was not found", async () => {
    orderServer(null);
    renderOrder(uuid(999));
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('follows a status change live: the realtime event refetches the order', async () => {
    const server = orderServer(orderDetail(1));
    const { queryClient } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order #100001' });
    server.state.order = {
      ...orderDetail(1),
      status: 'processing',
      nextStatuses: [],
      history: [
        ...orderDetail(1).history,
        { status: 'processing', at: '2026-11-24T10:05:00.000Z', actor: 'retailer' },
      ],
    };
    await act(async () => {
      await invalidateFor(queryClient, { type: 'order.changed', orderId: ID });
    });
    await waitFor(() => expect(screen.getAllByTestId('order-status')[0]?.textContent).toBe('Processing'));
    expect(screen.getAllByRole('list', { name: 'Status' })[0]?.textContent).toContain('by the shop');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('in Arabic, words the status, the actor and the window with Latin digits', async () => {
    act(() => setLanguage('ar'));
    orderServer(orderDetail(1));
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 100001' });
    expect(screen.getAllByTestId('order-status')[0]?.textContent).toBe('قيد الانتظار');
    expect(screen.getAllByRole('list', { name: 'الحالة' })[0]?.textContent).toContain('بواسطتك');
    expect(screen.getByTestId('delivery-window').textContent).toContain(
      '9:00\u00a0ص\u00a0–\u2060\u00a012:00\u00a0م',
    );
    expect(screen.getByTestId('order-totals-total').textContent).toBe('38.000 د.ب');
  });

  it("names the discount's source as the order was given it: the shop's offer, a promo code (EN and AR)", async () => {
    const discounted = (discount: OrderDetail['discount']): OrderDetail => {
      const order = orderDetail(1);
      return { ...order, totals: { ...order.totals, discountFils: 2_000, totalFils: 36_000 }, discount };
    };
    const figure = (label: string) =>
      within(screen.getByTestId('order-totals')).getByText(label).nextElementSibling?.textContent;
    const server = orderServer(discounted({ kind: 'offer', percent: 30, capFils: 20_000 }));
    const { unmount } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order #100001' });
    expect(figure('Shop offer: 30% off, up to BD 20.000')).toBe('-BD 2.000');
    unmount();

    server.state.order = discounted({ kind: 'code', code: 'HAFLAH10' });
    act(() => setLanguage('ar'));
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 100001' });
    expect(figure('رمز الخصم HAFLAH10')).toBe('-2.000 د.ب');
  });
});
