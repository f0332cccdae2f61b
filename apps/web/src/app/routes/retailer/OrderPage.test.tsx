import type { ShopOrderDetail } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { shopOrdersLive } from '../../../features/shop-orders/api/live';
import { detail, retailerUser } from '../../../features/shop-orders/testing';
import { OPENED_KEY, reloadAlarmStore, SOUND_KEY } from '../../../features/shop-orders/utils/alarm-store';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import OrderPage from './OrderPage';

const ORDER = detail(7);

/** One order, moved as the API would; `hold` keeps a move's answer waiting until released. */
function orderServer(order: ShopOrderDetail | null, override?: (c: MockCall) => MockReply | undefined) {
  const state = { order, release: null as (() => void) | null, hold: false };
  const mock = mockFetch(async (call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (call.path.startsWith('/api/retailer/orders?')) return { body: { orders: [], nextCursor: null } };
    const own = override?.(call);
    if (own) return own;
    if (!state.order || !call.path.startsWith(`/api/retailer/orders/${state.order.id}`))
      return apiError(404, 'NOT_FOUND');
    if (call.method === 'POST') {
      if (state.hold) await new Promise<void>((resolve) => (state.release = resolve));
      const move = call.path.split('/').at(-1);
      const at = '2026-11-24T09:10:00.000Z';
      if (move === 'accept') {
        state.order = {
          ...state.order,
          status: 'processing',
          acceptedAt: at,
          nextMoves: ['ready'],
          timeline: [...state.order.timeline, { at, event: 'accepted', actor: 'retailer', note: null }],
        };
      } else if (move === 'reject') {
        state.order = {
          ...state.order,
          status: 'cancelled',
          paymentState: 'refunded',
          cancelReason: (call.body as { reason: string }).reason,
          nextMoves: [],
          timeline: [
            ...state.order.timeline,
            { at, event: 'cancelled', actor: 'retailer', note: (call.body as { reason: string }).reason },
          ],
        };
      }
      return { body: state.order };
    }
    return { body: state.order };
  });
  return { ...mock, state };
}

function renderOrder(id = ORDER.id) {
  return renderApp(
    <Routes>
      <Route path="/retailer/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: `/retailer/orders/${id}` },
  );
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(SOUND_KEY, 'off');
  reloadAlarmStore();
});
afterEach(() => act(() => setLanguage('en')));

