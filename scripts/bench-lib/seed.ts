import type { CategoryIcon, ListingKind, PricingType } from '@haflah/contracts';
import type { Db } from '../../apps/server/src/db/client.js';
import type { ShopRow } from '../../apps/server/src/modules/shops/shops.repository.js';
import { createBuilders } from '../../apps/server/src/test-support/builders.js';

/**
 * A deterministic, realistic catalogue for benchmarks: 8 categories, 25 approved retailers (plus a
 * few pending/rejected ones whose listings must stay hidden), 300 listings of every kind with English
 * and Arabic names. Same input every run (seeded PRNG, fixed timestamps); only the UUIDs differ.
 */
export const BENCH_CATALOGUE = { categories: 8, approvedRetailers: 25, hiddenRetailers: 3, listings: 300 };

type Noun = [en: string, ar: string, kind: ListingKind, pricing: PricingType];

const CATEGORIES: {
  slug: string;
  en: string;
  ar: string;
  icon: CategoryIcon;
  emoji: string;
  color: string;
  nouns: Noun[];
}[] = [
  {
    slug: 'cakes',
    en: 'Cakes & Sweets',
    ar: 'الكيك والحلويات',
    icon: 'cake',
    emoji: '🎂',
    color: '#ec4899',
    nouns: [
      ['Cake', 'كيكة', 'product', 'fixed'],
      ['Cupcakes', 'كب كيك', 'product', 'fixed'],
      ['Cookie Box', 'علبة كوكيز', 'product', 'fixed'],
      ['Dessert Table', 'طاولة حلويات', 'service', 'fixed'],
      ['Macarons', 'ماكرون', 'product', 'fixed'],
      ['Chocolate Tray', 'صينية شوكولاتة', 'product', 'fixed'],
    ],
  },
  {
    slug: 'decorations',
    en: 'Decorations',
    ar: 'الزينة',
    icon: 'decorations',
    emoji: '🎈',
    color: '#8b5cf6',
    nouns: [
      ['Balloon Arch', 'قوس بالونات', 'product', 'fixed'],
      ['Photo Backdrop', 'خلفية تصوير', 'product', 'fixed'],
      ['Table Centrepiece', 'تنسيق طاولة', 'product', 'fixed'],
      ['Flower Wall', 'جدار ورد', 'rental', 'hourly'],
      ['Venue Styling', 'تنسيق القاعة', 'service', 'hourly'],
      ['Neon Sign', 'لوحة نيون', 'rental', 'fixed'],
    ],
  },
  {
    slug: 'giveaways',
    en: 'Giveaways',
    ar: 'التوزيعات',
    icon: 'giveaways',
    emoji: '🎁',
    color: '#f59e0b',
    nouns: [
      ['Gift Bags', 'أكياس هدايا', 'product', 'fixed'],
      ['Chocolate Favours', 'توزيعات شوكولاتة', 'product', 'fixed'],
      ['Mini Perfumes', 'عطور صغيرة', 'product', 'fixed'],
      ['Printed Mugs', 'أكواب مطبوعة', 'product', 'fixed'],
      ['Candle Favours', 'توزيعات شموع', 'product', 'fixed'],
    ],
  },
  {
    slug: 'party-supplies',
    en: 'Party Supplies',
    ar: 'مستلزمات الحفلات',
    icon: 'party_supplies',
    emoji: '🎉',
    color: '#7c3aed',
    nouns: [
      ['Party Hats', 'قبعات الحفلة', 'product', 'fixed'],
      ['Paper Plates Set', 'طقم أطباق ورقية', 'product', 'fixed'],
      ['Candles', 'شموع', 'product', 'fixed'],
      ['Confetti', 'قصاصات ملونة', 'product', 'fixed'],
      ['Banner', 'لافتة', 'product', 'fixed'],
      ['Tableware Set', 'طقم أدوات المائدة', 'product', 'fixed'],
    ],
  },
  {
    slug: 'entertainment',
    en: 'Entertainment',
    ar: 'الترفيه',
    icon: 'entertainment',
    emoji: '🎭',
    color: '#06b6d4',
    nouns: [
      ['Magician', 'ساحر', 'entertainment', 'hourly'],
      ['Clown Show', 'عرض مهرج', 'entertainment', 'hourly'],
      ['DJ', 'منسق أغاني', 'entertainment', 'hourly'],
      ['Face Painting', 'رسم على الوجه', 'entertainment', 'hourly'],
      ['Puppet Show', 'عرض دمى', 'entertainment', 'fixed'],
      ['Live Band', 'فرقة موسيقية', 'entertainment', 'hourly'],
    ],
  },
  {
    slug: 'rentals',
    en: 'Rentals',
    ar: 'التأجير',
    icon: 'rentals',
    emoji: '🪑',
    color: '#10b981',
    nouns: [
      ['Bouncy Castle', 'قلعة نطاطة', 'rental', 'hourly'],
      ['Chairs (50)', 'كراسي (50)', 'rental', 'fixed'],
      ['Tent', 'خيمة', 'rental', 'hourly'],
      ['Popcorn Machine', 'آلة فشار', 'rental', 'hourly'],
      ['Photo Booth', 'كشك تصوير', 'rental', 'hourly'],
      ['Sound System', 'نظام صوت', 'rental', 'hourly'],
    ],
  },
  {
    slug: 'catering',
    en: 'Catering & Food Trucks',
    ar: 'الضيافة وعربات الطعام',
    icon: 'catering',
    emoji: '🍽️',
    color: '#ef4444',
    nouns: [
      ['Burger Truck', 'عربة برجر', 'food_truck', 'hourly'],
      ['Coffee Cart', 'عربة قهوة', 'food_truck', 'hourly'],
      ['Ice Cream Truck', 'عربة آيس كريم', 'food_truck', 'hourly'],
      ['Buffet Service', 'خدمة بوفيه', 'service', 'hourly'],
      ['Canapé Platter', 'صينية مقبلات', 'product', 'fixed'],
      ['Karak Tea Station', 'ركن شاي كرك', 'service', 'fixed'],
    ],
  },
  {
    slug: 'services',
    en: 'Event Services',
    ar: 'خدمات المناسبات',
    icon: 'services',
    emoji: '📸',
    color: '#3b82f6',
    nouns: [
      ['Photographer', 'مصور', 'service', 'hourly'],
      ['Videographer', 'مصور فيديو', 'service', 'hourly'],
      ['Event Host', 'مقدم حفل', 'service', 'hourly'],
      ['Henna Artist', 'نقاشة حناء', 'service', 'hourly'],
      ['Event Planning', 'تنظيم حفلة', 'service', 'fixed'],
      ['Cleaning Crew', 'فريق تنظيف', 'service', 'hourly'],
    ],
  },
];

