import {
  LISTING_IMAGE_LIMIT,
  type ListingCommitments,
  type ListingStatusBulk,
  type ListingStatusChange,
  type ShopListing,
  type ShopListingCreate,
  type ShopListingInput,
  type ShopListingsPage,
  type ShopListingsQuery,
  type ShopListingsSummary,
} from '@haflah/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import type { Policy } from '../../platform/access.js';
import { type Actor, requireAccess } from '../../platform/access.js';
import { uniqueKey } from '../../platform/storage.js';
import type { ListingAction } from './catalogue.policy.js';
import type { ListCursor } from './catalogue.reads.js';
import type { ShopListingReads, ShopListingRow } from './catalogue.shop-reads.js';
import { createCatalogueWrites, type ListingChanges, shopListingWrites } from './catalogue.writes.js';

/** Where pictures go (platform/storage.ts's Storage; kept structural so tests may pass their own). */
export interface PictureStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  remove(url: string): Promise<void>;
}

/** A picture as received → the bytes stored (platform/images.ts's toWebp at the listing size). */
export type PictureEncoder = (bytes: Buffer) => Promise<Buffer>;

type Commitments = Map<string, { liveHolds: number; futureBookings: number }>;

/** A listing row, its pictures and what depends on it → the contract's shape. */
export function toShopListing(
  row: ShopListingRow,
  images: { id: string; url: string }[],
  commitments: { liveHolds: number; futureBookings: number } = { liveHolds: 0, futureBookings: 0 },
): ShopListing {
  return {
    id: row.id,
    kind: row.kind,
    pricingType: row.pricingType,
    priceFils: row.priceFils,
    salePriceFils: row.salePriceFils,
    isOnSale: row.isOnSale,
    hourlyRateFils: row.hourlyRateFils,
    capacity: row.capacity,
    servesGuests: row.servesGuests,
    name: { en: row.nameEn, ar: row.nameAr },
    description: { en: row.descriptionEn, ar: row.descriptionAr },
    categoryId: row.categoryId,
    categoryName: { en: row.categoryNameEn, ar: row.categoryNameAr },
    imageUrl: row.imageUrl,
    images,
    isActive: row.isActive,
    liveHolds: commitments.liveHolds,
    futureBookings: commitments.futureBookings,
    bookingRules: {
      bufferBeforeMinutes: row.bufferBeforeMinutes,
      bufferAfterMinutes: row.bufferAfterMinutes,
      minNoticeMinutes: row.minNoticeMinutes,
      maxAdvanceDays: row.maxAdvanceDays,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The form's values as stored (its booking rules only when sent): a fixed price (and a sale price below it) for fixed pricing, an hourly
 * rate for hourly (its fixed price 0, as every hourly listing has), on sale exactly when a sale price is
 * given.
 */
export function toListingChanges(input: ShopListingInput): ListingChanges {
  const fixed = input.pricingType === 'fixed';
  const sale = fixed ? input.salePriceFils : null;
  return {
    kind: input.kind,
    pricingType: input.pricingType,
    categoryId: input.categoryId,
    nameEn: input.name.en,
    nameAr: input.name.ar,
    descriptionEn: input.description.en,
    descriptionAr: input.description.ar,
    priceFils: fixed ? (input.priceFils ?? 0) : 0,
    salePriceFils: sale,
    isOnSale: sale !== null,
    hourlyRateFils: fixed ? null : input.hourlyRateFils,
    capacity: input.capacity,
    servesGuests: input.servesGuests,
    // Left out (the CSV import), the listing keeps its buffers, notice and advance.
    ...input.bookingRules,
  };
}

const badCursor = () => new AppError('VALIDATION_FAILED', 'Invalid cursor');

/** `l.<ms>.<id>`: after this listing in newest-first order. */
function parseCursor(raw: string | undefined): ListCursor | undefined {
  if (raw === undefined) return undefined;
  const m = /^l\.(\d{1,15})\.([0-9a-f-]{36})$/.exec(raw);
  if (!m) throw badCursor();
  return { createdAt: new Date(Number(m[1])), id: m[2]! };
}
const cursorOf = (row: { createdAt: Date; id: string }) => `l.${row.createdAt.getTime()}.${row.id}`;

const commitmentsError = (held: ListingCommitments) =>
  new AppError(
    'LISTING_HAS_COMMITMENTS',
    'Live holds or future bookings depend on this listing',
    undefined,
    held,
  );
const noShop = () => new AppError('NOT_FOUND', 'This account runs no shop');
const notFound = () => new AppError('NOT_FOUND', 'No such listing');

interface Deps {
  db: Db;
  reads: ShopListingReads;
  policy: Policy<ListingAction>;
  /** The shops an account runs (the shops module's front door); one per retailer account. */
  shopsOf: (userId: string) => Promise<string[]>;
  clock: () => Date;
  /**
   * Pictures: where they are stored, how they are re-encoded, and the account's upload allowance
   * (UPLOAD_RATE_LIMIT, shared with the logo: refuses with RATE_LIMITED). Absent: no picture routes.
   */
  pictures?: { store: PictureStore; encode: PictureEncoder; allow: (userId: string) => Promise<void> };
}

/**
 * A shop managing its own listings (issue 23): the policy is asked first for every id (another shop's
 * listing: 404), every write keeps search's columns and vocabulary right (catalogue.writes.ts), and
 * every write of a listing reaches every node's catalogue cache through the table's NOTIFY trigger.
 */
export function createShopListingsService({ db, reads, policy, shopsOf, clock, pictures }: Deps) {
  const writes = createCatalogueWrites(db);

  async function shopOf(actor: Actor): Promise<string> {
    const [shopId] = await shopsOf(actor.id);
    if (!shopId) throw noShop();
    return shopId;
  }

  /** The listings as the contract shapes them, in the order of `rows`. */
  async function shape(executor: Db | Tx, rows: ShopListingRow[]): Promise<ShopListing[]> {
    const ids = rows.map((r) => r.id);
    // On the pool the reads run side by side; inside a transaction, one after the other on its one
    // connection.
    const [images, commitments] =
      executor === db
        ? await Promise.all([reads.images(db, ids), reads.commitments(db, ids, clock())])
        : [await reads.images(executor, ids), await reads.commitments(executor, ids, clock())];
    const byListing = new Map<string, { id: string; url: string }[]>();
    for (const image of images) {
      const list = byListing.get(image.listingId) ?? [];
      list.push({ id: image.id, url: image.url });
      byListing.set(image.listingId, list);
    }
    return rows.map((r) => toShopListing(r, byListing.get(r.id) ?? [], commitments.get(r.id)));
  }

  async function one(executor: Db | Tx, shopId: string, id: string): Promise<ShopListing> {
    const [row] = await reads.byIds(executor, shopId, [id]);
    if (!row) throw notFound();
    const [listing] = await shape(executor, [row]);
    return listing!;
  }

  /** The shop of the actor, once the policy has said every id is one of its listings. */
  async function allowed(actor: Actor, ids: readonly string[]): Promise<string> {
    await requireAccess(policy, actor, 'listing.manage', ids, 'No such listing');
    return shopOf(actor);
  }

  async function assertCategory(categoryId: string) {
    if (!(await reads.categoryExists(categoryId))) {
      throw new AppError('VALIDATION_FAILED', 'Unknown category', undefined, {
        path: 'body.categoryId',
        message: 'unknown_category',
      });
    }
  }

  /** Summed over `ids`, what would be left depending on listings no customer can see any more. */
  function pending(ids: readonly string[], commitments: Commitments): ListingCommitments | null {
    const out: ListingCommitments = { liveHolds: 0, futureBookings: 0, listingIds: [] };
    for (const id of ids) {
      const c = commitments.get(id);
      if (!c || (c.liveHolds === 0 && c.futureBookings === 0)) continue;
      out.liveHolds += c.liveHolds;
      out.futureBookings += c.futureBookings;
      out.listingIds.push(id);
    }
    return out.listingIds.length ? out : null;
  }

  /**
   * Shows or hides these listings of the shop, all or none, inside `tx`: deactivating ones with live
   * holds or future bookings needs `confirm` (409 LISTING_HAS_COMMITMENTS with the counts, nothing
   * changed). The rows are locked first, so the count is the one the decision is taken on.
   */
  async function setActiveIn(
    tx: Tx,
    shopId: string,
    ids: readonly string[],
    active: boolean,
    confirm: boolean,
  ) {
    await shopListingWrites.lockMany(tx, ids);
    const rows = await reads.byIds(tx, shopId, ids);
    const changing = rows.filter((r) => r.isActive !== active).map((r) => r.id);
    if (!active && !confirm) {
      const held = pending(changing, await reads.commitments(tx, changing, clock()));
      if (held) throw commitmentsError(held);
    }
    await shopListingWrites.setActive(tx, changing, active, clock());
  }

  const setActive = (shopId: string, ids: readonly string[], active: boolean, confirm: boolean) =>
    db.transaction((tx) => setActiveIn(tx, shopId, ids, active, confirm));

  return {
    shopOf,

    async list(actor: Actor, query: ShopListingsQuery): Promise<ShopListingsPage> {
      const shopId = await shopOf(actor);
      const filter = { q: query.q, kind: query.kind, status: query.status, attention: query.attention };
      const [rows, total] = await Promise.all([
        reads.page(shopId, filter, query.limit, parseCursor(query.after)),
        reads.total(shopId, filter),
      ]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        listings: await shape(db, page),
        total,
        nextCursor: rows.length > query.limit && last ? cursorOf(last) : null,
      };
    },

    async summary(actor: Actor): Promise<ShopListingsSummary> {
      return reads.summary(await shopOf(actor));
    },

    async get(actor: Actor, id: string): Promise<ShopListing> {
      return one(db, await allowed(actor, [id]), id);
    },

    /**
     * A new listing of the actor's shop, whatever the shop's approval: a pending or rejected shop may
     * prepare its listings, and customers see none of them until it is approved (visibleListing).
     */
    async create(actor: Actor, input: ShopListingCreate): Promise<ShopListing> {
      const shopId = await shopOf(actor);
      await assertCategory(input.categoryId);
      const row = await writes.insertListing({
        ...toListingChanges(input),
        shopId,
        isActive: input.isActive,
        rating: 0,
        reviewCount: 0,
      });
      return one(db, shopId, row.id);
    },

    /** The whole form; active or not changes only through `setStatus` (it may need a confirmation). */
    async update(actor: Actor, id: string, input: ShopListingInput): Promise<ShopListing> {
      const shopId = await allowed(actor, [id]);
      await assertCategory(input.categoryId);
      return db.transaction(async (tx) => {
        await shopListingWrites.update(tx, id, toListingChanges(input), clock());
        return one(tx, shopId, id);
      });
    },

    async setStatus(actor: Actor, id: string, change: ListingStatusChange): Promise<ShopListing> {
      const shopId = await allowed(actor, [id]);
      await setActive(shopId, [id], change.active, change.confirm);
      return one(db, shopId, id);
    },

    /** All or nothing: an id not of this shop → 404, commitments without confirm → 409; nothing changed. */
    async setStatusBulk(actor: Actor, body: ListingStatusBulk): Promise<{ updated: string[] }> {
      const shopId = await allowed(actor, body.ids);
      await setActive(shopId, body.ids, body.active, body.confirm);
      return { updated: body.ids };
    },

    /** Whether the picture routes are on (the storage and the image pipeline were given). */
    picturesEnabled: pictures !== undefined,

    /**
     * One more picture, after the others (the first is the cover). Refused past LISTING_IMAGE_LIMIT
     * before anything is stored; the count is checked again under the listing's lock, and a file
     * stored for a request that lost that race is removed.
     */
    async addImage(actor: Actor, id: string, received: () => Promise<Buffer>): Promise<ShopListing> {
      if (!pictures) throw notFound();
      const shopId = await allowed(actor, [id]);
      await pictures.allow(actor.id);
      const full = () => new AppError('LISTING_IMAGE_LIMIT', `At most ${LISTING_IMAGE_LIMIT} pictures`);
      if ((await reads.images(db, [id])).length >= LISTING_IMAGE_LIMIT) throw full();
      const bytes = await pictures.encode(await received());
      const url = await pictures.store.put(uniqueKey(`listings/${id}`, 'webp'), bytes, 'image/webp');
      try {
        return await db.transaction(async (tx) => {
          await shopListingWrites.lock(tx, id);
          if ((await shopListingWrites.countImages(tx, id)) >= LISTING_IMAGE_LIMIT) throw full();
          await shopListingWrites.addImage(tx, id, url);
          await shopListingWrites.syncCover(tx, id, clock());
          return one(tx, shopId, id);
        });
      } catch (err) {
        await pictures.store.remove(url);
        throw err;
      }
    },

    /** The pictures in a new order: exactly the listing's ids, each once (else 400). */
    async orderImages(actor: Actor, id: string, imageIds: readonly string[]): Promise<ShopListing> {
      const shopId = await allowed(actor, [id]);
      return db.transaction(async (tx) => {
        await shopListingWrites.lock(tx, id);
        const current = await shopListingWrites.imageIds(tx, id);
        const same =
          imageIds.length === current.length &&
          new Set(imageIds).size === imageIds.length &&
          imageIds.every((i) => current.includes(i));
        if (!same) {
          throw new AppError('VALIDATION_FAILED', 'Give every picture of the listing once', undefined, {
            path: 'body.imageIds',
            message: 'invalid',
          });
        }
        await shopListingWrites.orderImages(tx, id, imageIds);
        await shopListingWrites.syncCover(tx, id, clock());
        return one(tx, shopId, id);
      });
    },

    /** Removes a picture (and its file); the next one becomes the cover. */
    async removeImage(actor: Actor, id: string, imageId: string): Promise<ShopListing> {
      const shopId = await allowed(actor, [id]);
      const { listing, url } = await db.transaction(async (tx) => {
        await shopListingWrites.lock(tx, id);
        const url = await shopListingWrites.removeImage(tx, id, imageId);
        if (!url) throw new AppError('NOT_FOUND', 'No such picture');
        await shopListingWrites.syncCover(tx, id, clock());
        return { listing: await one(tx, shopId, id), url };
      });
      await pictures?.store.remove(url);
      return listing;
    },

    /** For the CSV import: new listings of the shop, in one statement (their words joined at once). */
    importCreateMany(
      shopId: string,
      items: { input: ShopListingInput; isActive: boolean }[],
    ): Promise<string[]> {
      return writes.insertListings(
        items.map((i) => ({
          ...toListingChanges(i.input),
          shopId,
          isActive: i.isActive,
          rating: 0,
          reviewCount: 0,
        })),
      );
    },

    /**
     * For the CSV import: these listings of the shop rewritten, in one transaction, all or none: an id
     * not of the shop is NOT_FOUND, deactivating one with live holds or future bookings
     * LISTING_HAS_COMMITMENTS (the import only asks for what it checked; this holds under a race).
     */
    async importUpdateMany(
      shopId: string,
      items: { id: string; input: ShopListingInput; isActive: boolean }[],
    ): Promise<void> {
      const ids = items.map((i) => i.id);
      await db.transaction(async (tx) => {
        await shopListingWrites.lockMany(tx, ids);
        const rows = await reads.byIds(tx, shopId, ids);
        if (rows.length !== new Set(ids).size) throw notFound();
        const active = new Map(rows.map((r) => [r.id, r.isActive]));
        const deactivating = items.filter((i) => !i.isActive && active.get(i.id)).map((i) => i.id);
        const held = pending(deactivating, await reads.commitments(tx, deactivating, clock()));
        if (held) throw commitmentsError(held);
        await shopListingWrites.updateMany(
          tx,
          items.map((i) => ({ ...toListingChanges(i.input), id: i.id, isActive: i.isActive })),
          clock(),
        );
        await shopListingWrites.words(tx, ids);
      });
    },
  };
}

export type ShopListingsService = ReturnType<typeof createShopListingsService>;
