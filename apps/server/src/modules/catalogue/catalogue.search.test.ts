import os from 'node:os';
import path from 'node:path';
import type { ItemSummary, ItemsResponse } from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchSkeleton } from '../../db/search-text.js';
import { seedDemoCatalogue } from '../../seed/demo-catalogue.js';
import { call } from '../../test-support/http.js';
import { createTestApp } from '../../test-support/test-app.js';
import { categories, searchWords } from './catalogue.schema.js';

/**
 * Search as a new user tries it, on the demo catalogue: the spec's suggested searches, category and
 * shop names, a word too many, typos; in English and Arabic. And "load more" over every list.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCatalogue(t.db, path.join(os.tmpdir(), `haflah-search-test-${process.pid}`));
}, 60_000);

afterAll(() => t?.close());

async function page(query: Record<string, string | number>): Promise<ItemsResponse> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await call(t.app, 'GET', `/api/items?${qs}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ItemsResponse;
}

const search = async (q: string) => (await page({ q })).items;
const names = (items: ItemSummary[], lang: 'en' | 'ar' = 'en') => items.map((i) => i.name[lang]);

describe('the spec’s suggested searches find results, in both languages', () => {
  it.each([
    ['Birthday cake', 'Chocolate Birthday Cake'],
    ['كيكة عيد ميلاد', 'Chocolate Birthday Cake'],
    ['Party supplies', null],
    ['مستلزمات الحفلات', null],
    ['DJ services', 'Party DJ'],
    ['خدمات دي جي', 'Party DJ'],
    ['Decorations', null],
    ['زينة', null],
  ])('%s', async (q, top) => {
    const items = await search(q);
    expect(items.length, q).toBeGreaterThan(0);
    if (top) expect(names(items)[0]).toBe(top);
  });

  it('a suggested category search lists that category’s items', async () => {
    for (const q of ['Party supplies', 'مستلزمات الحفلات']) {
      const items = await search(q);
      expect(
        items.every((i) => i.categoryName.en === 'Party Supplies'),
        q,
      ).toBe(true);
    }
    for (const q of ['Decorations', 'decoration', 'زينة']) {
      const items = await search(q);
      expect(items.filter((i) => i.categoryName.en === 'Decorations').length, q).toBeGreaterThan(10);
    }
  });

  it('“DJ services” puts the DJs first, in both languages', async () => {
    for (const q of ['DJ services', 'خدمات دي جي']) {
      const top = names(await search(q)).slice(0, 3);
      expect(
        top.every((n) => n.includes('DJ')),
        `${q}: ${top}`,
      ).toBe(true);
    }
  });
});

describe('names of shops and categories are searched', () => {
  it.each(['Sugar Pearl', 'sugar pearl bakery', 'لؤلؤة السكر'])(
    'a shop’s name finds its items: %s',
    async (q) => {
      const items = await search(q);
      expect(items.length).toBeGreaterThan(5);
      expect(items.every((i) => i.shopName.en === 'Sugar Pearl Bakery')).toBe(true);
    },
  );

  it('a category’s name finds its items, as typed in either language', async () => {
    for (const q of ['Giveaways', 'التوزيعات', 'توزيعات']) {
      const items = await search(q);
      expect(items.length, q).toBeGreaterThan(5);
      expect(items.filter((i) => i.categoryName.en === 'Giveaways').length, q).toBe(items.length);
    }
  });
});

describe('close matches instead of nothing', () => {
  it('one word the listing lacks still finds the listings that have the rest, best first', async () => {
    expect(names(await search('chocolate birthday cake delivery'))[0]).toBe('Chocolate Birthday Cake');
    expect(names(await search('كيكة عيد ميلاد بالشوكولاتة توصيل'))[0]).toBe('Chocolate Birthday Cake');
  });

  it('every word is still required when some listing has them all', async () => {
    const items = await search('chocolate cake');
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.name.en.toLowerCase()).toMatch(/chocolate|cake/);
    }
    expect(names(items)).toContain('Chocolate Birthday Cake');
    expect(names(items)).not.toContain('Chocolate Fountain Hire');
  });

  it.each([
    ['baloons', /balloon/i],
    ['balloosn', /balloon/i],
    ['chocolte', /chocolate/i],
    ['شوكلاته', /chocolate/i],
  ])('understands the typo %s', async (q, expected) => {
    const items = await search(q);
    expect(items.length, q).toBeGreaterThan(0);
    expect(names(items)[0]).toMatch(expected);
  });

  it('a word found nowhere, even as a typo, finds nothing', async () => {
    expect(await search('xylophone')).toEqual([]);
    expect(await search('زيلوفون')).toEqual([]);
  });
});

describe('Arabic spellings that drop or add a long vowel, or the article', () => {
  it.each([
    ['بلون', /balloon/i],
    ['بالون', /balloon/i],
    ['البالونات', /balloon/i],
    ['شوكلاته', /chocolate/i],
    ['شوكولاتة', /chocolate/i],
    ['فانوس', /lantern/i],
    ['فنوس', /lantern/i],
    ['كيكه', /cake/i],
    ['كيك', /cake/i],
  ])('%s', async (q, expected) => {
    const items = await search(q);
    expect(items.length, q).toBeGreaterThan(0);
    expect(names(items)[0], q).toMatch(expected);
  });

  it('finds what the right spelling finds', async () => {
    const ids = (items: ItemSummary[]) => items.map((i) => i.id).sort();
    expect(ids(await search('بلون'))).toEqual(ids(await search('بالون')));
  });

  it('English typos are still understood', async () => {
    for (const q of ['baloons', 'chocolte', 'ballon']) {
      expect(names(await search(q))[0], q).toMatch(/balloon|chocolate/i);
    }
  });

  it('the vocabulary’s skeletons are the ones search computes for a query', async () => {
    const rows = await t.db.select().from(searchWords);
    expect(rows.length).toBeGreaterThan(100);
    const differ = rows.filter((r) => r.skeleton !== searchSkeleton(r.word));
    expect(differ).toEqual([]);
  });
});

describe('a search for a shop’s name lists the shop first', () => {
  it.each(['sugar pearl', 'Sugar Pearl Bakery', 'لؤلؤة', 'لؤلؤة السكر'])('%s', async (q) => {
    const res = await page({ q });
    expect(res.shops?.map((s) => s.name.en)).toEqual(['Sugar Pearl Bakery']);
    expect(res.items.length).toBeGreaterThan(0);
  });

  it('a search that names no shop, or searches inside one, lists none', async () => {
    expect((await page({ q: 'chocolate birthday' })).shops).toBeUndefined();
    const shopId = (await page({ q: 'sugar pearl' })).shops![0]!.id;
    expect((await page({ q: 'sugar pearl', shopId })).shops).toBeUndefined();
    expect((await page({})).shops).toBeUndefined();
  });

  it('only on the first page', async () => {
    const first = await page({ q: 'sugar pearl', limit: 2 });
    expect(first.nextCursor).not.toBeNull();
    expect((await page({ q: 'sugar pearl', limit: 2, after: first.nextCursor! })).shops).toBeUndefined();
  });
});

describe('load more', () => {
  async function allPages(query: Record<string, string | number>) {
    const pages: ItemsResponse[] = [];
    let after: string | null | undefined;
    do {
      const next = await page(after ? { ...query, after } : query);
      pages.push(next);
      after = next.nextCursor;
    } while (after && pages.length < 50);
    return pages;
  }

  it('walks the whole Home list newest first, without gaps or repeats', async () => {
    const pages = await allPages({ limit: 17 });
    const items = pages.flatMap((p) => p.items);
    const all = await page({ limit: 50 });
    expect(pages.length).toBeGreaterThan(3);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(items.slice(0, 50).map((i) => i.id)).toEqual(all.items.map((i) => i.id));
    const times = items.map((i) => Date.parse(i.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expect(pages.slice(0, -1).every((p) => p.items.length === 17)).toBe(true);
  });

  it('walks a category and a kind the same way', async () => {
    const category = (await page({ limit: 1 })).items[0]!.categoryId;
    const queries: Record<string, string | number>[] = [
      { categoryId: category, limit: 5 },
      { kind: 'rental', limit: 4 },
    ];
    for (const query of queries) {
      const items = (await allPages(query)).flatMap((p) => p.items);
      expect(new Set(items.map((i) => i.id)).size, JSON.stringify(query)).toBe(items.length);
      const whole = (await page({ ...query, limit: 50 })).items;
      expect(items.map((i) => i.id)).toEqual(whole.map((i) => i.id));
    }
  });

  it('pages through a search in its ranked order', async () => {
    const whole = await search('cake');
    expect(whole.length).toBeGreaterThan(10);
    const items = (await allPages({ q: 'cake', limit: 7 })).flatMap((p) => p.items);
    expect(items.map((i) => i.id)).toEqual(whole.map((i) => i.id));
  });

  it('says there is no more on a page that ends the list', async () => {
    expect((await page({ q: 'Sugar Pearl', limit: 50 })).nextCursor).toBeNull();
    const first = await page({ limit: 1 });
    expect(first.nextCursor).toMatch(/^l\./);
  });

  it('refuses a cursor that is not one of ours, or one of a search given to a plain list', async () => {
    for (const after of ['nonsense', 'l.abc.def', 's.9999.1', 'l.1.not-a-uuid-at-all-but-36-chars-long!']) {
      const res = await call(t.app, 'GET', `/api/items?after=${encodeURIComponent(after)}`);
      expect(res.statusCode, after).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const searchCursor = (await page({ q: 'cake', limit: 2 })).nextCursor!;
    const res = await call(t.app, 'GET', `/api/items?after=${searchCursor}`);
    expect(res.statusCode).toBe(400);
  });
});

// Last: it adds a shop to the demo catalogue.
describe('an Arabic typo that is also found as typed', () => {
  it('finds the word meant as well (a shop named “بلون إت” does not hide the balloons)', async () => {
    const [category] = await t.db.select().from(categories).limit(1);
    const shop = await t.factories.shop({ nameEn: 'Balloon It Events', nameAr: 'بلون إت للفعاليات' });
    await t.factories.listing({
      shopId: shop.id,
      categoryId: category!.id,
      nameEn: 'Party Banner',
      nameAr: 'لافتة',
    });
    const found = names(await search('بلون'));
    expect(found).toContain('Party Banner');
    expect(found.filter((n) => /balloon/i.test(n)).length).toBeGreaterThan(3);
  });
});
