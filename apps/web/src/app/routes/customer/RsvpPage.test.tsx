import type { RsvpView } from '@haflah/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_KEY, setLanguage } from '../../../lib/i18n';
import { apiError, mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { AppShell } from '../../layout/AppShell';
import RsvpPage from './RsvpPage';

const TOKEN = 'a'.repeat(43);
const view = (over: Partial<RsvpView> = {}): RsvpView => ({
  event: {
    title: 'Family Ghabga',
    occasion: 'ghabga',
    hostFirstName: 'Layla',
    date: '2099-03-10',
    startTime: '19:00',
    startsAt: '2099-03-10T16:00:00.000Z',
    status: 'active',
    area: 'Riffa',
    venue: null,
  },
  guest: { name: 'Fatima', answer: null, companions: 0, note: null, locale: null },
  maxCompanions: 2,
  open: true,
  ...over,
});

/** The page inside the app's shell, as the router has it, with Home beside it. */
const renderInShell = () =>
  renderApp(
    <Routes>
      <Route element={<AppShell />}>
        <Route index element={<p>Home</p>} />
        <Route path="rsvp/:token" element={<RsvpPage />} />
      </Route>
    </Routes>,
    { path: `/rsvp/${TOKEN}` },
  );
const guestServer = (over: Partial<RsvpView['guest']> = {}) =>
  mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: null } };
    return { body: view({ guest: { ...view().guest, ...over } }) };
  });

const render = (token = TOKEN) =>
  renderApp(
    <Routes>
      <Route path="/rsvp/:token" element={<RsvpPage />} />
    </Routes>,
    { path: `/rsvp/${token}` },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('RsvpPage', () => {
  it('says an unknown link does not work', async () => {
    mockFetch(() => apiError(404, 'NOT_FOUND'));
    render();
    expect(await screen.findByRole('heading', { name: "This invitation link doesn't work" })).toBeTruthy();
  });

  it('answers going with a companion, in Arabic, and shows the address then', async () => {
    setLanguage('ar');
    const { calls } = mockFetch((call) =>
      call.method === 'PUT'
        ? {
            body: view({
              guest: { name: 'Fatima', answer: 'going', companions: 1, note: 'x', locale: null },
              event: { ...view().event, venue: { kind: 'text', text: 'Grandma house' } },
            }),
          }
        : { body: view() },
    );
    render();
    await screen.findByRole('heading', { level: 1, name: 'Family Ghabga' });
    expect(screen.getByText('Riffa')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('سأحضر'));
    fireEvent.click(screen.getByRole('button', { name: 'مرافق أكثر' }));
    fireEvent.change(screen.getByLabelText(/ملاحظة للمضيف/), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'إرسال الرد' }));
    expect(await screen.findByText('Grandma house')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      answer: 'going',
      companions: 1,
      note: 'x',
      locale: 'ar',
    });
    expect(screen.getByRole('link', { name: 'أضف إلى التقويم' }).getAttribute('href')).toBe(
      `/api/rsvp/${TOKEN}/calendar.ics`,
    );
  });

  it('shows answers closed once the event has started', async () => {
    mockFetch(() => ({
      body: view({
        open: false,
        guest: { name: 'F', answer: 'maybe', companions: 0, note: null, locale: null },
      }),
    }));
    render();
    expect(await screen.findByText('Answers are closed for this event.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Update answer' })).toBeNull();
  });

  it.each(['en', 'ar'] as const)(
    '%s: is the guest’s page: no search, cart or navigation, and one language switch',
    async (lang) => {
      setLanguage(lang);
      guestServer();
      renderInShell();
      await screen.findByRole('heading', { level: 1, name: 'Family Ghabga' });
      expect(screen.queryByRole('searchbox')).toBeNull();
      expect(screen.queryByRole('search')).toBeNull();
      expect(screen.queryByRole('navigation')).toBeNull();
      expect(screen.queryByRole('link', { name: /cart|السلة/i })).toBeNull();
      expect(screen.queryByRole('link', { name: /favou?rites|المفضلة/i })).toBeNull();
      expect(screen.getAllByRole('main')).toHaveLength(1);
      // The logo leads into the app; the one language switch is the page's.
      expect(screen.getByRole('link', { name: lang === 'ar' ? 'حفلة' : 'Haflah' }).getAttribute('href')).toBe(
        '/',
      );
      expect(screen.getAllByRole('group', { name: lang === 'ar' ? 'اللغة' : 'Language' })).toHaveLength(1);
      expect(screen.queryByRole('button', { name: /Switch language|تغيير اللغة/ })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: lang === 'ar' ? /English/ : /العربية|Arabic/ }));
      expect(document.documentElement.lang).toBe(lang === 'ar' ? 'en' : 'ar');
    },
  );

  it('opens in the guest’s language when this device has none chosen', async () => {
    localStorage.removeItem(LANGUAGE_KEY);
    guestServer({ locale: 'ar' });
    renderInShell();
    expect(await screen.findByRole('button', { name: 'إرسال الرد' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ar');
  });

  it('keeps the language this device chose', async () => {
    setLanguage('en');
    guestServer({ locale: 'ar' });
    renderInShell();
    expect(await screen.findByRole('button', { name: 'Send answer' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
