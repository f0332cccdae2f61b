import type { PlacedCheckout } from '@haflah/contracts';
import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { uuid } from '../../../test/order-fixtures';
import { renderApp } from '../../../test/utils';
import OrderPlacedPage from './OrderPlacedPage';

const CHECKOUT = uuid(900);

/** A cake delivered on Sat 28 Nov, 15:00–18:00, with a note, and a magician booked for 6 PM. */
const placed: PlacedCheckout = {
  checkoutId: CHECKOUT,
  orders: [
    {
      id: uuid(601),
      number: 100005,
      status: 'pending',
      shop: { id: uuid(301), name: { en: 'Sugar Pearl', ar: 'سكر اللؤلؤ' } },
      totalFils: 38_000,
      itemCount: 2,
      delivery: { date: '2026-11-28', window: '15-18' },
      firstBookingStartsAt: null,
      customerNote: 'Happy 30th, Sara!',
    },
    {
      id: uuid(602),
      number: 100006,
      status: 'pending',
      shop: { id: uuid(302), name: { en: 'Magic Majlis', ar: 'مجلس السحر' } },
      totalFils: 66_000,
      itemCount: 1,
      delivery: null,
      firstBookingStartsAt: '2026-11-28T15:00:00.000Z',
      customerNote: null,
    },
  ],
  totals: {
    subtotalFils: 103_000,
    deliveryFeeFils: 1_000,
    discountFils: 0,
    vatFils: 9_455,
    totalFils: 104_000,
  },
  paymentType: 'cash',
};

function render(answer: PlacedCheckout | null = placed) {
  const mock = mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (answer && call.path === `/api/checkouts/${CHECKOUT}`) return { body: answer };
    return apiError(404, 'NOT_FOUND');
  });
  renderApp(
    <Routes>
      <Route path="/orders/placed/:checkoutId" element={<OrderPlacedPage />} />
    </Routes>,
    { path: `/orders/placed/${CHECKOUT}` },
  );
  return mock;
}

afterEach(() => act(() => setLanguage('en')));

describe('OrderPlacedPage', () => {
  it('lists each shop’s order with what happens next and when, and the ways on', async () => {
    render();
    await screen.findByRole('heading', { level: 1, name: 'Your 2 orders are placed' });
    expect(document.title).toBe('Order placed · Haflah');
    const [cake, magic] = screen.getAllByTestId('placed-order');
    expect(within(cake!).getByRole('heading', { name: 'Order #100005' })).toBeTruthy();
    expect(cake!.textContent).toContain('Sugar Pearl · 2 items');
    expect(cake!.textContent).toContain('BD 38.000');
    expect(within(cake!).getByText('Sugar Pearl confirms your order.')).toBeTruthy();
    // The words as read: no-break spaces as spaces, the bidi isolates and word joiners left out.
    const plain = (el: Element) =>
      el.textContent
        ?.replace(/[\u2060\u2066-\u2069]/g, '')
        .replace(/\u00a0/g, ' ')
        .replace(/ +/g, ' ');
    expect(plain(cake!)).toContain('A driver brings it on Sat 28 Nov, 3:00 PM – 6:00 PM.');
    expect(within(cake!).getByText('Pay BD 38.000 in cash when it arrives.')).toBeTruthy();
    expect(within(cake!).getByTestId('customer-note').textContent).toBe('Your noteHappy 30th, Sara!');
    expect(within(cake!).getByRole('link', { name: 'View order #100005' }).getAttribute('href')).toBe(
      `/orders/${uuid(601)}`,
    );

    expect(magic!.textContent).not.toContain('driver');
    expect(plain(magic!)).toContain('Your booking starts on Sat 28 Nov at 6:00 PM.');
    expect(within(magic!).queryByTestId('customer-note')).toBeNull();

    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'See all your orders' }).getAttribute('href')).toBe('/orders');
  });

  it('says it in Arabic', async () => {
    act(() => setLanguage('ar'));
    render({ ...placed, orders: placed.orders.slice(0, 1), paymentType: 'card' });
    await screen.findByRole('heading', { level: 1, name: 'تم استلام طلبك' });
    const [cake] = screen.getAllByTestId('placed-order');
    expect(within(cake!).getByRole('heading', { name: 'الطلب رقم 100005' })).toBeTruthy();
    expect(within(cake!).getByText('يؤكد سكر اللؤلؤ طلبك.')).toBeTruthy();
    expect(cake!.textContent).toContain('يوصله السائق يوم');
    expect(cake!.textContent).toContain('تم دفع 38.000 د.ب.');
    expect(screen.getByRole('link', { name: 'متابعة التسوق' })).toBeTruthy();
  });

  it('is not found for a checkout that is not the customer’s', async () => {
    render(null);
    await screen.findByRole('heading', { name: 'Order not found' });
  });
});
