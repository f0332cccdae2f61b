/**
 * Arabic and right-to-left (spec §1, §2 Settings): the language switch in the navbar and on
 * /settings, Arabic texts, prices with Latin digits, persistence, mirrored layout, browsing in Arabic.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  ARABIC_INDIC_DIGITS,
  api,
  findBrowsePath,
  itemCountText,
  MONEY_AR,
  money,
  retailerCountText,
  unitPriceFils,
} from '../support/api';
import { BASE_URL, browserSuite, expectCards, htmlLangDir, PHONE, waitForImages } from '../support/browser';

const suite = browserSuite();

const AR = {
  shopByCategories: 'تسوّق حسب الفئة',
  featured: 'مختارات مميزة',
  home: 'الرئيسية',
  switchToEnglish: 'تغيير اللغة إلى الإنجليزية',
  settings: 'الإعدادات',
  breadcrumb: 'مسار التصفح',
  categories: 'الفئات',
};

async function expectArabic(page: Page) {
  await page.getByRole('heading', { name: AR.shopByCategories }).waitFor();
  assert.deepEqual(await htmlLangDir(page), { lang: 'ar', dir: 'rtl' });
}

/** The horizontal centre of the navbar's logo link, as a fraction of the viewport width. */
async function logoCentre(page: Page, homeLabel: string) {
  const box = await page.getByRole('banner').getByRole('link', { name: homeLabel }).boundingBox();
  assert.ok(box, 'the logo is visible');
  return (box.x + box.width / 2) / (page.viewportSize()?.width ?? 1);
}

/** Every price on the page reads `x.xxx د.ب`, and no Arabic-Indic digit appears anywhere. */
async function expectArabicPrices(page: Page, scope = page.getByRole('main')) {
  const text = (await scope.textContent()) ?? '';
  const prices = [...text.matchAll(/([\d\u0660-\u0669\u06F0-\u06F9.,]+)\s*د\.ب/g)].map((m) => `${m[1]} د.ب`);
  assert.ok(prices.length > 0, 'prices are shown');
  for (const p of prices) assert.match(p, MONEY_AR);
  const body = (await page.locator('body').textContent()) ?? '';
  assert.doesNotMatch(body, ARABIC_INDIC_DIGITS, 'digits are Latin');
}

test('the navbar button switches to Arabic, right-to-left; the choice survives a reload', async () => {
  const page = await suite.page({ viewport: PHONE });
  await page.goto(BASE_URL);
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  assert.deepEqual(await htmlLangDir(page), { lang: 'en', dir: 'ltr' });
  assert.ok((await logoCentre(page, 'Home')) < 0.5, 'the logo starts on the left in English');

  await page.getByRole('button', { name: 'Switch language to Arabic' }).click();
  await expectArabic(page);
  await page.getByRole('heading', { name: AR.featured }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'ar');
  assert.ok((await logoCentre(page, AR.home)) > 0.5, 'the logo is on the right in Arabic');

  // Featured prices: the API's prices, written the Arabic way with Latin digits.
  const featured = page.getByRole('region', { name: AR.featured });
  await featured.getByRole('article').first().waitFor();
  for (const item of await api.items({ kind: 'product', limit: 4 })) {
    const price = item.requiresTimeSlot
      ? `${money(item.hourlyRateFils ?? 0, 'ar')} / ساعة`
      : money(unitPriceFils(item), 'ar');
    await featured.getByText(price, { exact: true }).first().waitFor();
  }
  await expectArabicPrices(page, featured);

  await page.reload();
  await expectArabic(page);
  // The bottom navigation speaks Arabic too.
  const bottom = page.getByRole('navigation', { name: 'شريط التنقل السفلي' });
  for (const label of ['الرئيسية', 'الطلبات', 'السلة', 'المناسبات', 'حسابي'])
    await bottom.getByRole('link', { name: label }).waitFor();

  // And back to English.
  await page.getByRole('button', { name: AR.switchToEnglish }).click();
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  assert.deepEqual(await htmlLangDir(page), { lang: 'en', dir: 'ltr' });
  assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'en');
});

