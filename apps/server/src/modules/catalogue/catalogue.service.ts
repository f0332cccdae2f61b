import {
  type Category,
  type ItemDetail,
  type ItemSummary,
  type ItemsQuery,
  LISTING_KINDS,
  type OfferNote,
  requiresTimeSlot,
  SHOP_PAGE_SIZE,
  type Shop,
  type ShopPage,
  type ShopPausedDetails,
  type ShopsQuery,
} from '@haflah/contracts';
import { normalizeSearchText, searchTokens } from '../../db/search-text.js';
import { AppError } from '../../http/errors.js';
import { toShop } from '../shops/index.js';
import type { CatalogueReads, CategoryRow, ItemRow, ListCursor } from './catalogue.reads.js';
import { type CatalogueSearch, SEARCH_CANDIDATES } from './catalogue.search.js';

export function toCategory(row: CategoryRow): Category {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    emoji: row.emoji,
    icon: row.icon,
    color: row.color,
  };
}

export function toItemSummary(row: ItemRow): ItemSummary {
  return {
    id: row.id,
    kind: row.kind,
    pricingType: row.pricingType,
    priceFils: row.priceFils,
    salePriceFils: row.salePriceFils,
    isOnSale: row.isOnSale,
    hourlyRateFils: row.hourlyRateFils,
    capacity: row.capacity,
    name: { en: row.nameEn, ar: row.nameAr },
    imageUrl: row.imageUrl,
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    categoryId: row.categoryId,
    categoryName: { en: row.categoryNameEn, ar: row.categoryNameAr },
    shopId: row.shopId,
    shopName: { en: row.shopNameEn, ar: row.shopNameAr },
    requiresTimeSlot: requiresTimeSlot(row.kind, row.pricingType),
    createdAt: row.createdAt,
  };
}

/** `real` columns come back as 4.699999809; ratings are shown to one decimal. */
function roundRating(r: number): number {
  return Math.round(r * 10) / 10;
}

export interface RetailersPage {
  shops: Shop[];
  total: number;
  nextCursor: string | null;
}

export interface ItemsPage {
  items: ItemSummary[];
  nextCursor: string | null;
  shops?: Shop[];
}

type Cursor = { kind: 'list'; after: ListCursor } | { kind: 'search'; offset: number; atLeast: number };

const badCursor = () => new AppError('VALIDATION_FAILED', 'Invalid cursor');

/** `l.<ms>.<id>` after a listing of a plain list; `s.<offset>.<words>` into a search's ranking. */
function parseCursor(raw: string | undefined): Cursor | undefined {
  if (raw === undefined) return undefined;
  const list = /^l\.(\d{1,15})\.([0-9a-f-]{36})$/.exec(raw);
  if (list) return { kind: 'list', after: { createdAt: new Date(Number(list[1])), id: list[2]! } };
  const search = /^s\.(\d{1,4})\.(\d)$/.exec(raw);
  if (search && Number(search[1]) < SEARCH_CANDIDATES) {
    return { kind: 'search', offset: Number(search[1]), atLeast: Number(search[2]) };
  }
  throw badCursor();
}

/** `o.<offset>` into the retailers list (see listRetailersQuery). */
function parseOffsetCursor(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const offset = /^o\.(\d{1,5})$/.exec(raw);
  if (!offset) throw badCursor();
  return Number(offset[1]);
}

const listCursor = (row: { createdAt: string; id: string }) => `l.${Date.parse(row.createdAt)}.${row.id}`;

/** The offers shops run now (the offers module's reads, at the app's clock). */
export interface RunningOffers {
  running(shopIds: readonly string[]): Promise<Map<string, OfferNote>>;
}

const noOffers: RunningOffers = { running: async () => new Map() };

