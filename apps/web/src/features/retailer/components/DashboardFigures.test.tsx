import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { listingsSummary, ordersSummary, serveShop, shopProfile } from '../test/shop-fixtures';
import { DashboardFigures, type DashboardLinks } from './DashboardFigures';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const NO_LINKS: DashboardLinks = { orders: null, order: null, listings: null };
const LINKS: DashboardLinks = {
  orders: (q = '') => `/retailer/orders${q}`,
  order: (id) => `/retailer/orders/${id}`,
  listings: (q = '') => `/retailer/products${q}`,
};

function serve(orders: () => MockReply, listings: () => MockReply) {
  return serveShop(
    () => shopProfile(),
    (call) => {
      if (call.path === '/api/retailer/orders/summary') return orders();
      if (call.path === '/api/retailer/listings/summary') return listings();
    },
  );
}

const figure = (label: string) => screen.getByText(label).closest('li')!;

describe('DashboardFigures', () => {
  it("shows the API's figures: today's orders, waiting and late, revenue in BD, next bookings, listings to fix", async () => {
    serve(
      () => ({
        body: ordersSummary({
          nextBookings: [
            {
              orderId: '00000000-0000-4000-8000-0000000000aa',
              number: 1042,
              name: { en: 'Magic show', ar: 'عرض سحري' },
              startsAt: '2026-11-27T15:00:00.000Z',
              endsAt: '2026-11-27T17:00:00.000Z',
            },
          ],
        }),
      }),
      () => ({ body: listingsSummary() }),
    );
    renderApp(<DashboardFigures links={LINKS} gettingStarted={<p>First steps</p>} />);
    await screen.findByText('New orders today');
    expect(figure('New orders today').textContent).toContain('4');
    expect(figure('Waiting for acceptance').textContent).toContain('2');
    expect(figure('Waiting for acceptance').textContent).toContain('1 late');
    expect(figure('Revenue today').textContent).toContain('BD 37.250');
    expect(figure('Without a picture').textContent).toContain('3');
    expect(figure('Hidden from customers').textContent).toContain('10 of 12 listings are shown');
    const booking = screen.getByText('Magic show').closest('a')!;
    expect(booking.getAttribute('href')).toBe('/retailer/orders/00000000-0000-4000-8000-0000000000aa');
    expect(booking.textContent).toContain('Order #1042');
    // Each figure leads to its list, filtered.
    expect(within(figure('New orders today')).getByRole('link').getAttribute('href')).toMatch(
      /^\/retailer\/orders\?from=(\d{4}-\d{2}-\d{2})&to=\1$/,
    );
    expect(within(figure('Waiting for acceptance')).getByRole('link').getAttribute('href')).toBe(
      '/retailer/orders?status=pending',
    );
    expect(within(figure('Without a picture')).getByRole('link').getAttribute('href')).toBe(
      '/retailer/products?attention=no_image',
    );
    expect(within(figure('Hidden from customers')).getByRole('link').getAttribute('href')).toBe(
      '/retailer/products?attention=inactive',
    );
    // A shop with listings is past its first steps; revenue has no list to lead to.
    expect(screen.queryByText('First steps')).toBeNull();
    expect(within(figure('Revenue today')).queryByRole('link')).toBeNull();
  });

  it("without the lists' screens in the area, shows the figures without links", async () => {
    serve(
      () => ({ body: ordersSummary() }),
      () => ({ body: listingsSummary() }),
    );
    renderApp(<DashboardFigures links={NO_LINKS} gettingStarted={null} />);
    await screen.findByText('New orders today');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No bookings coming up.')).toBeTruthy();
  });

  it('a new shop (no listings) gets its first steps above the figures', async () => {
    serve(
      () => ({
        body: ordersSummary({
          todayNewOrders: 0,
          waitingForAcceptance: 0,
          lateCount: 0,
          todayRevenueFils: 0,
        }),
      }),
      () => ({ body: listingsSummary({ total: 0, active: 0, inactive: 0, withoutImage: 0 }) }),
    );
    renderApp(<DashboardFigures links={NO_LINKS} gettingStarted={<p>First steps</p>} />);
    expect(await screen.findByText('First steps')).toBeTruthy();
    expect(screen.queryByText('Listings that need attention')).toBeNull();
    expect(figure('Revenue today').textContent).toContain('BD 0.000');
  });

  it('shows grey blocks while loading, then an error with Try Again that reloads', async () => {
    let fail = true;
    let answer: (reply: MockReply) => void = () => {};
    serve(
      () => (fail ? apiError(500, 'INTERNAL') : { body: ordersSummary() }),
      () => new Promise<MockReply>((resolve) => (answer = resolve)) as unknown as MockReply,
    );
    const { container } = renderApp(<DashboardFigures links={NO_LINKS} gettingStarted={null} />);
    expect(container.querySelector('[aria-busy="true"]')?.textContent).toContain('Loading your figures…');
    expect((await screen.findByRole('alert')).textContent).toContain("We couldn't load your shop's figures.");
    fail = false;
    answer({ body: listingsSummary() });
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('New orders today')).toBeTruthy();
  });

  it('in Arabic: Arabic plurals and money with Latin digits', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve(
      () => ({ body: ordersSummary({ lateCount: 2 }) }),
      () => ({ body: listingsSummary() }),
    );
    renderApp(<DashboardFigures links={NO_LINKS} gettingStarted={null} />);
    await screen.findByText('طلبات جديدة اليوم');
    expect(figure('بانتظار القبول').textContent).toContain('طلبان متأخران');
    expect(figure('إيرادات اليوم').textContent).toContain('37.250 د.ب');
  });
});
