import type { EventDetail } from '@haflah/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import EventFormPage from './EventFormPage';

const EVENT_ID = '00000000-0000-4000-8000-000000000001';

function server() {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (call.path === '/api/addresses') return { body: { addresses: [] } };
    if (call.path === '/api/events' && call.method === 'POST') {
      const body = call.body as { venue: { text: string } } & Record<string, unknown>;
      const detail: EventDetail = {
        ...(body as unknown as EventDetail),
        id: EVENT_ID,
        startsAt: '2099-03-10T16:00:00.000Z',
        status: 'active',
        venue: { kind: 'text', text: body.venue.text },
        counts: { going: 0, maybe: 0, declined: 0, pending: 0, headcount: 0, invited: 0 },
        guests: [],
        orders: [],
        spentFils: 0,
      };
      return { status: 201, body: detail };
    }
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
}

const render = () =>
  renderApp(
    <Routes>
      <Route path="/events/new" element={<EventFormPage />} />
      <Route path="/events/:id" element={<p>event page</p>} />
    </Routes>,
    { path: '/events/new' },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('EventFormPage', () => {
  it.each(['en', 'ar'] as const)(
    '%s: refuses a title against the spec rule in place, keeping what was typed',
    async (lang) => {
      setLanguage(lang);
      const { calls } = server();
      render();
      const title = await screen.findByLabelText(lang === 'en' ? 'Event name' : 'اسم المناسبة');
      fireEvent.change(title, { target: { value: 'Party @ home' } });
      fireEvent.click(
        screen.getByRole('button', { name: lang === 'en' ? 'Create event' : 'إنشاء المناسبة' }),
      );
      expect(
        await screen.findByText(
          lang === 'en'
            ? 'Use letters, numbers, spaces, apostrophes, quotes and hyphens only (up to 100 characters)'
            : 'استخدم الحروف والأرقام والمسافات والفواصل العلوية وعلامات التنصيص والشرطات فقط (حتى 100 حرف)',
        ),
      ).toBeTruthy();
      expect(title.getAttribute('aria-invalid')).toBe('true');
      expect((title as HTMLInputElement).value).toBe('Party @ home');
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
    },
  );

  it('sends the event checked with the contract, then opens its page', async () => {
    const { calls } = server();
    render();
    fireEvent.change(await screen.findByLabelText('Event name'), { target: { value: 'Layla\'s "Ghabga"' } });
    fireEvent.click(screen.getByLabelText('Ghabga'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-03-10' } });
    fireEvent.change(screen.getByLabelText('Place'), { target: { value: 'Riffa' } });
    fireEvent.click(screen.getByRole('button', { name: 'More: Companions per guest' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create event' }));
    await screen.findByText('event page');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Layla\'s "Ghabga"',
      occasion: 'ghabga',
      date: '2099-03-10',
      startTime: '19:00',
      venue: { kind: 'text', text: 'Riffa' },
      expectedGuests: 20,
      maxCompanions: 3,
      notes: '',
    });
    await waitFor(() => expect(calls.filter((c) => c.path.startsWith('/api/events/')).length).toBe(0));
  });
});
