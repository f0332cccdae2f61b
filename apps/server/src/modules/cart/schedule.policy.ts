import type { Policy } from '../../platform/access.js';
import type { ScheduleRepository } from './schedule.repository.js';

export type ScheduleAction = 'listing.schedule' | 'block.delete';

/**
 * A shop's calendar and blocked time are its owner's alone: only the retailer who runs the shop sees a
 * listing's calendar, blocks its time or deletes its blocks; everyone else (admins included: they act
 * through the admin console) is answered as if the listing or block did not exist. `listing.schedule`
 * also needs the listing to be booked by time (a product bought outright has no calendar).
 */
export function createSchedulePolicy(repo: ScheduleRepository): Policy<ScheduleAction> {
  return {
    async can(actor, action, ids) {
      if (actor.role !== 'retailer') return new Set();
      return action === 'block.delete'
        ? repo.blocksOfOwner(actor.id, ids)
        : repo.listingsOfOwner(actor.id, ids);
    },
  };
}
