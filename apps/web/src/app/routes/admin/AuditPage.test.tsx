import type { AuditEntry } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { serveAdmin } from '../../../features/admin/test/admin-fixtures';
import { apiError, type MockReply } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import AuditPage from './AuditPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const approved: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000001',
  at: '2026-11-26T06:05:00.000Z',
  actor: { id: 'a1', role: 'admin', name: 'Noora Admin', email: 'admin@haflah.demo' },
  ip: '10.0.0.7',
  action: 'shop.approve',
  target: { type: 'shop', id: 's1', label: { en: 'Sugar & Spice', ar: 'سكر وبهار' } },
  reason: null,
  before: { status: 'pending', statusReason: null },
  after: { status: 'approved', statusReason: null },
};
const deactivated: AuditEntry = {
  id: '00000000-0000-4000-8000-000000000002',
  at: '2026-11-25T20:00:00.000Z',
  actor: { id: 'gone-admin', role: 'admin', name: null, email: null },
  ip: null,
  action: 'driver.update',
  target: { type: 'driver', id: 'd1', label: { en: 'Yusuf Ahmed', ar: 'Yusuf Ahmed' } },
  reason: 'Expired licence',
  before: { isActive: true, status: 'available' },
  after: { isActive: false, status: 'offline' },
};

/** Serves the log: the first page, then (with ?cursor=) the second. */
function serve(pages: AuditEntry[][] | MockReply) {
  return serveAdmin((call) => {
    if (!call.path.startsWith('/api/admin/audit')) return undefined;
    if (!Array.isArray(pages)) return pages;
    const second = call.path.includes('cursor=');
    const entries = pages[second ? 1 : 0] ?? [];
    return { body: { entries, nextCursor: !second && pages.length > 1 ? entries.at(-1)!.id : null } };
  });
}

/** The first answer can take a while on a loaded machine (the whole suite at once). */
const LOADING = { timeout: 5000 };
const entries = () => screen.getAllByRole('listitem');
/** An entry's sentence (its target is an isolated element of its own inside it). */
const sentence = (text: string) => (_: string, el: Element | null) =>
  el?.tagName === 'P' && el.textContent === text;

describe('AuditPage', () => {
  it('says each entry in words: the action and target, who, when, from where, why, and each change', async () => {
    serve([[approved, deactivated]]);
    renderApp(<AuditPage />, { path: '/admin/audit' });
    await screen.findByText(sentence('Approved shop Sugar & Spice'), undefined, LOADING);
    const [first, second] = entries() as [HTMLElement, HTMLElement];
    expect(first.textContent).toContain('By Noora Admin (admin)');
    expect(first.textContent).toContain('10.0.0.7');
    // Bahrain time (UTC+3), with the year (the ICU's English order of day and month varies).
    expect(first.querySelector('time')?.textContent).toMatch(/26.*2026.*9:05\sAM/);
    expect(within(first).getByText('Status').nextElementSibling?.textContent).toBe('pendingapproved');
    expect(within(second).getByText(sentence('Changed driver Yusuf Ahmed'))).toBeTruthy();
    // The target leads to its page.
    expect(within(first).getByRole('link', { name: 'Sugar & Spice' }).getAttribute('href')).toBe(
      '/admin/retailer/s1',
    );
    expect(within(second).getByRole('link', { name: 'Yusuf Ahmed' }).getAttribute('href')).toBe(
      '/admin/drivers?q=Yusuf%20Ahmed',
    );
    // The account is gone: its id.
    expect(second.textContent).toContain('By gone-admin (admin)');
    expect(second.textContent).toContain('Expired licence');
    expect(within(second).getByText('Active').nextElementSibling?.textContent).toBe('yesno');
  });

  it('reads its filters from the address, asks the API with them, and exports the CSV with them', async () => {
    const { calls } = serve([[approved]]);
    renderApp(<AuditPage />, { path: '/admin/audit?action=shop.approve&targetType=shop&from=2026-11-01' });
    await screen.findByText(sentence('Approved shop Sugar & Spice'), undefined, LOADING);
    expect(
      calls.some((c) => c.path === '/api/admin/audit?action=shop.approve&targetType=shop&from=2026-11-01'),
    ).toBe(true);
    expect((screen.getByLabelText('Action') as HTMLSelectElement).value).toBe('shop.approve');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/audit.csv?action=shop.approve&targetType=shop&from=2026-11-01',
    );
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('&to=2026-11-30'))).toBe(true), LOADING);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toContain('to=2026-11-30');
  });

  it('loads older entries on demand', async () => {
    const { calls } = serve([[approved], [deactivated]]);
    renderApp(<AuditPage />, { path: '/admin/audit' });
    await screen.findByText(sentence('Approved shop Sugar & Spice'), undefined, LOADING);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(sentence('Changed driver Yusuf Ahmed'), undefined, LOADING);
    expect(calls.some((c) => c.path === `/api/admin/audit?cursor=${approved.id}`)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('empty, filtered-empty and error states', async () => {
    serve([[]]);
    const first = renderApp(<AuditPage />, { path: '/admin/audit' });
    expect(await screen.findByText('Nothing recorded yet', undefined, LOADING)).toBeTruthy();
    first.unmount();
    serve([[]]);
    const second = renderApp(<AuditPage />, { path: '/admin/audit?action=order.move' });
    expect(await screen.findByText('No entries match', undefined, LOADING)).toBeTruthy();
    second.unmount();
    serve(apiError(500, 'INTERNAL'));
    renderApp(<AuditPage />, { path: '/admin/audit' });
    expect(
      await screen.findByText(
        "We couldn't load the audit log. Check your connection and try again.",
        undefined,
        LOADING,
      ),
    ).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await act(() => i18n.changeLanguage('ar'));
    serve([[approved, deactivated]]);
    renderApp(<AuditPage />, { path: '/admin/audit' });
    expect(
      await screen.findByText(sentence('تمت الموافقة على المتجر سكر وبهار'), undefined, LOADING),
    ).toBeTruthy();
    const [first] = entries() as [HTMLElement];
    expect(within(first).getByText('الحالة').nextElementSibling?.textContent).toBe('قيد المراجعةمقبول');
    expect(first.textContent).toContain('بواسطة Noora Admin (مشرف)');
  });
});
