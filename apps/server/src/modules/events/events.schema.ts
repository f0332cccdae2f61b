import { EVENT_OCCASIONS, LANGUAGES, type OrderAddress, RSVP_ANSWERS } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { addresses } from '../addresses/addresses.schema.js';
import { user } from '../auth/auth.schema.js';

export const eventOccasion = pgEnum('event_occasion', EVENT_OCCASIONS);
export const rsvpAnswer = pgEnum('rsvp_answer', RSVP_ANSWERS);

/**
 * A party its host plans. The venue is a saved address (copied when chosen, so the invitations do not
 * change if the address book does; its id kept while it exists) or the host's own words. Only
 * `cancelled_at` is stored of the status: an event is completed once it is over, by the clock.
 */
export const events = pgTable(
  'events',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    occasion: eventOccasion().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    venueAddressId: uuid().references(() => addresses.id, { onDelete: 'set null' }),
    venueAddress: jsonb().$type<OrderAddress>(),
    venueText: text(),
    expectedGuests: integer().notNull(),
    maxCompanions: integer().notNull(),
    notes: text().notNull().default(''),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('events_user_starts_idx').on(t.userId, t.startsAt),
    check('events_one_venue', sql`(${t.venueAddress} is null) <> (${t.venueText} is null)`),
    check('events_guests', sql`${t.expectedGuests} >= 1 and ${t.maxCompanions} >= 0`),
  ],
);

/**
 * An invited guest. The invitation token is stored twice, never in the clear: its SHA-256 (how a
 * guest's link finds the row, unique) and sealed with the server's key (so the host can copy the link
 * again). The answer is the guest's, given on the public RSVP page.
 */
export const eventGuests = pgTable(
  'event_guests',
  {
    id: uuid().primaryKey().defaultRandom(),
    eventId: uuid()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    phone: text(),
    email: text(),
    /** The guest's language when known (the host's choice, or the one the guest answered in). */
    locale: text({ enum: LANGUAGES }),
    tokenHash: text().notNull(),
    tokenSealed: text().notNull(),
    answer: rsvpAnswer(),
    companions: integer().notNull().default(0),
    note: text(),
    answeredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_guests_token_idx').on(t.tokenHash),
    index('event_guests_event_idx').on(t.eventId, t.createdAt),
    check('event_guests_companions', sql`${t.companions} >= 0`),
    check('event_guests_locale', sql`${t.locale} in ('en', 'ar')`),
  ],
);
