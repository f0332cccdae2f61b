import { bahrainDate, type CalendarListing, type CalendarSlot, type Language } from '@haflah/contracts';
import type { TFunction } from 'i18next';
import { formatMoment, formatTimeRange, timeRange } from '../../../lib/format-time';

/** Text for an accessible name: no direction isolates, joiners or no-break spaces in it. */
export const plain = (text: string) => text.replace(/[\u2066-\u2069\u2060]/g, '').replace(/\u00a0/g, ' ');

/** '2 of 3 booked' (with ', 1 held' when customers hold some), 'Fully booked', or 'Free'. */
export function capacityText(
  t: TFunction,
  listing: CalendarListing,
  use: Pick<CalendarSlot, 'booked' | 'held'>,
) {
  if (use.booked + use.held === 0) return t('shopBookings.free');
  return use.held
    ? t('shopBookings.bookedHeld', { booked: use.booked, held: use.held, capacity: listing.capacity })
    : t('shopBookings.booked', { booked: use.booked, capacity: listing.capacity });
}

export const listingName = (listing: Pick<CalendarListing, 'name'>, lang: Language) => listing.name[lang];

/** A span's times ('4:00 PM – 7:00 PM'), with its days when it does not start and end on one day. */
export function spanText(span: { startsAt: string; endsAt: string }, lang: Language) {
  const end = new Date(Date.parse(span.endsAt) - 1);
  return bahrainDate(new Date(span.startsAt)) === bahrainDate(end)
    ? formatTimeRange(span.startsAt, span.endsAt, lang)
    : timeRange(formatMoment(span.startsAt, lang), formatMoment(span.endsAt, lang));
}
