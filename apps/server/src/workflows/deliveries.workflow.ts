import {
  DELIVERY_CODE_ATTEMPTS,
  type DeliverRequest,
  type Driver,
  type DriverDelivery,
} from '@haflah/contracts';
import type { Db, Executor } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { DeliveriesService, DeliveryRow } from '../modules/deliveries/index.js';
import {
  acceptRefusal,
  afterMissedOffer,
  codeMatches,
  onlineStatus,
  statusAfterLoad,
} from '../modules/deliveries/index.js';
import type { DriversService } from '../modules/drivers/index.js';
import { toDriver } from '../modules/drivers/index.js';
import type { LedgerService } from '../modules/ledger/index.js';
import type { OrdersService } from '../modules/orders/index.js';
import type { Actor } from '../platform/access.js';
import type { InTransaction } from '../platform/bus.js';
import { inTransaction } from '../platform/transaction.js';

/** The deliveries' sweep job: offers expire to the second, so it ticks often (claimed across nodes). */
export const DELIVERIES_SWEEP_JOB = 'deliveries.sweep';
export const DELIVERIES_SWEEP_MS = 5_000;

const noDriver = () => new AppError('NOT_FOUND', 'No driver');

/**
 * Deliveries (issue 25) across modules, each step one transaction: the delivery's row (deliveries),
 * the driver's row (drivers, through its front door, under its lock), the order's move (orders) and
 * the cash collected (ledger). Modules never write each other's tables; this layer joins them.
 */
