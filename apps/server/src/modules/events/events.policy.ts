import type { Policy } from '../../platform/access.js';
import type { EventsRepository } from './events.repository.js';

export type EventAction = 'event.read' | 'event.update' | 'guest.update';

/**
 * An event and its guests are their host's alone: no role, admins included, sees another host's
 * (guests reach their own invitation through its token, not through an id). `guest.update` is asked
 * with guest ids, the others with event ids.
 */
export function createEventsPolicy(repo: EventsRepository): Policy<EventAction> {
  return {
    can: (actor, action, ids) =>
      action === 'guest.update' ? repo.ownedGuests(actor.id, ids) : repo.ownedEvents(actor.id, ids),
  };
}
