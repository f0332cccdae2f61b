import type { AdminSupportRequest, AdminSupportSummary } from '@haflah/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandlers } from '../../../../lib/realtime';
import { apiError, type MockCall, type MockReply } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/utils';
import { useAdminRealtime } from '../../hooks/useAdminRealtime';
import { serveAdmin } from '../../test/admin-fixtures';
import { SupportRequestDetail } from './SupportRequestDetail';
import { SupportRequestList } from './SupportRequestList';

const opened: RealtimeHandlers[] = [];
vi.mock('../../../../lib/realtime', () => ({
  connectRealtime: (handlers: RealtimeHandlers) => {
    opened.push(handlers);
    return () => undefined;
  },
}));

afterEach(async () => {
  opened.length = 0;
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const ID = '00000000-0000-4000-8000-000000000301';
const ORDER_ID = '00000000-0000-4000-8000-000000000401';

const request = (overrides: Partial<AdminSupportRequest> = {}): AdminSupportRequest => ({
  id: ID,
  number: 1042,
  topic: 'delivery',
  status: 'open',
  message: 'The balloons came without helium.',
  order: { id: ORDER_ID, number: 100042 },
  createdAt: '2026-11-25T09:00:00.000Z',
  closedAt: null,
  replies: [],
  email: 'fatima@example.com',
  name: 'Fatima',
  locale: 'ar',
  customer: { id: 'u1', email: 'fatima@example.com', name: 'Fatima', createdAt: '2026-01-10T09:00:00.000Z' },
  updatedAt: '2026-11-25T09:00:00.000Z',
  ...overrides,
});

const summary = (overrides: Partial<AdminSupportSummary> = {}): AdminSupportSummary => ({
  id: ID,
  number: 1042,
  topic: 'delivery',
  status: 'open',
  email: 'fatima@example.com',
  name: 'Fatima',
  hasAccount: true,
  excerpt: 'The balloons came without helium.',
  createdAt: '2026-11-25T09:00:00.000Z',
  replyCount: 0,
  ...overrides,
});

function Detail() {
  useAdminRealtime();
  return (
    <Routes>
      <Route path="/admin/support/:id" element={<SupportRequestDetail id={ID} />} />
    </Routes>
  );
}

describe('SupportRequestDetail', () => {
  it('shows the request, its customer and order link; an answer is sent and shows', async () => {
    let current = request();
    const { calls } = serveAdmin((call: MockCall): MockReply | undefined => {
      if (call.path === `/api/admin/support/${ID}`) return { body: current };
      if (call.path === `/api/admin/support/${ID}/answer`) {
        current = request({
          status: 'answered',
          replies: [
            {
              id: '00000000-0000-4000-8000-000000000501',
              body: (call.body as { message: string }).message,
              at: '2026-11-25T10:00:00.000Z',
            },
          ],
        });
        return { body: current };
      }
    });
    renderApp(<Detail />, { path: `/admin/support/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request #1042' })).toBeTruthy();
    expect(screen.getByText('The balloons came without helium.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order #100042' }).getAttribute('href')).toBe(
      `/admin/orders/${ORDER_ID}`,
    );
    expect(screen.getByText('Arabic')).toBeTruthy();
    expect(screen.getByText('No answer yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Write an answer first.');
    fireEvent.change(screen.getByLabelText('Your answer'), {
      target: { value: '  We are sending new ones.  ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText('We are sending new ones.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ message: 'We are sending new ones.' });
    await waitFor(() => expect((screen.getByLabelText('Your answer') as HTMLTextAreaElement).value).toBe(''));
  });

  it('a request closed meanwhile (409) says so in the admin’s language, keeping the answer', async () => {
    serveAdmin((call) => {
      if (call.path === `/api/admin/support/${ID}`) return { body: request() };
      if (call.method === 'POST') return apiError(409, 'SUPPORT_REQUEST_CLOSED');
    });
    await act(() => i18n.changeLanguage('ar'));
    renderApp(<Detail />, { path: `/admin/support/${ID}` });
    const answer = await screen.findByLabelText('ردّك');
    fireEvent.change(answer, { target: { value: 'شكرًا لتواصلك' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    expect((await screen.findByRole('alert')).textContent).toContain('هذا الطلب مغلق');
    expect((answer as HTMLTextAreaElement).value).toBe('شكرًا لتواصلك');
  });

  it('closing asks first, sends the note, and leaves no answer form', async () => {
    let current = request();
    const { calls } = serveAdmin((call) => {
      if (call.path === `/api/admin/support/${ID}`) return { body: current };
      if (call.path === `/api/admin/support/${ID}/close`) {
        current = request({ status: 'closed', closedAt: '2026-11-25T11:00:00.000Z' });
        return { body: current };
      }
    });
    renderApp(<Detail />, { path: `/admin/support/${ID}` });
    fireEvent.click(await screen.findByRole('button', { name: 'Close request' }));
    expect(
      screen.getByText('Close request #1042? It can’t be answered any more.'.replace('’', "'")),
    ).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep it open');
    fireEvent.change(screen.getByRole('textbox', { name: /Note for the audit log/ }), {
      target: { value: 'Sorted by phone' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close it' }));
    await waitFor(() => expect(screen.queryByLabelText('Your answer')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ note: 'Sorted by phone' });
    expect(screen.getAllByText('Closed').length).toBeGreaterThan(0);
  });

  it('a request that does not exist says so', async () => {
    serveAdmin();
    renderApp(<Detail />, { path: `/admin/support/${ID}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Request not found' })).toBeTruthy();
  });
});

describe('SupportRequestList', () => {
  it('lists the open requests, follows support.changed, and says when a search finds none', async () => {
    let rows = [summary()];
    const { calls } = serveAdmin((call) => {
      if (call.path.startsWith('/api/admin/support?')) {
        const q = new URL(call.path, 'http://x').searchParams.get('q');
        return { body: { requests: q ? [] : rows, nextCursor: null } };
      }
    });
    function List() {
      useAdminRealtime();
      const [q, setQ] = useState('');
      return (
        <SupportRequestList
          filter={{ status: 'open', q: q || undefined }}
          query={q}
          onStatus={() => {}}
          onQuery={setQ}
        />
      );
    }
    renderApp(<List />, { path: '/admin/support' });
    const link = await screen.findByRole('link', { name: /#1042/ });
    expect(link.getAttribute('href')).toBe(`/admin/support/${ID}`);
    expect(calls.some((c) => c.path.includes('status=open'))).toBe(true);

    rows = [
      summary(),
      summary({ id: '00000000-0000-4000-8000-000000000302', number: 1043, hasAccount: false }),
    ];
    await waitFor(() => expect(opened.length).toBeGreaterThan(0));
    act(() => opened[0]!.onEvent({ type: 'support.changed', requestId: ID }, 'admin'));
    const second = await screen.findByRole('link', { name: /#1043/ });
    expect(within(second).getByText(/Visitor/)).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by request number or email' }), {
      target: { value: 'nobody@example.com' },
    });
    expect(
      await screen.findByRole('heading', { name: 'No request matches “nobody@example.com”' }),
    ).toBeTruthy();
  });
});
