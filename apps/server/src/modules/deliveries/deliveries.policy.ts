import type { Executor } from '../../db/client.js';
import type { Policy } from '../../platform/access.js';
import type { DeliveriesRepository } from './deliveries.repository.js';

/**
 * `delivery.read`: offered to the driver (pending) or theirs; `delivery.answer` (accept, decline): ever
 * offered to them or theirs, so a driver who lost the race is told it is taken rather than that it does
 * not exist; `delivery.carry` (pick up, photo, deliver): theirs. Anyone else: as if it did not exist.
 */
export type DeliveryAction = 'delivery.read' | 'delivery.answer' | 'delivery.carry';
export type DeliveriesPolicy = Policy<DeliveryAction>;

export function createDeliveriesPolicy(
  db: Executor,
  repo: Pick<DeliveriesRepository, 'visibleTo' | 'answerableBy' | 'carriedBy'>,
): DeliveriesPolicy {
  return {
    async can(actor, action, ids) {
      if (actor.role !== 'driver') return new Set();
      if (action === 'delivery.read') return repo.visibleTo(db, actor.id, ids);
      if (action === 'delivery.answer') return repo.answerableBy(db, actor.id, ids);
      return repo.carriedBy(db, actor.id, ids);
    },
  };
}
