import { randomUUID } from 'node:crypto';
import { ROLES } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { OwnedSetup, SweepTable } from '../../test-support/wrong-user-sweep.js';
import { eventGuests, events } from './events.schema.js';

const HOUR = 3_600_000;

/** A host's event (a month ahead, so it may still change). */
const hostEvent = (path: (id: string) => string, body?: unknown): Record<string, OwnedSetup> => ({
  event: async (factories, owner, db) => {
    const row = await factories.event({ userId: owner.id });
    return { url: path(row.id), body, read: () => db.select().from(events).where(eq(events.id, row.id)) };
  },
});
/** A guest of a host's event. */
const eventGuest = (
  path: (id: string, guestId: string) => string,
  body?: unknown,
): Record<string, OwnedSetup> => ({
  guest: async (factories, owner, db) => {
    const event = await factories.event({ userId: owner.id });
    // An address of its own: invitations to one address are limited to 3 a day.
    const guest = await factories.guest({ eventId: event.id, email: `guest-${randomUUID()}@example.test` });
    return {
      url: path(event.id, guest.id),
      body,
      read: () => db.select().from(eventGuests).where(eq(eventGuests.id, guest.id)),
    };
  },
});
/** A date a month ahead, in Bahrain's calendar: an event there may be planned whenever the test runs. */
const inAMonth = () => new Date(Date.now() + 30 * 24 * HOUR).toISOString().slice(0, 10);
const EVENT_BODY = () => ({
  title: 'Graduation party',
  occasion: 'graduation',
  date: inAMonth(),
  startTime: '18:00',
  venue: { kind: 'text', text: 'Home' },
  expectedGuests: 20,
});

/** The events' (parties') and invitations' routes with an id in the wrong-user sweep (ADR 009, ADR 017). */
export const sweep: SweepTable = {
  'GET /api/events/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}`),
  },
  'PUT /api/events/:id': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}`, EVENT_BODY()),
  },
  'POST /api/events/:id/cancel': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/cancel`),
  },
  'GET /api/events/:id/calendar.ics': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/calendar.ics`),
  },
  'POST /api/events/:id/guests': {
    owner: 'customer',
    strangers: ROLES,
    setup: hostEvent((id) => `/api/events/${id}/guests`, { name: 'Hasan' }),
  },
  'PUT /api/events/:id/guests/:guestId': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}`, { name: 'Hasan' }),
  },
  'DELETE /api/events/:id/guests/:guestId': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}`),
  },
  'POST /api/events/:id/guests/:guestId/invite': {
    owner: 'customer',
    strangers: ROLES,
    setup: eventGuest((id, guestId) => `/api/events/${id}/guests/${guestId}/invite`),
  },
  'GET /api/rsvp/:token': {
    public: 'a guest opens their own invitation with its secret token, without an account',
  },
  'PUT /api/rsvp/:token': {
    public: 'a guest answers their own invitation with its secret token, without an account',
  },
  'GET /api/rsvp/:token/calendar.ics': { public: 'a guest’s accepted invitation, by its secret token' },
};
