import type { EventDetail, Guest, Language } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { areaName } from '../../../lib/area-name';
import { formatBahrain, formatTime } from '../../../lib/format-time';

/** The guest's own invitation link, in full (the server gives its path). */
export const inviteUrl = (invitePath: string, origin = window.location.origin) => `${origin}${invitePath}`;

/** Bahrain's country calling code: a local number (8 digits) gets it in front. */
const BAHRAIN_CODE = '973';

/**
 * A phone number as wa.me wants it: digits only, with the country code. The server keeps guests'
 * numbers in E.164, checked with libphonenumber (`+97336001234` → `97336001234`); a number written
 * locally (`3600 1234`) is a Bahrain one. Null when there is no number to chat with.
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  if (!phone) return null;
  let digits = phone.replace(/\D/g, '');
  // The international prefix typed instead of '+' (00973…).
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 8) digits = `${BAHRAIN_CODE}${digits}`;
  return digits.length >= 10 ? digits : null;
}

/** The venue in a few words, in `lang`: the area of a saved address (in that language), or the host's words. */
function venueWords(venue: EventDetail['venue'], lang: Language): string | null {
  if (venue.kind === 'text') return venue.text.trim() || null;
  return areaName(venue.address.area, lang);
}

type InvitedEvent = Pick<EventDetail, 'title' | 'startsAt' | 'venue'>;

/**
 * The invitation in one language: the greeting, what, when (the day as Bahrain sees it and the time,
 * in the style of lib/format.ts), where, and the link. Both files of the events strings hold both
 * languages' words (`events.invite.en.*`, `events.invite.ar.*`), so a host using the app in English can
 * write to a guest in Arabic without loading the other language.
 */
function invitationIn(
  t: TFunction,
  lang: Language,
  { event, guestName, url }: { event: InvitedEvent; guestName: string; url: string },
): string {
  const venue = venueWords(event.venue, lang);
  // The parts one by one, put in order by the words ('Wednesday 10 March'), as some engines write
  // English month first.
  const part = (options: Intl.DateTimeFormatOptions) => formatBahrain(event.startsAt, lang, options);
  const when = {
    weekday: part({ weekday: 'long' }),
    day: part({ day: 'numeric' }),
    month: part({ month: 'long' }),
    time: formatTime(event.startsAt, lang),
  };
  return [
    t(`events.invite.${lang}.greeting`, { name: guestName }),
    t(`events.invite.${lang}.invited`, { title: event.title }),
    t(`events.invite.${lang}.when`, when),
    venue ? t(`events.invite.${lang}.where`, { venue }) : null,
    t(`events.invite.${lang}.reply`, { url }),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The invitation's words: in the guest's language when it is known, else in both (English, then
 * Arabic).
 */
export function invitationText(
  t: TFunction,
  args: { event: InvitedEvent; guestName: string; url: string; locale: Language | null },
): string {
  if (args.locale) return invitationIn(t, args.locale, args);
  return `${invitationIn(t, 'en', args)}\n\n${invitationIn(t, 'ar', args)}`;
}

/**
 * The WhatsApp invitation: the chat with the guest's saved number when there is one (the host only
 * presses send), else WhatsApp's share, where the host picks the chat.
 */
export function whatsappUrl(
  t: TFunction,
  {
    event,
    guest,
    url,
  }: { event: InvitedEvent; guest: Pick<Guest, 'name' | 'phone' | 'locale'>; url: string },
): string {
  const text = encodeURIComponent(
    invitationText(t, { event, guestName: guest.name, url, locale: guest.locale }),
  );
  const number = whatsappNumber(guest.phone);
  return number ? `https://wa.me/${number}?text=${text}` : `https://wa.me/?text=${text}`;
}
