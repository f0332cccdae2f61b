import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { renderListPage } from '../../../features/admin/test/list-page';
import { adminOrderRow } from '../../../features/admin/test/order-fixtures';
import { apiError } from '../../../test/mock-fetch';
import OrdersPage from './OrdersPage';

vi.mock('../../../lib/realtime', () => ({ connectRealtime: () => () => undefined }));

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const render = (path?: string) => renderListPage(<OrdersPage />, '/admin/orders', '/admin/orders/:id', path);

const listCalls = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/admin/orders')).map((c) => c.path);

describe('/admin/orders', () => {
  it('lists orders with number, status, shop, customer and total; each opens its page', async () => {
    serveAdmin((call) =>
      call.path.startsWith('/api/admin/orders')
        ? {
            body: {
              orders: [
                adminOrderRow(),
                adminOrderRow({
                  id: '00000000-0000-4000-8000-0000000000c2',
                  number: 100041,
                  status: 'delivered',
                  isLate: false,
                  customer: null,
                }),
              ],
              nextCursor: null,
            },
          }
        : undefined,
    );
    render();
    const list = await screen.findByRole('list', { name: 'Orders' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Order #100042');
    expect(rows[0]?.textContent).toContain('Pending');
    expect(rows[0]?.textContent).toContain('Sugar Pearl');
    expect(rows[0]?.textContent).toContain('maryam@example.com');
    expect(rows[0]?.textContent).toContain('BD 26.000');
    expect(rows[1]?.textContent).toContain("The customer's account has been deleted");
    fireEvent.click(within(rows[0]!).getByRole('link', { name: 'Order #100042' }));
    expect(screen.getByTestId('where')?.textContent).toContain(
      '/admin/orders/00000000-0000-4000-8000-0000000000c1',
    );
  });

  it('searches by what is typed, filters by status and late, all kept in the address', async () => {
    const { calls } = serveAdmin((call) =>
      call.path.startsWith('/api/admin/orders')
        ? { body: { orders: [adminOrderRow()], nextCursor: null } }
        : undefined,
    );
    render('/admin/orders?status=pending');
    await screen.findByRole('list', { name: 'Orders' });
    expect(screen.getByRole('button', { name: 'Pending' }).getAttribute('aria-pressed')).toBe('true');
    expect(listCalls(calls)).toEqual(['/api/admin/orders?status=pending']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search orders' }), {
      target: { value: 'Maryam@Example.com' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('where')?.textContent).toContain(
        '/admin/orders?q=Maryam%40Example.com&status=pending',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Not accepted in time' }));
    await waitFor(() => expect(screen.getByTestId('where')?.textContent).toContain('late=1'));
    await waitFor(() =>
      expect(listCalls(calls).at(-1)).toBe('/api/admin/orders?q=Maryam%40Example.com&status=pending&late=1'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')?.textContent).toContain(
        '/admin/orders?q=Maryam%40Example.com&late=1',
      ),
    );
  });

  it('says when nothing matches, and clears back to every order', async () => {
    serveAdmin((call) =>
      call.path.startsWith('/api/admin/orders')
        ? { body: { orders: call.path.includes('q=') ? [] : [adminOrderRow()], nextCursor: null } }
        : undefined,
    );
    render('/admin/orders?q=999999');
    expect(await screen.findByRole('heading', { name: 'No orders match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByRole('list', { name: 'Orders' })).toBeTruthy();
    expect((screen.getByRole('searchbox', { name: 'Search orders' }) as HTMLInputElement).value).toBe('');
  });

  it('pages with "more", and offers a retry when loading fails', async () => {
    let fail = true;
    serveAdmin((call) => {
      if (!call.path.startsWith('/api/admin/orders')) return undefined;
      if (fail) return apiError(500, 'INTERNAL');
      return call.path.includes('after=100042')
        ? {
            body: {
              orders: [adminOrderRow({ id: '00000000-0000-4000-8000-0000000000c3', number: 100040 })],
              nextCursor: null,
            },
          }
        : { body: { orders: [adminOrderRow()], nextCursor: '100042' } };
    });
    render();
    expect(await screen.findByText("We couldn't load the orders.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    await screen.findByRole('list', { name: 'Orders' });
    fireEvent.click(screen.getByRole('button', { name: /more/i }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Orders' })).getAllByRole('listitem')).toHaveLength(2),
    );
  });

  it("narrows to one shop's orders from the address, and widens back to every shop", async () => {
    const shop = '00000000-0000-4000-8000-0000000000d1';
    const { calls } = serveAdmin((call) =>
      call.path.startsWith('/api/admin/orders')
        ? { body: { orders: [adminOrderRow()], nextCursor: null } }
        : undefined,
    );
    render(`/admin/orders?shopId=${shop}`);
    await screen.findByRole('list', { name: 'Orders' });
    expect(listCalls(calls)).toEqual([`/api/admin/orders?shopId=${shop}`]);
    expect(screen.getByText("One shop's orders")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Show every shop's orders" }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/admin/orders'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/admin/orders'));
  });

  it('reads in Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serveAdmin((call) =>
      call.path.startsWith('/api/admin/orders')
        ? { body: { orders: [adminOrderRow()], nextCursor: null } }
        : undefined,
    );
    render();
    const list = await screen.findByRole('list', { name: 'الطلبات' });
    expect(within(list).getByRole('listitem')?.textContent).toContain('الطلب رقم 100042');
    expect(within(list).getByRole('listitem')?.textContent).toContain('سكر اللؤلؤ');
    expect(screen.getByRole('searchbox', { name: 'البحث في الطلبات' })).toBeTruthy();
  });
});
