import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { adminShopRow, adminShopsPage, SHOP_ID } from '../../../features/admin/test/admin-shops-fixtures';
import { renderListPage, where } from '../../../features/admin/test/list-page';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import AllRetailersPage from './AllRetailersPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const renderPage = (path?: string) =>
  renderListPage(<AllRetailersPage />, '/admin/all-retailers', '/admin/retailer/:id', path);

/** Serves GET /api/admin/shops with `answer` (given the query string). */
function serve(answer: (query: URLSearchParams) => MockReply) {
  return serveAdmin((call) => {
    if (call.method === 'GET' && call.path.startsWith('/api/admin/shops?'))
      return answer(new URLSearchParams(call.path.split('?')[1]));
  });
}
const listQueries = (calls: { path: string }[]) =>
  calls.filter((c) => c.path.startsWith('/api/admin/shops?')).map((c) => c.path.split('?')[1]);

describe('/admin/all-retailers', () => {
  it('reads its search, status and page from the address, and each row opens the shop', async () => {
    const { calls } = serve(() => ({
      body: adminShopsPage([adminShopRow({ status: 'suspended' })], { total: 41, page: 2 }),
    }));
    renderPage('/admin/all-retailers?q=pearl&status=suspended&page=2');
    const row = await screen.findByRole('link', { name: /Sugar Pearl/ }, { timeout: 5000 });
    expect(listQueries(calls)).toContain('page=2&q=pearl&status=suspended');
    expect((screen.getByLabelText('Search shops') as HTMLInputElement).value).toBe('pearl');
    expect(screen.getByRole('button', { name: 'Suspended' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('41 shops')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(within(row).getByText('سكر اللؤلؤ')).toBeTruthy();
    expect(within(row).getByText('owner@sugarpearl.bh')).toBeTruthy();
    expect(within(row).getByText('12 active listings')).toBeTruthy();
    fireEvent.click(row);
    expect(where()).toBe(`/admin/retailer/${SHOP_ID}`);
  });

  it('a status chip or a search (debounced) starts again at page 1 and is kept in the address', async () => {
    const { calls } = serve((q) => ({
      body: adminShopsPage([adminShopRow()], { total: 60, page: Number(q.get('page')) }),
    }));
    renderPage();
    await screen.findByRole('link', { name: /Sugar Pearl/ }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(where()).toBe('/admin/all-retailers?page=2'));
    expect(listQueries(calls)).toContain('page=2');

    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(where()).toBe('/admin/all-retailers?status=pending'));
    fireEvent.change(screen.getByLabelText('Search shops'), { target: { value: ' مخبز ' } });
    await waitFor(
      () => expect(where()).toBe(`/admin/all-retailers?q=${encodeURIComponent('مخبز')}&status=pending`),
      {
        timeout: 3000,
      },
    );
    await waitFor(() =>
      expect(listQueries(calls)).toContain(`page=1&q=${encodeURIComponent('مخبز')}&status=pending`),
    );
  });

  it('says when no shop matches (with a way back to all), and when the list cannot load (with a retry)', async () => {
    let fail = true;
    serve((q) => {
      if (fail) return apiError(500, 'INTERNAL');
      return { body: adminShopsPage(q.get('q') ? [] : [adminShopRow()]) };
    });
    renderPage('/admin/all-retailers?q=nothing');
    expect(await screen.findByText("We couldn't load the shops.", undefined, { timeout: 5000 })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'No shops match' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all shops' }));
    await screen.findByRole('link', { name: /Sugar Pearl/ });
    expect(where()).toBe('/admin/all-retailers');
  });
});
