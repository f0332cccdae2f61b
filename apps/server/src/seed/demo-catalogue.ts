import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/client.js';
import { createCatalogueFactories } from '../modules/catalogue/catalogue.factories.js';

import { createOffersFactories } from '../modules/offers/offers.factories.js';
import { createShopsFactories } from '../modules/shops/shops.factories.js';
import { AREAS, CATEGORIES, DEMO_SHOPS, ITEM_GROUPS, SERVES_GUESTS } from './demo-catalogue-data.js';
import {
  type ListingIllustrationOptions,
  listingIllustration,
  type Motif,
  pictureOf,
  shopCover,
  shopLogo,
} from './illustrations.js';

type CatalogueFactories = ReturnType<typeof createCatalogueFactories>;

const FILS = 1000;
/** Listings get fixed creation times counting back from here, so "newest first" never changes. */
const NEWEST = Date.parse('2026-11-20T18:00:00Z');
const STEP_MS = 11 * 60 * 60 * 1000;

const OCCASIONS: Array<[string, string]> = [
  ['Perfect for birthdays', 'مثالي لأعياد الميلاد'],
  ['A favourite for weddings and engagements', 'اختيار مفضل للأعراس والخطوبات'],
  ['Popular for Eid and National Day', 'مطلوب في العيد والعيد الوطني'],
  ['Great for graduations and baby showers', 'رائع لحفلات التخرج واستقبال المواليد'],
  ['Loved at Gergaoon and Ghabga gatherings', 'محبوب في تجمعات القرقاعون والغبقة'],
];

/** Small deterministic hash, so prices and sales look varied but never change between runs. */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]/.test(w) && !['the', 'and', 'of', 'on', 'co.'].includes(w.toLowerCase()))
    .map((w) => w[0])
    .join('')
    .slice(0, 2);

/** The spec's eight categories, in both languages; their ids by slug. */
export async function seedDemoCategories(f: Pick<CatalogueFactories, 'category'>) {
  const ids = new Map<string, string>();
  for (const c of CATEGORIES) {
    const row = await f.category({
      slug: c.slug,
      nameEn: c.en,
      nameAr: c.ar,
      emoji: c.emoji,
      icon: c.icon,
      color: c.color,
    });
    ids.set(c.slug, row.id);
  }
  return ids;
}

export interface DemoCounts {
  categories: number;
  shops: number;
  listings: number;
}

const categoryOf = (slug: string) => {
  const category = CATEGORIES.find((c) => c.slug === slug);
  if (!category) throw new Error(`unknown category ${slug}`);
  return category;
};

/** Three different motifs for a shop's cover, taken in turn from its categories. */
export const coverMotifs = (categories: string[]): Motif[] => {
  const lists = categories.map((slug) => categoryOf(slug).coverMotifs);
  const out: Motif[] = [];
  for (let i = 0; out.length < 3 && i < 9; i++) {
    const m = lists[i % lists.length]?.[Math.floor(i / lists.length)];
    if (m && !out.includes(m)) out.push(m);
  }
  return out;
};

/**
 * Which shop sells which item, at what price factor, under which file name and with which picture: a
 * pure function of the catalogue data, so the seed and the picture tests read the same plan. Each item
 * is sold by one shop; every third also by a second shop at its own price, and the first few are also
 * listed by a pending shop (which customers must never see). A stable shuffle mixes categories and shops
 * in "newest first" like a live marketplace.
 */
export function planDemoOffers() {
  const sellers = (category: string, pending: boolean) =>
    DEMO_SHOPS.filter((r) => r.categories.includes(category) && (r.status === 'pending') === pending);
  const offers = ITEM_GROUPS.flatMap((group) => {
    const shops = sellers(group.category, false);
    const pendingShop = sellers(group.category, true)[0];
    return group.items.flatMap((item, i) => {
      const list = [{ group, item, shop: shops[i % shops.length], factor: 1 }];
      if (i % 3 === 0 && shops.length > 1)
        list.push({ group, item, shop: shops[(i + 1) % shops.length], factor: 1.1 });
      if (i < 3 && pendingShop) list.push({ group, item, shop: pendingShop, factor: 0.95 });
      return list;
    });
  });
  return offers
    .flatMap(({ shop, ...rest }) => {
      if (!shop) return [];
      const key = `${shop.slug}-${slugify(rest.item[0])}`;
      const h = hash(key);
      const [motif, inner] = pictureOf(rest.item[3]);
      const hue = (categoryOf(rest.group.category).hue + (h % 50) - 25 + 360) % 360;
      const picture: ListingIllustrationOptions = { motif, hue, seed: key, ...(inner ? { inner } : {}) };
      return [{ ...rest, shop, key, picture }];
    })
    .sort((a, b) => hash(a.key) - hash(b.key));
}

