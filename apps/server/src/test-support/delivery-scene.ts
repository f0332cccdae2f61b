import type { DeliveryStatus } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Builders } from './builders.js';
import { orderScene } from './order-scene.js';

/** A pin in Adliya, Manama: the demo customer's destination. */
export const ADLIYA = { lat: 26.2125, lng: 50.5925 };

/**
 * A customer's product order at a shop with its delivery in `status`, carried by a new driver (online)
 * once accepted; the order's address pinned at `pin` (null: no pin). The delivery row is written with
 * SQL (the tracking tests only read deliveries; the deliveries module owns its builders).
 */
export async function deliveryScene(
  f: Builders,
  db: Db,
  options: { status?: DeliveryStatus; code?: string; pin?: { lat: number; lng: number } | null } = {},
) {
  const status = options.status ?? 'picked_up';
  const code = options.code ?? String(1000 + Math.floor(Math.random() * 9000));
  const scene = await orderScene(f, { customerName: 'Fatima Tracking' });
  const order = await scene.order({ status: status === 'picked_up' ? 'shipped' : 'processing' });
  const pin = options.pin === undefined ? ADLIYA : options.pin;
  await db.execute(
    sql`update orders set address = jsonb_set(address, '{pin}', ${JSON.stringify(pin)}::jsonb) where id = ${order.id}`,
  );
  const driver = await f.driver({ status: 'busy' });
  const carried = status !== 'open' && status !== 'cancelled';
  await db.execute(sql`
    insert into deliveries (order_id, driver_id, status, code, fee_fils, accepted_at, picked_up_at, delivered_at)
    values (${order.id}, ${carried ? driver.id : null}, ${status}, ${code}, 1000,
      ${carried ? sql`now()` : null}, ${status === 'picked_up' || status === 'delivered' ? sql`now()` : null},
      ${status === 'delivered' ? sql`now()` : null})`);
  return { ...scene, placeOrder: scene.order, order, driver, code };
}

/** Sets the delivery of `orderId` to `status` (with its driver kept). */
export async function setDeliveryStatus(db: Db, orderId: string, status: DeliveryStatus) {
  await db.execute(sql`update deliveries set status = ${status} where order_id = ${orderId}`);
}
