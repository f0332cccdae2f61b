import type { Policy } from '../../platform/access.js';
import type { DriversRepository } from './drivers.repository.js';

export type DriverAction = 'driver.manage';
export type DriversPolicy = Policy<DriverAction>;

/**
 * Who may change a driver's record from the console (active, max orders): admins, any driver. Everyone
 * else: as if the driver did not exist (404). A driver's own screens read only their own record (/me).
 */
export function createDriversPolicy(repo: Pick<DriversRepository, 'existing'>): DriversPolicy {
  return {
    async can(actor, _action, ids) {
      return actor.role === 'admin' ? repo.existing(ids) : new Set();
    },
  };
}
