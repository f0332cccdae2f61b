import type { EventDetail, Guest } from '@haflah/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { customerUser } from '../../../test/fixtures';
import { mockFetch } from '../../../test/mock-fetch';
import { renderApp } from '../../../test/utils';
import { AddGuestForm, GuestList } from './GuestList';

const EVENT_ID = '00000000-0000-4000-8000-000000000001';
const guest = (over: Partial<Guest>): Guest => ({
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Sara',
  phone: '+97336001234',
  email: null,
  answer: null,
  companions: 0,
  note: null,
  answeredAt: null,
  locale: 'ar',
  invitePath: `/rsvp/${'a'.repeat(43)}`,
  ...over,
});
const event = (guests: Guest[]): EventDetail => ({
  id: EVENT_ID,
  title: 'Eid Ghabga',
  occasion: 'ghabga',
  date: '2099-03-10',
  startTime: '19:30',
  startsAt: '2099-03-10T16:30:00.000Z',
  status: 'active',
  venue: { kind: 'text', text: 'Our majlis in Riffa' },
  expectedGuests: 30,
  counts: { going: 0, maybe: 0, declined: 0, pending: guests.length, headcount: 0, invited: guests.length },
  maxCompanions: 2,
  notes: '',
  guests,
  orders: [],
  spentFils: 0,
});

function server() {
  return mockFetch((call) => {
    if (call.path === '/api/auth/session') return { body: { user: customerUser } };
    const body = call.body as { name: string; locale?: 'en' | 'ar' };
    return {
      status: call.method === 'POST' ? 201 : 200,
      body: event([guest({ locale: body.locale ?? null })]),
    };
  });
}
const whatsapp = (name: string) => screen.getByRole('link', { name: new RegExp(`WhatsApp ${name}`) });
const textOf = (href: string) => new URL(href).searchParams.get('text') ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  setLanguage('en');
});

describe('GuestList', () => {
  it('sends WhatsApp to the guest’s own number in their language; without a number, the share', () => {
    server();
    renderApp(
      <GuestList
        open
        event={event([
          guest({}),
          guest({ id: '00000000-0000-4000-8000-000000000003', name: 'Ali', phone: null, locale: null }),
        ])}
      />,
    );
    const sara = whatsapp('Sara').getAttribute('href') ?? '';
    expect(sara.startsWith('https://wa.me/97336001234?text=')).toBe(true);
    expect(textOf(sara)).toMatch(/^مرحبًا Sara!\nيسعدنا دعوتك إلى Eid Ghabga/);
    expect(textOf(sara)).toContain(`${window.location.origin}/rsvp/${'a'.repeat(43)}`);
    const ali = whatsapp('Ali').getAttribute('href') ?? '';
    expect(ali.startsWith('https://wa.me/?text=')).toBe(true);
    expect(textOf(ali)).toContain('Hi Ali!');
    expect(textOf(ali)).toContain('مرحبًا Ali!');
  });

  it('changes a guest’s invitation language in place', async () => {
    const { calls } = server();
    renderApp(<GuestList open event={event([guest({ locale: null })])} />);
    const select = screen.getByRole('combobox', {
      name: 'Invitation language for Sara',
    }) as HTMLSelectElement;
    expect(select.value).toBe('both');
    fireEvent.change(select, { target: { value: 'en' } });
    await screen.findByText('Invitation language for Sara saved');
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: `/api/events/${EVENT_ID}/guests/${guest({}).id}`,
      body: { name: 'Sara', phone: '+97336001234', locale: 'en' },
    });
  });

  it('in Arabic: the host picks the language when adding a guest', async () => {
    setLanguage('ar');
    const { calls } = server();
    renderApp(<AddGuestForm eventId={EVENT_ID} />);
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'Sara' } });
    fireEvent.change(screen.getByRole('combobox', { name: /لغة الدعوة/ }), { target: { value: 'ar' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الضيف' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sara', locale: 'ar' }),
    );
    // Not chosen: nothing is sent, the guest's answer will tell.
    fireEvent.change(screen.getByLabelText('الاسم'), { target: { value: 'Ali' } });
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: /لغة الدعوة/ }) as HTMLSelectElement).value).toBe('both'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'إضافة الضيف' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ name: 'Ali' }),
    );
  });
});
