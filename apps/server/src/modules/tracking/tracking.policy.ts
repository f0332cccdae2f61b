import type { Policy } from '../../platform/access.js';
import type { TrackingRepository } from './tracking.repository.js';

export type TrackingAction = 'tracking.read' | 'tracking.watch';
export type TrackingPolicy = Policy<TrackingAction>;

/**
 * Who may see where an order's delivery is. `tracking.read` (GET /api/orders/:id/tracking, with the
 * delivery code once it has a delivery): the order's customer; nobody else, admins included (the code
 * is the customer's alone). `tracking.watch` (room `track:<orderId>`, the driver's live position): the
 * order's customer while its driver carries it (picked up), and admins. Everyone else, the shop
 * included: as if the order had no delivery (404, a refused room).
 */
export function createTrackingPolicy(
  repo: Pick<TrackingRepository, 'trackedOf' | 'carriedFor' | 'withDelivery'>,
): TrackingPolicy {
  return {
    async can(actor, action, ids) {
      if (ids.length === 0) return new Set();
      if (action === 'tracking.read') return repo.trackedOf(actor.id, ids);
      if (actor.role === 'admin') return repo.withDelivery(ids);
      return repo.carriedFor(actor.id, ids);
    },
  };
}
