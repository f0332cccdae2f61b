import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { listings, profiles, reviews, shops, user } from '../db/schema.js';
import { ORDER_ADDRESS } from '../modules/orders/orders.factories.js';
import { createReviewsFactories } from '../modules/reviews/reviews.factories.js';
import { DEMO_SHOPS } from './demo-catalogue-data.js';
import { planDemoHistory } from './demo-history.js';
import { insertPastOrders, type PastOrder, pastListingColumns } from './demo-past-orders.js';

/**
 * The demo's reviewers (issue 27 point 4): customers with no password (no account row: nobody can sign
 * in as them), whose delivered orders at the approved demo shops are what their reviews rate. Names as
 * a review shows them.
 */
const REVIEWERS = [
  'Noor A.',
  'Ahmed K.',
  'مريم ع.',
  'Sara M.',
  'خالد ي.',
  'Hussain J.',
  'Layla B.',
  'فاطمة س.',
  'Omar H.',
  'Zainab R.',
  'عبدالله م.',
  'Reem T.',
  'Ali D.',
  'هدى ك.',
  'Yousif N.',
  'Dana F.',
];

/** Short words some reviews carry, in the reviewer's language, by stars (index: rating − 1). */
const TEXTS: Record<'en' | 'ar', string[][]> = {
  en: [
    ['Not what we ordered, sadly.'],
    ['Arrived late and a bit different from the photo.'],
    ['Fine for the price.', 'Good, but delivery took a while.'],
    ['Lovely, the guests liked it.', 'Good quality and on time.', 'Nice work, would order again.'],
    [
      'Perfect for our party, thank you!',
      'Beautiful and exactly as pictured.',
      'Everyone asked where we got it!',
      'Excellent service, highly recommended.',
    ],
  ],
  ar: [
    ['للأسف ليس ما طلبناه.'],
    ['وصل متأخرًا ومختلفًا قليلًا عن الصورة.'],
    ['مناسب للسعر.', 'جيد لكن التوصيل تأخر قليلًا.'],
    ['جميل وأعجب الضيوف.', 'جودة ممتازة وفي الموعد.', 'عمل رائع، سنطلب مرة أخرى.'],
    [
      'مثالي لحفلتنا، شكرًا لكم!',
      'جميل تمامًا كما في الصورة.',
      'الكل سأل من أين طلبناه!',
      'خدمة ممتازة، أنصح به.',
    ],
  ],
};
const REPLIES = {
  en: 'Thank you for celebrating with us!',
  ar: 'شكرًا لاحتفالك معنا!',
};

const DAY_MS = 86_400_000;

/** The seed's small deterministic hash (as in demo-catalogue.ts). */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * A listing's star ratings: 2–15 of them, averaging as close as whole stars allow to a mean of
 * 3.8–4.9, a few a star apart from the rest. A pure function of the listing's id-independent key.
 */
export function demoRatings(key: string): number[] {
  const h = hash(key);
  const n = 2 + ((h >>> 5) % 14);
  const mean = 3.8 + ((h >>> 11) % 12) / 10;
  // Whole stars: the sum nearest the mean, kept so the listing's mean stays within 3.8–4.9.
  const sum = Math.min(Math.max(Math.round(n * mean), Math.ceil(3.8 * n)), Math.floor(4.9 * n));
  const base = Math.floor(sum / n);
  const stars = Array.from({ length: n }, (_, i) => base + (i < sum - base * n ? 1 : 0));
  // Variety that keeps the sum: one review a star lower, another a star higher.
  const low = stars.indexOf(base);
  const high = stars.findLastIndex((s, i) => s === base && i !== low);
  if (n >= 5 && h % 3 === 0 && low >= 0 && high >= 0 && base < 5 && base > 1) {
    stars[low] = base - 1;
    stars[high] = base + 1;
  }
  return stars;
}

/**
 * Seeds the demo's reviews: reviewer accounts, their delivered orders at the approved demo shops (one
 * per reviewer, shop and basket), and one review per ordered item; then the listings' and shops'
 * aggregates with the reviews repository's `recompute`, once per listing, the code the app runs.
 * Everything is dated in the weeks before `now`, so anything made later (a real review, a demo order)
 * is newer. The demo shop's months of trading (demo-history.ts) are written with them, in one insert
 * per table, oldest first (insertPastOrders), so order numbers grow with time across every shop.
 */
