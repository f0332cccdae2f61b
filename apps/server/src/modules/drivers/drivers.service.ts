import type { Driver, DriverRegister } from '@haflah/contracts';
import type { RequestContext } from '../../http/guard.js';
import type { Bus } from '../../platform/bus.js';
import type { AuthResult, AuthService } from '../auth/index.js';
import type { DriverRow, DriversRepository } from './drivers.repository.js';

export function toDriver(row: DriverRow): Driver {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    vehicleType: row.vehicleType,
    licensePlate: row.licensePlate,
    status: row.status,
    isActive: row.isActive,
    currentOrders: row.currentOrders,
    maxOrders: row.maxOrders,
    rating: Math.round(row.rating * 10) / 10,
    totalDeliveries: row.totalDeliveries,
    currentLocation:
      row.currentLng === null || row.currentLat === null
        ? null
        : { lng: row.currentLng, lat: row.currentLat },
  };
}

/** Drivers: sign-up (spec §7 Driver) and the driver record. */
export function createDriversService({
  auth,
  repo,
  bus,
}: {
  auth: AuthService;
  repo: DriversRepository;
  bus: Bus;
}) {
  return {
    /** The account (signed in) and its driver record: offline, active, no orders yet. */
    async registerDriver(input: DriverRegister, ctx: RequestContext): Promise<AuthResult> {
      const result = await auth.registerStaff(
        {
          email: input.email,
          password: input.password,
          phone: input.phone,
          name: input.name,
          role: 'driver',
        },
        ctx,
        async ({ userId, phone }) => {
          await repo.insert({
            id: userId,
            name: input.name,
            phone,
            email: input.email,
            vehicleType: input.vehicleType,
            licensePlate: input.licensePlate,
          });
        },
      );
      await bus.publish('driver.registered', { userId: result.user.id });
      return result;
    },

    /** How many drivers are online now (the admin dashboard). */
    countOnline(): Promise<number> {
      return repo.countOnline();
    },

    async driver(userId: string): Promise<Driver | null> {
      const row = await repo.get(userId);
      return row && toDriver(row);
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