const THEMES: [en: string, ar: string][] = [
  ['Birthday', 'عيد ميلاد'],
  ['Wedding', 'زفاف'],
  ['Graduation', 'تخرج'],
  ['Eid', 'العيد'],
  ['Baby Shower', 'استقبال المولود'],
  ['Ramadan', 'رمضان'],
  ['National Day', 'العيد الوطني'],
  ['Engagement', 'خطوبة'],
  ['Garden Party', 'حفلة حديقة'],
  ['Gender Reveal', 'كشف جنس المولود'],
];

const BRANDS: [en: string, ar: string][] = [
  ['Pearl', 'اللؤلؤ'],
  ['Dilmun', 'دلمون'],
  ['Palm', 'النخلة'],
  ['Falcon', 'الصقر'],
  ['Desert Rose', 'وردة الصحراء'],
  ['Gulf', 'الخليج'],
  ['Crescent', 'الهلال'],
];

const TRADES: [en: string, ar: string][] = [
  ['Events', 'للمناسبات'],
  ['Party Shop', 'لمستلزمات الحفلات'],
  ['Sweets', 'للحلويات'],
  ['Rentals', 'للتأجير'],
];

const AREAS: [en: string, ar: string][] = [
  ['Manama', 'المنامة'],
  ['Muharraq', 'المحرق'],
  ['Riffa', 'الرفاع'],
  ['Isa Town', 'مدينة عيسى'],
  ['Hamad Town', 'مدينة حمد'],
  ['Seef', 'السيف'],
  ['Juffair', 'الجفير'],
  ['Saar', 'سار'],
  ['Budaiya', 'البديع'],
  ['Amwaj', 'أمواج'],
];

