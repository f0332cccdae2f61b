import {
  BAHRAIN_AREAS,
  type RetailerRegister,
  type Shop,
  type ShopStatus,
  type StaffShop,
} from '@haflah/contracts';
import type { RequestContext } from '../../http/guard.js';
import type { Bus } from '../../platform/bus.js';
import type { AuthResult, AuthService } from '../auth/index.js';
import type { ShopsRepository, StaffShopRow } from './shops.repository.js';

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

interface Deps {
  auth: AuthService;
  repo: ShopsRepository;
  bus: Bus;
}

/** Shops: a retailer's sign-up (spec §7 Retailer), the shops an account runs, and their approval. */
export function createShopsService({ auth, repo, bus }: Deps) {
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
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
