import { EVENT_LENGTH_HOURS, type EventSummary } from '@haflah/contracts';
import { createEvent } from 'ics';
import type { EventRow } from './events.repository.js';

/** One line of a venue, for a calendar's location. */
function location(venue: EventSummary['venue'] | null): string | undefined {
  if (!venue) return undefined;
  if (venue.kind === 'text') return venue.text;
  const a = venue.address;
  return [
    a.flat && `Flat ${a.flat}`,
    `Building ${a.building}`,
    `Road ${a.road}`,
    `Block ${a.block}`,
    a.area,
    'Bahrain',
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The event as an iCalendar file (RFC 5545, the `ics` library). Times are written in UTC, which every
 * calendar shows in its own time zone: 20:00 in Bahrain stays 20:00 in Bahrain.
 */
export function eventCalendar(row: EventRow, venue: EventSummary['venue'] | null, url: string): string {
  const start = row.startsAt;
  const { error, value } = createEvent({
    uid: `${row.id}@haflah`,
    title: row.title,
    start: [
      start.getUTCFullYear(),
      start.getUTCMonth() + 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
    ],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: EVENT_LENGTH_HOURS },
    location: location(venue),
    url,
    status: row.cancelledAt ? 'CANCELLED' : 'CONFIRMED',
    productId: 'haflah/events',
  });
  if (error || !value) throw error ?? new Error('calendar: no value');
  return value;
}
