/**
 * Reads the demo catalogue from the running server's API, so specs never hard-code listing names.
 * The shapes are the public contract's own (type-only imports: nothing of the contracts runs here).
 */
import assert from 'node:assert/strict';
import type {
  CategoriesResponse,
  Category,
  ItemResponse,
  ItemSummary,
  ItemsResponse,
  Language,
  Shop,
  ShopsResponse,
} from '@haflah/contracts';
import { BASE_URL } from './browser';

export type { Category, Shop };
export type Lang = Language;
export type Item = ItemSummary;

/** Spec §1/§2: the eight categories of the demo catalogue. */
export const SPEC_CATEGORIES = [
  'Cakes',
  'Decorations',
  'Giveaways',
  'Party Supplies',
  'Entertainment',
  'Rentals',
  'Catering',
  'Services',
];

async function get<T>(pathAndQuery: string): Promise<T> {
  const res = await fetch(new URL(pathAndQuery, BASE_URL));
  assert.equal(res.status, 200, `GET ${pathAndQuery}`);
  return (await res.json()) as T;
}

export const api = {
  categories: () => get<CategoriesResponse>('/api/categories').then((r) => r.categories),
  shops: (categoryId?: string) =>
    get<ShopsResponse>(`/api/shops${categoryId ? `?${new URLSearchParams({ categoryId })}` : ''}`).then(
      (r) => r.shops,
    ),
  items: (params: Record<string, string | number> = {}) =>
    get<ItemsResponse>(
      `/api/items?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    ).then((r) => r.items),
  item: (id: string) => get<ItemResponse>(`/api/items/${id}`).then((r) => r.item),
};

/** Spec §9: the sale price when on sale and set, otherwise the price. */
export function unitPriceFils(item: Item): number {
  return item.isOnSale && item.salePriceFils != null ? item.salePriceFils : item.priceFils;
}

/** `BD 12.500` in English, `12.500 د.ب` in Arabic, always with Latin digits. */
export function money(fils: number, lang: Lang): string {
  const sign = fils < 0 ? '-' : '';
  const amount = (Math.abs(fils) / 1000).toLocaleString('en-US', {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  // As formatMoney: the sign leads the whole amount ("-BD 14.800", "-14.800 د.ب").
  return lang === 'ar' ? `${sign}${amount} د.ب` : `${sign}BD ${amount}`;
}
export const MONEY_EN = /^BD \d{1,3}(,\d{3})*\.\d{3}$/;
export const MONEY_AR = /^\d{1,3}(,\d{3})*\.\d{3} د\.ب$/;
export const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** Picks the Arabic plural form i18next would use for `count`. */
export function arabicPlural(count: number, forms: Record<Intl.LDMLPluralRule, string>): string {
  return forms[new Intl.PluralRules('ar').select(count)].replace('{{count}}', String(count));
}

export const retailerCountText = (n: number, lang: Lang) =>
  lang === 'en'
    ? n === 1
      ? '1 retailer'
      : `${n} retailers found`
    : arabicPlural(n, {
        zero: 'لا توجد متاجر',
        one: 'متجر واحد',
        two: 'تم العثور على متجرين',
        few: 'تم العثور على {{count}} متاجر',
        many: 'تم العثور على {{count}} متجرًا',
        other: 'تم العثور على {{count}} متجر',
      });

export const itemCountText = (n: number, lang: Lang) =>
  lang === 'en'
    ? `${n} ${n === 1 ? 'item' : 'items'}`
    : arabicPlural(n, {
        zero: 'لا توجد عناصر',
        one: 'عنصر واحد',
        two: 'عنصران',
        few: '{{count}} عناصر',
        many: '{{count}} عنصرًا',
        other: '{{count}} عنصر',
      });

export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export interface BrowsePath {
  category: Category;
  /** The category's shops, in the order the API (and the page) lists them. */
  shops: Shop[];
  shop: Shop;
  /** The retailer's items, in list order. */
  items: Item[];
  item: Item;
}

/**
 * Finds a category → retailer → item chain the Home page can walk, trying `preferred` categories
 * first. The item satisfies `want`, and its name is unique in the retailer's list and on the page.
 */
export async function findBrowsePath(
  want: (item: Item) => boolean,
  preferred: string[] = [],
): Promise<BrowsePath> {
  const categories = await api.categories();
  assert.ok(categories.length > 0, 'the demo catalogue has categories');
  const rank = (c: Category) => {
    const i = preferred.indexOf(c.name.en);
    return i === -1 ? preferred.length : i;
  };
  for (const category of [...categories].sort((a, b) => rank(a) - rank(b))) {
    const retailers = await api.shops(category.id);
    for (const retailer of retailers) {
      // The retailer must be pickable by name on the retailers view.
      if (retailers.some((r) => r !== retailer && r.name.en.includes(retailer.name.en))) continue;
      // A shop reached through a category lists that category's items only.
      const items = await api.items({ categoryId: category.id, shopId: retailer.id });
      const item = items.find(
        (i) =>
          want(i) &&
          items.filter((o) => o.name.en === i.name.en || o.name.ar === i.name.ar).length === 1 &&
          i.name.en !== retailer.name.en,
      );
      if (item) return { category, shops: retailers, shop: retailer, items, item };
    }
  }
  throw new Error('no category → retailer → item chain matches');
}
