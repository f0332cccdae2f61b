import {
  ENDS_IN_PAST_ISSUE,
  OFFER_ENDED_ISSUE,
  type OfferCreate,
  type OfferState,
  type OfferUpdate,
  type PromoCode,
  type PromoCodeCreate,
  type PromoCodeState,
  type promoCodeCreateSchema,
  type ShopOffer,
  SPAN_ORDER_ISSUE,
} from '@haflah/contracts';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import { inTransaction } from '../../platform/transaction.js';
import type { AuditService } from '../audit/index.js';
import type { OffersPolicy } from './offers.policy.js';
import type {
  CodeOwner,
  OffersStaffRepository,
  PromoCodeRow,
  ShopOfferRow,
} from './offers.staff-repository.js';

export function offerState(row: Pick<ShopOfferRow, 'startsAt' | 'endsAt'>, now: Date): OfferState {
  if (row.endsAt <= now) return 'past';
  return row.startsAt <= now ? 'running' : 'upcoming';
}

export function toShopOffer(row: ShopOfferRow, now: Date): ShopOffer {
  return {
    id: row.id,
    percent: row.percent,
    capFils: row.capFils,
    minOrderFils: row.minOrderFils,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    state: offerState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

export function promoCodeState(row: PromoCodeRow, now: Date): PromoCodeState {
  if (row.disabledAt) return 'disabled';
  if (row.expiresAt <= now) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'usedUp';
  return row.startsAt > now ? 'scheduled' : 'active';
}

export function toPromoCode(row: PromoCodeRow, now: Date): PromoCode {
  return {
    id: row.id,
    code: row.code,
    percent: row.percent,
    capFils: row.capFils,
    minOrderFils: row.minOrderFils,
    firstOrderOnly: row.firstOrderOnly,
    startsAt: row.startsAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    disabledAt: row.disabledAt?.toISOString() ?? null,
    state: promoCodeState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A refusal of a value the contract cannot judge alone (it needs the clock, or the stored row). */
const invalid = (path: string, issue: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, undefined, { path, issue });

type ParsedCode = z.output<typeof promoCodeCreateSchema>;

export interface OffersServiceDeps {
  db: Db;
  repo: OffersStaffRepository;
  policy: OffersPolicy;
  audit: AuditService;
  clock: () => Date;
  /** The shops this retailer account runs (the shops module's front door). */
  shopsOf: (userId: string) => Promise<string[]>;
}

/**
 * A shop's offers and codes, and the marketplace's codes (issue 27 point 6): what the shop's
 * /retailer/offers and the admin's /admin/promo-codes manage. Checkout applies them (offers.checkout.ts).
 */
export function createOffersService({ db, repo, policy, audit, clock, shopsOf }: OffersServiceDeps) {
  /** The account's shop; a retailer without one has nothing here (404). */
  async function ownShop(actor: Actor): Promise<string> {
    const [shopId] = await shopsOf(actor.id);
    if (!shopId) throw new AppError('NOT_FOUND', 'Shop not found');
    return shopId;
  }

  /** Writes a shop's offer change under the lock on its row, refusing an overlap; customers' lists forget. */
  async function withOfferLock<T>(
    shopId: string,
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>,
  ) {
    return inTransaction(db, async (tx) => {
      await repo.lockShop(tx, shopId);
      const result = await work(tx);
      await repo.announceCatalogueChange(tx);
      return result;
    });
  }

  async function createCode(owner: CodeOwner, actor: Actor, body: ParsedCode, ip: string | null) {
    const now = clock();
    const startsAt = body.startsAt ? new Date(body.startsAt) : now;
    const expiresAt = new Date(body.expiresAt);
    if (expiresAt <= now) throw invalid('expiresAt', ENDS_IN_PAST_ISSUE, 'The expiry has passed');
    if (expiresAt <= startsAt) throw invalid('expiresAt', SPAN_ORDER_ISSUE, 'The expiry is before the start');
    return inTransaction(db, async (tx) => {
      const row = await repo.insertCode(tx, {
        code: body.code,
        shopId: 'shopId' in owner ? owner.shopId : null,
        percent: body.percent,
        capFils: body.capFils,
        minOrderFils: body.minOrderFils ?? null,
        startsAt,
        expiresAt,
        firstOrderOnly: body.firstOrderOnly ?? false,
        usageLimit: body.usageLimit ?? null,
        createdBy: actor.id,
      });
      if (!row) throw new AppError('PROMO_CODE_TAKEN', 'This code is taken');
      if (actor.role === 'admin') {
        await audit.record(tx, {
          actor,
          ip,
          action: 'promo_code.create',
          target: { type: 'promo_code', id: row.id },
          after: { code: row.code, percent: row.percent, capFils: row.capFils, usageLimit: row.usageLimit },
        });
      }
      return toPromoCode(row, now);
    });
  }

  async function disableCode(actor: Actor, id: string, ip: string | null) {
    await requireAccess(policy, actor, 'promoCode.manage', [id], 'Promo code not found');
    const now = clock();
    return inTransaction(db, async (tx) => {
      const before = await repo.codeById(tx, id);
      const row = await repo.disableCode(tx, id, now);
      if (actor.role === 'admin' && !before?.disabledAt) {
        await audit.record(tx, {
          actor,
          ip,
          action: 'promo_code.disable',
          target: { type: 'promo_code', id },
          before: { disabledAt: null },
          after: { disabledAt: now.toISOString() },
        });
      }
      return toPromoCode(row, now);
    });
  }

  return {
    async listOffers(actor: Actor): Promise<ShopOffer[]> {
      const shopId = await ownShop(actor);
      const now = clock();
      return (await repo.offersOf(shopId, now)).map((row) => toShopOffer(row, now));
    },

    /**
     * A new offer. A start already past becomes now (an offer does not reach back to orders placed);
     * the end must be in the future; no overlap with the shop's other offers (OFFER_OVERLAPS).
     */
    async createOffer(actor: Actor, body: OfferCreate): Promise<ShopOffer> {
      const shopId = await ownShop(actor);
      const now = clock();
      const startsAt = new Date(Math.max(Date.parse(body.startsAt), now.getTime()));
      const endsAt = new Date(body.endsAt);
      if (endsAt <= now) throw invalid('endsAt', ENDS_IN_PAST_ISSUE, 'The end has passed');
      return withOfferLock(shopId, async (tx) => {
        if (await repo.overlapping(tx, shopId, { startsAt, endsAt })) {
          throw new AppError('OFFER_OVERLAPS', 'Another offer of the shop runs at that time');
        }
        const row = await repo.insertOffer(tx, {
          shopId,
          percent: body.percent,
          capFils: body.capFils,
          minOrderFils: body.minOrderFils ?? null,
          startsAt,
          endsAt,
          firstOrderOnly: body.firstOrderOnly ?? false,
        });
        return toShopOffer(row, now);
      });
    },

    /** Changes an upcoming or running offer (a running one keeps its start); an ended one is read-only. */
    async updateOffer(actor: Actor, id: string, body: OfferUpdate): Promise<ShopOffer> {
      await requireAccess(policy, actor, 'offer.manage', [id], 'Offer not found');
      const current = await repo.offerById(db, id);
      if (!current) throw new AppError('NOT_FOUND', 'Offer not found');
      return withOfferLock(current.shopId, async (tx) => {
        const now = clock();
        // Withdrawn (deleted) since it was first read: gone, as for anyone else.
        const row = await repo.offerById(tx, id);
        if (!row) throw new AppError('NOT_FOUND', 'Offer not found');
        const state = offerState(row, now);
        if (state === 'past') throw invalid('endsAt', OFFER_ENDED_ISSUE, 'The offer has ended');
        const startsAt =
          state === 'running' || body.startsAt === undefined
            ? row.startsAt
            : new Date(Math.max(Date.parse(body.startsAt), now.getTime()));
        const endsAt = body.endsAt === undefined ? row.endsAt : new Date(body.endsAt);
        if (endsAt <= now) throw invalid('endsAt', ENDS_IN_PAST_ISSUE, 'The end has passed');
        if (endsAt <= startsAt) throw invalid('endsAt', SPAN_ORDER_ISSUE, 'The end is before the start');
        if (await repo.overlapping(tx, row.shopId, { startsAt, endsAt }, id)) {
          throw new AppError('OFFER_OVERLAPS', 'Another offer of the shop runs at that time');
        }
        const updated = await repo.updateOffer(tx, id, {
          percent: body.percent ?? row.percent,
          capFils: body.capFils ?? row.capFils,
          minOrderFils: body.minOrderFils === undefined ? row.minOrderFils : body.minOrderFils,
          firstOrderOnly: body.firstOrderOnly ?? row.firstOrderOnly,
          startsAt,
          endsAt,
        });
        return toShopOffer(updated, now);
      });
    },

    /**
     * Ends an offer now: a running one stops; an upcoming one is withdrawn (it never ran: no order
     * names it). An ended one is left as it is. Answers the shop's offers as they are then.
     */
    async endOffer(actor: Actor, id: string): Promise<ShopOffer[]> {
      await requireAccess(policy, actor, 'offer.manage', [id], 'Offer not found');
      const current = await repo.offerById(db, id);
      if (!current) throw new AppError('NOT_FOUND', 'Offer not found');
      const now = clock();
      await withOfferLock(current.shopId, async (tx) => {
        const row = await repo.offerById(tx, id);
        if (!row) return;
        const state = offerState(row, now);
        // One that started this very instant never ran either (and its end must follow its start).
        if (state === 'running' && row.startsAt < now) await repo.updateOffer(tx, id, { endsAt: now });
        else if (state !== 'past') await repo.deleteOffer(tx, id);
      });
      return (await repo.offersOf(current.shopId, now)).map((row) => toShopOffer(row, now));
    },

    async listShopCodes(actor: Actor): Promise<PromoCode[]> {
      const shopId = await ownShop(actor);
      const now = clock();
      return (await repo.codesOf({ shopId })).map((row) => toPromoCode(row, now));
    },

    async createShopCode(actor: Actor, body: ParsedCode): Promise<PromoCode> {
      return createCode({ shopId: await ownShop(actor) }, actor, body, null);
    },

    disableShopCode: (actor: Actor, id: string) => disableCode(actor, id, null),

    async listMarketplaceCodes(): Promise<PromoCode[]> {
      const now = clock();
      return (await repo.codesOf({ marketplace: true })).map((row) => toPromoCode(row, now));
    },

    createMarketplaceCode: (actor: Actor, body: ParsedCode, ip: string | null) =>
      createCode({ marketplace: true }, actor, body, ip),

    disableMarketplaceCode: (actor: Actor, id: string, ip: string | null) => disableCode(actor, id, ip),
  };
}

export type OffersService = ReturnType<typeof createOffersService>;
export type { PromoCodeCreate };