/** The catalogue's rules over its reads and its search engine; catalogue.cache.ts decides what is kept. */
export function createCatalogueService(
  reads: CatalogueReads,
  search: Pick<CatalogueSearch, 'expandTokens' | 'searchItems'>,
  offers: RunningOffers = noOffers,
) {
  /** Shops as customers see them, each with the offer it runs now or null (its card's note). */
  async function withOffers(shops: Shop[]): Promise<Shop[]> {
    const notes = await offers.running(shops.map((s) => s.id));
    return shops.map((shop) => ({ ...shop, offer: notes.get(shop.id) ?? null }));
  }

  return {
    async listCategories(): Promise<Category[]> {
      return (await reads.listCategories()).map(toCategory);
    },

    /** A page of a category's retailers (or all of them); `nextCursor` is the next page's offset. */
    async listRetailers({ categoryId, after }: ShopsQuery): Promise<RetailersPage> {
      const offset = parseOffsetCursor(after);
      const rows = await reads.listRetailers({ categoryId, offset, limit: SHOP_PAGE_SIZE });
      // A page past the end (shops left since the first page) has no row to carry the total.
      const total = rows[0]?.total ?? (offset > 0 ? await reads.countRetailers(categoryId) : 0);
      const next = offset + rows.length;
      return {
        shops: await withOffers(rows.map(toShop)),
        total,
        nextCursor: rows.length > 0 && next < total ? `o.${next}` : null,
      };
    },

    /**
     * A page of listings: newest first, or the best matches of a search. `nextCursor` continues it:
     * a keyset after the last listing for plain lists, an offset into the ranked candidates for a
     * search (which also remembers whether the search had to drop a word).
     */
    async listItems(query: ItemsQuery): Promise<ItemsPage> {
      const { categoryId, shopId, kind, q, limit } = query;
      const cursor = parseCursor(query.after);
      const text = q ? normalizeSearchText(q) : '';
      // A query of only punctuation (e.g. "%") searches for nothing; it must not list everything.
      if (q && !text) return { items: [], nextCursor: null };
      const filter = { categoryId, shopId, kind, limit: limit + 1 };
      if (!text) {
        if (cursor && cursor.kind !== 'list') throw badCursor();
        const rows = await reads.listItems({ ...filter, after: cursor?.after });
        const page = rows.slice(0, limit);
        const last = page.at(-1);
        return {
          items: page.map(toItemSummary),
          nextCursor: rows.length > limit && last ? listCursor(last) : null,
        };
      }
      if (cursor && cursor.kind !== 'search') throw badCursor();
      const tokens = searchTokens(text);
      const { matches, namedShops } = await search.expandTokens(tokens);
      const offset = cursor?.offset ?? 0;
      let atLeast = cursor?.atLeast ?? tokens.length;
      let rows = await search.searchItems({ ...filter, text, matches, atLeast, offset });
      // Nothing has every word: a query with one word too many still finds what has the others.
      if (!cursor && rows.length === 0 && tokens.length >= 2) {
        atLeast = tokens.length - 1;
        rows = await search.searchItems({ ...filter, text, matches, atLeast, offset });
      }
      const more = rows.length > limit && offset + limit < SEARCH_CANDIDATES;
      const page: ItemsPage = {
        items: rows.slice(0, limit).map(toItemSummary),
        nextCursor: more ? `s.${offset + limit}.${atLeast}` : null,
      };
      // A search for a shop's name lists that shop first ("sugar pearl"), on the first page of a
      // search over everything (inside a shop or a category the scope is already chosen).
      if (!cursor && !shopId && !categoryId && text.length >= 3 && namedShops.length) {
        page.shops = await withOffers(namedShops.map(toShop));
      }
      return page;
    },

    /** A shop's public page; NOT_FOUND for a shop customers cannot see. */
    async getShopPage(id: string): Promise<ShopPage> {
      const row = await reads.shopPage(id);
      if (!row) throw new AppError('NOT_FOUND', 'Shop not found');
      const [shop] = await withOffers([toShop(row)]);
      return {
        ...shop!,
        coverUrl: row.coverUrl,
        about: { en: row.descriptionEn, ar: row.descriptionAr },
        openingHours: row.openingHours,
        freeDeliveryOverFils: row.freeDeliveryOverFils,
        kinds: LISTING_KINDS.filter((k) => row.kinds.includes(k)),
      };
    },

    /** Item cards for `ids`, in their order; listings customers can no longer see are left out. */
    async itemsByIds(ids: readonly string[]): Promise<ItemSummary[]> {
      const byId = new Map((await reads.itemsByIds(ids)).map((row) => [row.id, toItemSummary(row)]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async getItem(id: string): Promise<ItemDetail> {
      const row = await reads.findItem(id);
      if (!row) {
        // A paused shop's customers are told why, and until when (the shop's own words).
        const pause = await reads.pauseOf(id);
        if (pause) {
          const details: ShopPausedDetails = {
            reason: pause.reason ?? '',
            until: pause.until?.toISOString() ?? null,
          };
          throw new AppError('SHOP_PAUSED', 'The shop is closed for now', undefined, details);
        }
        throw new AppError('NOT_FOUND', 'Product not found');
      }
      return {
        ...toItemSummary(row),
        servesGuests: row.servesGuests,
        description: { en: row.descriptionEn, ar: row.descriptionAr },
        shop: toShop(row.shop),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