export function createDeliveriesWorkflow(deps: {
  db: Db;
  deliveries: DeliveriesService;
  drivers: DriversService;
  orders: OrdersService;
  ledger: LedgerService;
}) {
  const { db, drivers, orders, ledger } = deps;
  const work = deps.deliveries.work;

  /** The driver's load changed by `orders` (and `delivered` more finished): status by the one rule. */
  async function changeLoad(tx: Executor, driverId: string, orders: number, delivered = 0) {
    const row = await drivers.lockForWork(tx, driverId);
    if (!row) return;
    const currentOrders = Math.max(0, row.currentOrders + orders);
    await drivers.updateWork(tx, driverId, {
      currentOrders,
      totalDeliveries: row.totalDeliveries + delivered,
      status: statusAfterLoad(row.status, currentOrders, row.maxOrders),
    });
  }

  /** Offline, for the reason given (null: the driver chose it); pending offers withdrawn at once. */
  async function setOffline(
    tx: Executor,
    transaction: InTransaction,
    driverId: string,
    reason: 'missed_offers' | null,
  ) {
    const row = await drivers.updateWork(tx, driverId, { status: 'offline', offlineReason: reason });
    await work.withdrawOffersOf(tx, transaction, driverId);
    return row;
  }

  return {
    /**
     * Online or offline. Online: available (busy at their maximum), the server's reason and the missed
     * offers cleared, every open delivery they may take offered. Offline: pending offers withdrawn.
     */
    async setOnline(actor: Actor, online: boolean): Promise<Driver> {
      const row = await inTransaction(db, async (tx, transaction) => {
        const current = await drivers.lockForWork(tx, actor.id);
        if (!current) throw noDriver();
        if (!online) return setOffline(tx, transaction, actor.id, null);
        if (!current.isActive)
          throw new AppError(
            'DRIVER_INACTIVE',
            'An admin has deactivated this driver: they may not go online',
          );
        const updated = await drivers.updateWork(tx, actor.id, {
          status: onlineStatus(current.currentOrders, current.maxOrders),
          offlineReason: null,
          missedOffers: 0,
        });
        // A driver online at their maximum is offered nothing until a delivery is done (the sweep then).
        if (updated.currentOrders < updated.maxOrders) await work.offerOpenTo(tx, transaction, actor.id);
        return updated;
      });
      return toDriver(row);
    },

    /** The driver's session ended (signed out): offline on the server too. Others: nothing. */
    async signedOut(userId: string): Promise<void> {
      await inTransaction(db, async (tx, transaction) => {
        const current = await drivers.lockForWork(tx, userId);
        if (!current || current.status === 'offline') return;
        await setOffline(tx, transaction, userId, null);
      });
    },

    /**
     * One transaction: the driver's row locked and checked (active, online, room, cash cap), then the
     * one conditional write that makes the delivery theirs (no row: DELIVERY_TAKEN), and their load + 1.
     */
    async accept(actor: Actor, id: string): Promise<DriverDelivery> {
      await work.assert(actor, 'delivery.answer', id);
      return inTransaction(db, async (tx, transaction) => {
        const driver = await drivers.lockForWork(tx, actor.id);
        if (!driver) throw noDriver();
        const delivery = await work.viewFor(tx, id, actor.id);
        const [heldFils, capFils] = await Promise.all([work.cashHeld(tx, actor.id), work.cashCap(tx)]);
        const refusal = acceptRefusal(
          driver,
          { paymentType: delivery.cashDueFils > 0 ? 'cash' : 'paid' },
          {
            heldFils,
            capFils,
          },
        );
        if (refusal) throw new AppError(refusal);
        const claimed = await work.claim(tx, transaction, id, actor.id);
        if (!claimed)
          throw new AppError('DELIVERY_TAKEN', 'Another driver took this delivery, or it is no longer open');
        const currentOrders = driver.currentOrders + 1;
        // An answered offer breaks a run of missed ones.
        await drivers.updateWork(tx, actor.id, {
          currentOrders,
          missedOffers: 0,
          status: statusAfterLoad(driver.status, currentOrders, driver.maxOrders),
        });
        return work.viewFor(tx, id, actor.id);
      });
    },

    /** Declined: not offered to them again; their missed offers start again from 0. */
    async decline(actor: Actor, id: string): Promise<void> {
      await work.assert(actor, 'delivery.answer', id);
      await inTransaction(db, async (tx) => {
        const driver = await drivers.lockForWork(tx, actor.id);
        if (!driver) throw noDriver();
        await work.declineOffer(tx, id, actor.id);
        if (driver.missedOffers !== 0) await drivers.updateWork(tx, actor.id, { missedOffers: 0 });
      });
    },

    /** Accepted by this driver → picked up, and the order processing → shipped (actor driver). */
    async pickUp(actor: Actor, id: string): Promise<DriverDelivery> {
      await work.assert(actor, 'delivery.carry', id);
      return inTransaction(db, async (tx, transaction) => {
        const row = await work.pickUp(tx, id, actor.id);
        if (!row)
          throw new AppError('DELIVERY_MOVE_NOT_ALLOWED', 'Only an accepted delivery can be picked up');
        await orders.applyMove(tx, transaction, actor, 'driver', row.orderId, 'shipped');
        return work.viewFor(tx, id, actor.id);
      });
    },

    /**
     * Picked up → delivered with proof. A wrong code is counted in its own committed statement and
     * refused; at DELIVERY_CODE_ATTEMPTS wrong codes every code is refused. Then one transaction: the
     * delivery, the order shipped → delivered (actor driver), the cash collected by this driver, and
     * their load − 1 and deliveries + 1.
     */
    async deliver(actor: Actor, id: string, input: DeliverRequest): Promise<DriverDelivery> {
      await work.assert(actor, 'delivery.carry', id);
      const checkProof = (row: DeliveryRow) => {
        if (row.status !== 'picked_up' || row.driverId !== actor.id)
          throw new AppError('DELIVERY_MOVE_NOT_ALLOWED', 'Only a delivery picked up can be delivered');
        if (input.proof === 'code' && row.wrongCodes >= DELIVERY_CODE_ATTEMPTS)
          throw new AppError(
            'DELIVERY_CODE_LOCKED',
            'Too many wrong codes: call the customer or take a photo',
          );
        if (input.proof === 'photo' && !row.photoUrl)
          throw new AppError('DELIVERY_PHOTO_REQUIRED', 'Take the photo at the door first');
        if (row.cashDueFils > 0 && (input.cashReceivedFils ?? -1) < row.cashDueFils)
          throw new AppError('CASH_BELOW_DUE', 'The cash received is less than what is due');
      };
      // Every try is judged under the delivery's lock, one after another: 100 guesses sent at once are
      // compared one by one, so the 6th try is refused whatever it is. A wrong code's count commits
      // (the transaction returns it), then it is refused.
      type Outcome = { delivered: DriverDelivery } | { wrongCodes: number };
      const outcome = await inTransaction(db, async (tx, transaction): Promise<Outcome> => {
        const driver = await drivers.lockForWork(tx, actor.id);
        if (!driver) throw noDriver();
        const row = await work.lock(tx, id);
        if (!row) throw new AppError('NOT_FOUND', 'No delivery');
        checkProof(row);
        if (input.proof === 'code' && !codeMatches(input.code ?? '', row.code))
          return { wrongCodes: await work.countWrongCode(tx, id) };
        const cashReceived = row.cashDueFils > 0 ? (input.cashReceivedFils ?? null) : null;
        const done = await work.markDelivered(tx, id, actor.id, input.proof, cashReceived);
        if (!done)
          throw new AppError('DELIVERY_MOVE_NOT_ALLOWED', 'Only a delivery picked up can be delivered');
        const order = await orders.applyMove(tx, transaction, actor, 'driver', row.orderId, 'delivered');
        if (order.paymentType === 'cash') await ledger.recordCashCollected(tx, order, order.at, actor.id);
        const currentOrders = Math.max(0, driver.currentOrders - 1);
        await drivers.updateWork(tx, actor.id, {
          currentOrders,
          totalDeliveries: driver.totalDeliveries + 1,
          status: statusAfterLoad(driver.status, currentOrders, driver.maxOrders),
        });
        return { delivered: await work.viewFor(tx, id, actor.id) };
      });
      if ('delivered' in outcome) return outcome.delivered;
      throw new AppError('WRONG_DELIVERY_CODE', 'That is not the code', undefined, {
        attemptsLeft: Math.max(0, DELIVERY_CODE_ATTEMPTS - outcome.wrongCodes),
      });
    },

    /** An admin's move of an order (the order-moves workflow's transaction): its delivery follows. */
    async orderMoved(tx: Executor, transaction: InTransaction, orderId: string, to: string): Promise<void> {
      if (to === 'cancelled') {
        const driverId = await work.cancelForOrder(tx, transaction, orderId);
        if (driverId) await changeLoad(tx, driverId, -1);
      } else if (to === 'shipped') {
        await work.shipForOrder(tx, transaction, orderId);
      } else if (to === 'delivered') {
        const driverId = await work.completeForOrder(tx, transaction, orderId);
        if (driverId) await changeLoad(tx, driverId, -1, 1);
      }
    },

    /**
     * The sweep (every ~5 s, claimed across nodes): pending offers past their time expire (a driver's
     * missed offers + 1; at the limit they go offline and are told why); open deliveries are offered
     * again to drivers who may take them; then the module's own parts (flagging, old door photos).
     */
    async sweep() {
      const expired = await inTransaction(db, async (tx, transaction) => {
        const rows = await work.expireOffers(tx);
        const byDriver = new Map<string, string[]>();
        for (const r of rows) byDriver.set(r.driverId, [...(byDriver.get(r.driverId) ?? []), r.deliveryId]);
        for (const [driverId, deliveryIds] of [...byDriver].sort(([a], [b]) => a.localeCompare(b))) {
          const driver = await drivers.lockForWork(tx, driverId);
          if (!driver) continue;
          let missed = driver.missedOffers;
          let offline: 'missed_offers' | null = null;
          for (const _ of deliveryIds) ({ missedOffers: missed, offline } = afterMissedOffer(missed));
          if (offline && driver.status !== 'offline') await setOffline(tx, transaction, driverId, offline);
          await drivers.updateWork(tx, driverId, { missedOffers: missed });
          for (const deliveryId of new Set(deliveryIds))
            await work.offersChanged(transaction, deliveryId, [driverId]);
        }
        return rows.length;
      });
      const reoffered = await inTransaction(db, (tx, transaction) => work.reoffer(tx, transaction));
      const own = await deps.deliveries.flagAndClean();
      return { expired, reoffered, ...own };
    },
  };
}

export type DeliveriesWorkflow = ReturnType<typeof createDeliveriesWorkflow>;
