import {
  type Category,
  type ItemDetail,
  type ItemSummary,
  type ItemsQuery,
  type Retailer,
  requiresTimeSlot,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import { toRetailer } from '../retailers/index.js';
import type { CatalogueRepository, CategoryRow, ItemRow } from './catalogue.repository.js';
import { normalizeSearchText, searchTokens } from './search.js';

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
    retailerId: row.retailerId,
    retailerName: { en: row.retailerNameEn, ar: row.retailerNameAr },
    requiresTimeSlot: requiresTimeSlot(row.kind, row.pricingType),
    createdAt: row.createdAt.toISOString(),
  };
}

/** `real` columns come back as 4.699999809; ratings are shown to one decimal. */
function roundRating(r: number): number {
  return Math.round(r * 10) / 10;
}

export function createCatalogueService(repo: CatalogueRepository) {
  return {
    async listCategories(): Promise<Category[]> {
      return (await repo.listCategories()).map(toCategory);
    },

    async listRetailers(categoryId?: string): Promise<Retailer[]> {
      return (await repo.listRetailers(categoryId)).map(toRetailer);
    },

    async listItems(query: ItemsQuery): Promise<ItemSummary[]> {
      const { categoryId, retailerId, kind, q, limit } = query;
      const text = q ? normalizeSearchText(q) : '';
      // A query of only punctuation (e.g. "%") searches for nothing; it must not list everything.
      if (q && !text) return [];
      const search = text ? { text, tokens: searchTokens(text) } : undefined;
      const rows = await repo.listItems({ categoryId, retailerId, kind, search, limit });
      return rows.map(toItemSummary);
    },

    async getItem(id: string): Promise<ItemDetail> {
      const row = await repo.findItem(id);
      if (!row) throw new AppError('NOT_FOUND', 'Product not found');
      return {
        ...toItemSummary(row),
        description: { en: row.descriptionEn, ar: row.descriptionAr },
        retailer: toRetailer(row.retailer),
      };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