test('the language choice on /settings switches and persists', async () => {
  const page = await suite.page({ viewport: PHONE });
  await page.goto(`${BASE_URL}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  const english = page.getByRole('button', { name: 'English', exact: true });
  const arabic = page.getByRole('button', { name: 'العربية', exact: true });
  assert.equal(await english.getAttribute('aria-pressed'), 'true');
  assert.equal(await arabic.getAttribute('aria-pressed'), 'false');

  await arabic.click();
  await page.getByRole('heading', { level: 1, name: AR.settings }).waitFor();
  assert.deepEqual(await htmlLangDir(page), { lang: 'ar', dir: 'rtl' });
  assert.equal(await arabic.getAttribute('aria-pressed'), 'true');
  await page.getByRole('switch', { name: 'تحديثات الطلبات' }).waitFor();

  await page.reload();
  await page.getByRole('heading', { level: 1, name: AR.settings }).waitFor();
  assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'ar');
  assert.equal(await arabic.getAttribute('aria-pressed'), 'true');

  await english.click();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  assert.deepEqual(await htmlLangDir(page), { lang: 'en', dir: 'ltr' });
});

test('browsing categories → retailers → items → product in Arabic', async () => {
  const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
  const page = await suite.page({ viewport: PHONE, language: 'ar' });
  await page.goto(BASE_URL);
  await expectArabic(page);

  const category = path.category.name.ar;
  await page
    .getByRole('region', { name: AR.shopByCategories })
    .getByRole('button', { name: category, exact: true })
    .click();
  const title = `متاجر ${category} القريبة منك`;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(retailerCountText(path.shops.length, 'ar'), { exact: true }).waitFor();

  // The breadcrumb reads right to left and its chevrons point left.
  const crumbs = page.getByRole('navigation', { name: AR.breadcrumb });
  const first = await crumbs.getByRole('button', { name: AR.categories }).boundingBox();
  const current = await crumbs.getByText(category, { exact: true }).boundingBox();
  assert.ok(first && current && first.x > current.x, 'the first crumb is on the right');
  const chevrons = crumbs.locator('svg');
  assert.ok((await chevrons.count()) > 0, 'the breadcrumb has chevrons');
  for (const style of await chevrons.evaluateAll((els) =>
    els.map((el) => {
      const cs = getComputedStyle(el);
      return { transform: cs.transform, scale: cs.scale };
    }),
  )) {
    const viaScale = style.scale.trim().startsWith('-1');
    const viaTransform = /^matrix\(\s*-1/.test(style.transform);
    assert.ok(
      viaScale || viaTransform,
      `chevron mirrored (scale: ${style.scale}, transform: ${style.transform})`,
    );
  }

  const retailer = path.shop.name.ar;
  await page.getByRole('region', { name: title }).getByRole('button').filter({ hasText: retailer }).click();
  await page.getByRole('heading', { level: 1, name: `ما يقدّمه ${retailer}` }).waitFor();
  await page.getByText(itemCountText(path.items.length, 'ar'), { exact: true }).waitFor();
  await expectCards(
    page,
    path.items.map((i) => i.id),
  );
  await expectArabicPrices(page);

  await page.getByRole('link', { name: path.item.name.ar, exact: true }).click();
  await page.waitForURL(`${BASE_URL}/product/${path.item.id}`);
  await page.getByRole('heading', { level: 1, name: path.item.name.ar }).waitFor();
  await page
    .getByRole('main')
    .getByText(money(unitPriceFils(path.item), 'ar'), { exact: true })
    .first()
    .waitFor();
  await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).waitFor();
  await expectArabicPrices(page);
  // The back arrow points right in RTL.
  const back = page.getByRole('button', { name: 'رجوع' }).locator('svg');
  assert.match(await back.evaluate((el) => getComputedStyle(el).scale), /^-1/);
});

test('nothing overflows the phone screen sideways, in Arabic or English', async () => {
  const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
  const overflow: string[] = [];
  for (const lang of ['en', 'ar'] as const) {
    const page = await suite.page({ viewport: PHONE, language: lang });
    for (const url of ['/', '/settings', `/product/${path.item.id}`]) {
      await page.goto(`${BASE_URL}${url}`);
      await page.getByRole('main').getByRole('heading').first().waitFor();
      await waitForImages(page);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      if (scrollWidth > clientWidth)
        overflow.push(`${lang} ${url}: ${scrollWidth} px wide in ${clientWidth} px`);
    }
  }
  assert.deepEqual(overflow, []);
});
