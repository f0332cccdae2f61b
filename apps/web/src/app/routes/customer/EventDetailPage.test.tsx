import type { EventDetail } from '@haflah/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import EventDetailPage from './EventDetailPage';

const EVENT_ID = '00000000-0000-4000-8000-000000000001';
const GUEST_ID = '00000000-0000-4000-8000-000000000002';

const event = (startsAt: string): EventDetail => ({
  id: EVENT_ID,
  title: 'Eid Ghabga',
  occasion: 'ghabga',
  date: startsAt.slice(0, 10),
  startTime: '19:30',
  startsAt,
  status: 'active',
  venue: { kind: 'text', text: 'Our majlis in Riffa' },
  expectedGuests: 30,
  counts: { going: 0, maybe: 0, declined: 0, pending: 1, headcount: 0, invited: 1 },
  maxCompanions: 2,
  notes: '',
  guests: [
    {
      id: GUEST_ID,
      name: 'Sara',
      phone: null,
      email: 'sara@example.test',
      answer: null,
      companions: 0,
      note: null,
      answeredAt: null,
      locale: null,
      invitePath: `/rsvp/${'a'.repeat(43)}`,
    },
  ],
  orders: [],
  spentFils: 0,
});

function server(detail: EventDetail) {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    if (call.path === `/api/events/${EVENT_ID}` && call.method === 'GET') return { body: detail };
    if (call.path === `/api/events/${EVENT_ID}/guests/${GUEST_ID}/invite`)
      return { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many invitations' } } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } };
  });
}

const render = () =>
  renderApp(
    <Routes>
      <Route path="/events/:id" element={<EventDetailPage />} />
    </Routes>,
    { path: `/events/${EVENT_ID}` },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('EventDetailPage', () => {
  it.each([
    ['en', 'Email invite', 'You have sent a lot of invitations'],
    ['ar', 'دعوة بالبريد', 'أرسلت عددًا كبيرًا من الدعوات'],
  ] as const)('%s: an invitation refused for the mail limits says so', async (lang, label, sentence) => {
    setLanguage(lang);
    server(event('2099-03-10T16:30:00.000Z'));
    render();
    await screen.findByRole('heading', { name: 'Sara' });
    const send = screen.getByRole('button', { name: `${label} Sara` });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByText(new RegExp(sentence))).toBeTruthy());
  });

  it('an event that has started offers no edit, no new guest and no invitation', async () => {
    server(event(new Date(Date.now() - 60_000).toISOString()));
    render();
    await screen.findByRole('heading', { name: 'Sara' });
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Add guest/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Email invite/ })).toBeNull();
  });
});
