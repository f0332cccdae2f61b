import type {
  AdminDriverLocations,
  DriverLocationRequest,
  OrderTracking,
  OrderTrackingResponse,
} from '@haflah/contracts';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { Bus } from '../../platform/bus.js';
import { inTransaction } from '../../platform/transaction.js';
import type { TrackingPolicy } from './tracking.policy.js';
import type { TrackingRepository, TrackingRow } from './tracking.repository.js';

/** What this module needs of the drivers module (its front door): storing a driver's own fix. */
export interface DriverFixes {
  recordLocation(
    tx: Executor,
    driverId: string,
    fix: { lng: number; lat: number },
  ): Promise<{ result: 'stored' | 'too_soon' | 'no_driver'; at: Date }>;
}

/** The customer's view of a delivery: the code until it is over, the driver once accepted, etc. */
export function toOrderTracking(row: TrackingRow): OrderTracking {
  const over = row.status === 'delivered' || row.status === 'cancelled';
  const accepted = row.status === 'accepted' || row.status === 'picked_up' || row.status === 'delivered';
  const carried = row.status === 'picked_up';
  const pin = row.address?.pin;
  return {
    status: row.status,
    code: over ? null : row.code,
    driver:
      accepted && row.driverName !== null && row.driverPhone !== null && row.vehicleType !== null
        ? { name: row.driverName, phone: row.driverPhone, vehicleType: row.vehicleType }
        : null,
    location:
      carried && row.lng !== null && row.lat !== null && row.locationAt !== null
        ? { lng: Number(row.lng), lat: Number(row.lat), at: new Date(row.locationAt).toISOString() }
        : null,
    destination: pin ? { lng: pin.lng, lat: pin.lat } : null,
  };
}

/**
 * Live location (issue 25 point 4): a driver's fixes, stored at a bounded rate and announced to the
 * customers whose orders they carry; the customer's tracking card; the admins' map.
 */
export function createTrackingService({
  db,
  repo,
  policy,
  drivers,
  bus,
}: {
  db: Db;
  repo: TrackingRepository;
  policy: TrackingPolicy;
  drivers: DriverFixes;
  bus: Bus;
}) {
  return {
    /**
     * Stores the caller's fix (their own row) and, in the same transaction, announces it to the track
     * room of each order they carry: nothing is announced that did not commit. 429 when their last
     * fix is too recent.
     */
    async recordFix(actor: Actor, fix: DriverLocationRequest): Promise<void> {
      await inTransaction(db, async (tx, transaction) => {
        const { result, at } = await drivers.recordLocation(tx, actor.id, fix);
        if (result === 'no_driver') throw new AppError('NOT_FOUND', 'No driver');
        if (result === 'too_soon') throw new AppError('RATE_LIMITED', 'One fix every 5 seconds at most', 5);
        const orderIds = await repo.carriedBy(tx, actor.id);
        if (orderIds.length === 0) return;
        await bus.publish(
          'driver.located',
          { driverId: actor.id, orderIds, lng: fix.lng, lat: fix.lat, at: at.toISOString() },
          transaction,
        );
      });
    },

    /** The order's delivery as its customer sees it; 404 for anyone else or without a delivery. */
    async tracking(actor: Actor, orderId: string): Promise<OrderTrackingResponse> {
      await requireAccess(policy, actor, 'tracking.read', [orderId], 'No order');
      const row = await repo.tracking(orderId);
      return { tracking: row ? toOrderTracking(row) : null };
    },

    async driverLocations(): Promise<AdminDriverLocations> {
      return { drivers: await repo.onlineLocations() };
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
