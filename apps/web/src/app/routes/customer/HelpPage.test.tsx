import type { SupportRequest } from '@haflah/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { customerUser } from '../../../test/fixtures';
import { apiError, type MockCall, type MockReply, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { invalidateFor } from '../../realtime';
import HelpPage from './HelpPage';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('en'));
});

const REQUEST: SupportRequest = {
  id: '00000000-0000-4000-8000-000000000301',
  number: 1042,
  topic: 'delivery',
  status: 'answered',
  message: 'The balloons came without helium.',
  order: { id: '00000000-0000-4000-8000-000000000401', number: 100042 },
  createdAt: '2026-11-25T09:00:00.000Z',
  closedAt: null,
  replies: [
    {
      id: '00000000-0000-4000-8000-000000000501',
      body: 'We are sending new ones today.',
      at: '2026-11-25T10:00:00.000Z',
    },
  ],
};

/** The API as /help meets it: the session (signed out unless `user`), orders, requests, sending. */
function serve(
  { user = null, requests = [] as SupportRequest[] } = {},
  send: (call: MockCall) => MockReply = () => ({ status: 201, body: { id: REQUEST.id, number: 1043 } }),
) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user } };
    if (call.path.startsWith('/api/orders')) return { body: { orders: [], total: 0, nextCursor: null } };
    if (call.method === 'GET' && call.path === '/api/support/requests') return { body: { requests } };
    if (call.method === 'POST' && call.path === '/api/support/requests') return send(call);
    return apiError(404, 'NOT_FOUND');
  });
}

const search = () => screen.getByRole('searchbox', { name: 'Search the questions' });

describe('HelpPage: the FAQ', () => {
  it('filters the questions as you type, opens what it finds, and says when nothing matches', async () => {
    serve();
    renderApp(<HelpPage />, { path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeTruthy();
    const all = screen.getAllByRole('group').length; // each <details> is a group
    expect(all).toBe(21);

    fireEvent.change(search(), { target: { value: 'refund' } });
    const shown = screen.getAllByRole('group');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(all);
    expect(screen.getByText('Will I get my money back?')).toBeTruthy();
    for (const details of shown) expect(details.hasAttribute('open')).toBe(true);
    expect(screen.getByText(`${shown.length} questions match`)).toBeTruthy();

    fireEvent.change(search(), { target: { value: 'zzzz qqq' } });
    expect(screen.queryAllByRole('group')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'No answer matches “zzzz qqq”' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask us instead' }).getAttribute('href')).toBe('#contact');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('group')).toHaveLength(all);
  });

  it('searches in Arabic whatever the hamza or the article', async () => {
    serve();
    await act(() => i18n.changeLanguage('ar'));
    renderApp(<HelpPage />, { path: '/help' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), {
      target: { value: 'الالغاء' },
    });
    expect(screen.getByText('هل يمكنني إلغاء طلبي؟')).toBeTruthy();
    expect(screen.queryByText('كيف تعمل المواعيد؟')).toBeNull();
  });
});

describe('HelpPage: the contact form', () => {
  it('signed out: says what is missing, keeps the text, sends the email and the language, shows the number', async () => {
    const { calls } = serve();
    renderApp(<HelpPage />, { path: '/help' });
    const send = await screen.findByRole('button', { name: 'Send request' });
    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Help' } });
    fireEvent.click(send);
    expect(await screen.findByText('Choose a topic.')).toBeTruthy();
    expect(screen.getByText('Write a little more: at least 10 characters.')).toBeTruthy();
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'payment' } });
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'My card was charged twice.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ali@example.com' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /Your name/ }), { target: { value: 'Ali' } });
    fireEvent.click(send);
    expect(await screen.findByText('Request #1043 is on its way')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      topic: 'payment',
      message: 'My card was charged twice.',
      email: 'ali@example.com',
      name: 'Ali',
      locale: 'en',
    });
  });

  it('a refusal (too many requests) says so and keeps what was typed', async () => {
    serve({}, () => apiError(429, 'RATE_LIMITED'));
    renderApp(<HelpPage />, { path: '/help' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Topic' }), { target: { value: 'other' } });
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Something else entirely.' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'ali@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect((await screen.findByRole('alert')).textContent).toContain("You've sent several requests");
    expect((screen.getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      'Something else entirely.',
    );
  });

  it('signed in: offers the recent orders, and sends the one chosen', async () => {
    const order = {
      id: '00000000-0000-4000-8000-000000000401',
      number: 100042,
      status: 'processing',
      shop: { id: '00000000-0000-4000-8000-000000000402', name: { en: 'Balloon Bay', ar: 'خليج البالونات' } },
      createdAt: '2026-11-25T09:00:00.000Z',
      itemCount: 2,
      totalFils: 12_500,
      imageUrl: null,
    };
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user: customerUser } };
      if (call.path.startsWith('/api/orders'))
        return { body: { orders: [order], total: 1, nextCursor: null } };
      if (call.method === 'GET' && call.path === '/api/support/requests') return { body: { requests: [] } };
      if (call.method === 'POST') return { status: 201, body: { id: REQUEST.id, number: 1044 } };
      return apiError(404, 'NOT_FOUND');
    });
    renderApp(<HelpPage />, { path: '/help' });
    const select = (await screen.findByRole('combobox', { name: /^Order/ })) as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    expect(options[0]).toBe('Not about an order');
    expect(options[1]).toMatch(/^#100042 · Balloon Bay · .*2026$/);
    fireEvent.change(select, { target: { value: order.id } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Topic' }), { target: { value: 'delivery' } });
    fireEvent.change(screen.getByLabelText('Your message'), {
      target: { value: 'Where is my order please?' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request #1044 is on its way')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      topic: 'delivery',
      orderId: order.id,
      message: 'Where is my order please?',
      locale: 'en',
    });
  });

  it('signed in: no email field, its requests with the answers, read again on support.changed', async () => {
    let requests: SupportRequest[] = [{ ...REQUEST, status: 'open', replies: [] }];
    const { calls } = mockFetch((call) => {
      if (call.path === '/api/auth/session') return { body: { user: customerUser } };
      if (call.path.startsWith('/api/orders')) return { body: { orders: [], total: 0, nextCursor: null } };
      if (call.path === '/api/support/requests') return { body: { requests } };
      return apiError(404, 'NOT_FOUND');
    });
    const { queryClient } = renderApp(<HelpPage />, { path: '/help' });
    const list = await screen.findByRole('region', { name: 'Your requests' });
    expect(await within(list).findByRole('heading', { name: 'Request #1042' })).toBeTruthy();
    expect(within(list).getByText('Waiting for an answer')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();

    requests = [REQUEST];
    await act(async () => {
      await invalidateFor(queryClient, { type: 'support.changed', requestId: REQUEST.id });
    });
    expect(await within(list).findByText('We are sending new ones today.')).toBeTruthy();
    expect(within(list).getByText('Answered')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/support/requests').length).toBeGreaterThanOrEqual(2);
  });
});
