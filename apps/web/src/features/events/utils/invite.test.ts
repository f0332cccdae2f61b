import type { EventDetail } from '@haflah/contracts';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { invitationText, whatsappNumber, whatsappUrl } from './invite';

const LINK = 'https://haflah.example/rsvp/abc';
/** Wednesday 10 March 2027, 19:30 in Bahrain. */
const event: Pick<EventDetail, 'title' | 'startsAt' | 'venue'> = {
  title: 'Noor’s 30th Birthday',
  startsAt: '2027-03-10T16:30:00.000Z',
  venue: { kind: 'text', text: 'Our garden in Saar' },
};
const t = () => i18n.t.bind(i18n) as typeof i18n.t;
/** The text a wa.me link carries, decoded. */
const textOf = (link: string) => new URL(link).searchParams.get('text') ?? '';

afterEach(() => setLanguage('en'));

describe('the guest’s WhatsApp number', () => {
  it('is digits only with the country code: a local Bahrain number gets 973', () => {
    expect(whatsappNumber('+97336001234')).toBe('97336001234');
    expect(whatsappNumber('3600 1234')).toBe('97336001234');
    expect(whatsappNumber('00973 3600-1234')).toBe('97336001234');
    expect(whatsappNumber('+44 20 7946 0958')).toBe('442079460958');
  });

  it('is none without a usable number', () => {
    expect(whatsappNumber(null)).toBeNull();
    expect(whatsappNumber('')).toBeNull();
    expect(whatsappNumber('12345')).toBeNull();
  });
});

describe('the WhatsApp invitation', () => {
  it('opens the chat with the guest’s number, the whole message encoded', () => {
    const link = whatsappUrl(t(), {
      event,
      guest: { name: 'Hasan', phone: '+97336001234', locale: 'en' },
      url: `${LINK}?a=1&b=2`,
    });
    expect(link.startsWith('https://wa.me/97336001234?text=')).toBe(true);
    // Nothing in the text escapes its parameter: no raw space, newline, '&' or '#'.
    expect(link.split('?text=')[1]).not.toMatch(/[\s&#]/);
    expect(textOf(link)).toBe(
      [
        'Hi Hasan!',
        "You're invited to Noor’s 30th Birthday 🎉",
        '📅 Wednesday 10 March at 7:30 PM',
        '📍 Our garden in Saar',
        `Please let us know if you can come: ${LINK}?a=1&b=2`,
      ].join('\n'),
    );
  });

  it('is written in the guest’s language, whatever the host’s', () => {
    setLanguage('en');
    const text = textOf(
      whatsappUrl(t(), { event, guest: { name: 'سارة', phone: '36001234', locale: 'ar' }, url: LINK }),
    );
    expect(text).toContain('مرحبًا سارة!');
    expect(text).toContain('يسعدنا دعوتك إلى Noor’s 30th Birthday');
    expect(text).toContain('📅 الأربعاء 10 مارس، الساعة 7:30 م');
    expect(text).toContain('7:30 م');
    expect(text).toContain(`نرجو تأكيد حضورك عبر هذا الرابط: ${LINK}`);
    expect(text).not.toMatch(/invited|Please/);

    setLanguage('ar');
    const english = invitationText(t(), { event, guestName: 'Hasan', url: LINK, locale: 'en' });
    expect(english).toContain('Wednesday 10 March at 7:30 PM');
    expect(english).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('says it in both languages when the guest’s is not known, and shares it without a number', () => {
    const link = whatsappUrl(t(), { event, guest: { name: 'Ali', phone: null, locale: null }, url: LINK });
    expect(link.startsWith('https://wa.me/?text=')).toBe(true);
    const [en, ar] = textOf(link).split('\n\n');
    expect(en).toMatch(/^Hi Ali!\n/);
    expect(ar).toMatch(/^مرحبًا Ali!\n/);
  });

  it('names a saved address’s area in the guest’s language, never the full address', () => {
    const atHome = {
      ...event,
      venue: {
        kind: 'address' as const,
        addressId: null,
        address: {
          labelKind: 'home' as const,
          label: null,
          area: 'Riffa',
          governorate: 'southern' as const,
          block: '901',
          road: '12',
          building: '77',
          flat: null,
          directions: null,
          contactPhone: '+97336001234',
          pin: null,
        },
      },
    } as Pick<EventDetail, 'title' | 'startsAt' | 'venue'>;
    const ar = invitationText(t(), { event: atHome, guestName: 'Sara', url: LINK, locale: 'ar' });
    expect(ar).toContain('📍 الرفاع');
    const en = invitationText(t(), { event: atHome, guestName: 'Sara', url: LINK, locale: 'en' });
    expect(en).toContain('📍 Riffa');
    expect(en).not.toContain('77');
  });
});
