import {
  AREA_KEYS,
  BAHRAIN_AREAS,
  type BusinessType,
  IMAGE_MAX_BYTES,
  type RetailerRegister,
  type Shop,
  type ShopApplication,
  type ShopPause,
  type ShopProfile,
  type ShopProfileUpdate,
  type ShopStatus,
  type StaffShop,
} from '@haflah/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { RequestContext } from '../../http/guard.js';
import { uploadLimit } from '../../http/uploads.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import type { createAttemptsRepository } from '../../platform/attempts.js';
import type { Bus } from '../../platform/bus.js';
import { IMAGE_MAX_SIDE, toWebp } from '../../platform/images.js';
import { normalizeBahrainPhone } from '../../platform/phone.js';
import type { Storage } from '../../platform/storage.js';
import { uniqueKey } from '../../platform/storage.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { AuthResult, AuthService } from '../auth/index.js';
import type { ShopsPolicy } from './shops.policy.js';
import type { NewShop, ShopRow, ShopsRepository, StaffShopRow } from './shops.repository.js';

/** A shop as customers see it. */
export function toShop(row: Omit<StaffShopRow, 'status'>): Shop {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    logoUrl: row.logoUrl,
    rating: Math.round(row.rating * 10) / 10,
    reviewCount: row.reviewCount,
    deliveryMinutes: row.deliveryMinutes,
    deliveryFeeFils: row.deliveryFeeFils,
    area: { en: row.areaEn, ar: row.areaAr },
  };
}

const toStaffShop = (row: StaffShopRow): StaffShop => ({
  ...toShop(row),
  status: row.status,
});

/**
 * A URL-safe slug from a shop's English name ('Sugar & Spice Café' → 'sugar-spice-cafe'); 'shop' when
 * nothing Latin is left (the English name field accepts any script).
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'shop';
}

/** The area's key (as at sign-up) of a stored English area name; null for one not in the list. */
const areaKeyOf = (areaEn: string) => AREA_KEYS.find((key) => BAHRAIN_AREAS[key].en === areaEn) ?? null;

/** The whole profile as its owner and admins see it (shop-profile.ts ShopProfile). */
export function toShopProfile(row: ShopRow): ShopProfile {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    businessTypes: row.businessTypes as BusinessType[],
    phone: row.phone,
    address: row.address,
    area: areaKeyOf(row.areaEn),
    crNumber: row.crNumber,
    iban: row.iban,
    deliveryMinutes: row.deliveryMinutes,
    deliveryFeeFils: row.deliveryFeeFils,
    freeDeliveryOverFils: row.freeDeliveryOverFils,
    openingHours: row.openingHours,
    logoUrl: row.logoUrl,
    status: row.status,
    statusReason: row.statusReason,
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    pause: row.pausedAt
      ? {
          reason: row.pauseReason ?? '',
          since: row.pausedAt.toISOString(),
          until: row.pausedUntil?.toISOString() ?? null,
        }
      : null,
  };
}

/** The columns a profile change writes (names, area and description in both languages together). */
function columnsOf(input: ShopProfileUpdate): Partial<NewShop> {
  const values: Partial<NewShop> = {};
  if (input.name) Object.assign(values, { nameEn: input.name.en, nameAr: input.name.ar });
  if (input.description)
    Object.assign(values, { descriptionEn: input.description.en, descriptionAr: input.description.ar });
  if (input.area)
    Object.assign(values, { areaEn: BAHRAIN_AREAS[input.area].en, areaAr: BAHRAIN_AREAS[input.area].ar });
  if (input.businessTypes) values.businessTypes = input.businessTypes;
  if (input.phone !== undefined) values.phone = normalizeBahrainPhone(input.phone);
  if (input.address !== undefined) values.address = input.address;
  if (input.crNumber !== undefined) values.crNumber = input.crNumber;
  if (input.iban !== undefined) values.iban = input.iban;
  if (input.deliveryMinutes !== undefined) values.deliveryMinutes = input.deliveryMinutes;
  if (input.deliveryFeeFils !== undefined) values.deliveryFeeFils = input.deliveryFeeFils;
  if (input.freeDeliveryOverFils !== undefined) values.freeDeliveryOverFils = input.freeDeliveryOverFils;
  if (input.openingHours !== undefined) values.openingHours = input.openingHours;
  return values;
}

const noShop = () => new AppError('NOT_FOUND', 'No shop');

