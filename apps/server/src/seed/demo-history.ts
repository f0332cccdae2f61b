import { randomUUID } from 'node:crypto';
import { addDays, bahrainDate, bahrainToUtc, DELIVERY_WINDOWS } from '@haflah/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { categories, listings, profiles, shops, user } from '../db/schema.js';
import { createCatalogueFactories } from '../modules/catalogue/catalogue.factories.js';
import { DEMO_RETAILER_SHOP } from './demo-accounts.js';
import { type PastLine, type PastMove, type PastOrder, pastListingColumns } from './demo-past-orders.js';

/** The demo shop's bookable class: its products are cakes; a class is what customers book by the hour. */
export const DEMO_CLASS = {
  nameEn: 'Cake decorating class',
  nameAr: 'ورشة تزيين الكيك',
  descriptionEn: 'A hands-on class at your party: the children decorate their own cupcakes.',
  descriptionAr: 'ورشة عملية في حفلتك: يزيّن الأطفال الكب كيك بأنفسهم.',
};

/** How far back the demo shop's history goes, in days before today (Bahrain). */
export const HISTORY_DAYS = 90;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The seed's small deterministic hash (as in demo-catalogue.ts). */
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** The shop's customers over the months, in the order they found it; shown as the shop sees them. */
const CUSTOMERS = [
  ['Huda', 'Al Khalifa'],
  ['Mariam', 'Janahi'],
  ['أمينة', 'الجودر'],
  ['Sara', 'Kanoo'],
  ['Noora', 'Fakhro'],
  ['منى', 'الزياني'],
  ['Abdulla', 'Bucheeri'],
  ['Latifa', 'Al Sayed'],
  ['شيخة', 'المناعي'],
  ['Ali', 'Hasan'],
  ['Zahra', 'Ebrahim'],
  ['حصة', 'البنعلي'],
  ['Fatema', 'Mahdi'],
  ['Ahmed', 'Al Doseri'],
  ['نوف', 'الدوسري'],
  ['Hessa', 'Nass'],
  ['Yusuf', 'Matar'],
  ['ريم', 'العلوي'],
  ['Aisha', 'Rashid'],
  ['Khalid', 'Al Mahmood'],
  ['دانة', 'الكوهجي'],
  ['Salma', 'Abbas'],
  ['Jassim', 'Al Ansari'],
  ['بتول', 'الموسوي'],
  ['Eman', 'Saleh'],
  ['Hamad', 'Al Buainain'],
  ['سلمى', 'القاسمي'],
  ['Rawan', 'Isa'],
  ['Mohamed', 'Al Aali'],
  ['فاطمة', 'الحداد'],
  ['Lulwa', 'Al Qassab'],
  ['Sayed', 'Hashim'],
  ['زينب', 'الشهابي'],
  ['Dalal', 'Al Zayani'],
  ['Faisal', 'Kooheji'],
  ['مريم', 'السعد'],
  ['Amal', 'Al Shirawi'],
  ['Rashid', 'Al Noaimi'],
  ['هيا', 'النعيمي'],
  ['Nada', 'Al Baker'],
  ['Tariq', 'Al Mannai'],
  ['ليلى', 'العريض'],
  ['Shaikha', 'Zainal'],
  ['Hussain', 'Ali'],
  ['عائشة', 'بوجيري'],
  ['Maha', 'Al Jowder'],
  ['Isa', 'Al Hammadi'],
  ['نورة', 'المحميد'],
  ['Reem', 'Al Alawi'],
  ['Mahmood', 'Abdulla'],
  ['آمنة', 'الشيراوي'],
  ['Hind', 'Al Tajer'],
  ['Saleh', 'Al Qaed'],
  ['أسماء', 'الخاجة'],
  ['Layla', 'Al Arrayed'],
  ['Yaqoob', 'Al Jishi'],
  ['هدى', 'الرميحي'],
  ['Budoor', 'Al Romaihi'],
  ['Nasser', 'Al Meer'],
  ['سارة', 'كانو'],
] as const;

const AREAS = [
  ['capital', 'Adliya'],
  ['capital', 'Juffair'],
  ['capital', 'Seef'],
  ['capital', 'Manama'],
  ['muharraq', 'Muharraq'],
  ['muharraq', 'Amwaj'],
  ['northern', 'Saar'],
  ['northern', 'Budaiya'],
  ['northern', 'Hamad Town'],
  ['southern', 'Riffa'],
  ['southern', 'Isa Town'],
  ['capital', 'Sitra'],
] as const;

