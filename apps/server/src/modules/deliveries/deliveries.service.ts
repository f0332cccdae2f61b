import { randomInt } from 'node:crypto';
import {
  DELIVERY_OFFER_SECONDS,
  DELIVERY_PHOTO_DAYS,
  DELIVERY_UNASSIGNED_MINUTES,
  type DeliverySettings,
  type DriverDashboard,
  type DriverDeliveries,
  type DriverDelivery,
} from '@haflah/contracts';
import type { Db, Executor } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { uploadLimit } from '../../http/uploads.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { createAttemptsRepository } from '../../platform/attempts.js';
import type { Bus, InTransaction } from '../../platform/bus.js';
import { IMAGE_MAX_SIDE, toWebp } from '../../platform/images.js';
import type { Storage } from '../../platform/storage.js';
import { uniqueKey } from '../../platform/storage.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { DriverRow } from '../drivers/index.js';
import { toDriver } from '../drivers/index.js';
import type { DeliveriesPolicy, DeliveryAction } from './deliveries.policy.js';
import type { DeliveriesRepository, DeliveryRow, DeliveryViewRow } from './deliveries.repository.js';
import { bahrainDayStart, cashAllowed, codeAttemptsLeft } from './deliveries.rules.js';

const NOT_FOUND = 'No delivery';
const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? '';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A delivery as `viewerId` sees it: the customer's name, phone and address only once it is theirs
 * (accepted); an offer shows the area. Never the code.
 */
export function toDriverDelivery(row: DeliveryViewRow, viewerId: string): DriverDelivery {
  const d = row.delivery;
  const theirs = d.driverId === viewerId && d.status !== 'open';
  const address = theirs ? row.address : null;
  return {
    id: d.id,
    orderId: d.orderId,
    orderNumber: row.orderNumber,
    status: d.status,
    shop: {
      id: row.shopId,
      name: { en: row.shopNameEn, ar: row.shopNameAr },
      phone: row.shopPhone,
      address: row.shopAddress,
    },
    area: row.address?.area ?? null,
    customer:
      theirs && row.address
        ? { firstName: firstName(row.customerName), phone: row.address.contactPhone }
        : null,
    address,
    destination: address?.pin ? { lng: address.pin.lng, lat: address.pin.lat } : null,
    delivery:
      row.deliveryDate && row.deliveryWindow ? { date: row.deliveryDate, window: row.deliveryWindow } : null,
    itemCount: Number(row.itemCount),
    paymentType: row.paymentType,
    feeFils: d.feeFils,
    cashDueFils: d.cashDueFils,
    cashReceivedFils: d.cashReceivedFils,
    codeAttemptsLeft: codeAttemptsLeft(d.wrongCodes),
    proof: d.proof,
    photoUrl: theirs ? d.photoUrl : null,
    openedAt: d.openedAt.toISOString(),
    acceptedAt: iso(d.acceptedAt),
    pickedUpAt: iso(d.pickedUpAt),
    deliveredAt: iso(d.deliveredAt),
  };
}

/** A new delivery code: 4 random digits (crypto). */
export const newDeliveryCode = () => String(randomInt(0, 10_000)).padStart(4, '0');

/**
 * Deliveries (issue 25): the rows, the driver's reads, the door photo and the sweep's own parts. What
 * changes a driver's row too (accepting, delivering, going online) is the deliveries workflow's, which
 * calls the `work` steps here inside its transactions.
 */
