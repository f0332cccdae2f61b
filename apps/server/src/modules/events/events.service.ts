import {
  bahrainToUtc,
  EVENT_MAX_DAYS_AHEAD,
  type EventDetail,
  type EventSummary,
  type EventsResponse,
  type eventInputSchema,
  eventStatus,
  type Guest,
  type guestInputSchema,
  MAX_GUESTS_PER_EVENT,
  type RsvpCounts,
  type RsvpView,
  type rsvpAnswerSchema,
  rsvpOpen,
  toBahrainParts,
} from '@haflah/contracts';
import type { z } from 'zod/mini';
import { AppError } from '../../http/errors.js';
import { type Actor, type Policy, requireAccess } from '../../platform/access.js';
import type { Bus } from '../../platform/bus.js';
import { normalizeBahrainPhone } from '../../platform/phone.js';
import type { AddressesService } from '../addresses/index.js';
import type { EventAction } from './events.policy.js';
import type { CountsRow, EventRow, EventsRepository, EventValues, GuestRow } from './events.repository.js';
import type { InvitationTokens } from './invitations.js';

type ParsedEvent = z.output<typeof eventInputSchema>;
type ParsedGuest = z.output<typeof guestInputSchema>;
type ParsedAnswer = z.output<typeof rsvpAnswerSchema>;

const NOT_FOUND = 'Event not found';
const INVITATION_NOT_FOUND = 'Invitation not found';
const DAY_MS = 86_400_000;

function toCounts(c: CountsRow): RsvpCounts {
  return {
    going: c.going,
    maybe: c.maybe,
    declined: c.declined,
    pending: c.pending,
    headcount: c.going + c.companions,
    invited: c.invited,
  };
}

function venueOf(row: EventRow): EventSummary['venue'] {
  return row.venueAddress
    ? { kind: 'address', addressId: row.venueAddressId, address: row.venueAddress }
    : { kind: 'text', text: row.venueText ?? '' };
}

/** The first word of the host's name: all a guest's invitation says of them. */
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';

interface Deps {
  repo: EventsRepository;
  policy: Policy<EventAction>;
  bus: Bus;
  addresses: Pick<AddressesService, 'snapshot'>;
  tokens: InvitationTokens;
  /** The orders placed for an event (the orders module's read model). */
  ordersOf: (
    eventId: string,
  ) => Promise<{ orders: EventDetail['orders']; rows: { status: string; totalFils: number }[] }>;
  clock: () => Date;
}

/**
 * Events their hosts plan, the guests they invite and the guests' answers. A host sees and changes
 * only their own events; a guest reaches only their own invitation, through its token.
 */