export async function seedDemoReviews(db: Db, now = Date.now()): Promise<{ reviews: number }> {
  const approved = DEMO_SHOPS.filter((s) => (s.status ?? 'approved') === 'approved');
  const fee = new Map(approved.map((s) => [s.slug, s.feeFils]));
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ ...pastListingColumns, shopId: listings.shopId, shopSlug: shops.slug })
      .from(listings)
      .innerJoin(shops, eq(shops.id, listings.shopId))
      .where(
        and(
          eq(listings.isActive, true),
          inArray(
            shops.slug,
            approved.map((s) => s.slug),
          ),
        ),
      )
      .orderBy(listings.createdAt, listings.id);
    if (rows.length === 0) return { reviews: 0 };

    const reviewerIds = REVIEWERS.map(() => randomUUID());
    await tx.insert(user).values(
      REVIEWERS.map((name, i) => ({
        id: reviewerIds[i]!,
        name,
        email: `reviewer-${i + 1}@reviewers.haflah.invalid`,
        emailVerified: true,
        createdAt: new Date(now - 400 * DAY_MS),
      })),
    );
    await tx.insert(profiles).values(
      REVIEWERS.map((name, i) => ({
        userId: reviewerIds[i]!,
        role: 'customer' as const,
        displayName: name,
      })),
    );

    // Baskets: a reviewer's items at one shop, in up to two orders.
    interface Basket {
      userIndex: number;
      shopId: string;
      shopSlug: string;
      at: number;
      items: { listing: (typeof rows)[number]; rating: number; key: string }[];
    }
    const baskets = new Map<string, Basket>();
    for (const listing of rows) {
      const key = `${listing.shopSlug}:${listing.nameEn}`;
      const h = hash(key);
      demoRatings(key).forEach((rating, i) => {
        const userIndex = (h + i) % REVIEWERS.length;
        const bucket = hash(`${key}#${i}`) % 2;
        const id = `${userIndex}:${listing.shopId}:${bucket}`;
        let basket = baskets.get(id);
        if (!basket) {
          const daysAgo = 5 + (hash(id) % 170);
          basket = {
            userIndex,
            shopId: listing.shopId,
            shopSlug: listing.shopSlug,
            at: now - daysAgo * DAY_MS,
            items: [],
          };
          baskets.set(id, basket);
        }
        basket.items.push({ listing, rating, key: `${key}#${i}` });
      });
    }
    const list = [...baskets.values()].sort((a, b) => a.at - b.at);

    const lineAmount = (l: (typeof rows)[number]) =>
      l.pricingType === 'hourly' ? (l.hourlyRateFils ?? 0) * 2 : l.priceFils;
    const isTimeBased = (l: (typeof rows)[number]) => l.pricingType === 'hourly';
    const shopTerms = new Map(
      (
        await tx
          .select({
            id: shops.id,
            fee: shops.deliveryFeeFils,
            freeOver: shops.freeDeliveryOverFils,
          })
          .from(shops)
      ).map((s) => [s.id, s]),
    );
    const pastOrders: PastOrder[] = list.map((b) => ({
      userId: reviewerIds[b.userIndex]!,
      shopId: b.shopId,
      at: b.at,
      lines: b.items.map((it) => ({
        listing: it.listing,
        quantity: 1,
        unitPriceFils: lineAmount(it.listing),
        ...(isTimeBased(it.listing)
          ? { span: { start: new Date(b.at + DAY_MS), end: new Date(b.at + DAY_MS + 2 * 3_600_000) } }
          : {}),
      })),
      shopFeeFils: shopTerms.get(b.shopId)?.fee ?? fee.get(b.shopSlug) ?? 0,
      freeDeliveryOverFils: shopTerms.get(b.shopId)?.freeOver ?? null,
      pay: 'cash',
      moves: [
        { status: 'processing', actor: 'retailer', at: b.at + 3_600_000 },
        { status: 'delivered', actor: 'retailer', at: b.at + DAY_MS },
      ],
      address: ORDER_ADDRESS,
    }));
    // The demo retailer's shop's own months of trading (demo-history.ts), written with the reviewers'
    // orders in one insert, oldest first: order numbers grow with time across every shop.
    const history = await planDemoHistory(tx, now);
    const ids = await insertPastOrders(tx, [...pastOrders, ...history]);
    const orderRows = ids.slice(0, pastOrders.length).map((id) => ({ id }));

    // The reviews, a day or two after delivery: one multi-row insert (the repository's `insert` writes
    // one row, a customer's; 1,500 of them one by one would add seconds to every first start).
    const values = list.flatMap((b, i) =>
      b.items.map((it, n) => {
        const h = hash(it.key);
        const lang = /[\u0600-\u06ff]/.test(REVIEWERS[b.userIndex]!) ? 'ar' : 'en';
        const options = TEXTS[lang][it.rating - 1]!;
        const body = h % 5 < 2 ? options[(h >>> 3) % options.length]! : null;
        const at = new Date(b.at + DAY_MS * (2 + (h % 2)) + n * 60_000);
        const replied = body !== null && (h >>> 7) % 3 === 0;
        return {
          orderId: orderRows[i]!.id,
          listingId: it.listing.id,
          shopId: b.shopId,
          userId: reviewerIds[b.userIndex]!,
          rating: it.rating,
          body,
          createdAt: at,
          ...(replied ? { reply: REPLIES[lang], repliedAt: new Date(at.getTime() + DAY_MS) } : {}),
        };
      }),
    );
    const inserted = await tx.insert(reviews).values(values).returning({ id: reviews.id });
    // One recompute per listing (and with it its shop): the aggregates as the app keeps them.
    await createReviewsFactories(tx as unknown as Db).recompute(
      rows.map((l) => ({ listingId: l.id, shopId: l.shopId })),
    );
    return { reviews: inserted.length };
  });
}
