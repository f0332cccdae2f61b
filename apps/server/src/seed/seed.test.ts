import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LISTING_KINDS } from '@haflah/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/test-app.js';
import { ITEM_GROUPS, SERVES_GUESTS } from './demo-catalogue-data.js';
import { seedDemo, seedIfEmpty } from './seed.js';

const t = useTestApp();
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-seed-'));
let counts: Awaited<ReturnType<typeof seedDemo>>;

beforeAll(async () => {
  counts = await seedDemo(t.db, { uploadsDir });
});
afterAll(() => {
  fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the spec categories, 20+ approved and 2 pending retailers, and 150+ listings', async () => {
    expect(counts.categories).toBe(8);
    expect(counts.listings).toBeGreaterThanOrEqual(150);
    const categories = (await t.app.inject('/api/categories')).json().categories;
    expect(categories.map((c: { name: { en: string } }) => c.name.en).sort()).toEqual(
      [
        'Cakes',
        'Catering',
        'Decorations',
        'Entertainment',
        'Giveaways',
        'Party Supplies',
        'Rentals',
        'Services',
      ].sort(),
    );
    const { rows } = await t.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from shops group by status`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r.n]));
    expect(byStatus.approved).toBeGreaterThanOrEqual(20);
    expect(byStatus.pending).toBe(2);
  });

  it('never shows pending retailers or their listings to customers', async () => {
    const visible = (await t.app.inject('/api/shops')).json().shops;
    const { rows } = await t.db.execute<{ id: string }>(sql`select id from shops where status = 'pending'`);
    const pendingIds = rows.map((r) => r.id);
    expect(visible.some((r: { id: string }) => pendingIds.includes(r.id))).toBe(false);
    for (const id of pendingIds) {
      const items = (await t.app.inject(`/api/items?shopId=${id}`)).json().items;
      expect(items).toEqual([]);
    }
    const { rows: hidden } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from listings l join shops r on r.id = l.shop_id where r.status = 'pending'`,
    );
    expect(hidden[0]?.n).toBeGreaterThan(0);
  });

  it('covers every kind, sales, hourly products, both languages and real images', async () => {
    const { rows } = await t.db.execute<{
      kind: string;
      on_sale: number;
      hourly_products: number;
      missing_ar: number;
      n: number;
    }>(sql`select kind,
              count(*) filter (where is_on_sale)::int as on_sale,
              count(*) filter (where kind = 'product' and pricing_type = 'hourly')::int as hourly_products,
              count(*) filter (where name_ar = '' or description_ar = '' or description_en = '')::int as missing_ar,
              count(*)::int as n
           from listings group by kind`);
    expect(rows.map((r) => r.kind).sort()).toEqual([...LISTING_KINDS].sort());
    expect(rows.reduce((a, r) => a + r.on_sale, 0)).toBeGreaterThan(5);
    expect(rows.reduce((a, r) => a + r.hourly_products, 0)).toBeGreaterThan(0);
    expect(rows.every((r) => r.missing_ar === 0)).toBe(true);
    const item = (await t.app.inject('/api/items?limit=1')).json().items[0];
    expect(item.imageUrl).toMatch(/^\/media\/seed\/.+\.svg$/);
    const file = path.join(uploadsDir, item.imageUrl.replace('/media/', ''));
    expect(fs.readFileSync(file, 'utf8')).toMatch(/^<svg /);
  });

  it('gives every shop a light cover picture of its own', async () => {
    const { rows } = await t.db.execute<{ slug: string; cover_url: string | null }>(
      sql`select slug, cover_url from shops`,
    );
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(row.cover_url).toBe(`/media/seed/cover-${row.slug}.svg`);
      const svg = fs.readFileSync(
        path.join(uploadsDir, (row.cover_url as string).replace('/media/', '')),
        'utf8',
      );
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1200 400"/);
      expect(svg.length).toBeLessThan(8500);
    }
  });

  it('says how many guests the items sized by guests serve, under names the catalogue has', async () => {
    const names = new Set(ITEM_GROUPS.flatMap((g) => g.items.map(([en]) => en)));
    expect(Object.keys(SERVES_GUESTS).filter((name) => !names.has(name))).toEqual([]);
    const { rows } = await t.db.execute<{ name: string; serves: number | null }>(
      sql`select distinct name_en as name, serves_guests as serves from listings`,
    );
    for (const row of rows)
      expect([row.name, row.serves]).toEqual([row.name, SERVES_GUESTS[row.name] ?? null]);
    const cake = rows.find((r) => r.name === 'Chocolate Birthday Cake');
    const item = (await t.app.inject(`/api/items?q=${encodeURIComponent('Chocolate Birthday Cake')}`)).json()
      .items[0];
    expect(cake?.serves).toBe(15);
    expect((await t.app.inject(`/api/items/${item.id}`)).json().item.servesGuests).toBe(15);
  });

  it("rates listings and shops with real reviews, their aggregates kept by the reviews module's code", async () => {
    expect(counts.reviews).toBeGreaterThan(500);
    const { rows } = await t.db.execute<{ status: string; n: number; mean: number | null; off: number }>(
      sql`select r.status, count(*)::int as n, avg(l.rating)::real as mean,
              count(*) filter (where l.review_count <> (select count(*) from reviews v where v.listing_id = l.id)
                or abs(l.rating - coalesce((select avg(v.rating) from reviews v where v.listing_id = l.id), 0)) > 0.001)::int as off
           from listings l join shops r on r.id = l.shop_id group by r.status`,
    );
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(rows.every((r) => r.off === 0)).toBe(true);
    expect(byStatus.pending?.mean).toBe(0);
    const { rows: listed } = await t.db.execute<{ n: number; few: number; mean: number }>(
      sql`select count(*)::int as n, count(*) filter (where l.review_count between 2 and 15)::int as few,
              avg(l.rating)::real as mean
           from listings l join shops r on r.id = l.shop_id where r.status = 'approved'`,
    );
    expect(listed[0]!.few).toBe(listed[0]!.n);
    expect(listed[0]!.mean).toBeGreaterThan(3.8);
    expect(listed[0]!.mean).toBeLessThan(4.9);
    const shopsListed = (await t.app.inject('/api/shops')).json().shops as {
      rating: number;
      reviewCount: number;
    }[];
    expect(shopsListed.every((s) => s.reviewCount > 0 && s.rating >= 3.5 && s.rating <= 5)).toBe(true);
    // Some words in each language, and a few of the shops' replies.
    const { rows: words } = await t.db.execute<{
      ar: number;
      en: number;
      replies: number;
      reviewers: number;
    }>(
      sql`select count(*) filter (where body ~ '[ء-ي]')::int as ar,
              count(*) filter (where body ~ '[a-z]')::int as en,
              count(reply)::int as replies, count(distinct user_id)::int as reviewers from reviews`,
    );
    expect(words[0]!.ar).toBeGreaterThan(10);
    expect(words[0]!.en).toBeGreaterThan(10);
    expect(words[0]!.replies).toBeGreaterThan(5);
    // Reviewers cannot sign in: no credential account.
    const { rows: signable } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from account a join reviews v on v.user_id = a.user_id`,
    );
    expect(signable[0]!.n).toBe(0);
  });

  it('seeds only an empty database', async () => {
    expect(await seedIfEmpty(t.db, { uploadsDir })).toEqual({ seeded: false });
  });
});