interface Deps {
  audit: Pick<AuditService, 'record'>;
  auth: AuthService;
  db: Db;
  repo: ShopsRepository;
  policy: ShopsPolicy;
  bus: Bus;
  storage: Storage;
  /** The PostgreSQL limiter uploads count with (UPLOAD_RATE_LIMIT). */
  attempts: Pick<ReturnType<typeof createAttemptsRepository>, 'consume'>;
  clock: () => Date;
}

/** Shops: a retailer's sign-up (spec §7 Retailer), the shops an account runs, and their approval. */
export function createShopsService({ audit, auth, db, repo, policy, bus, storage, attempts, clock }: Deps) {
  /**
   * The shop the signed-in retailer runs (the routes take no id: a retailer has one shop), asked of the
   * policy like any row; none answers 404.
   */
  async function ownShop(actor: Actor): Promise<ShopRow> {
    const row = await repo.ownedBy(actor.id);
    if (!row) throw noShop();
    await requireAccess(policy, actor, 'shop.manage', [row.id]);
    return row;
  }

  /** Writes the owner's change and tells the shop's room (and the catalogue's caches, by trigger). */
  async function changeOwn(row: ShopRow, values: Partial<NewShop>): Promise<ShopProfile> {
    const updated = await repo.update(row.id, values);
    if (!updated) throw noShop();
    await bus.publish('shop.updated', { shopId: row.id });
    return toShopProfile(updated);
  }

  /** Once the row points at its new logo: the file it replaced goes, and the shop's room is told. */
  async function logoChanged({ row, previous }: { row: ShopRow; previous: string | null }) {
    if (previous && previous !== row.logoUrl) await storage.remove(previous);
    await bus.publish('shop.updated', { shopId: row.id });
    return toShopProfile(row);
  }

  return {
    /**
     * The account (signed in) and its shop, pending an admin's approval (spec §4): unseen by customers
     * until then.
     */
    async registerRetailer(input: RetailerRegister, ctx: RequestContext): Promise<AuthResult> {
      const { email, password, ...application } = input;
      let shop: { id: string; ownerUserId: string } | undefined;
      const result = await auth.registerStaff(
        { email, password, phone: input.phone, name: input.businessNameEn, role: 'retailer' },
        ctx,
        async ({ userId, phone }) => {
          const area = BAHRAIN_AREAS[application.area];
          const description = application.description ?? '';
          const row = await repo.insertWithUniqueSlug(
            {
              nameEn: application.businessNameEn,
              nameAr: application.businessNameAr,
              descriptionEn: description,
              descriptionAr: description,
              areaEn: area.en,
              areaAr: area.ar,
              status: 'pending',
              crNumber: application.crNumber,
              iban: application.iban,
              businessTypes: application.businessTypes,
              phone,
              address: application.address,
              ownerUserId: userId,
            },
            slugify(application.businessNameEn),
          );
          shop = { id: row.id, ownerUserId: userId };
        },
      );
      if (shop) await bus.publish('shop.applied', { shopId: shop.id, ownerUserId: shop.ownerUserId });
      return result;
    },

    async listOwned(userId: string): Promise<StaffShop[]> {
      return (await repo.listWhere({ ownerUserId: userId })).map(toStaffShop);
    },

    async listByStatus(status: ShopStatus): Promise<StaffShop[]> {
      return (await repo.listWhere({ status })).map(toStaffShop);
    },

    /** The signed-in retailer's shop, every field. */
    async profile(actor: Actor): Promise<ShopProfile> {
      return toShopProfile(await ownShop(actor));
    },

    /** Changes some of the profile; never the approval status (a rejected shop may fix its profile). */
    async updateProfile(actor: Actor, input: ShopProfileUpdate): Promise<ShopProfile> {
      const row = await ownShop(actor);
      return changeOwn(row, columnsOf(input));
    },

    /**
     * A new logo from the bytes received: checked and re-encoded (a 512 px WebP, platform/images.ts),
     * stored, then written; the file it replaced is removed once the row points at the new one. A
     * refused picture stores nothing; a failed write removes what was stored.
     */
    async setLogo(actor: Actor, bytes: Buffer): Promise<ShopProfile> {
      const row = await ownShop(actor);
      const limited = await attempts.consume([uploadLimit(actor.id)]);
      if (!limited.allowed) throw new AppError('RATE_LIMITED', 'Too many uploads', limited.retryAfterSeconds);
      if (bytes.length > IMAGE_MAX_BYTES) throw new AppError('IMAGE_TOO_LARGE', 'The image is too large');
      const webp = await toWebp(bytes, { maxSide: IMAGE_MAX_SIDE.logo });
      const url = await storage.put(uniqueKey(`shops/${row.id}`, 'webp'), webp, 'image/webp');
      let swapped: Awaited<ReturnType<ShopsRepository['swapLogo']>>;
      try {
        swapped = await repo.swapLogo(row.id, url);
      } catch (err) {
        await storage.remove(url);
        throw err;
      }
      if (!swapped) {
        await storage.remove(url);
        throw noShop();
      }
      return logoChanged(swapped);
    },

    async removeLogo(actor: Actor): Promise<ShopProfile> {
      const row = await ownShop(actor);
      const swapped = await repo.swapLogo(row.id, null);
      if (!swapped) throw noShop();
      return logoChanged(swapped);
    },

    /**
     * Closes the shop for now: hidden from customers and taking no new holds or orders (visibleShop),
     * its existing ones kept. A pause already on is replaced (new reason, new end).
     */
    async pause(actor: Actor, input: ShopPause): Promise<ShopProfile> {
      const row = await ownShop(actor);
      return changeOwn(row, {
        pausedAt: row.pausedAt ?? clock(),
        pausedUntil: input.until ? new Date(input.until) : null,
        pauseReason: input.reason,
      });
    },

    /** Reopens the shop by hand. */
    async reopen(actor: Actor): Promise<ShopProfile> {
      const row = await ownShop(actor);
      return changeOwn(row, { pausedAt: null, pausedUntil: null, pauseReason: null });
    },

    /**
     * Reopens the shops whose pause has ended (the job, each minute); each one's room is told. The
     * update NOTIFYs the catalogue's caches on every node (the shops trigger).
     */
    async reopenDue(): Promise<number> {
      const ids = await repo.reopenDue(clock());
      for (const shopId of ids) await bus.publish('shop.updated', { shopId });
      return ids.length;
    },

    /**
     * An admin approves or rejects a pending shop (with the reason its owner sees), in one transaction
     * under the shop row's lock: the change, its audit-log row and the `shop.status_changed` event (its
     * room's NOTIFY) commit together. A shop no longer pending (another admin decided first) answers
     * 409 SHOP_ALREADY_DECIDED and writes nothing.
     */
    async decide(
      actor: Actor,
      shopId: string,
      decision: { status: 'approved' } | { status: 'rejected'; reason: string },
      ip: string | null = null,
    ): Promise<ShopProfile> {
      await requireAccess(policy, actor, 'shop.decide', [shopId]);
      const reason = decision.status === 'rejected' ? decision.reason : null;
      const row = await inTransaction(db, async (tx, transaction) => {
        const current = await repo.lockById(shopId, tx);
        if (!current) throw noShop();
        if (current.status !== 'pending')
          throw new AppError('SHOP_ALREADY_DECIDED', `The shop is ${current.status} already`);
        const updated = await repo.update(
          shopId,
          { status: decision.status, statusReason: reason, statusChangedAt: clock() },
          tx,
        );
        if (!updated) throw noShop();
        await audit.record(tx, {
          actor,
          ip,
          action: decision.status === 'approved' ? 'shop.approve' : 'shop.reject',
          target: { type: 'shop', id: shopId },
          reason,
          before: { status: current.status, statusReason: current.statusReason },
          after: { status: updated.status, statusReason: updated.statusReason },
        });
        // The owner's email is queued in this transaction too (the mail module): sent only if it commits.
        const notice = {
          to: await repo.ownerEmail(updated.ownerUserId, tx),
          shop: { en: updated.nameEn, ar: updated.nameAr },
          status: decision.status,
          reason,
        };
        await bus.publish('shop.status_changed', { shopId, status: decision.status, notice }, transaction);
        return updated;
      });
      return toShopProfile(row);
    },

    /** The shops waiting for a decision, oldest first, as their retailers registered them. */
    async pendingApplications(): Promise<ShopApplication[]> {
      return (await repo.pendingApplications()).map(({ shop, applicantEmail, applicantName }) => ({
        id: shop.id,
        names: { en: shop.nameEn, ar: shop.nameAr },
        businessTypes: shop.businessTypes as BusinessType[],
        crNumber: shop.crNumber ?? '',
        iban: shop.iban ?? '',
        phone: shop.phone ?? '',
        address: shop.address ?? '',
        area: { en: shop.areaEn, ar: shop.areaAr },
        description: { en: shop.descriptionEn, ar: shop.descriptionAr },
        appliedAt: shop.createdAt.toISOString(),
        applicantEmail: applicantEmail ?? '',
        applicantName: applicantName ?? '',
      }));
    },

    /** How many shops have each approval status (the admin dashboard). */
    countByStatus(): Promise<Record<ShopStatus, number>> {
      return repo.countByStatus();
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