/** Why the shop turned an order down (its rejection note, shown to the customer). */
const REJECTIONS = [
  'Sorry, we are fully booked for that day.',
  'Sorry, that cake needs two days’ notice.',
  'We cannot deliver to that area on that day, sorry.',
];

/** Class slots: a start (Bahrain) and hours, inside the shop's day and the time-slot grid. */
const CLASS_SLOTS: readonly [string, number][] = [
  ['10:00', 2],
  ['11:00', 3],
  ['14:00', 2],
  ['16:00', 2],
  ['17:00', 3],
];

/** Days ahead (from today) of the class bookings already taken for the coming two weeks. */
const AHEAD = [1, 3, 4, 5, 7, 8, 10, 12, 13];

/**
 * The demo shop's class (its time-based listing), made before the demo's reviews so that it is rated
 * like every other listing, and before the history that books it. Null when there is no demo shop.
 */
export async function seedDemoClass(db: Db, now = Date.now()): Promise<string | null> {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.slug, DEMO_RETAILER_SHOP));
  if (!shop) return null;
  const [services] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'services'));
  const listing = await createCatalogueFactories(db).listing({
    shopId: shop.id,
    categoryId: services?.id ?? (await db.select({ id: categories.id }).from(categories).limit(1))[0]!.id,
    kind: 'service',
    pricingType: 'hourly',
    hourlyRateFils: 12_000,
    capacity: 2,
    ...DEMO_CLASS,
    imageUrl: null,
    rating: 0,
    reviewCount: 0,
    createdAt: new Date(now - (HISTORY_DAYS + 30) * DAY_MS),
  });
  return listing.id;
}

/** The demo shop's class, by its name (seedDemoClass made it). */
export async function demoClassOf(db: Db, shopId: string) {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.shopId, shopId), eq(listings.nameEn, DEMO_CLASS.nameEn)));
  return row ?? null;
}

/**
 * The demo retailer's shop's months of trading before today (Bahrain): 2–8 orders a day for
 * HISTORY_DAYS days, more on Thursdays and Fridays (the weekend), from 60 customers who find the shop
 * over the months and come back (regulars most); baskets of its own products; mostly delivered (by a
 * driver, next day or later that day), some turned down by the shop or cancelled by the customer
 * (a card's payment refunded whole), a few card orders refunded in part after delivery; its class
 * booked about twice a week, and taken for the coming two weeks (accepted, waiting). At most one of
 * these bookings a day, so with the class's capacity of 2 a slot always keeps a unit for a new booking
 * (the availability rule never counts more than the capacity). Customers have no password (no
 * account row). Deterministic: a function of `now` and the shop's rows; no randomness but ids.
 */