/** mulberry32: tiny seeded PRNG so every run builds the same catalogue. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    chance: (p: number) => next() < p,
    rating: () => Math.round((3.5 + next() * 1.5) * 10) / 10,
  };
}

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedBenchCatalogue(db: Db) {
  const make = createBuilders(db);
  const rnd = prng(0x5eed);
  const epoch = Date.UTC(2025, 0, 1);

  const categories = [];
  for (const [i, c] of CATEGORIES.entries()) {
    const row = await make.category({
      slug: c.slug,
      nameEn: c.en,
      nameAr: c.ar,
      icon: c.icon,
      emoji: c.emoji,
      color: c.color,
      createdAt: new Date(epoch + i * 60_000),
    });
    categories.push({ row, def: c });
  }

  const retailerCount = BENCH_CATALOGUE.approvedRetailers + BENCH_CATALOGUE.hiddenRetailers;
  const approved: ShopRow[] = [];
  const hidden: ShopRow[] = [];
  for (let i = 0; i < retailerCount; i++) {
    const brand = at(BRANDS, i);
    const trade = at(TRADES, Math.floor(i / BRANDS.length));
    const area = at(AREAS, i * 3);
    const isApproved = i < BENCH_CATALOGUE.approvedRetailers;
    const row = await make.shop({
      slug: slugify(`${brand[0]} ${trade[0]}`),
      nameEn: `${brand[0]} ${trade[0]}`,
      nameAr: `${brand[1]} ${trade[1]}`,
      descriptionEn: `${trade[0]} for every occasion in ${area[0]}.`,
      descriptionAr: `${brand[1]} ${trade[1]} في ${area[1]}.`,
      areaEn: area[0],
      areaAr: area[1],
      logoUrl: rnd.chance(0.8) ? `/media/retailers/${i + 1}.webp` : null,
      rating: rnd.rating(),
      reviewCount: rnd.int(0, 400),
      deliveryMinutes: rnd.int(2, 8) * 15,
      deliveryFeeFils: rnd.int(0, 4) * 500,
      status: isApproved ? 'approved' : i % 2 ? 'pending' : 'rejected',
      createdAt: new Date(epoch + i * 3_600_000),
    });
    (isApproved ? approved : hidden).push(row);
  }

  const hiddenListings = 15;
  let active = 0;
  for (let i = 0; i < BENCH_CATALOGUE.listings; i++) {
    const { row: category, def } = at(categories, i);
    const perCategory = Math.floor(i / categories.length);
    const [nounEn, nounAr, kind, pricingType] = at(def.nouns, perCategory);
    const [themeEn, themeAr] = at(THEMES, perCategory + Math.floor(perCategory / def.nouns.length));
    const visibleShop = i < BENCH_CATALOGUE.listings - hiddenListings;
    const retailer = visibleShop ? at(approved, rnd.int(0, approved.length - 1)) : at(hidden, i);
    const hourly = pricingType === 'hourly';
    const priceFils = hourly ? 0 : rnd.int(5, 600) * 100;
    const onSale = !hourly && rnd.chance(0.2);
    const isActive = !rnd.chance(0.05);
    if (visibleShop && isActive) active++;
    const nameEn = `${themeEn} ${nounEn}`;
    const nameAr = `${nounAr} ${themeAr}`;
    await make.listing({
      shopId: retailer.id,
      categoryId: category.id,
      kind,
      pricingType,
      priceFils,
      salePriceFils: onSale ? Math.round((priceFils * 0.8) / 100) * 100 : null,
      isOnSale: onSale,
      hourlyRateFils: hourly ? rnd.int(10, 80) * 1000 : null,
      capacity: kind === 'rental' ? rnd.int(1, 6) : 1,
      nameEn,
      nameAr,
      descriptionEn: `${nameEn} from ${retailer.nameEn}. Delivered anywhere in Bahrain.`,
      descriptionAr: `${nameAr} من ${retailer.nameAr}. توصيل لجميع مناطق البحرين.`,
      imageUrl: rnd.chance(0.9) ? `/media/listings/${i + 1}.webp` : null,
      rating: rnd.rating(),
      reviewCount: rnd.int(0, 250),
      isActive,
      createdAt: new Date(epoch + i * 37 * 60_000),
    });
  }

  return {
    categories: categories.length,
    retailers: approved.length + hidden.length,
    approvedRetailers: approved.length,
    listings: BENCH_CATALOGUE.listings,
    visibleListings: active,
  };
}
