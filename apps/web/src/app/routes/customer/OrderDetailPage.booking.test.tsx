import type { OrderDetail } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TimeSlotDialog from '../../../features/cart/components/TimeSlotDialog';
import { TimeSlotDialogHost } from '../../../features/cart/components/TimeSlotDialogHost';
import { closeTimeSlotDialog } from '../../../features/cart/hooks/useBookTimeSlot';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { orderDetail, uuid } from '../../../test/order-fixtures';
import { passTime, renderApp } from '../../../test/utils';
import OrderDetailPage from './OrderDetailPage';

/**
 * Issue 26 (2, 3): an order of bookings only reads as a booking (no "Shipped", no "Delivered", no
 * delivery fee), its price line is worked out, and Order again picks a time for it in the time-slot
 * dialog, prefilled from the booking.
 */

// 9:00 in Bahrain on Tuesday 24 November 2026.
const NOW = new Date('2026-11-24T06:00:00.000Z');
const ID = uuid(601);
const MAGICIAN = uuid(205);

/** A magician booked for Sat 28 Nov, 6:00 PM Bahrain time, for 3 hours, 2 of them at BD 25.000 an hour. */
const booked = (over: Partial<OrderDetail> = {}): OrderDetail =>
  orderDetail(1, {
    lines: [
      {
        id: uuid(801),
        listingId: MAGICIAN,
        kind: 'entertainment',
        name: { en: 'Magic Show', ar: 'عرض سحري' },
        imageUrl: null,
        quantity: 2,
        unitPriceFils: 25_000,
        totalFils: 150_000,
        booking: {
          start: '2026-11-28T15:00:00.000Z',
          end: '2026-11-28T18:00:00.000Z',
          hours: 3,
          status: 'confirmed',
        },
      },
    ],
    totals: {
      subtotalFils: 150_000,
      deliveryFeeFils: 0,
      discountFils: 0,
      vatFils: 13_636,
      totalFils: 150_000,
    },
    delivery: null,
    firstBookingAt: '2026-11-28T15:00:00.000Z',
    ...over,
  });

function orderServer(order: OrderDetail) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (call.path.startsWith('/api/availability?'))
      return { body: { availableQuantity: 3, maxCapacity: 3, currentBookings: 0, currentHolds: 0 } };
    if (call.path === `/api/orders/${ID}`) return { body: order };
    return apiError(404, 'NOT_FOUND');
  });
}

async function renderOrder() {
  const utils = renderApp(
    <>
      <Routes>
        <Route path="/orders/:id" element={<OrderDetailPage />} />
      </Routes>
      <TimeSlotDialogHost dialog={TimeSlotDialog} />
    </>,
    { path: `/orders/${ID}` },
  );
  await passTime(10);
  return utils;
}

const statuses = () => screen.getAllByTestId('order-status').map((s) => s.textContent);
const timeline = () => screen.getAllByRole('list', { name: 'Status' })[0] as HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(async () => {
  act(() => closeTimeSlotDialog());
  await passTime(400, 100);
  await act(() => setLanguage('en'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('OrderDetailPage: an order of bookings only', () => {
  it('says Confirmed and what comes next is Completed, never Shipped, Delivered or a delivery fee', async () => {
    orderServer(
      booked({
        status: 'processing',
        nextStatuses: [],
        history: [
          { status: 'pending', at: '2026-11-24T05:41:00.000Z', actor: 'customer' },
          { status: 'processing', at: '2026-11-24T05:50:00.000Z', actor: 'retailer' },
        ],
      }),
    );
    await renderOrder();
    expect(statuses()[0]).toBe('Confirmed');
    const steps = within(timeline())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('p')?.textContent);
    expect(steps).toEqual(['Pending', 'Confirmed (current status)', 'Completed (still to come)']);
    expect(screen.queryByText(/Shipped|Delivered/)).toBeNull();
    expect(screen.queryByText('Delivery fee')).toBeNull();
    expect(screen.queryByText('Free delivery')).toBeNull();
    expect(screen.getByTestId('price-line').textContent).toBe(
      '3\u00a0h × \u2068BD\u00a025.000\u2069 × 2 = \u2068BD\u00a0150.000\u2069',
    );
  });

  it('a finished one says Completed; in Arabic too, with the price line', async () => {
    orderServer(
      booked({
        status: 'delivered',
        nextStatuses: [],
        history: [
          { status: 'pending', at: '2026-11-24T05:41:00.000Z', actor: 'customer' },
          { status: 'processing', at: '2026-11-24T05:50:00.000Z', actor: 'retailer' },
          { status: 'delivered', at: '2026-11-28T18:05:00.000Z', actor: 'retailer' },
        ],
      }),
    );
    await renderOrder();
    expect(statuses()[0]).toBe('Completed');
    const story = timeline();
    await act(() => setLanguage('ar'));
    expect(statuses()[0]).toBe('مكتمل');
    expect(within(story).queryByText(/تم الشحن|تم التوصيل/)).toBeNull();
    expect(within(story).getByText(/^مؤكد/)).toBeTruthy();
    expect(screen.queryByText('رسوم التوصيل')).toBeNull();
    expect(screen.getByTestId('price-line').textContent).toBe(
      '3\u00a0س × \u206825.000\u00a0د.ب\u2069 × 2 = \u2068150.000\u00a0د.ب\u2069',
    );
  });

  it('Order again opens the time-slot dialog on the same start time, duration and quantity, on a day to come', async () => {
    const api = orderServer(booked({ status: 'delivered', nextStatuses: [] }));
    await renderOrder();
    // Sat 28 Nov is still ahead and offers 6:00 PM, so the dialog opens on it.
    fireEvent.click(screen.getByRole('button', { name: 'Order again' }));
    await passTime(10);
    const dialog = screen.getByRole('dialog', { name: 'Book Magic Show' });
    expect(within(dialog).getByRole('radio', { name: 'Sat 28 Nov' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('button', { name: '6:00 PM' }).getAttribute('aria-pressed')).toBe('true');
    expect((within(dialog).getByRole('combobox', { name: 'Duration' }) as HTMLSelectElement).value).toBe('3');
    await passTime(900, 50);
    expect(
      within(within(dialog).getByRole('group', { name: 'Quantity' })).getByRole('status').textContent,
    ).toBe('2');
    // No reorder request: a booking goes back through the dialog, not the server's Order again.
    expect(api.calls.some((c) => c.path.endsWith('/reorder'))).toBe(false);
  });

  it('an order of a product and a booking: Order again for the product, Book again for the booking', async () => {
    const order = orderDetail(1);
    const mixed = booked({
      lines: [...order.lines, ...booked().lines],
      delivery: order.delivery,
    });
    orderServer(mixed);
    await renderOrder();
    expect(statuses()[0]).toBe('Pending');
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Book Magic Show again' }));
    await passTime(10);
    expect(screen.getByRole('dialog', { name: 'Book Magic Show' })).toBeTruthy();
  });
});
