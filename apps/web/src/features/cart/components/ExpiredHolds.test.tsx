import type { Cart, CartItem } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { booking, product, SERVER_TIME } from '../../../test/order-fixtures';
import { passTime, renderApp } from '../../../test/utils';
import { closeTimeSlotDialog } from '../hooks/useBookTimeSlot';
import { ExpiredHolds } from './ExpiredHolds';
import TimeSlotDialog from './TimeSlotDialog';
import { TimeSlotDialogHost } from './TimeSlotDialogHost';

/** A cart with a product, a live hold and a lapsed one (at the server's time of the answer). */
function cartWith(lines: CartItem[]): Cart {
  return {
    groups: [
      { shop: { id: lines[0]!.listingId, name: { en: 'Shop', ar: 'متجر' } }, items: lines, subtotalFils: 0 },
    ],
    itemCount: 0,
    totalFils: 0,
    serverTime: SERVER_TIME,
  };
}
const lapsed = booking(7, {
  name: { en: 'Magic Show', ar: 'عرض سحري' },
  expiresAt: '2026-11-24T08:59:00.000Z',
});

function server(cart: Cart) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (call.path === '/api/cart') return { body: cart };
    if (call.path.startsWith('/api/availability?'))
      return { body: { availableQuantity: 1, maxCapacity: 1, currentBookings: 0, currentHolds: 0 } };
    if (call.method === 'PUT') return { body: cart };
    throw new Error(`unexpected ${call.method} ${call.path}`);
  });
}

async function show() {
  renderApp(
    <>
      <ExpiredHolds />
      <TimeSlotDialogHost dialog={TimeSlotDialog} />
    </>,
  );
  await passTime(10);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(SERVER_TIME));
});
afterEach(async () => {
  act(() => closeTimeSlotDialog());
  await passTime(400, 100);
  await act(() => setLanguage('en'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ExpiredHolds (checkout)', () => {
  it('names the lapsed hold and its time, and Pick a time holds that line again', async () => {
    const api = server(cartWith([product(1), booking(2), lapsed]));
    await show();
    const section = screen.getByRole('region', { name: 'No longer held for you' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('Magic Show')).toBeTruthy();
    expect(
      within(section).getByText(
        'Sat 28 Nov at 6:00 PM, for 3 hours. Not in this order: pick a time to book it again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Pick a time for Magic Show' }));
    await passTime(10);
    const dialog = screen.getByRole('dialog', { name: 'Book Magic Show' });
    expect(within(dialog).getByRole('button', { name: '6:00 PM' }).getAttribute('aria-pressed')).toBe('true');
    await passTime(900, 50);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reserve' }));
    await passTime(10);
    expect(api.calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body])).toEqual([
      [`/api/cart/items/${lapsed.id}/slot`, { start: '2026-11-28T15:00:00.000Z', hours: 3, quantity: 1 }],
    ]);
  });

  it('says nothing when no hold has lapsed', async () => {
    server(cartWith([product(1), booking(2)]));
    await show();
    expect(screen.queryByRole('region', { name: 'No longer held for you' })).toBeNull();
  });

  it('in Arabic', async () => {
    await act(() => setLanguage('ar'));
    server(cartWith([lapsed]));
    await show();
    const section = screen.getByRole('region', { name: 'لم يعد محجوزًا لك' });
    expect(within(section).getByRole('button', { name: 'اختر وقتًا لـ عرض سحري' }).textContent).toBe(
      'اختر وقتًا',
    );
  });
});