/** Writes the demo catalogue through the factories; images go to `uploadsDir/seed`. */
/** The demo's marketplace-wide promo code (printed with the demo accounts). */
export const DEMO_PROMO_CODE = 'HAFLAH10';

export async function seedDemoCatalogue(db: Db, uploadsDir: string): Promise<DemoCounts> {
  const imageDir = path.join(uploadsDir, 'seed');
  fs.mkdirSync(imageDir, { recursive: true });
  const writeImage = (name: string, svg: string) => {
    fs.writeFileSync(path.join(imageDir, `${name}.svg`), svg);
    return `/media/seed/${name}.svg`;
  };

  return db.transaction(async (tx) => {
    const f = {
      ...createCatalogueFactories(tx as unknown as Db),
      ...createShopsFactories(tx as unknown as Db),
      ...createOffersFactories(tx as unknown as Db),
    };
    const categoryIds = await seedDemoCategories(f);

    const shopIds = new Map<string, string>();
    for (const r of DEMO_SHOPS) {
      const [areaEn, areaAr] = AREAS[r.area];
      const row = await f.shop({
        slug: r.slug,
        nameEn: r.en,
        nameAr: r.ar,
        descriptionEn: r.aboutEn,
        descriptionAr: r.aboutAr,
        logoUrl: writeImage(
          `logo-${r.slug}`,
          shopLogo({ initials: initials(r.en), color: r.color, seed: r.slug }),
        ),
        coverUrl: writeImage(
          `cover-${r.slug}`,
          shopCover({ color: r.color, motifs: coverMotifs(r.categories), seed: r.slug }),
        ),
        // Ratings and review counts: the aggregates of the seeded reviews (demo-reviews.ts).
        rating: 0,
        reviewCount: 0,
        deliveryMinutes: r.minutes,
        deliveryFeeFils: r.feeFils,
        areaEn,
        areaAr,
        status: r.status ?? 'approved',
        // A shop's registration details, as its sign-up would have given them: its VAT invoices name
        // the CR number. Made up, in the shapes Bahrain uses.
        crNumber: String(140_000 + shopIds.size * 37),
        phone: `+9731770${String(1000 + shopIds.size).slice(-4)}`,
        address: `Shop ${shopIds.size + 1}, Road ${2800 + shopIds.size}, Block 338, ${areaEn}`,
      });
      shopIds.set(r.slug, row.id);
    }

    const offers = planDemoOffers();
    for (const [n, { group, item, shop, factor, key, picture }] of offers.entries()) {
      const [en, ar, bd, , capacity] = item;
      const category = categoryOf(group.category);
      const h = hash(key);
      const timeBased = group.kind !== 'product' || group.hourly === true;
      const amount = Math.round((bd * factor * FILS) / 250) * 250;
      const onSale = !timeBased && h % 6 === 0;
      const [occasionEn, occasionAr] = OCCASIONS[h % OCCASIONS.length] as [string, string];
      await f.listing({
        shopId: shopIds.get(shop.slug) as string,
        categoryId: categoryIds.get(group.category) as string,
        kind: group.kind,
        pricingType: timeBased ? 'hourly' : 'fixed',
        priceFils: timeBased ? 0 : amount,
        salePriceFils: onSale ? Math.round((amount * 0.8) / 250) * 250 : null,
        isOnSale: onSale,
        hourlyRateFils: timeBased ? amount : null,
        capacity: capacity ?? 1,
        servesGuests: SERVES_GUESTS[en] ?? null,
        nameEn: en,
        nameAr: ar,
        descriptionEn: `${occasionEn}. ${category.blurbEn}`,
        descriptionAr: `${occasionAr}. ${category.blurbAr}`,
        imageUrl: writeImage(key, listingIllustration(picture)),
        rating: 0,
        reviewCount: 0,
        createdAt: new Date(NEWEST - n * STEP_MS),
      });
    }
    // Issue 27 point 6: each approved demo shop runs the spec's offer ('30% off, up to BD 20') for a
    // year from the seed, so its card still says it, now truly; and one marketplace code to try at
    // checkout (DEMO_PROMO_CODE: 10% up to BD 5, 1,000 uses).
    const seededAt = Date.now();
    const aYear = new Date(seededAt + 365 * 86_400_000);
    for (const r of DEMO_SHOPS) {
      if ((r.status ?? 'approved') !== 'approved') continue;
      await f.shopOffer({
        shopId: shopIds.get(r.slug) as string,
        percent: 30,
        capFils: 20_000,
        startsAt: new Date(seededAt),
        endsAt: aYear,
      });
    }
    await f.promoCode({
      code: DEMO_PROMO_CODE,
      percent: 10,
      capFils: 5_000,
      startsAt: new Date(seededAt),
      expiresAt: aYear,
      usageLimit: 1_000,
    });
    return { categories: CATEGORIES.length, shops: DEMO_SHOPS.length, listings: offers.length };
  });
}
