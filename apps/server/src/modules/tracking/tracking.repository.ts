import type { AdminDriverLocations, DeliveryStatus, VehicleType } from '@haflah/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';

/*
 * The deliveries' rows are read here with SQL naming the table (read-only, as the audit module reads
 * other modules' rows): this module never writes them. The driver's own fix is written through the
 * drivers module's front door (DriversService.recordLocation).
 */

/** What the customer's tracking card is made of: one row per order with a delivery. */
export type TrackingRow = {
  status: DeliveryStatus;
  code: string;
  driverName: string | null;
  driverPhone: string | null;
  vehicleType: VehicleType | null;
  lng: number | null;
  lat: number | null;
  locationAt: Date | string | null;
  address: { pin?: { lat: number; lng: number } | null } | null;
};

const idList = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export function createTrackingRepository(db: Db) {
  return {
    /** The orders `driverId` carries now (picked up): one query, in the fix's transaction. */
    async carriedBy(tx: Executor, driverId: string): Promise<string[]> {
      const { rows } = await tx.execute<{ order_id: string }>(
        sql`select order_id from deliveries where driver_id = ${driverId} and status = 'picked_up'`,
      );
      return rows.map((r) => r.order_id);
    },

    /** Which of `ids` are orders of customer `userId` (with a delivery or not yet). */
    async trackedOf(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select o.id from orders o
        where o.user_id = ${userId} and o.id::text in (${idList(ids)})`);
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are orders of customer `userId` whose driver carries them now (picked up). */
    async carriedFor(userId: string, ids: readonly string[]): Promise<Set<string>> {
      const { rows } = await db.execute<{ id: string }>(sql`
        select o.id from orders o join deliveries d on d.order_id = o.id
        where o.user_id = ${userId} and d.status = 'picked_up' and o.id::text in (${idList(ids)})`);
      return new Set(rows.map((r) => r.id));
    },

    /** Which of `ids` are orders with a delivery (an admin watches any). */
    async withDelivery(ids: readonly string[]): Promise<Set<string>> {
      const { rows } = await db.execute<{ id: string }>(
        sql`select order_id as id from deliveries where order_id::text in (${idList(ids)})`,
      );
      return new Set(rows.map((r) => r.id));
    },

    /** The order's delivery with its driver (if any) and the order's address. */
    async tracking(orderId: string): Promise<TrackingRow | null> {
      const { rows } = await db.execute<TrackingRow>(sql`
        select d.status, d.code, dr.name as "driverName", dr.phone as "driverPhone",
          dr.vehicle_type as "vehicleType", dr.current_lng as lng, dr.current_lat as lat,
          dr.location_at as "locationAt", o.address
        from deliveries d
        join orders o on o.id = d.order_id
        left join drivers dr on dr.id = d.driver_id
        where d.order_id = ${orderId}`);
      return rows[0] ?? null;
    },

    /** Online drivers with a position, and their load. */
    async onlineLocations(): Promise<AdminDriverLocations['drivers']> {
      const { rows } = await db.execute<{
        id: string;
        name: string;
        currentOrders: number;
        maxOrders: number;
        lng: number;
        lat: number;
        at: Date | string;
      }>(sql`
        select id, name, current_orders as "currentOrders", max_orders as "maxOrders",
          current_lng as lng, current_lat as lat, location_at as at
        from drivers
        where status <> 'offline' and current_lng is not null and current_lat is not null
          and location_at is not null
        order by lower(name), id`);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        currentOrders: Number(r.currentOrders),
        maxOrders: Number(r.maxOrders),
        location: { lng: Number(r.lng), lat: Number(r.lat), at: new Date(r.at).toISOString() },
      }));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
