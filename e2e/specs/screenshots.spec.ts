/**
 * Screenshots for visual review (e2e/screenshots/, git-ignored): Home, retailers, items, product,
 * settings and no-results, on a phone and a desktop, in English and Arabic.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { findBrowsePath, type Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, PHONE, screenshot, waitForImages } from '../support/browser';

const suite = browserSuite();

const TEXT = {
  en: {
    shopByCategories: 'Shop by Categories',
    retailersTitle: (c: string) => `${c} Retailers Near You`,
    itemsTitle: (r: string) => `${r} Items`,
    settings: 'Settings',
    search: 'Search',
    noResults: (q: string) => `No results for “${q}”`,
  },
  ar: {
    shopByCategories: 'تسوّق حسب الفئة',
    retailersTitle: (c: string) => `متاجر ${c} القريبة منك`,
    itemsTitle: (r: string) => `ما يقدّمه ${r}`,
    settings: 'الإعدادات',
    search: 'بحث',
    noResults: (q: string) => `لا توجد نتائج لـ «${q}»`,
  },
};

const VIEWPORTS = { phone: PHONE, desktop: DESKTOP };

async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0); // no hover effects
  const broken = await waitForImages(page);
  assert.deepEqual(broken, [], `${name}: images that failed to load`);
  await screenshot(page, name);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    test(`screenshots: ${size}, ${lang}`, async () => {
      const t = TEXT[lang];
      const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
      const page = await suite.page({ viewport, language: lang });
      const name = (view: string) => `${view}-${size}-${lang}`;

      await page.goto(BASE_URL);
      await page.getByRole('heading', { name: t.shopByCategories }).waitFor();
      await page.getByRole('article').first().waitFor();
      await shoot(page, name('home'));

      await page.getByRole('button', { name: path.category.name[lang], exact: true }).click();
      const retailersTitle = t.retailersTitle(path.category.name[lang]);
      await page.getByRole('heading', { level: 1, name: retailersTitle }).waitFor();
      await shoot(page, name('retailers'));

      await page
        .getByRole('region', { name: retailersTitle })
        .getByRole('button')
        .filter({ hasText: path.shop.name[lang] })
        .click();
      await page.getByRole('heading', { level: 1, name: t.itemsTitle(path.shop.name[lang]) }).waitFor();
      await page.getByRole('article').first().waitFor();
      await shoot(page, name('items'));

      await page.getByRole('link', { name: path.item.name[lang], exact: true }).click();
      await page.getByRole('heading', { level: 1, name: path.item.name[lang] }).waitFor();
      await shoot(page, name('product'));

      await page.goto(`${BASE_URL}/settings`);
      await page.getByRole('heading', { level: 1, name: t.settings }).waitFor();
      await shoot(page, name('settings'));

      const q = 'xqzjvwkp';
      await page.getByRole('searchbox', { name: t.search }).fill(q);
      await page.getByRole('heading', { name: t.noResults(q) }).waitFor();
      await shoot(page, name('no-results'));
    });
  }
}
