import {
  ADMIN_DRIVERS_PAGE_SIZE,
  type AdminDriver,
  type AdminDriversPage,
  type AdminDriversQuery,
  type AdminDriverUpdate,
  type Driver,
  type DriverProfileUpdate,
  type DriverRegister,
  LOCATION_MIN_INTERVAL_MS,
} from '@haflah/contracts';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { RequestContext } from '../../http/guard.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { Bus } from '../../platform/bus.js';
import { normalizePhone } from '../../platform/phone.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { AuthResult, AuthService } from '../auth/index.js';
import type { DriversPolicy } from './drivers.policy.js';
import type {
  DriverAdminChange,
  DriverProfileChange,
  DriverRow,
  DriversRepository,
  DriverWorkChange,
} from './drivers.repository.js';

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

/** A driver as the admins' list shows them. */
export function toAdminDriver(row: DriverRow): AdminDriver {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    vehicleType: row.vehicleType,
    licensePlate: row.licensePlate,
    status: row.status,
    isActive: row.isActive,
    currentOrders: row.currentOrders,
    maxOrders: row.maxOrders,
    rating: Math.round(row.rating * 10) / 10,
    totalDeliveries: row.totalDeliveries,
    joinedAt: row.createdAt.toISOString(),
  };
}

/**
 * The columns an admin's change writes, from the row as it is now: only the fields that change. A
 * driver deactivated while online goes offline too (an inactive driver may sign in but not go online:
 * the go-online route, with the driver app, must refuse `isActive = false`). Refuses a maximum under
 * the orders the driver carries now (the table's drivers_orders_within_max would too).
 */
export function adminChange(current: DriverRow, input: AdminDriverUpdate): DriverAdminChange {
  const change: DriverAdminChange = {};
  if (input.isActive !== undefined && input.isActive !== current.isActive) {
    change.isActive = input.isActive;
    if (!input.isActive) {
      if (current.status !== 'offline') change.status = 'offline';
      // Told on their dashboard (issue 25); their pending offers go with it (deliveries, on driver.updated).
      change.offlineReason = 'deactivated';
    }
  }
  if (input.maxOrders !== undefined && input.maxOrders !== current.maxOrders) {
    if (input.maxOrders < current.currentOrders)
      throw new AppError(
        'DRIVER_MAX_BELOW_LOAD',
        `The driver carries ${current.currentOrders} orders now: the maximum cannot be lower`,
      );
    change.maxOrders = input.maxOrders;
  }
  return change;
}

/**
 * The columns a driver's own change writes, from the row as it is now: only the fields that change.
 * The phone goes through the same check as sign-up (E.164, +973 when typed without a country code).
 */
export function profileChange(current: DriverRow, input: DriverProfileUpdate): DriverProfileChange {
  const change: DriverProfileChange = {};
  if (input.name !== undefined && input.name !== current.name) change.name = input.name;
  if (input.phone !== undefined) {
    const phone = normalizePhone(input.phone);
    if (phone !== current.phone) change.phone = phone;
  }
  if (input.vehicleType !== undefined && input.vehicleType !== current.vehicleType)
    change.vehicleType = input.vehicleType;
  if (input.licensePlate !== undefined && input.licensePlate !== current.licensePlate)
    change.licensePlate = input.licensePlate;
  return change;
}

const noDriver = () => new AppError('NOT_FOUND', 'No driver');

