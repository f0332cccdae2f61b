import { z } from 'zod/mini';
import { emailSchema } from './auth.js';
import { typedPhoneSchema } from './bahrain.js';
import { idSchema, languageSchema, plainText } from './common.js';
import { orderAddressSchema, orderSummarySchema } from './orders.js';

/** Party occasions in Bahrain (DESIGN.md); the names are in the web app's strings, in both languages. */
export const EVENT_OCCASIONS = [
  'birthday',
  'wedding',
  'engagement',
  'graduation',
  'baby_shower',
  'eid',
  'national_day',
  'gergaoon',
  'ghabga',
  'other',
] as const;
export const eventOccasionSchema = z.enum(EVENT_OCCASIONS);
export type EventOccasion = z.infer<typeof eventOccasionSchema>;

/** Spec: the event status labels. `completed` is never stored: an active event is completed once over. */
export const EVENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/**
 * Spec §5, the event title rule: letters (any script, with their marks), digits, spaces, apostrophes,
 * double quotes and hyphens, 1 to 100 characters. Typographic quotes count as quotes.
 */
export const EVENT_TITLE_PATTERN = /^[\p{L}\p{M}\p{N} '’"“”-]{1,100}$/u;
export const EVENT_TITLE_ISSUE = 'event_title';
export const eventTitleSchema = z.pipe(
  plainText(100, 1),
  z.string().check(z.regex(EVENT_TITLE_PATTERN, { error: EVENT_TITLE_ISSUE })),
);

export const MAX_EXPECTED_GUESTS = 2000;
export const MAX_COMPANIONS = 10;
export const MAX_GUESTS_PER_EVENT = 500;
/** How far ahead an event may be planned. */
export const EVENT_MAX_DAYS_AHEAD = 730;
/** An event is over (completed) this long after it starts. */
export const EVENT_LENGTH_HOURS = 6;

export const eventTimeSchema = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/));

export const eventVenueInputSchema = z.discriminatedUnion('kind', [
  /** One of the host's saved addresses: it can also be the delivery address of what is bought for it. */
  z.object({ kind: z.literal('address'), addressId: idSchema }),
  z.object({ kind: z.literal('text'), text: plainText(200, 1) }),
]);

export const eventInputSchema = z.object({
  title: eventTitleSchema,
  occasion: eventOccasionSchema,
  /** Bahrain date and time. */
  date: z.iso.date(),
  startTime: eventTimeSchema,
  venue: eventVenueInputSchema,
  expectedGuests: z.int().check(z.gte(1), z.lte(MAX_EXPECTED_GUESTS)),
  /** How many companions each guest may bring. */
  maxCompanions: z._default(z.int().check(z.gte(0), z.lte(MAX_COMPANIONS)), 2),
  notes: z._default(plainText(1000), ''),
});
export type EventInput = z.input<typeof eventInputSchema>;

/** The venue as saved: an address copied when chosen (its id kept while it exists), or the host's text. */
export const eventVenueSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('address'), addressId: z.nullable(idSchema), address: orderAddressSchema }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
export type EventVenue = z.infer<typeof eventVenueSchema>;

export const RSVP_ANSWERS = ['going', 'maybe', 'declined'] as const;
export const rsvpAnswerKindSchema = z.enum(RSVP_ANSWERS);
export type RsvpAnswerKind = z.infer<typeof rsvpAnswerKindSchema>;

export const rsvpCountsSchema = z.object({
  going: z.int(),
  maybe: z.int(),
  declined: z.int(),
  /** Invited, no answer yet. */
  pending: z.int(),
  /** Everyone expected: the guests going and the companions they bring. */
  headcount: z.int(),
  invited: z.int(),
});
export type RsvpCounts = z.infer<typeof rsvpCountsSchema>;

