import type { Driver, DriverRegister, RetailerRegister } from '@haflah/contracts';
import type { AuthResult, AuthService, RequestContext } from '../auth/auth.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { DriverRow, DriversRepository } from '../drivers/drivers.repository.js';

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

interface Deps {
  auth: AuthService;
  catalogue: CatalogueService;
  drivers: DriversRepository;
}

/** Sign-up of the retailer and driver areas (spec §7 Retailer, Driver) and what those accounts own. */
export function createStaffService({ auth, catalogue, drivers }: Deps) {
  return {
    /** The account (signed in) and its shop, pending an admin's approval. */
    registerRetailer(input: RetailerRegister, ctx: RequestContext): Promise<AuthResult> {
      const { email, password, ...application } = input;
      return auth.registerStaff(
        { email, password, phone: input.phone, name: input.businessNameEn, role: 'retailer' },
        ctx,
        async ({ userId, phone }) => {
          await catalogue.applyForShop(userId, { ...application, phone });
        },
      );
    },

    /** The account (signed in) and its driver record: offline, active, no orders yet (spec §7 Driver). */
    registerDriver(input: DriverRegister, ctx: RequestContext): Promise<AuthResult> {
      return auth.registerStaff(
        {
          email: input.email,
          password: input.password,
          phone: input.phone,
          name: input.name,
          role: 'driver',
        },
        ctx,
        async ({ userId, phone }) => {
          await drivers.insert({
            id: userId,
            name: input.name,
            phone,
            email: input.email,
            vehicleType: input.vehicleType,
            licensePlate: input.licensePlate,
          });
        },
      );
    },

    async driver(userId: string): Promise<Driver | null> {
      const row = await drivers.get(userId);
      return row && toDriver(row);
    },

    /**
     * Before an account is deleted: its shops' registration details go too (the driver record goes with
     * the user row).
     */
    forgetAccount(userId: string) {
      return catalogue.releaseOwnedRetailers(userId);
    },

    /** What the staff areas hold about an account, for its data export (Bahrain PDPL). */
    async exportData(userId: string) {
      return {
        driver: await drivers.get(userId),
        shops: await catalogue.exportOwnedRetailers(userId),
      };
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
