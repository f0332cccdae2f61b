import type { ShopBookings } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { retailerUser } from '../../../features/shop-orders/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import BookingsPage from './BookingsPage';

const LISTING = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const ORDER = '33333333-3333-4333-8333-333333333333';
const BLOCK = '44444444-4444-4444-8444-444444444444';
/** Saturday 28 November 2026 in Bahrain (UTC+3): 16:00 there is 13:00 UTC. */
const at = (hhmm: string) => new Date(Date.parse(`2026-11-28T${hhmm}:00Z`) - 3 * 3_600_000).toISOString();

const slot = (time: string, booked: number, held = 0, blocked = false) => ({
  startsAt: at(time),
  booked,
  held,
  blocked,
  available: blocked ? 0 : 3 - booked - held,
});

const VIEW: ShopBookings = {
  from: '2026-11-28',
  days: 1,
  nextCursor: null,
  listings: [
    {
      id: LISTING,
      name: { en: 'DJ Pro', ar: 'دي جي برو' },
      capacity: 3,
      isActive: true,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      bookings: [
        {
          id: '55555555-5555-4555-8555-555555555555',
          orderId: ORDER,
          orderNumber: 100012,
          orderStatus: 'processing',
          customerFirstName: 'Fatima',
          quantity: 2,
          startsAt: at('16:00'),
          endsAt: at('19:00'),
        },
      ],
      holds: [{ quantity: 1, startsAt: at('17:00'), endsAt: at('19:00'), expiresAt: at('16:10') }],
      slots: [
        slot('16:00', 2),
        slot('16:30', 2),
        slot('17:00', 2, 1),
        slot('17:30', 2, 1),
        slot('18:00', 2, 1),
        slot('18:30', 2, 1),
        slot('20:00', 0, 0, true),
        slot('20:30', 0, 0, true),
      ],
    },
    {
      id: OTHER,
      name: { en: 'Bouncy castle', ar: 'قلعة نطاطة' },
      capacity: 1,
      isActive: true,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      bookings: [],
      holds: [],
      slots: [],
    },
  ],
  blocks: [
    {
      id: BLOCK,
      listingId: LISTING,
      listingName: { en: 'DJ Pro', ar: 'دي جي برو' },
      startsAt: at('20:00'),
      endsAt: at('21:00'),
      note: 'Private event',
      createdAt: at('09:00'),
    },
  ],
};

function server(onBlock?: (call: MockCall) => { status?: number; body: unknown }) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (call.path.startsWith('/api/retailer/bookings')) return { body: VIEW };
    if (call.path === '/api/retailer/blocks' && call.method === 'POST' && onBlock) return onBlock(call);
    return apiError(404, 'NOT_FOUND');
  });
}

function renderPage(path = '/retailer/bookings?view=day&date=2026-11-28') {
  return renderApp(
    <Routes>
      <Route path="/retailer/bookings" element={<BookingsPage />} />
      <Route path="/retailer/orders/:id" element={<p>order page</p>} />
    </Routes>,
    { path },
  );
}

afterEach(() => act(() => setLanguage('en')));

/** The grid is a few hundred buttons, each named in full: jsdom renders it slowly on a busy machine. */
const GRID_TEST_MS = 20_000;

const grid = () => {
  const table = document.querySelector<HTMLElement>('table[aria-label^="Bookings"]');
  if (!table) throw new Error('no grid yet');
  return table;
};
/** A grid cell by its accessible name (its aria-label): role queries over a few hundred cells are slow. */
function cellNamed(table: HTMLElement, name: string) {
  const cell = [...table.querySelectorAll<HTMLButtonElement>('button[aria-label]')].find(
    (b) => b.getAttribute('aria-label') === name,
  );
  if (!cell) {
    const near = [...table.querySelectorAll('button[aria-label]')]
      .map((b) => b.getAttribute('aria-label')!)
      .filter((n) => n.includes(name.split(', ').slice(-3).join(', ')));
    throw new Error(`no cell named ${name}; names ending alike: ${near.join(' | ')}`);
  }
  return cell;
}

