import {
  ADMIN_SHOPS_PAGE_SIZE,
  type AdminShopsPage,
  type AdminShopsQuery,
  AREA_KEYS,
  type AuditAction,
  BAHRAIN_AREAS,
  type BusinessType,
  IMAGE_MAX_BYTES,
  type RetailerRegister,
  type Shop,
  type ShopApplication,
  type ShopHistoryEntry,
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
import type { ShopDecisionNotice } from './shops.events.js';
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

/** The audit actions that change a shop's status: its history. */
const SHOP_HISTORY = new Set<string>(['shop.approve', 'shop.reject', 'shop.suspend', 'shop.reinstate']);

interface Deps {
  audit: Pick<AuditService, 'record' | 'forTarget'>;
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

  /**
   * An admin moves a shop from one status to another, in one transaction under the shop row's lock:
   * the change, its one audit-log row and the `shop.status_changed` event (the rooms' NOTIFY, the
   * owner's email queued) commit together. A shop not in `from` answers the step's refusal and writes
   * nothing.
   */
  async function changeStatus(
    actor: Actor,
    shopId: string,
    ip: string | null,
    step: {
      from: ShopStatus;
      refusal: (status: ShopStatus) => AppError;
      to: ShopStatus;
      action: AuditAction;
      notice: ShopDecisionNotice['status'];
      reason: string | null;
      /** Whether the reason is the one the owner reads on the shop (statusReason); default yes. */
      keepReason?: boolean;
    },
  ): Promise<ShopProfile> {
    await requireAccess(policy, actor, 'shop.decide', [shopId]);
    const row = await inTransaction(db, async (tx, transaction) => {
      const current = await repo.lockById(shopId, tx);
      if (!current) throw noShop();
      if (current.status !== step.from) throw step.refusal(current.status);
      const statusReason = step.keepReason === false ? null : step.reason;
      const updated = await repo.update(
        shopId,
        { status: step.to, statusReason, statusChangedAt: clock() },
        tx,
      );
      if (!updated) throw noShop();
      await audit.record(tx, {
        actor,
        ip,
        action: step.action,
        target: { type: 'shop', id: shopId },
        reason: step.reason,
        before: { status: current.status, statusReason: current.statusReason },
        after: { status: updated.status, statusReason: updated.statusReason },
      });
      // The owner's email is queued in this transaction too (the mail module): sent only if it commits.
      const notice: ShopDecisionNotice = {
        to: await repo.ownerEmail(updated.ownerUserId, tx),
        shop: { en: updated.nameEn, ar: updated.nameAr },
        status: step.notice,
        reason: step.reason,
      };
      await bus.publish('shop.status_changed', { shopId, status: step.to, notice }, transaction);
      return updated;
    });
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
    decide(
      actor: Actor,
      shopId: string,
      decision: { status: 'approved' } | { status: 'rejected'; reason: string },
      ip: string | null = null,
    ): Promise<ShopProfile> {
      const approved = decision.status === 'approved';
      return changeStatus(actor, shopId, ip, {
        from: 'pending',
        refusal: (status) => new AppError('SHOP_ALREADY_DECIDED', `The shop is ${status} already`),
        to: decision.status,
        action: approved ? 'shop.approve' : 'shop.reject',
        notice: decision.status,
        reason: approved ? null : decision.reason,
      });
    },

    /**
     * An admin suspends an approved shop, saying why: customers no longer see it or its listings and
     * it takes no new holds or orders (visibleShop), its existing orders and bookings stay. Any other
     * status answers 409 SHOP_NOT_SUSPENDABLE (a pending shop is rejected, never suspended). As
     * `decide`: one transaction, one audit row, the owner told by email and live.
     */
    suspend(actor: Actor, shopId: string, reason: string, ip: string | null = null): Promise<ShopProfile> {
      return changeStatus(actor, shopId, ip, {
        from: 'approved',
        refusal: (status) => new AppError('SHOP_NOT_SUSPENDABLE', `The shop is ${status}, not approved`),
        to: 'suspended',
        action: 'shop.suspend',
        notice: 'suspended',
        reason,
      });
    },

    /** A suspended shop is approved again (an optional note for the audit log); else 409 SHOP_NOT_SUSPENDED. */
    reinstate(
      actor: Actor,
      shopId: string,
      note: string | null = null,
      ip: string | null = null,
    ): Promise<ShopProfile> {
      return changeStatus(actor, shopId, ip, {
        from: 'suspended',
        refusal: (status) => new AppError('SHOP_NOT_SUSPENDED', `The shop is ${status}, not suspended`),
        to: 'approved',
        action: 'shop.reinstate',
        notice: 'reinstated',
        reason: note || null,
        // The owner reads no reason on an approved shop: the note stays in the audit log only.
        keepReason: false,
      });
    },

    /**
     * One page of the admin's list of every shop (or those of a status, or matching `q`); the active
     * listings are counted by the catalogue (`activeListings` 0 here: shops.admin.ts fills it in).
     */
    async adminPage(query: AdminShopsQuery): Promise<AdminShopsPage> {
      const pageSize = ADMIN_SHOPS_PAGE_SIZE;
      const { rows, total } = await repo.adminPage(
        { q: query.q, status: query.status },
        pageSize,
        (query.page - 1) * pageSize,
      );
      return {
        shops: rows.map((r) => ({
          ...toStaffShop(r),
          statusReason: r.statusReason,
          statusChangedAt: r.statusChangedAt?.toISOString() ?? null,
          paused: r.pausedAt !== null,
          ownerEmail: r.ownerEmail,
          appliedAt: r.createdAt.toISOString(),
          activeListings: 0,
        })),
        total,
        page: query.page,
        pageSize,
      };
    },

    /**
     * What the retailer details page shows of the shop itself: the whole profile, its owner, when it
     * applied, its rating, and its status history from the audit log (with each admin's name).
     */
    async adminProfile(actor: Actor, shopId: string) {
      await requireAccess(policy, actor, 'shop.read', [shopId]);
      const row = await repo.byId(shopId);
      if (!row) throw noShop();
      const history = (await audit.forTarget('shop', shopId)).filter((r) => SHOP_HISTORY.has(r.action));
      const accounts = await repo.accounts([
        ...new Set([...history.map((r) => r.actorUserId), ...(row.ownerUserId ? [row.ownerUserId] : [])]),
      ]);
      const owner = row.ownerUserId ? (accounts.get(row.ownerUserId) ?? null) : null;
      return {
        profile: toShopProfile(row),
        owner,
        appliedAt: row.createdAt.toISOString(),
        rating: Math.round(row.rating * 10) / 10,
        reviewCount: row.reviewCount,
        history: history.map((r) => ({
          at: r.at.toISOString(),
          action: r.action as ShopHistoryEntry['action'],
          actor: {
            name: accounts.get(r.actorUserId)?.name ?? null,
            email: accounts.get(r.actorUserId)?.email ?? null,
            role: r.actorRole,
          },
          reason: r.reason,
        })),
      };
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
