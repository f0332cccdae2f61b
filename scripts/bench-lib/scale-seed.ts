import type { Db } from '../../apps/server/src/db/client.js';
import { seedDemoCategories } from '../../apps/server/src/seed/demo-catalogue.js';
import { AREAS, DEMO_SHOPS, ITEM_GROUPS } from '../../apps/server/src/seed/demo-catalogue-data.js';
import { createBuilders } from '../../apps/server/src/test-support/builders.js';
import { prng } from './seed.js';

/**
 * The demo catalogue grown to marketplace size, through the builders: `shops` shops (about 3% still
 * pending, whose listings customers must never see) selling `listings` listings made of the demo's
 * real item names with a variant word ("Deluxe Chocolate Birthday Cake"), so searches hit the skewed
 * distribution a real catalogue has: thousands of cakes, a few dozen of anything rare.
 */
export const SCALE_CATALOGUE = { shops: 1000, listings: 100_000 };

const VARIANTS: [string, string][] = [
  ['Classic', 'كلاسيكي'],
  ['Deluxe', 'فاخر'],
  ['Mini', 'ميني'],
  ['Royal', 'ملكي'],
  ['Premium', 'مميز'],
  ['Family', 'عائلي'],
  ['Golden', 'ذهبي'],
  ['Pastel', 'باستيل'],
  ['Custom', 'حسب الطلب'],
  ['Signature', 'خاص'],
  ['Express', 'سريع'],
  ['Grand', 'كبير'],
  ['Elegant', 'أنيق'],
  ['Festive', 'احتفالي'],
  ['Modern', 'عصري'],
  ['Traditional', 'تقليدي'],
  ['Kids', 'أطفال'],
  ['Luxury', 'فخم'],
  ['Simple', 'بسيط'],
  ['Bahraini', 'بحريني'],
];

export async function seedScaleCatalogue(
  db: Db,
  { shops = SCALE_CATALOGUE.shops, listings = SCALE_CATALOGUE.listings } = {},
) {
  const make = createBuilders(db);
  const rnd = prng(0x5ca1e);
  const epoch = Date.UTC(2024, 0, 1);
  const areas = Object.values(AREAS);

  const categoryIds = await seedDemoCategories(make);

  // Shops by category they sell, so a cake is sold by a bakery, not a DJ.
  const sellers = new Map<string, string[]>();
  let approved = 0;
  for (let i = 0; i < shops; i++) {
    const base = DEMO_SHOPS[i % DEMO_SHOPS.length]!;
    const [areaEn, areaAr] = areas[(i * 7) % areas.length]!;
    const pending = i % 33 === 32;
    const branch = Math.floor(i / DEMO_SHOPS.length) + 1;
    const row = await make.shop({
      slug: `${base.slug}-${branch}-${i}`,
      nameEn: `${base.en} ${areaEn} ${branch}`,
      nameAr: `${base.ar} ${areaAr} ${branch}`,
      areaEn,
      areaAr,
      rating: rnd.rating(),
      reviewCount: rnd.int(0, 500),
      deliveryMinutes: rnd.int(2, 8) * 15,
      deliveryFeeFils: rnd.int(0, 4) * 500,
      status: pending ? 'pending' : 'approved',
      createdAt: new Date(epoch + i * 3_600_000),
    });
    if (!pending) approved++;
    for (const category of base.categories) {
      const list = sellers.get(category) ?? [];
      list.push(row.id);
      sellers.set(category, list);
    }
  }

  const items = ITEM_GROUPS.flatMap((group) => group.items.map((item) => ({ group, item })));
  const rows = [];
  let visible = 0;
  for (let i = 0; i < listings; i++) {
    const { group, item } = items[i % items.length]!;
    const [en, ar, bd, , capacity] = item;
    const [variantEn, variantAr] = VARIANTS[Math.floor(i / items.length) % VARIANTS.length]!;
    const shopsOfCategory = sellers.get(group.category)!;
    const shopId = shopsOfCategory[rnd.int(0, shopsOfCategory.length - 1)]!;
    const timeBased = group.kind !== 'product' || group.hourly === true;
    const amount = Math.round((bd * (0.8 + rnd.next() * 0.4) * 1000) / 250) * 250;
    const onSale = !timeBased && amount >= 1000 && rnd.chance(0.15);
    const isActive = !rnd.chance(0.05);
    if (isActive) visible++;
    rows.push({
      shopId,
      categoryId: categoryIds.get(group.category)!,
      kind: group.kind,
      pricingType: timeBased ? ('hourly' as const) : ('fixed' as const),
      priceFils: timeBased ? 0 : amount,
      salePriceFils: onSale ? Math.round((amount * 0.8) / 250) * 250 : null,
      isOnSale: onSale,
      hourlyRateFils: timeBased ? amount : null,
      capacity: capacity ?? 1,
      nameEn: `${variantEn} ${en}`,
      nameAr: `${ar} ${variantAr}`,
      descriptionEn: `${variantEn} ${en}, made for parties in Bahrain.`,
      descriptionAr: `${ar} ${variantAr} لحفلات البحرين.`,
      rating: rnd.rating(),
      reviewCount: rnd.int(0, 300),
      isActive,
      createdAt: new Date(epoch + i * 5 * 60_000),
    });
  }
  await make.listings(rows);
  return { shops, approvedShops: approved, listings, activeListings: visible };
}