export function createEventsService(deps: Deps) {
  const { repo, policy, tokens, clock } = deps;

  function toSummary(row: EventRow, counts: CountsRow, now: Date): EventSummary {
    const { date, time } = toBahrainParts(row.startsAt);
    return {
      id: row.id,
      title: row.title,
      occasion: row.occasion,
      date,
      startTime: time,
      startsAt: row.startsAt.toISOString(),
      status: eventStatus(row.startsAt, row.cancelledAt != null, now),
      venue: venueOf(row),
      expectedGuests: row.expectedGuests,
      counts: toCounts(counts),
    };
  }

  function toGuest(row: GuestRow): Guest {
    return {
      id: row.id,
      name: row.name,
      phone: row.phone,
      email: row.email,
      answer: row.answer,
      companions: row.companions,
      note: row.note,
      answeredAt: row.answeredAt?.toISOString() ?? null,
      locale: row.locale,
      invitePath: `/rsvp/${tokens.open(row.tokenSealed)}`,
    };
  }

  async function detail(id: string): Promise<EventDetail> {
    const found = await repo.find(id);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    const placed = await deps.ordersOf(id);
    return {
      ...toSummary(found.row, found.counts, clock()),
      maxCompanions: found.row.maxCompanions,
      notes: found.row.notes,
      guests: found.guests.map(toGuest),
      orders: placed.orders,
      // What the event costs: every order for it but the cancelled ones.
      spentFils: placed.rows.filter((o) => o.status !== 'cancelled').reduce((n, o) => n + o.totalFils, 0),
    };
  }

  /** The host's event, if it may still change (not over, not cancelled). */
  async function openEvent(actor: Actor, id: string) {
    await requireAccess(policy, actor, 'event.update', [id], NOT_FOUND);
    const found = await repo.find(id);
    if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (eventStatus(found.row.startsAt, found.row.cancelledAt != null, clock()) !== 'active')
      throw new AppError('EVENT_CLOSED', 'This event is over or cancelled');
    return found;
  }

  /**
   * The host's event, if it has not started: once the party is on, it cannot move (date, time, venue)
   * or gain guests, so no invitation reopens answers that closed at the start.
   */
  async function eventAhead(actor: Actor, id: string) {
    const found = await openEvent(actor, id);
    if (clock() >= found.row.startsAt)
      throw new AppError('EVENT_CLOSED', 'This event has started: it can no longer be changed');
    return found;
  }
  /** The columns of an event as typed: a start still ahead, the venue resolved. */
  async function toValues(actor: Actor, input: ParsedEvent): Promise<EventValues> {
    const startsAt = bahrainToUtc(input.date, input.startTime);
    const now = clock();
    if (Number.isNaN(startsAt.getTime()) || startsAt <= now)
      throw new AppError('EVENT_IN_PAST', 'The event must start in the future');
    if (startsAt.getTime() > now.getTime() + EVENT_MAX_DAYS_AHEAD * DAY_MS)
      throw new AppError(
        'VALIDATION_FAILED',
        `An event can be planned up to ${EVENT_MAX_DAYS_AHEAD} days ahead`,
      );
    const venue =
      input.venue.kind === 'address'
        ? {
            venueAddressId: input.venue.addressId,
            venueAddress: await deps.addresses.snapshot(actor, input.venue.addressId),
            venueText: null,
          }
        : { venueAddressId: null, venueAddress: null, venueText: input.venue.text };
    return {
      title: input.title,
      occasion: input.occasion,
      startsAt,
      ...venue,
      expectedGuests: input.expectedGuests,
      maxCompanions: input.maxCompanions,
      notes: input.notes,
    };
  }

  const guestValues = (input: ParsedGuest) => ({
    name: input.name,
    phone: input.phone ? normalizeBahrainPhone(input.phone) : null,
    email: input.email ?? null,
    locale: input.locale ?? null,
  });

  /** The event's room and its host's hear that the guests' answers changed. */
  const answersChanged = (row: EventRow) =>
    deps.bus.publish('event.rsvp_changed', { eventId: row.id, hostId: row.userId });

  function toView(found: NonNullable<Awaited<ReturnType<EventsRepository['invitation']>>>): RsvpView {
    const { guest, event } = found;
    const now = clock();
    const cancelled = event.cancelledAt != null;
    const { date, time } = toBahrainParts(event.startsAt);
    return {
      event: {
        title: event.title,
        occasion: event.occasion,
        hostFirstName: firstName(found.hostName),
        date,
        startTime: time,
        startsAt: event.startsAt.toISOString(),
        status: eventStatus(event.startsAt, cancelled, now),
        area: event.venueAddress?.area ?? null,
        venue: guest.answer === 'going' ? venueOf(event) : null,
      },
      guest: {
        name: guest.name,
        answer: guest.answer,
        companions: guest.companions,
        note: guest.note,
        locale: guest.locale,
      },
      maxCompanions: event.maxCompanions,
      open: rsvpOpen(event.startsAt, cancelled, now),
    };
  }

  async function invitation(token: string) {
    const found = await repo.invitation(tokens.hash(token));
    if (!found) throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
    return found;
  }

  return {
    async list(actor: Actor): Promise<EventsResponse> {
      const now = clock();
      const all = (await repo.listForUser(actor.id)).map(({ row, counts }) => toSummary(row, counts, now));
      return {
        upcoming: all.filter((e) => e.status === 'active'),
        past: all.filter((e) => e.status !== 'active').reverse(),
      };
    },

    async get(actor: Actor, id: string): Promise<EventDetail> {
      await requireAccess(policy, actor, 'event.read', [id], NOT_FOUND);
      return detail(id);
    },

    async create(actor: Actor, input: ParsedEvent): Promise<EventDetail> {
      return detail(await repo.insert(actor.id, await toValues(actor, input)));
    },

    async update(actor: Actor, id: string, input: ParsedEvent): Promise<EventDetail> {
      const { row } = await eventAhead(actor, id);
      const trimmed = await repo.update(id, await toValues(actor, input));
      // Fewer companions allowed: the answers above the new limit were trimmed, the headcount moved.
      if (trimmed > 0) await answersChanged(row);
      return detail(id);
    },

    async cancel(actor: Actor, id: string): Promise<EventDetail> {
      const { row } = await openEvent(actor, id);
      await repo.update(id, { cancelledAt: clock() });
      await answersChanged(row);
      return detail(id);
    },

    async addGuest(actor: Actor, id: string, input: ParsedGuest): Promise<EventDetail> {
      await eventAhead(actor, id);
      const token = tokens.issue();
      const added = await repo.addGuest(
        id,
        { ...guestValues(input), tokenHash: tokens.hash(token), tokenSealed: tokens.seal(token) },
        MAX_GUESTS_PER_EVENT,
      );
      if (!added) throw new AppError('GUEST_LIMIT', `At most ${MAX_GUESTS_PER_EVENT} guests`);
      return detail(id);
    },

    async updateGuest(actor: Actor, id: string, guestId: string, input: ParsedGuest): Promise<EventDetail> {
      await requireAccess(policy, actor, 'guest.update', [guestId], 'Guest not found');
      await openEvent(actor, id);
      await repo.updateGuest(id, guestId, guestValues(input));
      return detail(id);
    },

    async removeGuest(actor: Actor, id: string, guestId: string): Promise<EventDetail> {
      await requireAccess(policy, actor, 'guest.update', [guestId], 'Guest not found');
      const { row } = await openEvent(actor, id);
      await repo.removeGuest(id, guestId);
      await answersChanged(row);
      return detail(id);
    },

    /** Emails a guest their invitation (through the outbox), in both languages. */
    async emailInvitation(actor: Actor, id: string, guestId: string, origin: string): Promise<EventDetail> {
      await requireAccess(policy, actor, 'guest.update', [guestId], 'Guest not found');
      const { row, guests } = await eventAhead(actor, id);
      const guest = guests.find((g) => g.id === guestId);
      if (!guest) throw new AppError('NOT_FOUND', 'Guest not found');
      if (!guest.email) throw new AppError('NO_GUEST_EMAIL', 'This guest has no email address');
      const { date, time } = toBahrainParts(row.startsAt);
      await deps.bus.publish('event.invitation_requested', {
        hostId: row.userId,
        to: guest.email,
        guestName: guest.name,
        title: row.title,
        date,
        time,
        link: `${origin}/rsvp/${tokens.open(guest.tokenSealed)}`,
      });
      return detail(id);
    },

    /** Checkout asks before tying an order to an event: the actor's own, still ahead. */
    async assertPlannable(actor: Actor, id: string): Promise<void> {
      await openEvent(actor, id);
    },

    /** The host's event, for the calendar. */
    async calendarOf(actor: Actor, id: string) {
      await requireAccess(policy, actor, 'event.read', [id], NOT_FOUND);
      const found = await repo.find(id);
      if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
      return { row: found.row, venue: venueOf(found.row) };
    },

    rsvp: {
      async view(token: string): Promise<RsvpView> {
        return toView(await invitation(token));
      },

      /** The guest's answer; they may change it until the event starts (RSVP_CLOSED after). */
      async answer(token: string, input: ParsedAnswer): Promise<RsvpView> {
        const found = await invitation(token);
        const { event, guest } = found;
        const now = clock();
        if (!rsvpOpen(event.startsAt, event.cancelledAt != null, now))
          throw new AppError('RSVP_CLOSED', 'Answers are closed for this event');
        const companions = input.answer === 'declined' ? 0 : input.companions;
        if (companions > event.maxCompanions)
          throw new AppError('TOO_MANY_COMPANIONS', `At most ${event.maxCompanions} companions`);
        await repo.answer(guest.id, {
          answer: input.answer,
          companions,
          note: input.note || null,
          at: now,
          // The language they answered in becomes theirs, unless the host chose one.
          locale: guest.locale ?? input.locale ?? null,
        });
        await answersChanged(event);
        return toView(await invitation(token));
      },

      /** An accepted (or maybe) invitation, for the guest's calendar. */
      async calendarOf(token: string) {
        const { event, guest } = await invitation(token);
        if (guest.answer !== 'going' && guest.answer !== 'maybe')
          throw new AppError('NOT_FOUND', INVITATION_NOT_FOUND);
        return { row: event, venue: guest.answer === 'going' ? venueOf(event) : null };
      },
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