/** Drivers: sign-up (spec §7 Driver), the driver record, and the admins' list and changes. */
export function createDriversService({
  audit,
  auth,
  db,
  repo,
  policy,
  bus,
  clock,
}: {
  audit: Pick<AuditService, 'record'>;
  auth: AuthService;
  db: Db;
  repo: DriversRepository;
  policy: DriversPolicy;
  bus: Bus;
  clock: () => Date;
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

    /**
     * A driver's row locked in the caller's transaction (the deliveries' workflow decides on it: an
     * accept, a delivery, going online or offline), and the change it decides, under that lock.
     */
    lockForWork: (tx: Executor, driverId: string) => repo.lockById(driverId, tx),
    async updateWork(tx: Executor, driverId: string, change: DriverWorkChange): Promise<DriverRow> {
      const row = await repo.updateWork(tx, driverId, { ...change, updatedAt: clock() });
      if (!row) throw noDriver();
      return row;
    },

    /** How many drivers are online now (the admin dashboard). */
    countOnline(): Promise<number> {
      return repo.countOnline();
    },

    async driver(userId: string): Promise<Driver | null> {
      const row = await repo.get(userId);
      return row && toDriver(row);
    },

    /**
     * The signed-in driver changes their own record (spec: a driver updates only its own row): the row
     * is the session's user's, locked while the change is decided; `driver.updated` tells the admins'
     * list and the driver's other screens, inside the same transaction.
     */
    async updateOwnProfile(userId: string, input: DriverProfileUpdate): Promise<Driver> {
      const row = await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(userId, tx);
        if (!current) throw noDriver();
        const change = profileChange(current, input);
        if (Object.keys(change).length === 0) return current;
        const updated = await repo.updateOwnProfile(userId, { ...change, updatedAt: clock() }, tx);
        if (!updated) throw noDriver();
        await bus.publish('driver.updated', { driverId: userId }, transaction);
        return updated;
      });
      return toDriver(row);
    },

    /** The admins' list: filtered, newest first or by name, a page at a time. */
    async list(query: AdminDriversQuery): Promise<AdminDriversPage> {
      const { rows, total } = await repo.page(query, ADMIN_DRIVERS_PAGE_SIZE);
      return { drivers: rows.map(toAdminDriver), total, page: query.page, pageSize: ADMIN_DRIVERS_PAGE_SIZE };
    },

    /**
     * An admin activates or deactivates a driver, or sets their maximum of orders at once: under the
     * row's lock, the change, its one audit row (`driver.update`, the changed fields before and after)
     * and the `driver.updated` event commit together. A change to nothing writes nothing; a refusal
     * (404, 409) neither.
     */
    async update(
      actor: Actor,
      driverId: string,
      input: AdminDriverUpdate,
      ip: string | null,
    ): Promise<AdminDriver> {
      await requireAccess(policy, actor, 'driver.manage', [driverId], 'No driver');
      const row = await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(driverId, tx);
        if (!current) throw noDriver();
        const change = adminChange(current, input);
        const fields = Object.keys(change) as (keyof DriverAdminChange)[];
        if (fields.length === 0) return current;
        const updated = await repo.update(driverId, { ...change, updatedAt: clock() }, tx);
        if (!updated) throw noDriver();
        await audit.record(tx, {
          actor,
          ip,
          action: 'driver.update',
          target: { type: 'driver', id: driverId },
          before: Object.fromEntries(fields.map((f) => [f, current[f]])),
          after: Object.fromEntries(fields.map((f) => [f, updated[f]])),
        });
        await bus.publish('driver.updated', { driverId }, transaction);
        return updated;
      });
      return toAdminDriver(row);
    },

    /**
     * A driver's own fix (the tracking module's POST /api/driver/location), on their own row only, in
     * the caller's transaction: 'stored', 'too_soon' (their last fix is under LOCATION_MIN_INTERVAL_MS
     * old: one conditional UPDATE decides, so racing fixes cannot both pass) or 'no_driver'.
     */
    async recordLocation(
      tx: Executor,
      driverId: string,
      fix: { lng: number; lat: number },
    ): Promise<{ result: 'stored' | 'too_soon' | 'no_driver'; at: Date }> {
      const at = clock();
      return { result: await repo.recordLocation(tx, driverId, fix, at, LOCATION_MIN_INTERVAL_MS), at };
    },
  };
}

export type DriversService = ReturnType<typeof createDriversService>;