describe('BookingsPage', () => {
  it(
    'shows a grid of named buttons: bookings with their order and use, holds, blocks, free slots',
    async () => {
      server();
      renderPage();
      const table = await waitFor(grid);
      const cell = cellNamed(
        table,
        '100012 Fatima, DJ Pro, Sat 28 Nov, 4:00 PM – 4:30 PM, 2 of 3 booked, order 100012',
      );
      expect(cell.textContent).toBe('100012 Fatima');
      // A cell showing only its use says it first, as it shows it.
      const busy = cellNamed(
        table,
        '3 of 3, DJ Pro, Sat 28 Nov, 5:00 PM – 5:30 PM, 2 of 3 booked, 1 held, order 100012',
      );
      expect(busy.textContent).toBe('3 of 3');
      cellNamed(table, 'Private event, DJ Pro, Sat 28 Nov, 8:00 PM – 8:30 PM, blocked');
      cellNamed(table, 'Bouncy castle, Sat 28 Nov, 4:00 PM – 4:30 PM, Free, block this time');
      // The phone's list: the booking opens its order, the hold says until when it is held.
      const link = screen.getByRole('link', { name: /Order 100012/ });
      expect(link?.getAttribute('href')).toBe(`/retailer/orders/${ORDER}`);
      screen.getByText(/Held until 4:10 PM/);
      expect(screen.getAllByText(/Private event/).length).toBeGreaterThan(0);

      fireEvent.click(cell);
      await screen.findByText('order page');
    },
    GRID_TEST_MS,
  );

  it(
    'moves between cells with the arrow keys, one cell in the Tab order; in Arabic right to left',
    async () => {
      server();
      renderPage();
      const table = await waitFor(grid);
      const focusable = () =>
        [...table.querySelectorAll<HTMLButtonElement>('button')].filter((b) => b.tabIndex === 0);
      expect(focusable()).toHaveLength(1);
      const first = focusable()[0]!;
      act(() => first.focus());
      fireEvent.keyDown(first, { key: 'ArrowDown' });
      expect(document.activeElement?.getAttribute('data-cell')).toBe('1-0');
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
      expect(document.activeElement?.getAttribute('data-cell')).toBe('1-1');
      fireEvent.keyDown(document.activeElement!, { key: 'Home' });
      expect(document.activeElement?.getAttribute('data-cell')).toBe('1-0');
      expect(focusable()).toEqual([document.activeElement]);

      act(() => setLanguage('ar'));
      await waitFor(() =>
        expect(document.querySelector('table')?.getAttribute('aria-label')).toMatch(/^الحجوزات/),
      );
      const cellAr = document.querySelector<HTMLButtonElement>('[data-cell="1-0"]')!;
      act(() => cellAr.focus());
      // Columns run right to left: the next column is to the left.
      fireEvent.keyDown(cellAr, { key: 'ArrowLeft' });
      expect(document.activeElement?.getAttribute('data-cell')).toBe('1-1');
      expect(document.activeElement?.getAttribute('aria-label')).toContain('قلعة نطاطة');
    },
    GRID_TEST_MS,
  );

  it(
    'blocks time from an empty slot; a refusal lists the bookings with links, the form kept',
    async () => {
      const sent: unknown[] = [];
      server((call) => {
        sent.push(call.body);
        return {
          status: 409,
          body: {
            error: {
              code: 'BLOCK_OVERLAPS_BOOKING',
              message: 'x',
              details: {
                bookings: [
                  {
                    orderId: ORDER,
                    orderNumber: 100012,
                    listingId: LISTING,
                    listingName: { en: 'DJ Pro', ar: 'دي جي برو' },
                    startsAt: at('16:00'),
                    endsAt: at('19:00'),
                  },
                ],
              },
            },
          },
        };
      });
      renderPage();
      const table = await waitFor(grid);
      fireEvent.click(cellNamed(table, 'DJ Pro, Sat 28 Nov, 3:00 PM – 3:30 PM, Free, block this time'));
      const dialog = await screen.findByRole('dialog', { name: 'Block time' });
      expect((within(dialog).getByLabelText('What to block') as HTMLInputElement).value).toBe(LISTING);
      expect((within(dialog).getByLabelText('From time') as HTMLInputElement).value).toBe('15:00');
      expect((within(dialog).getByLabelText('To time') as HTMLInputElement).value).toBe('17:00');
      fireEvent.change(within(dialog).getByLabelText('Note (only you see it)'), {
        target: { value: 'Sound check' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Block this time' }));
      await within(dialog).findByText("This time has bookings, so it can't be blocked.");
      expect(sent).toEqual([
        { listingId: LISTING, startsAt: at('15:00'), endsAt: at('17:00'), note: 'Sound check' },
      ]);
      const link = within(dialog).getByRole('link', { name: /Order 100012 · DJ Pro/ });
      expect(link?.getAttribute('href')).toBe(`/retailer/orders/${ORDER}`);
      expect((within(dialog).getByLabelText('Note (only you see it)') as HTMLInputElement).value).toBe(
        'Sound check',
      );
    },
    GRID_TEST_MS,
  );
});
