import {
  BAHRAIN_AREAS,
  type Category,
  type ItemDetail,
  type ItemSummary,
  type ItemsQuery,
  type Retailer,
  type RetailerRegister,
  type RetailerStatus,
  requiresTimeSlot,
  type StaffRetailer,
} from '@haflah/contracts';
import { AppError } from '../../http/errors.js';
import type {
  CatalogueRepository,
  CategoryRow,
  ItemRow,
  RetailerSummaryRow,
  StaffRetailerRow,
} from './catalogue.repository.js';
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

export function toRetailer(row: RetailerSummaryRow): Retailer {
  return {
    id: row.id,
    name: { en: row.nameEn, ar: row.nameAr },
    logoUrl: row.logoUrl,
    rating: roundRating(row.rating),
    reviewCount: row.reviewCount,
    deliveryMinutes: row.deliveryMinutes,
    deliveryFeeFils: row.deliveryFeeFils,
    area: { en: row.areaEn, ar: row.areaAr },
  };
}

function toStaffRetailer(row: StaffRetailerRow): StaffRetailer {
  return { ...toRetailer(row), status: row.status };
}

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

/** A retailer's sign-up, checked by the contract, with its phone number already in E.164. */
export type RetailerApplication = Omit<RetailerRegister, 'email' | 'password'>;

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

    async listOwnedRetailers(userId: string): Promise<StaffRetailer[]> {
      return (await repo.listRetailersWhere({ ownerUserId: userId })).map(toStaffRetailer);
    },

    async listRetailersByStatus(status: RetailerStatus): Promise<StaffRetailer[]> {
      return (await repo.listRetailersWhere({ status })).map(toStaffRetailer);
    },

    /** Spec §4: a shop signed up by a retailer waits, unseen by customers, until an admin approves it. */
    async applyForShop(ownerUserId: string, application: RetailerApplication) {
      const area = BAHRAIN_AREAS[application.area];
      const description = application.description ?? '';
      return repo.insertRetailerWithUniqueSlug(
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
          phone: application.phone,
          address: application.address,
          ownerUserId,
        },
        slugify(application.businessNameEn),
      );
    },

    /** The owner is deleting their account: see the repository's `releaseOwnedRetailers`. */
    releaseOwnedRetailers(userId: string) {
      return repo.releaseOwnedRetailers(userId);
    },

    /** Everything held about the shops an account runs, registration details included (data export). */
    exportOwnedRetailers(userId: string) {
      return repo.listOwnedRetailerRows(userId);
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