export async function planDemoHistory(tx: Tx, now: number): Promise<PastOrder[]> {
  const [shop] = await tx
    .select({ id: shops.id, fee: shops.deliveryFeeFils, freeOver: shops.freeDeliveryOverFils })
    .from(shops)
    .where(eq(shops.slug, DEMO_RETAILER_SHOP));
  if (!shop) return [];
  const db = tx as unknown as Db;
  const klass = await demoClassOf(db, shop.id);
  const columns = pastListingColumns;
  const products = await tx
    .select(columns)
    .from(listings)
    .where(
      and(
        eq(listings.shopId, shop.id),
        eq(listings.isActive, true),
        eq(listings.kind, 'product'),
        eq(listings.pricingType, 'fixed'),
        ...(klass ? [ne(listings.id, klass.id)] : []),
      ),
    )
    .orderBy(asc(listings.priceFils), asc(listings.id));
  if (products.length === 0) return [];
  const classListing = klass
    ? (await tx.select(columns).from(listings).where(eq(listings.id, klass.id)))[0]
    : undefined;

  const customerIds = CUSTOMERS.map(() => randomUUID());
  await tx.insert(user).values(
    CUSTOMERS.map(([first, last], i) => ({
      id: customerIds[i]!,
      name: `${first} ${last}`,
      email: `customer-${i + 1}@customers.haflah.invalid`,
      emailVerified: true,
      createdAt: new Date(now - (HISTORY_DAYS + 10 - i) * DAY_MS),
    })),
  );
  await tx.insert(profiles).values(
    CUSTOMERS.map(([first, last], i) => ({
      userId: customerIds[i]!,
      role: 'customer' as const,
      displayName: `${first} ${last}`,
    })),
  );
  const addressOf = (c: number): PastOrder['address'] => {
    const [governorate, area] = AREAS[c % AREAS.length]!;
    return {
      labelKind: 'home',
      label: null,
      governorate,
      area,
      block: String(300 + ((c * 37) % 700)),
      road: String(1000 + ((c * 211) % 8000)),
      building: String(100 + ((c * 53) % 1900)),
      flat: c % 3 === 0 ? String(1 + (c % 20)) : null,
      directions: null,
      contactPhone: `+9733${String(6_000_000 + c * 7919).slice(0, 7)}`,
      pin: null,
    };
  };

  const today = bahrainDate(new Date(now));
  const at = (date: string, minutes: number) => bahrainToUtc(date, '00:00').getTime() + minutes * MINUTE_MS;
  const base = { shopId: shop.id, shopFeeFils: shop.fee, freeDeliveryOverFils: shop.freeOver };
  const classDays = new Set<string>();
  /** A free day for the class on or after `date` (one history booking a day), never today. */
  const classDay = (date: string) => {
    let day = date === today ? addDays(date, 1) : date;
    while (classDays.has(day) || day === today) day = addDays(day, 1);
    classDays.add(day);
    return day;
  };
  const classLine = (key: string, day: string): PastLine | null => {
    if (!classListing) return null;
    const [time, hours] = CLASS_SLOTS[hash(`slot:${key}`) % CLASS_SLOTS.length]!;
    const start = bahrainToUtc(day, time);
    return {
      listing: classListing,
      quantity: 1,
      unitPriceFils: (classListing.hourlyRateFils ?? 0) * hours,
      slot: { start, end: new Date(start.getTime() + hours * HOUR_MS) },
    };
  };
  const basket = (key: string): PastLine[] => {
    const h = hash(`basket:${key}`);
    const r = (h >>> 3) % 20;
    const n = Math.min(products.length, r < 10 ? 1 : r < 17 ? 2 : 3);
    const picked = new Set<number>();
    for (let k = 0; picked.size < n; k++) picked.add(hash(`${key}:${k}`) % products.length);
    return [...picked].map((index) => {
      const listing = products[index]!;
      const q = hash(`qty:${key}:${index}`);
      const quantity = listing.priceFils < 5_000 ? 1 + (q % 4) : q % 10 === 0 ? 2 : 1;
      return { listing, quantity, unitPriceFils: listing.priceFils };
    });
  };

  const list: PastOrder[] = [];
  const ordered = new Set<number>();
  for (let d = HISTORY_DAYS; d >= 1; d--) {
    const date = addDays(today, -d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const h = hash(`day:${d}`);
    const weekend = weekday === 4 || weekday === 5;
    const count = weekend ? 4 + (h % 5) : 2 + (h % 4);
    // Customers who know the shop by this day: a new one about every day and a half.
    const known = Math.min(CUSTOMERS.length, Math.floor((HISTORY_DAYS - d) / 1.5) + 1);
    // The last day's orders are all delivered the same day (before today), so they start earlier.
    const [open, span] = d === 1 ? [9 * 60, 7 * 60] : [9 * 60, 12 * 60];
    for (let k = 0; k < count; k++) {
      const key = `${d}:${k}`;
      const o = hash(`order:${key}`);
      const minutes = open + Math.floor(((k + (o % 100) / 100) * span) / count);
      const placed = at(date, minutes);
      const newest = known - 1;
      const customer =
        !ordered.has(newest) && o % 3 === 0 ? newest : Math.floor(known * (((o >>> 8) % 1000) / 1000) ** 2);
      ordered.add(customer);
      // About twice a week the day's first order books the class (alone, or with a cake).
      const withClass = k === 0 && h % 7 < 2;
      const booked = withClass ? classLine(key, classDay(addDays(date, 1 + ((o >>> 5) % 5)))) : null;
      const lines = booked ? [...(o % 2 === 0 ? [] : basket(key).slice(0, 1)), booked] : basket(key);
      list.push(pastOrder(key, placed, lines, customer, date, d));
    }
  }
  // Bookings of the coming two weeks, taken over the last days and accepted.
  for (const ahead of AHEAD) {
    const key = `ahead:${ahead}`;
    const o = hash(key);
    const date = addDays(today, -(1 + (o % Math.min(ahead + 1, 6))));
    const placed = at(date, 10 * 60 + ((o >>> 4) % 16) * 30);
    const booked = classLine(key, classDay(addDays(today, ahead)));
    if (!booked) break;
    const customer = (o >>> 8) % (CUSTOMERS.length - 10);
    list.push(pastOrder(key, placed, [booked], customer, date, 0));
  }
  return list;

  function pastOrder(
    key: string,
    placed: number,
    lines: PastLine[],
    customer: number,
    date: string,
    daysAgo: number,
  ): PastOrder {
    const s = hash(`status:${key}`);
    const pay = s % 100 < 55 ? 'card' : 'cash';
    const slot = lines.find((l) => l.slot)?.slot;
    const delivers = lines.some((l) => !l.slot);
    const order = {
      ...base,
      userId: customerIds[customer]!,
      at: placed,
      lines,
      pay,
      address: addressOf(customer),
    } as const;
    const fate = (s >>> 7) % 100;
    if (fate < 8) {
      // Turned down by the shop (with its reason) or cancelled by the customer while pending.
      const byShop = fate < 5;
      const cancelledAt = placed + (byShop ? 30 + (s % 60) : 10 + (s % 30)) * MINUTE_MS;
      const move: PastMove = byShop
        ? {
            status: 'cancelled',
            actor: 'retailer',
            at: cancelledAt,
            note: REJECTIONS[s % REJECTIONS.length]!,
          }
        : { status: 'cancelled', actor: 'customer', at: cancelledAt };
      return {
        ...order,
        moves: [move],
        delivery: delivers ? deliveryOf(date, placed, slot, daysAgo, s).delivery : null,
        ...(pay === 'card' ? { refund: { fils: 'all', at: cancelledAt } } : {}),
      };
    }
    const accepted: PastMove = {
      status: 'processing',
      actor: 'retailer',
      at: placed + (20 + (s % 40)) * MINUTE_MS,
    };
    // A booking still ahead: accepted, waiting for its day.
    if (slot && slot.start.getTime() > now) {
      return {
        ...order,
        moves: [accepted],
        delivery: delivers ? deliveryOf(date, placed, slot, daysAgo, s).delivery : null,
      };
    }
    if (!delivers) {
      // A class only: the shop marks it done after the slot.
      return {
        ...order,
        moves: [
          accepted,
          { status: 'delivered', actor: 'retailer', at: slot!.end.getTime() + 30 * MINUTE_MS },
        ],
        delivery: null,
      };
    }
    const { delivery, windowStart } = deliveryOf(date, placed, slot, daysAgo, s);
    const delivered = windowStart + (30 + (s % 90)) * MINUTE_MS;
    const partly = pay === 'card' && daysAgo >= 3 && (s >>> 13) % 17 === 0;
    return {
      ...order,
      moves: [
        accepted,
        { status: 'shipped', actor: 'driver', at: windowStart },
        { status: 'delivered', actor: 'driver', at: delivered },
      ],
      readyAt: windowStart - 45 * MINUTE_MS,
      delivery,
      // One box came damaged: the shop gave back its price the day after.
      ...(partly ? { refund: { fils: lines[0]!.unitPriceFils, at: delivered + DAY_MS } } : {}),
    };
  }

  /** The products' delivery: the next day (a class's day when it has one), or later the last day. */
  function deliveryOf(
    date: string,
    placed: number,
    slot: { start: Date } | undefined,
    daysAgo: number,
    s: number,
  ) {
    const day = slot ? bahrainDate(slot.start) : daysAgo === 1 ? date : addDays(date, 1);
    const starts = [9, 12, 15, 18];
    let w = s % 4;
    if (slot) w = 0;
    else if (day === date) w = starts.findIndex((hour) => at(day, hour * 60) >= placed + 2 * HOUR_MS);
    const window = DELIVERY_WINDOWS[w < 0 ? 3 : w]!;
    return {
      delivery: { date: day, window },
      windowStart: at(day, starts[w < 0 ? 3 : w]! * 60),
    };
  }
}