export function createDeliveriesService({
  db,
  repo,
  policy,
  bus,
  storage,
  clock,
  drivers,
  audit,
  attempts,
}: {
  attempts: Pick<ReturnType<typeof createAttemptsRepository>, 'consume'>;
  audit: Pick<AuditService, 'record'>;
  db: Db;
  repo: DeliveriesRepository;
  policy: DeliveriesPolicy;
  bus: Bus;
  storage: Storage;
  clock: () => Date;
  drivers: { driver(userId: string): Promise<ReturnType<typeof toDriver> | null> };
}) {
  const assert = (actor: Actor, action: DeliveryAction, id: string) =>
    requireAccess(policy, actor, action, [id], NOT_FOUND);

  async function viewFor(executor: Executor, id: string, viewerId: string): Promise<DriverDelivery> {
    const row = await repo.viewOf(executor, id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return toDriverDelivery(row, viewerId);
  }

  const offersChanged = (transaction: InTransaction, deliveryId: string, driverIds: string[]) =>
    driverIds.length === 0
      ? Promise.resolve()
      : bus.publish(
          'delivery.offers_changed',
          { deliveryId, driverIds: [...new Set(driverIds)] },
          transaction,
        );

  /** Offers `delivery` to every driver who may take it now (none twice); tells them. */
  async function offerToEligible(
    tx: Executor,
    transaction: InTransaction,
    delivery: Pick<DeliveryRow, 'id' | 'cashDueFils'>,
    capFils: number,
  ) {
    const now = clock();
    const ids = await repo.eligibleDrivers(tx, delivery, capFils);
    const made = await repo.insertOffers(
      tx,
      ids.map((driverId) => ({ deliveryId: delivery.id, driverId })),
      now,
      new Date(now.getTime() + DELIVERY_OFFER_SECONDS * 1000),
    );
    await offersChanged(
      transaction,
      delivery.id,
      made.map((o) => o.driverId),
    );
    return made.length;
  }

  /** The steps the deliveries workflow runs inside its transactions (ADR 016). */
  const work = {
    assert,
    viewFor,
    lock: repo.lock,
    get: repo.get,
    lockOfOrder: repo.lockOfOrder,
    cashCap: (tx: Executor) => repo.cashCap(tx),
    cashHeld: (tx: Executor, driverId: string) => repo.cashHeld(tx, driverId),

    /**
     * The shop said the order is ready: its delivery opens (a random code; the fee is the order's
     * delivery fee; cash due is the total of a cash order) and is offered to every driver who may take it.
     */
    async open(tx: Executor, transaction: InTransaction, orderId: string): Promise<DeliveryRow> {
      const order = await repo.orderFacts(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'No order');
      const row = await repo.insert(tx, {
        orderId,
        code: newDeliveryCode(),
        feeFils: order.deliveryFeeFils,
        cashDueFils: order.paymentType === 'cash' ? order.totalFils : 0,
        openedAt: clock(),
      });
      await offerToEligible(tx, transaction, row, await repo.cashCap(tx));
      return row;
    },

    /** A driver came online: every open delivery they may take is offered to them at once. */
    async offerOpenTo(tx: Executor, transaction: InTransaction, driverId: string): Promise<number> {
      const [held, cap] = await Promise.all([repo.cashHeld(tx, driverId), repo.cashCap(tx)]);
      const open = await repo.openFor(tx, driverId, cashAllowed('cash', held, cap));
      const now = clock();
      const made = await repo.insertOffers(
        tx,
        open.map((d) => ({ deliveryId: d.id, driverId })),
        now,
        new Date(now.getTime() + DELIVERY_OFFER_SECONDS * 1000),
      );
      for (const offer of made) await offersChanged(transaction, offer.deliveryId, [driverId]);
      return made.length;
    },

    /** Open deliveries offered again to drivers who may take them and have no pending or declined offer. */
    async reoffer(tx: Executor, transaction: InTransaction): Promise<number> {
      const cap = await repo.cashCap(tx);
      let made = 0;
      for (const delivery of await repo.openDeliveries(tx))
        made += await offerToEligible(tx, transaction, delivery, cap);
      return made;
    },

    /** A driver went offline (or was set offline): their pending offers are withdrawn at once. */
    async withdrawOffersOf(tx: Executor, transaction: InTransaction, driverId: string): Promise<void> {
      const deliveryIds = await repo.withdrawOffersOf(tx, driverId, clock());
      for (const deliveryId of new Set(deliveryIds)) await offersChanged(transaction, deliveryId, [driverId]);
    },

    /**
     * The accept's conditional write (the driver's row is already locked and checked): the delivery
     * becomes theirs only if still open and offered to them; their offer accepted, every other pending
     * offer withdrawn (those drivers are told), the order's rooms told. Null: DELIVERY_TAKEN.
     */
    async claim(
      tx: Executor,
      transaction: InTransaction,
      id: string,
      driverId: string,
    ): Promise<DeliveryRow | null> {
      const now = clock();
      const row = await repo.claim(tx, id, driverId, now);
      if (!row) return null;
      await repo.answerOffer(tx, id, driverId, 'accepted', now);
      const others = await repo.withdrawOffersOfDelivery(tx, id, now);
      await offersChanged(transaction, id, others);
      const view = await repo.viewOf(tx, id);
      if (view)
        await bus.publish(
          'delivery.accepted',
          { deliveryId: id, orderId: row.orderId, userId: view.customerId, shopId: view.shopId },
          transaction,
        );
      return row;
    },

    /** The driver says no: their offer declined (never offered this delivery again). */
    declineOffer: (tx: Executor, id: string, driverId: string) =>
      repo.answerOffer(tx, id, driverId, 'declined', clock()),

    /** Accepted by this driver → picked up; null when it is not (DELIVERY_MOVE_NOT_ALLOWED). */
    pickUp: (tx: Executor, id: string, driverId: string) => {
      const now = clock();
      return repo.move(tx, id, driverId, 'accepted', {
        status: 'picked_up',
        pickedUpAt: now,
        updatedAt: now,
      });
    },

    /** Picked up → delivered, with its proof and the cash received (checked by the workflow). */
    markDelivered: (
      tx: Executor,
      id: string,
      driverId: string,
      proof: 'code' | 'photo',
      cashReceivedFils: number | null,
    ) => {
      const now = clock();
      return repo.move(tx, id, driverId, 'picked_up', {
        status: 'delivered',
        proof,
        cashReceivedFils,
        deliveredAt: now,
        updatedAt: now,
      });
    },

    /** A wrong code, counted under the delivery's lock (its transaction commits, then it is refused). */
    countWrongCode: (tx: Executor, id: string) => repo.countWrongCode(tx, id, clock()),

    /**
     * An admin cancelled the order: its open or accepted delivery is cancelled and its offers
     * withdrawn (those drivers told). Answers the driver who held it (their load goes down), if any.
     */
    async cancelForOrder(tx: Executor, transaction: InTransaction, orderId: string): Promise<string | null> {
      const row = await repo.lockOfOrder(tx, orderId);
      if (!row || row.status === 'delivered' || row.status === 'cancelled') return null;
      const now = clock();
      await repo.set(tx, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
      await offersChanged(transaction, row.id, await repo.withdrawOffersOfDelivery(tx, row.id, now));
      if (row.driverId) await offersChanged(transaction, row.id, [row.driverId]);
      return row.status === 'open' ? null : row.driverId;
    },

    /**
     * An admin shipped the order (handed it over some other way): an open delivery is cancelled (its
     * offers withdrawn), an accepted one counts as picked up by its driver.
     */
    async shipForOrder(tx: Executor, transaction: InTransaction, orderId: string): Promise<void> {
      const row = await repo.lockOfOrder(tx, orderId);
      if (!row) return;
      const now = clock();
      if (row.status === 'open') {
        await repo.set(tx, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
        await offersChanged(transaction, row.id, await repo.withdrawOffersOfDelivery(tx, row.id, now));
      } else if (row.status === 'accepted') {
        await repo.set(tx, row.id, { status: 'picked_up', pickedUpAt: now, updatedAt: now });
        if (row.driverId) await offersChanged(transaction, row.id, [row.driverId]);
      }
    },

    /**
     * An admin marked the order delivered: its delivery is completed (by its driver). Answers the
     * driver whose load goes down, if any.
     */
    async completeForOrder(
      tx: Executor,
      transaction: InTransaction,
      orderId: string,
    ): Promise<string | null> {
      const row = await repo.lockOfOrder(tx, orderId);
      if (!row || row.status === 'delivered' || row.status === 'cancelled') return null;
      const now = clock();
      if (row.status === 'open') {
        await repo.set(tx, row.id, { status: 'cancelled', cancelledAt: now, updatedAt: now });
        await offersChanged(transaction, row.id, await repo.withdrawOffersOfDelivery(tx, row.id, now));
        return null;
      }
      await repo.set(tx, row.id, {
        status: 'delivered',
        deliveredAt: now,
        pickedUpAt: row.pickedUpAt ?? now,
        cashReceivedFils: row.cashDueFils > 0 ? row.cashDueFils : null,
        updatedAt: now,
      });
      if (row.driverId) await offersChanged(transaction, row.id, [row.driverId]);
      return row.driverId;
    },

    expireOffers: (tx: Executor) => repo.expireOffers(tx, clock()),

    /** After an admin's change of a driver: an inactive or offline driver's pending offers go. */
    async driverChanged(tx: Executor, transaction: InTransaction, driverId: string): Promise<void> {
      if (await repo.driverUnavailable(tx, driverId)) await work.withdrawOffersOf(tx, transaction, driverId);
    },
    offersChanged,
  };

  async function driverRecord(actor: Actor) {
    const driver = await drivers.driver(actor.id);
    if (!driver) throw new AppError('NOT_FOUND', 'No driver');
    return driver;
  }

  return {
    work,

    /** Pending offers (newest first), deliveries in hand (oldest accepted first), today's delivered. */
    async list(actor: Actor): Promise<DriverDeliveries> {
      const since = bahrainDayStart(clock());
      const [offers, active, today] = await Promise.all([
        repo.pendingOffers(db, actor.id),
        repo.inHand(db, actor.id),
        repo.deliveredSince(db, actor.id, since),
      ]);
      return {
        offers: offers.map((o) => ({
          id: o.offerId,
          expiresAt: o.expiresAt.toISOString(),
          delivery: toDriverDelivery(o, actor.id),
        })),
        active: active.map((r) => toDriverDelivery(r, actor.id)),
        today: today.map((r) => toDriverDelivery(r, actor.id)),
      };
    },

    async get(actor: Actor, id: string): Promise<DriverDelivery> {
      await assert(actor, 'delivery.read', id);
      return viewFor(db, id, actor.id);
    },

    /**
     * Today (Bahrain day): the deliveries finished and what they earned (the sum of their fees, README),
     * the cash held against the cap, the offers waiting.
     */
    async dashboard(actor: Actor, row?: DriverRow): Promise<DriverDashboard> {
      const driver = row ? toDriver(row) : await driverRecord(actor);
      const since = bahrainDayStart(clock());
      const [today, heldFils, capFils, offersWaiting, offline] = await Promise.all([
        repo.deliveredSince(db, actor.id, since),
        repo.cashHeld(db, actor.id),
        repo.cashCap(db),
        repo.countPendingOffers(db, actor.id),
        repo.offlineReasonOf(db, actor.id),
      ]);
      return {
        driver,
        offlineReason: offline,
        today: {
          deliveries: today.length,
          earningsFils: today.reduce((sum, r) => sum + r.delivery.feeFils, 0),
        },
        cash: { heldFils, capFils },
        offersWaiting,
      };
    },

    /**
     * The door photo (proof when the customer can't be reached): checked and re-encoded like every
     * upload, stored, then written on the delivery it belongs to (picked up by this driver); the photo it
     * replaces is removed. Kept DELIVERY_PHOTO_DAYS.
     */
    async setPhoto(actor: Actor, id: string, bytes: Buffer): Promise<DriverDelivery> {
      await assert(actor, 'delivery.carry', id);
      const limited = await attempts.consume([uploadLimit(actor.id)]);
      if (!limited.allowed) throw new AppError('RATE_LIMITED', 'Too many uploads', limited.retryAfterSeconds);
      const current = await repo.get(db, id);
      if (current?.status !== 'picked_up')
        throw new AppError('DELIVERY_MOVE_NOT_ALLOWED', 'Only a delivery picked up takes a door photo');
      const webp = await toWebp(bytes, { maxSide: IMAGE_MAX_SIDE.listing });
      const url = await storage.put(uniqueKey(`deliveries/${id}`, 'webp'), webp, 'image/webp');
      let previous: string | null = null;
      try {
        const now = clock();
        const swapped = await inTransaction(db, async (tx) => {
          const row = await repo.lock(tx, id);
          if (row?.status !== 'picked_up' || row.driverId !== actor.id) return false;
          previous = row.photoUrl;
          await repo.set(tx, id, { photoUrl: url, photoAt: now, updatedAt: now });
          return true;
        });
        if (!swapped) throw new AppError('DELIVERY_MOVE_NOT_ALLOWED', 'The delivery is no longer picked up');
      } catch (err) {
        await storage.remove(url);
        throw err;
      }
      if (previous) await storage.remove(previous);
      return viewFor(db, id, actor.id);
    },

    async settings(): Promise<DeliverySettings> {
      return { cashCapFils: await repo.cashCap(db) };
    },

    /** An admin changes the settings: the change and its audit row (`delivery.settings`) commit together. */
    async updateSettings(
      actor: Actor,
      input: DeliverySettings,
      ip: string | null,
    ): Promise<DeliverySettings> {
      return inTransaction(db, async (tx) => {
        const before = await repo.cashCap(tx);
        if (before === input.cashCapFils) return { cashCapFils: before };
        await repo.setCashCap(tx, input.cashCapFils, clock());
        await audit.record(tx, {
          actor,
          ip,
          action: 'delivery.settings',
          target: { type: 'delivery_settings', id: 'delivery' },
          before: { cashCapFils: before },
          after: { cashCapFils: input.cashCapFils },
        });
        return { cashCapFils: input.cashCapFils };
      });
    },

    /** Open deliveries waiting longer than DELIVERY_UNASSIGNED_MINUTES (the admin dashboard). */
    countWaiting(): Promise<number> {
      return repo.countWaiting(db, new Date(clock().getTime() - DELIVERY_UNASSIGNED_MINUTES * 60_000));
    },

    /** The sweep's own parts: flag deliveries nobody took (admins told, once), remove old door photos. */
    async flagAndClean(): Promise<{ flagged: number; photosRemoved: number }> {
      const now = clock();
      const flagged = await inTransaction(db, async (tx, transaction) => {
        const ids = await repo.flagUnassigned(
          tx,
          new Date(now.getTime() - DELIVERY_UNASSIGNED_MINUTES * 60_000),
          now,
        );
        for (const deliveryId of ids) await bus.publish('delivery.flagged', { deliveryId }, transaction);
        return ids.length;
      });
      const urls = await inTransaction(db, (tx) =>
        repo.clearPhotos(tx, new Date(now.getTime() - DELIVERY_PHOTO_DAYS * 86_400_000), now),
      );
      for (const url of urls) await storage.remove(url);
      return { flagged, photosRemoved: urls.length };
    },
  };
}

export type DeliveriesService = ReturnType<typeof createDeliveriesService>;
