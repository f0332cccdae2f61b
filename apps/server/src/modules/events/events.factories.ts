import type { Db } from '../../db/client.js';
import { eventGuests, events } from './events.schema.js';
import { createInvitationTokens } from './invitations.js';

const DAY = 86_400_000;

/** Events and guests written directly (no rules checked): for setting the scene of a test. */
export function createEventsFactories(db: Db, { secret }: { secret: string }) {
  const tokens = createInvitationTokens(secret);
  return {
    /** An event a month from now (unless said otherwise), with its venue in the host's words. */
    async event(values: { userId: string } & Partial<typeof events.$inferInsert>) {
      const [row] = await db
        .insert(events)
        .values({
          title: 'Eid Ghabga',
          occasion: 'ghabga',
          startsAt: new Date(Date.now() + 30 * DAY),
          venueText: 'Our majlis in Riffa',
          expectedGuests: 30,
          maxCompanions: 2,
          ...values,
        })
        .returning();
      return row!;
    },

    /** A guest of `eventId`, with the token of their link. */
    async guest(values: { eventId: string; name?: string; email?: string }) {
      const token = tokens.issue();
      const [row] = await db
        .insert(eventGuests)
        .values({ name: 'Sara', ...values, tokenHash: tokens.hash(token), tokenSealed: tokens.seal(token) })
        .returning();
      return { ...row!, token };
    },
  };
}