describe('OrderPage', () => {
  it('shows the lines, the booking in Bahrain time, the customer, payment, figures and timeline', async () => {
    orderServer(ORDER);
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order #100007' });
    expect(document.title).toBe('Order #100007 · Haflah');
    expect(screen.getByTestId('shop-order-status').textContent).toBe('Waiting');

    const lines = section('2 items');
    expect(within(lines).getByText('Chocolate cake')).toBeTruthy();
    expect(within(lines).getByText('2 × BD 18.500')).toBeTruthy();
    // 15:00–18:00 UTC is 6–9 PM in Bahrain.
    expect(within(lines).getByText(/^Sat 28 Nov, \u20686:00 PM –\u2060 9:00 PM\u2069$/)).toBeTruthy();

    const customer = section('Customer');
    expect(within(customer).getByText('Sara')).toBeTruthy();
    const call = within(customer).getByRole('link', { name: /Call the customer/ });
    expect(call.getAttribute('href')).toBe('tel:+97336001234');
    expect(call.textContent).toContain('+973 3600 1234');
    expect(
      within(customer).getByText('Flat 12, Building 345, Road 2801, Block 428, Seef, Capital Governorate'),
    ).toBeTruthy();
    expect(within(customer).getByText('Blue gate')).toBeTruthy();

    const payment = section('Payment');
    expect(within(payment).getByTestId('payment-state').textContent).toBe('Paid');
    const totals = within(payment).getByTestId('order-totals');
    expect(totals.textContent).toContain('SubtotalBD 37.000');
    expect(totals.textContent).toContain('Delivery feeBD 1.500');
    expect(totals.textContent).toContain('TotalBD 38.500');
    expect(totals.textContent).toContain('Includes VAT 10%BD 3.500');
    expect(within(payment).getByRole('link', { name: 'VAT invoice' }).getAttribute('href')).toBe(
      `/retailer/orders/${ORDER.id}/invoice`,
    );

    const timeline = within(section('Timeline')).getAllByRole('listitem');
    expect(timeline.map((li) => li.textContent)).toEqual([
      'Placed · by the customerTue 24 Nov, 12:00\u00a0PM',
      'Paid · automaticallyTue 24 Nov, 12:00\u00a0PM',
    ]);
    // Opened: it stops ringing on this device.
    expect(JSON.parse(localStorage.getItem(OPENED_KEY) ?? '[]')).toEqual([ORDER.id]);
  });

  it('says when the customer’s details are no longer shown', async () => {
    orderServer({ ...ORDER, customer: null, customerFirstName: null });
    renderOrder();
    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(within(customer).getByText(/no longer shown/)).toBeTruthy();
    expect(within(customer).queryByRole('link')).toBeNull();
  });

  it('accepts: buttons wait while it is sent, then the next moves and the timeline follow', async () => {
    const server = orderServer(ORDER);
    server.state.hold = true;
    renderOrder();
    const accept = await screen.findByRole('button', { name: 'Accept order' });
    fireEvent.click(accept);
    await waitFor(() => expect(server.state.release).not.toBeNull());
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Reject order' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => server.state.release?.());

    await screen.findByRole('button', { name: 'Mark ready' });
    expect(screen.queryByRole('button', { name: 'Accept order' })).toBeNull();
    expect(screen.getByTestId('shop-order-status').textContent).toBe('Processing');
    expect(within(section('Timeline')).getByText('Accepted')).toBeTruthy();
    expect(
      within(toastRegion()).getByText('Order #100007 accepted. The customer has been told.'),
    ).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/retailer/orders/${ORDER.id}/accept`,
    ]);
  });

  it('says in place, translated, when a move is no longer allowed', async () => {
    orderServer(ORDER, (c) => (c.method === 'POST' ? apiError(409, 'ORDER_MOVE_NOT_ALLOWED') : undefined));
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This order has moved on meanwhile, so that step is no longer possible. The page now shows where it stands.',
    );
  });

  it('rejects only with a reason, says what follows, and keeps what was typed', async () => {
    const server = orderServer(ORDER);
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order #100007?' });
    expect(within(dialog).getByText(/refunded in full/)).toBeTruthy();
    expect(within(dialog).getByText(/told by email and in the app/)).toBeTruthy();

    const reason = within(dialog).getByLabelText('Reason (the customer will see it)');
    await waitFor(() => expect(document.activeElement).toBe(reason));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(within(dialog).getByText('Write the reason for rejecting.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect(within(dialog).getByText('Write a reason of at least 3 characters.')).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    // Closed and opened again: the reason is still there.
    fireEvent.change(reason, { target: { value: 'Out of chocolate today' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Reject order' }));
    const again = await screen.findByRole('dialog');
    expect(
      (within(again).getByLabelText('Reason (the customer will see it)') as HTMLTextAreaElement).value,
    ).toBe('Out of chocolate today');
    fireEvent.click(within(again).getByRole('button', { name: 'Reject and refund' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: `/api/retailer/orders/${ORDER.id}/reject`,
        body: { reason: 'Out of chocolate today' },
      },
    ]);
    expect(screen.getByTestId('shop-order-status').textContent).toBe('Cancelled');
    expect(screen.getByTestId('payment-state').textContent).toBe('Refunded');
    expect(within(section('Timeline')).getByText('“Out of chocolate today”')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reject order' })).toBeNull();
  });

  it('a refused reject says why inside the dialog, with the reason kept', async () => {
    orderServer(ORDER, (c) => (c.method === 'POST' ? apiError(409, 'ORDER_MOVE_NOT_ALLOWED') : undefined));
    renderOrder();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject order' }));
    const dialog = await screen.findByRole('dialog');
    const reason = within(dialog).getByLabelText('Reason (the customer will see it)') as HTMLTextAreaElement;
    fireEvent.change(reason, { target: { value: 'Closed for Eid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject and refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/moved on meanwhile/);
    expect(reason.value).toBe('Closed for Eid');
  });

  it('follows a move made elsewhere live (order.changed)', async () => {
    const server = orderServer(ORDER);
    const { queryClient } = renderOrder();
    await screen.findByRole('button', { name: 'Accept order' });
    server.state.order = { ...ORDER, status: 'processing', nextMoves: ['ready'] };
    act(() => shopOrdersLive(queryClient).onEvent({ type: 'order.changed', orderId: ORDER.id }));
    await screen.findByRole('button', { name: 'Mark ready' });
    expect(screen.queryByRole('button', { name: 'Accept order' })).toBeNull();
  });

  it('an order of another shop, or none, is not found', async () => {
    orderServer(null);
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
  });

  it('reads in Arabic', async () => {
    await act(() => setLanguage('ar'));
    orderServer(ORDER);
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'طلب رقم 100007' });
    expect(screen.getByRole('button', { name: 'قبول الطلب' })).toBeTruthy();
    expect(screen.getByTestId('payment-state').textContent).toBe('مدفوع');
  });

  it("names the discount's source: the promo code typed, the offer's terms when ordered (EN and AR)", async () => {
    const discounted = (discount: ShopOrderDetail['discount']): ShopOrderDetail => ({
      ...ORDER,
      totals: { ...ORDER.totals, discountFils: 2_000, totalFils: 36_500 },
      discount,
    });
    const figure = (label: string) =>
      within(screen.getByTestId('order-totals')).getByText(label).nextElementSibling?.textContent;
    const server = orderServer(discounted({ kind: 'code', code: 'HAFLAH10' }));
    const { unmount } = renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'Order #100007' });
    expect(figure('Promo code HAFLAH10')).toBe('-BD 2.000');
    unmount();

    server.state.order = discounted({ kind: 'offer', percent: 30, capFils: 20_000 });
    await act(() => setLanguage('ar'));
    renderOrder();
    await screen.findByRole('heading', { level: 1, name: 'طلب رقم 100007' });
    expect(figure('عرض المتجر: خصم 30٪ حتى 20.000 د.ب')).toBe('-2.000 د.ب');
  });
});