export const eventSummarySchema = z.object({
  id: idSchema,
  title: z.string(),
  occasion: eventOccasionSchema,
  date: z.iso.date(),
  startTime: z.string(),
  startsAt: z.iso.datetime(),
  status: z.enum(EVENT_STATUSES),
  venue: eventVenueSchema,
  expectedGuests: z.int(),
  counts: rsvpCountsSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const guestSchema = z.object({
  id: idSchema,
  name: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  answer: z.nullable(rsvpAnswerKindSchema),
  companions: z.int(),
  note: z.nullable(z.string()),
  answeredAt: z.nullable(z.iso.datetime()),
  /**
   * The guest's language when known: the host's choice, else the one the guest answered in. Their
   * invitation's WhatsApp message is in it (both languages when null).
   */
  locale: z.nullable(languageSchema),
  /** The guest's own invitation link (/rsvp/<token>): share it with this guest only. */
  invitePath: z.string(),
});
export type Guest = z.infer<typeof guestSchema>;

export const eventDetailSchema = z.extend(eventSummarySchema, {
  maxCompanions: z.int(),
  notes: z.string(),
  guests: z.array(guestSchema),
  /** The orders placed for this event, and what they came to. */
  orders: z.array(orderSummarySchema),
  spentFils: z.int(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

export const eventsResponseSchema = z.object({
  /** Soonest first. */
  upcoming: z.array(eventSummarySchema),
  /** Most recent first (completed and cancelled). */
  past: z.array(eventSummarySchema),
});
export type EventsResponse = z.infer<typeof eventsResponseSchema>;

export const eventParamsSchema = z.object({ id: idSchema });
export const guestParamsSchema = z.object({ id: idSchema, guestId: idSchema });

/**
 * A guest: a name, and optionally how to reach them (the email gets the invitation when asked) and
 * the language to invite them in (none: not known; their answer then records the one they used).
 */
export const guestInputSchema = z.object({
  name: plainText(80, 1),
  phone: z.optional(typedPhoneSchema),
  email: z.optional(emailSchema),
  locale: z.optional(languageSchema),
});
export type GuestInput = z.input<typeof guestInputSchema>;

/** 32 random bytes, base64url: 256 bits nobody can guess. */
export const rsvpTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
export const rsvpParamsSchema = z.object({ token: rsvpTokenSchema });

/** What a guest sees (no sign-in): the full address only once they have said they are going. */
export const rsvpViewSchema = z.object({
  event: z.object({
    title: z.string(),
    occasion: eventOccasionSchema,
    hostFirstName: z.string(),
    date: z.iso.date(),
    startTime: z.string(),
    startsAt: z.iso.datetime(),
    status: z.enum(EVENT_STATUSES),
    /** The venue's area (a saved address), or null when the venue is the host's own words. */
    area: z.nullable(z.string()),
    /** Shown to a guest who is going. */
    venue: z.nullable(eventVenueSchema),
  }),
  guest: z.object({
    name: z.string(),
    answer: z.nullable(rsvpAnswerKindSchema),
    companions: z.int(),
    note: z.nullable(z.string()),
    /** The guest's language when known: the page opens in it on a device with no language chosen. */
    locale: z.nullable(languageSchema),
  }),
  maxCompanions: z.int(),
  /** Whether the answer may still be given or changed (until the event starts, unless cancelled). */
  open: z.boolean(),
});
export type RsvpView = z.infer<typeof rsvpViewSchema>;

export const rsvpAnswerSchema = z.object({
  answer: rsvpAnswerKindSchema,
  companions: z._default(z.int().check(z.gte(0), z.lte(MAX_COMPANIONS)), 0),
  note: z._default(plainText(500), ''),
  /** The language the page was in: kept as the guest's when the host chose none. */
  locale: z.optional(languageSchema),
});
export type RsvpAnswer = z.input<typeof rsvpAnswerSchema>;

/** An event's status at `now`: cancelled by its host, completed once over, active until then. */
export function eventStatus(startsAt: Date, cancelled: boolean, now: Date): EventStatus {
  if (cancelled) return 'cancelled';
  return now.getTime() >= startsAt.getTime() + EVENT_LENGTH_HOURS * 3_600_000 ? 'completed' : 'active';
}

/** Whether a guest may still answer or change their answer: until the event starts, unless cancelled. */
export function rsvpOpen(startsAt: Date, cancelled: boolean, now: Date): boolean {
  return !cancelled && now.getTime() < startsAt.getTime();
}
