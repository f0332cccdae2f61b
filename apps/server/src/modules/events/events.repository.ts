import type { Language, RsvpAnswerKind } from '@haflah/contracts';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles, user } from '../auth/index.js';
import { eventGuests, events } from './events.schema.js';

export type EventRow = typeof events.$inferSelect;
export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
export type GuestRow = typeof eventGuests.$inferSelect;
export type GuestValues = Pick<typeof eventGuests.$inferInsert, 'name' | 'phone' | 'email' | 'locale'>;

/** The answers of an event's guests, counted. */
const countColumns = {
  going: sql<number>`count(*) filter (where ${eventGuests.answer} = 'going')::int`,
  maybe: sql<number>`count(*) filter (where ${eventGuests.answer} = 'maybe')::int`,
  declined: sql<number>`count(*) filter (where ${eventGuests.answer} = 'declined')::int`,
  pending: sql<number>`count(*) filter (where ${eventGuests.answer} is null)::int`,
  companions: sql<number>`coalesce(sum(${eventGuests.companions}) filter (where ${eventGuests.answer} = 'going'), 0)::int`,
  invited: sql<number>`count(*)::int`,
};
export type CountsRow = { [K in keyof typeof countColumns]: number };
const NO_GUESTS: CountsRow = { going: 0, maybe: 0, declined: 0, pending: 0, companions: 0, invited: 0 };

/** Events, their guests and the guests' answers: all the SQL of the events module. */
export function createEventsRepository(db: Db) {
  async function countsOf(eventIds: readonly string[]): Promise<Map<string, CountsRow>> {
    if (eventIds.length === 0) return new Map();
    const rows = await db
      .select({ eventId: eventGuests.eventId, ...countColumns })
      .from(eventGuests)
      .where(inArray(eventGuests.eventId, [...eventIds]))
      .groupBy(eventGuests.eventId);
    return new Map(rows.map(({ eventId, ...counts }) => [eventId, counts]));
  }

  return {
    /** A host's events with their answers counted, by start. */
    async listForUser(userId: string) {
      const rows = await db
        .select()
        .from(events)
        .where(eq(events.userId, userId))
        .orderBy(asc(events.startsAt));
      const counts = await countsOf(rows.map((r) => r.id));
      return rows.map((row) => ({ row, counts: counts.get(row.id) ?? NO_GUESTS }));
    },

    async find(id: string) {
      const [row] = await db.select().from(events).where(eq(events.id, id));
      if (!row) return null;
      const [counts, guests] = await Promise.all([
        countsOf([id]),
        db
          .select()
          .from(eventGuests)
          .where(eq(eventGuests.eventId, id))
          .orderBy(asc(eventGuests.createdAt), asc(eventGuests.id)),
      ]);
      return { row, counts: counts.get(id) ?? NO_GUESTS, guests };
    },

    async insert(userId: string, values: EventValues): Promise<string> {
      const [row] = await db
        .insert(events)
        .values({ ...values, userId })
        .returning({ id: events.id });
      return row!.id;
    },

    /**
     * Changes an event. A lower companions limit trims every answer above it to the limit, in the same
     * transaction (the headcount follows; a guest sees their companions as trimmed when they look).
     * The event's row lock orders this against a guest's answer (`answer` reads the limit under it).
     * Returns how many answers were trimmed.
     */
    update(id: string, values: Partial<EventValues>): Promise<number> {
      return db.transaction(async (tx) => {
        await tx
          .update(events)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(events.id, id));
        if (values.maxCompanions === undefined) return 0;
        const trimmed = await tx
          .update(eventGuests)
          .set({ companions: values.maxCompanions })
          .where(and(eq(eventGuests.eventId, id), gt(eventGuests.companions, values.maxCompanions)))
          .returning({ id: eventGuests.id });
        return trimmed.length;
      });
    },

    /**
     * Adds a guest unless the event has `max` already, under the event's row lock (two tabs adding
     * at once never pass the limit). False when full.
     */
    addGuest(eventId: string, values: GuestValues & { tokenHash: string; tokenSealed: string }, max: number) {
      return db.transaction(async (tx) => {
        await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
        const [row] = await tx
          .select({ n: count() })
          .from(eventGuests)
          .where(eq(eventGuests.eventId, eventId));
        if ((row?.n ?? 0) >= max) return false;
        await tx.insert(eventGuests).values({ ...values, eventId });
        return true;
      });
    },

    async updateGuest(eventId: string, guestId: string, values: GuestValues) {
      await db
        .update(eventGuests)
        .set(values)
        .where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, eventId)));
    },

    async removeGuest(eventId: string, guestId: string) {
      await db.delete(eventGuests).where(and(eq(eventGuests.id, guestId), eq(eventGuests.eventId, eventId)));
    },

    /** The invitation a token opens, with its event and the host's name; null for any other token. */
    async invitation(tokenHash: string) {
      const [found] = await db
        .select({
          guest: eventGuests,
          event: events,
          // The name the host shows (their profile's), else the account's.
          hostName: sql<string | null>`coalesce(nullif(${profiles.displayName}, ''), ${user.name})`,
        })
        .from(eventGuests)
        .innerJoin(events, eq(events.id, eventGuests.eventId))
        .innerJoin(user, eq(user.id, events.userId))
        .leftJoin(profiles, eq(profiles.userId, events.userId))
        .where(eq(eventGuests.tokenHash, tokenHash));
      return found ?? null;
    },

    /**
     * Records a guest's answer, with at most the event's companions limit as it is when written: the
     * limit is read under the event's row (share) lock, so a host lowering it at the same moment either
     * sees this answer and trims it, or is seen by it.
     */
    answer(
      guestId: string,
      answer: {
        answer: RsvpAnswerKind;
        companions: number;
        note: string | null;
        at: Date;
        locale: Language | null;
      },
    ) {
      return db.transaction(async (tx) => {
        const [event] = await tx
          .select({ maxCompanions: events.maxCompanions })
          .from(events)
          .innerJoin(eventGuests, eq(eventGuests.eventId, events.id))
          .where(eq(eventGuests.id, guestId))
          .for('share', { of: events });
        await tx
          .update(eventGuests)
          .set({
            answer: answer.answer,
            companions: Math.min(answer.companions, event?.maxCompanions ?? answer.companions),
            note: answer.note,
            answeredAt: answer.at,
            locale: answer.locale,
          })
          .where(eq(eventGuests.id, guestId));
      });
    },

    /** Which of `ids` are events of `userId`. */
    async ownedEvents(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.userId, userId), inArray(events.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are guests of events of `userId`. */
    async ownedGuests(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const rows = await db
        .select({ id: eventGuests.id })
        .from(eventGuests)
        .innerJoin(events, eq(events.id, eventGuests.eventId))
        .where(and(eq(events.userId, userId), inArray(eventGuests.id, [...ids])));
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
