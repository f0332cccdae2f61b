import type { ShopAnalytics } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveShop, shopProfile } from '../../../features/retailer/test/shop-fixtures';
import type { MockCall } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import AnalyticsPage from './AnalyticsPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const LISTING = '00000000-0000-4000-8000-0000000000b1';
const day = (date: string, grossFils: number, refundsFils = 0, orders = grossFils ? 1 : 0) => ({
  date,
  grossFils,
  refundsFils,
  netFils: grossFils - refundsFils,
  orders,
});

function analytics(overrides: Partial<ShopAnalytics> = {}): ShopAnalytics {
  return {
    period: { from: '2026-03-04', to: '2026-03-06', days: 3 },
    previousPeriod: { from: '2026-03-01', to: '2026-03-03', days: 3 },
    current: { grossFils: 36_000, refundsFils: 6_000, netFils: 30_000, orders: 3, averageOrderFils: 12_000 },
    previous: { grossFils: 24_000, refundsFils: 6_000, netFils: 18_000, orders: 4, averageOrderFils: 6_000 },
    days: [day('2026-03-04', 12_500), day('2026-03-05', 0), day('2026-03-06', 23_500, 6_000, 2)],
    topListings: [
      { listingId: LISTING, name: { en: 'Balloon arch', ar: 'قوس بالونات' }, quantity: 4, salesFils: 20_000 },
    ],
    utilisation: [
      {
        listingId: '00000000-0000-4000-8000-0000000000b2',
        name: { en: 'Magic show', ar: 'عرض سحري' },
        capacity: 2,
        bookedHours: 6,
        openHours: 24,
        ratio: 0.125,
      },
    ],
    customers: { current: { new: 2, returning: 1 }, previous: { new: 3, returning: 0 } },
    ...overrides,
  };
}

function render(
  answer: (call: MockCall) => { status?: number; body: unknown },
  path = '/retailer/analytics',
) {
  const { calls } = serveShop(
    () => shopProfile(),
    (call) => (call.path.startsWith('/api/retailer/analytics') ? answer(call) : undefined),
  );
  renderApp(
    <Routes>
      <Route path="retailer/analytics" element={<AnalyticsPage />} />
    </Routes>,
    { path },
  );
  return {
    get asked() {
      return calls.filter((c) => c.path.startsWith('/api/retailer/analytics'));
    },
  };
}

const rowOf = (table: HTMLElement, header: string) =>
  within(table).getByRole('rowheader', { name: header }).closest('tr')!.querySelectorAll('td');

// The first chart compiles and loads recharts (its lazy chunk): more than the default 5 s on a busy machine.
describe('AnalyticsPage', { timeout: 20_000 }, () => {
  it("shows the period's figures against the previous period, and every chart's numbers in a table", async () => {
    const api = render(() => ({ body: analytics() }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    const gross = (await screen.findByText('Gross sales')).closest('li')!;
    expect(gross.textContent).toContain('BD 36.000');
    expect(within(gross).getByText('Up 50% on the previous period')).toBeTruthy();
    const orders = screen.getByText('Orders', { selector: 'span' }).closest('li')!;
    expect(within(orders).getByText('Down 25% on the previous period')).toBeTruthy();
    expect(api.asked[0]!.path).toBe('/api/retailer/analytics?period=7d');

    const byDay = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(byDay).getAllByRole('row')).toHaveLength(4);
    expect([...rowOf(byDay, 'Wed 4 Mar')].map((c) => c.textContent)).toEqual([
      '1',
      'BD 12.500',
      'BD 0.000',
      'BD 12.500',
    ]);
    // A day without orders is a row of zeros.
    expect([...rowOf(byDay, 'Thu 5 Mar')].map((c) => c.textContent)).toEqual([
      '0',
      'BD 0.000',
      'BD 0.000',
      'BD 0.000',
    ]);
    expect([...rowOf(byDay, 'Fri 6 Mar')].map((c) => c.textContent)).toEqual([
      '2',
      'BD 23.500',
      'BD 6.000',
      'BD 17.500',
    ]);

    const top = screen.getByRole('table', { name: 'Top listings by sales' });
    expect([...rowOf(top, 'Balloon arch')].map((c) => c.textContent)).toEqual(['4', 'BD 20.000']);
    const use = screen.getByRole('table', { name: 'Utilisation by listing' });
    expect([...rowOf(use, 'Magic show')].map((c) => c.textContent)).toEqual(['6', '48', '13%']);
    const customers = screen.getByRole('table', { name: 'New and returning customers' });
    expect([...rowOf(customers, 'New')].map((c) => c.textContent)).toEqual(['2', '3']);
    expect([...rowOf(customers, 'Returning')].map((c) => c.textContent)).toEqual(['1', '0']);

    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/retailer/analytics/orders.csv?period=7d',
    );
  });

  it('switches periods; a custom range is asked for once it is one the server accepts', async () => {
    const api = render(() => ({ body: analytics() }));
    await screen.findByText('Gross sales');
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await vi.waitFor(() => expect(api.asked.at(-1)!.path).toBe('/api/retailer/analytics?period=30d'));
    expect(screen.getByRole('button', { name: '30 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/retailer/analytics/orders.csv?period=30d',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = await screen.findByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-01-01' } });
    fireEvent.change(from, { target: { value: '2026-01-10' } });
    expect(screen.getByRole('alert').textContent).toBe('The end day is before the start day.');
    const asked = api.asked.length;
    fireEvent.change(from, { target: { value: '2025-12-20' } });
    await vi.waitFor(() =>
      expect(api.asked.at(-1)!.path).toBe(
        '/api/retailer/analytics?period=custom&from=2025-12-20&to=2026-01-01',
      ),
    );
    expect(api.asked.length).toBe(asked + 1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the period has no orders', async () => {
    const zero = { grossFils: 0, refundsFils: 0, netFils: 0, orders: 0, averageOrderFils: 0 };
    render(() => ({
      body: analytics({
        current: zero,
        previous: zero,
        days: [day('2026-03-04', 0)],
        topListings: [],
        utilisation: [],
      }),
    }));
    expect(await screen.findByRole('heading', { name: 'No orders in this period' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Nothing before to compare with').length).toBe(5);
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let fail = true;
    render(() =>
      fail ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } : { body: analytics() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("Couldn't load the figures");
    fail = false;
    fireEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByText('Gross sales')).toBeTruthy();
  });

  it('in Arabic: the words, money as د.ب, the same numbers in the tables', async () => {
    await act(() => i18n.changeLanguage('ar'));
    render(() => ({ body: analytics() }), '/retailer/analytics?period=today');
    expect(await screen.findByRole('heading', { level: 1, name: 'التحليلات' })).toBeTruthy();
    const gross = (await screen.findByText('إجمالي المبيعات')).closest('li')!;
    expect(gross.textContent).toContain('36.000 د.ب');
    expect(within(gross).getByText('ارتفاع 50% عن الفترة السابقة')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'اليوم' }).getAttribute('aria-pressed')).toBe('true');
    const top = screen.getByRole('table', { name: 'المنتجات الأكثر مبيعًا' });
    expect([...rowOf(top, 'قوس بالونات')].map((c) => c.textContent)).toEqual(['4', '20.000 د.ب']);
  });
});
