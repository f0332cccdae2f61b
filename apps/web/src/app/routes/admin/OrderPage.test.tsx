import type { AdminOrderDetail } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { joiningOrderRoom } from '../../../features/admin/api/orders';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { adminOrderDetail, ORDER_ID } from '../../../features/admin/test/order-fixtures';
import type { RealtimeHandlers } from '../../../lib/realtime';
import { apiError, type MockCall } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import OrderPage from './OrderPage';

const opened: { handlers: RealtimeHandlers; open?: (url: string) => WebSocket }[] = [];
vi.mock('../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers, options?: { open?: (url: string) => WebSocket }) => {
    opened.push({ handlers, open: options?.open });
    return () => undefined;
  },
}));

afterEach(async () => {
  opened.length = 0;
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const URL = `/api/admin/orders/${ORDER_ID}`;

function render() {
  return renderApp(
    <Routes>
      <Route path="/admin/orders/:id" element={<OrderPage />} />
    </Routes>,
    { path: `/admin/orders/${ORDER_ID}` },
  );
}

/** Serves the order (read again on every call) and the moves (`move`). */
function serve(order: () => AdminOrderDetail, move?: (call: MockCall) => { status?: number; body: unknown }) {
  return serveAdmin((call) => {
    if (call.method === 'GET' && call.path === URL) return { body: order() };
    if (call.method === 'POST' && call.path === `${URL}/status` && move) return move(call);
  });
}

const timeline = () => screen.getByTestId('admin-timeline');

describe('/admin/orders/:id', () => {
  it('shows the order whole: customer, shop (linked), items, payment and its money rows, the timeline', async () => {
    serve(() => adminOrderDetail());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #100042' })).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(customer.textContent).toContain('Maryam Ali');
    expect(customer.textContent).toContain('maryam@example.com');
    expect(customer.textContent).toContain('Block 338');
    const shop = screen.getByRole('region', { name: 'Shop' });
    expect(within(shop).getByRole('link', { name: 'Sugar Pearl' }).getAttribute('href')).toBe(
      '/admin/retailer/00000000-0000-4000-8000-0000000000d1',
    );
    expect(screen.getByRole('region', { name: 'Items' }).textContent).toContain('Balloon arch');
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment.textContent).toContain('•••• 4242');
    expect(payment.textContent).toContain('Test payment');
    expect(screen.getByTestId('admin-ledger').textContent).toContain('Charge');
    expect(timeline().textContent).toContain('Placed');
    expect(timeline().textContent).toContain('Maryam Ali');
  });

  it('offers only the moves the server lists; a closed order none', async () => {
    let order = adminOrderDetail({ status: 'shipped', nextMoves: ['delivered'] });
    serve(() => order);
    const { queryClient } = render();
    const moves = await screen.findByRole('region', { name: 'Step in' });
    expect(
      within(moves)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark as delivered']);
    order = adminOrderDetail({ status: 'delivered', nextMoves: [] });
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(within(moves).queryAllByRole('button')).toHaveLength(0));
    expect(moves.textContent).toContain('This order is closed');
  });

  it('cancels with a required reason; the timeline then shows it', async () => {
    let order = adminOrderDetail();
    const { calls } = serve(
      () => order,
      (call) => {
        order = adminOrderDetail({
          status: 'cancelled',
          nextMoves: [],
          timeline: [
            ...adminOrderDetail().timeline,
            {
              at: '2026-11-26T07:00:00.000Z',
              event: 'cancelled',
              actor: 'admin',
              actorName: 'Noora Admin',
              note: (call.body as { reason: string }).reason,
            },
          ],
        });
        return { body: order };
      },
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order #100042?' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    fireEvent.change(reason, { target: { value: 'no' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please write a reason of at least 5 characters')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(reason, { target: { value: 'The customer called: venue closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'cancelled',
      reason: 'The customer called: venue closed',
    });
    expect(timeline().textContent).toContain('The customer called: venue closed');
    expect(timeline().textContent).toContain('Noora Admin');
    expect(screen.getAllByTestId('admin-order-status')[0]!.textContent).toBe('Cancelled');
    expect(toastRegion().textContent).toContain('Order #100042 is now Cancelled.');
  });

  it('moved elsewhere first (409): reads the order again and says so', async () => {
    let order = adminOrderDetail();
    serve(
      () => order,
      () => {
        order = adminOrderDetail({ status: 'processing', nextMoves: ['shipped', 'cancelled'] });
        return apiError(409, 'ORDER_MOVE_NOT_ALLOWED');
      },
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept for the shop' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Shop confirmed by phone' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept for the shop' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else changed this order first');
    expect(await screen.findByRole('button', { name: 'Mark as shipped' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('follows its room: a change of this order elsewhere reads it again', async () => {
    let order = adminOrderDetail();
    const { calls } = serve(() => order);
    render();
    await screen.findByRole('heading', { level: 1, name: 'Order #100042' });
    expect(opened).toHaveLength(1);
    const reads = () => calls.filter((c) => c.path === URL).length;
    const before = reads();
    order = adminOrderDetail({ status: 'processing', nextMoves: ['shipped', 'cancelled'] });
    act(() => opened[0]!.handlers.onEvent({ type: 'order.changed', orderId: 'someone-else' }, 'order:x'));
    act(() => opened[0]!.handlers.onEvent({ type: 'order.changed', orderId: ORDER_ID }, `order:${ORDER_ID}`));
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-order-status')[0]!.textContent).toBe('Processing'),
    );
    expect(reads()).toBe(before + 1);
  });

  it('joins the order room once the socket is in its user room', () => {
    const sent: string[] = [];
    const listeners: ((m: { data: string }) => void)[] = [];
    const fake = {
      send: (m: string) => sent.push(m),
      addEventListener: (_: string, l: (m: { data: string }) => void) => listeners.push(l),
    } as unknown as WebSocket;
    joiningOrderRoom(ORDER_ID, () => fake)('ws://x/ws');
    for (const l of listeners) l({ data: JSON.stringify({ kind: 'subscribed', room: `order:${ORDER_ID}` }) });
    expect(sent).toEqual([]);
    for (const l of listeners) l({ data: JSON.stringify({ kind: 'subscribed', room: 'user:a1' }) });
    expect(sent).toEqual([JSON.stringify({ kind: 'subscribe', room: `order:${ORDER_ID}` })]);
  });

  it('answers an unknown order with a page that says so', async () => {
    serveAdmin(() => undefined);
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeTruthy();
  });

  it('reads in Arabic, with the moves and the timeline', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve(() => adminOrderDetail());
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'الطلب رقم 100042' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'إلغاء الطلب' })).toBeTruthy();
    expect(timeline().textContent).toContain('تم تقديم الطلب');
  });

  it("names the discount's source: the shop's offer as it was when ordered, or the code", async () => {
    const discounted = (discount: AdminOrderDetail['discount']): AdminOrderDetail => {
      const order = adminOrderDetail();
      return { ...order, totals: { ...order.totals, discountFils: 2_000, totalFils: 24_000 }, discount };
    };
    let order = discounted({ kind: 'offer', percent: 30, capFils: 20_000 });
    serve(() => order);
    const { unmount } = render();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    expect(
      within(payment).getByText('Shop offer: 30% off, up to BD 20.000').nextElementSibling?.textContent,
    ).toBe('-BD 2.000');
    unmount();
    order = discounted({ kind: 'code', code: 'HAFLAH10' });
    render();
    const again = await screen.findByRole('region', { name: 'Payment' });
    expect(within(again).getByText('Promo code HAFLAH10').nextElementSibling?.textContent).toBe('-BD 2.000');
  });
});
