import type { ShopListing } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { listing, page, retailerUser } from '../../../features/shop-listings/testing';
import { setLanguage } from '../../../lib/i18n';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import ListingsPage from './ListingsPage';

/** The shop's listings server: GET answers `list(query)`, POST …/status answers `status(call)`. */
function listingsServer({
  list = () => ({ body: page([]) }),
  status = () => ({ body: { updated: [] } }),
}: {
  list?: (query: URLSearchParams) => MockReply;
  status?: (call: MockCall) => MockReply;
} = {}) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: retailerUser } };
    if (call.method === 'GET' && call.path.startsWith('/api/retailer/listings')) {
      return list(new URL(call.path, 'http://x').searchParams);
    }
    if (call.method === 'POST' && call.path === '/api/retailer/listings/status') return status(call);
    return apiError(404, 'NOT_FOUND');
  });
}

const listCalls = (calls: MockCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/retailer/listings'));
const rows = (name = 'Listings') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((li) => within(li).getByRole('heading').textContent);

afterEach(() => act(() => setLanguage('en')));

describe('ListingsPage', () => {
  it('shows each listing with its names, price or hourly rate, kind and state', async () => {
    listingsServer({
      list: () => ({
        body: page(
          [
            listing({
              name: { en: 'Unicorn cake', ar: 'كيكة يونيكورن' },
              salePriceFils: 10_000,
              isOnSale: true,
            }),
            listing({
              kind: 'entertainment',
              pricingType: 'hourly',
              priceFils: 0,
              hourlyRateFils: 25_000,
              name: { en: 'Magic show', ar: 'عرض سحري' },
              isActive: false,
              imageUrl: '/media/uploads/a.webp',
            }),
          ],
          null,
          2,
        ),
      }),
    });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    expect(await screen.findByText('2 listings')).toBeTruthy();
    expect(rows()).toEqual(['Unicorn cake', 'Magic show']);
    const [cake, show] = within(screen.getByRole('list', { name: 'Listings' })).getAllByRole('listitem');
    expect(
      within(cake as HTMLElement)
        .getByText('كيكة يونيكورن')
        .getAttribute('lang'),
    ).toBe('ar');
    expect(within(cake as HTMLElement).getByText('BD 10.000')).toBeTruthy();
    expect(within(cake as HTMLElement).getByText('BD 12.500')).toBeTruthy();
    expect(within(cake as HTMLElement).getByText('No image')).toBeTruthy();
    expect(within(show as HTMLElement).getByText('BD 25.000 / hour')).toBeTruthy();
    expect(within(show as HTMLElement).getByText('Inactive')).toBeTruthy();
    expect(within(show as HTMLElement).getByText('Entertainment')).toBeTruthy();
    expect(
      within(show as HTMLElement)
        .getByRole('link', { name: 'Edit Magic show' })
        .getAttribute('href'),
    ).toMatch(/^\/retailer\/products\/[0-9a-f-]{36}$/);
  });

  it('reads its filters from the URL (the dashboard links ?attention=no_image) and sends them', async () => {
    const { calls } = listingsServer({ list: () => ({ body: page([listing()]) }) });
    renderApp(<ListingsPage />, { path: '/retailer/products?attention=no_image&kind=rental&status=bogus' });
    await screen.findByRole('list', { name: 'Listings' });
    const query = new URL(listCalls(calls)[0]?.path ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(query)).toEqual({ attention: 'no_image', kind: 'rental' });
    expect((screen.getByLabelText('Needs attention') as HTMLSelectElement).value).toBe('no_image');
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('rental');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'inactive' } });
    // The rows stay on screen (no skeleton) until the new filter's page lands.
    expect(screen.queryByText('Loading your listings…')).toBeNull();
    expect(screen.getByRole('list', { name: 'Listings' })).toBeTruthy();
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(new URL(listCalls(calls)[1]?.path ?? '', 'http://x').searchParams.get('status')).toBe('inactive');
  });

  it('searches once typing pauses, not on every letter', async () => {
    const { calls } = listingsServer({ list: () => ({ body: page([listing()]) }) });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    await screen.findByRole('list', { name: 'Listings' });
    const box = screen.getByRole('searchbox', { name: 'Search your listings' });
    fireEvent.change(box, { target: { value: 'c' } });
    fireEvent.change(box, { target: { value: 'ca' } });
    fireEvent.change(box, { target: { value: 'cake' } });
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    expect(new URL(listCalls(calls)[1]?.path ?? '', 'http://x').searchParams.get('q')).toBe('cake');
  });

  it('a new shop is told what to do first: add a listing or import a CSV', async () => {
    listingsServer();
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    await screen.findByRole('heading', { name: 'Add your first listing' });
    expect(screen.getByRole('link', { name: 'Add a listing' }).getAttribute('href')).toBe(
      '/retailer/products/new',
    );
    expect(screen.getByRole('link', { name: 'Import from CSV' }).getAttribute('href')).toBe(
      '/retailer/products/import',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/retailer/listings/export.csv',
    );
  });

  it('nothing matching the filters is not the empty shop: it offers to clear them', async () => {
    const { calls } = listingsServer({
      list: (q) => ({ body: page(q.get('q') ? [] : [listing({ name: { en: 'Tent', ar: 'خيمة' } })]) }),
    });
    renderApp(<ListingsPage />, { path: '/retailer/products?q=zzz' });
    await screen.findByRole('heading', { name: 'No listings match' });
    expect(screen.getByText('0 matches')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' })[0] as HTMLElement);
    await waitFor(() => expect(rows()).toEqual(['Tent']));
    expect(listCalls(calls).at(-1)?.path).toBe('/api/retailer/listings');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });

  it('loads more with the cursor, and tries again after a failure', async () => {
    let failFirst = true;
    const { calls } = listingsServer({
      list: (q) => {
        if (failFirst) {
          failFirst = false;
          return apiError(500, 'INTERNAL');
        }
        return q.get('after') === 'c2'
          ? { body: page([listing({ name: { en: 'Older', ar: 'أقدم' } })], null, 2) }
          : { body: page([listing({ name: { en: 'Newer', ar: 'أحدث' } })], 'c2', 2) };
      },
    });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    await screen.findByRole('list', { name: 'Listings' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(rows()).toEqual(['Newer', 'Older']));
    expect(listCalls(calls).at(-1)?.path).toBe('/api/retailer/listings?after=c2');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('deactivates ticked listings together, confirming when customers hold or booked them', async () => {
    const shown = [
      listing({ name: { en: 'Tent', ar: 'خيمة' } }),
      listing({ name: { en: 'DJ', ar: 'دي جي' } }),
    ];
    const ids = shown.map((l) => l.id);
    const { calls } = listingsServer({
      list: () => ({ body: page(shown) }),
      status: (call) =>
        (call.body as { confirm: boolean }).confirm
          ? { body: { updated: ids } }
          : {
              status: 409,
              body: {
                error: {
                  code: 'LISTING_HAS_COMMITMENTS',
                  message: 'x',
                  details: { liveHolds: 2, futureBookings: 1, listingIds: [ids[0]] },
                },
              },
            },
    });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    await screen.findByRole('list', { name: 'Listings' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tent' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select DJ' }));
    const bar = screen.getByRole('region', { name: '2 selected' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Customers are counting on these listings' });
    expect(within(dialog).getByText('2 customers have it in their carts right now.')).toBeTruthy();
    expect(within(dialog).getByText('1 upcoming booking.')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep it active');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate anyway' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await within(toastRegion()).findByText('2 listings are now hidden from customers.');
    const sent = calls.filter((c) => c.method === 'POST').map((c) => c.body);
    expect(sent).toEqual([
      { ids, active: false, confirm: false },
      { ids, active: false, confirm: true },
    ]);
    expect(screen.queryByRole('region', { name: /selected/ })).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select all shown' })),
    );
  });

  it('keeping them active sends nothing more', async () => {
    const shown: ShopListing[] = [listing({ name: { en: 'Tent', ar: 'خيمة' } })];
    const { calls } = listingsServer({
      list: () => ({ body: page(shown) }),
      status: () => ({
        status: 409,
        body: {
          error: {
            code: 'LISTING_HAS_COMMITMENTS',
            message: 'x',
            details: { liveHolds: 0, futureBookings: 3, listingIds: [shown[0]?.id] },
          },
        },
      }),
    });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    await screen.findByRole('list', { name: 'Listings' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all shown' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customers are counting on this' });
    expect(within(dialog).queryByText(/right now/)).toBeNull();
    expect(within(dialog).getByText('3 upcoming bookings.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it active' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(screen.getByRole('region', { name: '1 selected' })).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    act(() => setLanguage('ar'));
    listingsServer({
      list: () => ({ body: page([listing({ name: { en: 'Tent', ar: 'خيمة' } })], null, 1) }),
    });
    renderApp(<ListingsPage />, { path: '/retailer/products' });
    expect(await screen.findByText('منتج واحد')).toBeTruthy();
    expect(rows('المنتجات')).toEqual(['خيمة']);
    expect(screen.getByText('12.500 د.ب')).toBeTruthy();
  });
});
