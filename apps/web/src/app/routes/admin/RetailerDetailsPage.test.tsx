import type { AdminShopDetail } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { adminShopDetail, SHOP_ID } from '../../../features/admin/test/admin-shops-fixtures';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp, toastRegion } from '../../../test/utils';
import RetailerDetailsPage from './RetailerDetailsPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const renderPage = (id = SHOP_ID) =>
  renderApp(
    <Routes>
      <Route path="/admin/retailer/:id" element={<RetailerDetailsPage />} />
    </Routes>,
    { path: `/admin/retailer/${id}` },
  );

/** Serves the details (read again each time) and the actions (`act`). */
function serve(
  detail: () => AdminShopDetail | MockReply,
  action: (path: string) => MockReply = () => ({ body: {} }),
) {
  return serveAdmin((call) => {
    if (call.method === 'GET' && call.path === `/api/admin/shops/${SHOP_ID}`) {
      const answer = detail();
      return 'profile' in answer ? { body: answer } : answer;
    }
    if (call.method === 'POST') return action(call.path);
  });
}
const section = (name: string) => screen.getByRole('region', { name });

describe('/admin/retailer/:id', () => {
  it('shows the real shop: profile, owner, listings, orders, revenue, rating and who approved it', async () => {
    serve(() => adminShopDetail());
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sugar Pearl' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('Approved', { selector: 'span' })).toBeTruthy();
    const profile = section('Profile');
    expect(within(profile).getByText('445566')).toBeTruthy();
    expect(within(profile).getByText('Fatima Salman')).toBeTruthy();
    expect(within(profile).getByText('BH67 BMAG 0000 1299 1234 56')).toBeTruthy();
    expect(within(profile).getByText('Seef')).toBeTruthy();
    const listings = section('Listings');
    expect(within(listings).getByText('2 listings: 1 active, 1 inactive')).toBeTruthy();
    expect(within(listings).getByText('Rose cake')).toBeTruthy();
    expect(within(section('Recent orders')).getByText('#100042')).toBeTruthy();
    expect(within(section('Revenue and rating')).getByText('4.6 (38 reviews)')).toBeTruthy();
    const history = section('Status history');
    expect(within(history).getByText('Approved by Noora Admin')).toBeTruthy();
    expect(within(history).getByText('admin@haflah.demo')).toBeTruthy();
  });

  it('suspends an approved shop only with a reason, then shows it suspended', async () => {
    let detail = adminShopDetail();
    const { calls } = serve(
      () => detail,
      () => {
        detail = adminShopDetail({ status: 'suspended', statusReason: 'Complaints about hygiene' });
        detail.history.push({
          at: '2026-11-26T05:00:00.000Z',
          action: 'shop.suspend',
          actor: { name: 'Noora Admin', email: 'admin@haflah.demo', role: 'admin' },
          reason: 'Complaints about hygiene',
        });
        return { body: detail.profile };
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend shop' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend “Sugar Pearl”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('Reason'), {
      target: { value: 'Complaints about hygiene' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend shop' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: `/api/admin/shops/${SHOP_ID}/suspend`,
      body: { reason: 'Complaints about hygiene' },
    });
    expect(within(toastRegion()).getByText('Sugar Pearl is suspended.')).toBeTruthy();
    const why = (await screen.findByText('Suspended. The reason:')).parentElement!;
    expect(why.textContent).toBe('Suspended. The reason: Complaints about hygiene');
    expect(within(section('Status history')).getByText('Suspended by Noora Admin')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reinstate shop' })).toBeTruthy();
  });

  it('reinstates a suspended shop after a confirmation, and says why when it is refused', async () => {
    const { calls } = serve(
      () => adminShopDetail({ status: 'suspended', statusReason: 'Unpaid commission' }),
      () => apiError(409, 'SHOP_NOT_SUSPENDED'),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reinstate shop' }, { timeout: 5000 }));
    // Cancel has the focus: nothing is sent until Reinstate is pressed.
    expect(document.activeElement?.textContent).toBe('Cancel');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate' }));
    expect(
      await screen.findByText("This shop isn't suspended, so there's nothing to reinstate."),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(`/api/admin/shops/${SHOP_ID}/reinstate`);
  });

  it('a pending shop is approved or rejected here too; a rejected one has nothing to do', async () => {
    let detail = adminShopDetail({ status: 'pending' });
    serve(() => detail);
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Suspend shop' })).toBeNull();
    unmount();
    detail = adminShopDetail({ status: 'rejected', statusReason: 'No CR' });
    renderPage();
    const why = (await screen.findByText('Not approved. The reason:', undefined, { timeout: 5000 }))
      .parentElement!;
    expect(why.textContent).toBe('Not approved. The reason: No CR');
    expect(screen.queryByRole('button', { name: /Approve|Reject|Suspend|Reinstate/ })).toBeNull();
  });

  it('says a missing shop is not there, with the way to the list', async () => {
    serve(() => apiError(404, 'NOT_FOUND'));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Shop not found' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to all retailers' }).getAttribute('href')).toBe(
      '/admin/all-retailers',
    );
  });
});
