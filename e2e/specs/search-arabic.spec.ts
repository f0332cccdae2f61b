/**
 * Search details (issue 26 point 6): an Arabic spelling that drops a long vowel (بلون) finds the
 * balloons, under a heading saying what was searched; a search for a shop's name shows that shop's
 * card first, and the card opens the shop's page with its header — in Arabic and in English.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ItemsResponse } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { api, type Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, expectCards, PHONE, screenshot } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();

const searchbox = (page: Page, lang: Lang) => page.getByRole('searchbox', { name: t(lang, 'search.label') });

async function openHome(lang: Lang, viewport = PHONE) {
  const page = await suite.page({ viewport, language: lang });
  await page.goto(BASE_URL);
  await page.getByRole('heading', { name: t(lang, 'home.shopByCategories') }).waitFor();
  return page;
}

/** The whole first page of a search as the API answers it, shops included. */
async function searchAnswer(q: string): Promise<ItemsResponse> {
  const res = await fetch(`${BASE_URL}/api/items?${new URLSearchParams({ q })}`);
  assert.equal(res.status, 200);
  return (await res.json()) as ItemsResponse;
}

for (const [lang, viewport, size] of [
  ['ar', PHONE, 'phone'],
  ['ar', DESKTOP, 'desktop'],
] as const) {
  test(`${lang} (${size}): “بلون” finds the balloons, under a heading saying what was searched`, async () => {
    const page = await openHome(lang, viewport);
    const items = await api.items({ q: 'بلون' });
    assert.ok(items.length > 0, 'بلون finds something');
    assert.match(items[0]!.name.en, /balloon/i, 'a balloon first');
    await searchbox(page, lang).pressSequentially('بلون', { delay: 60 });
    await page
      .getByRole('heading', { level: 1, name: t(lang, 'search.resultsFor', { query: 'بلون' }) })
      .waitFor();
    await expectCards(
      page,
      items.map((i) => i.id),
    );
    await page.getByText(t(lang, 'search.resultCount', { count: items.length }), { exact: true }).waitFor();
    await screenshot(page, `search-arabic-typo-${lang}-${size}`);
  });
}

for (const [lang, q, viewport, size] of [
  ['en', 'sugar pearl', PHONE, 'phone'],
  ['en', 'sugar pearl', DESKTOP, 'desktop'],
  ['ar', 'لؤلؤة', PHONE, 'phone'],
  ['ar', 'لؤلؤة', DESKTOP, 'desktop'],
] as const) {
  test(`${lang} (${size}): “${q}” shows Sugar Pearl Bakery’s card first, which opens its page`, async () => {
    const answer = await searchAnswer(q);
    const shop = answer.shops?.[0];
    assert.ok(shop, `“${q}” names a shop`);
    assert.equal(shop.name.en, 'Sugar Pearl Bakery');
    const page = await openHome(lang, viewport);
    await searchbox(page, lang).fill(q);
    await page.getByRole('heading', { level: 1, name: t(lang, 'search.resultsFor', { query: q }) }).waitFor();
    const shops = page.getByRole('list', { name: t(lang, 'search.shopsNamed') });
    const card = shops.getByRole('button').filter({ hasText: shop.name[lang] });
    await card.waitFor();
    // Above the first item.
    const firstItem = page.getByRole('article').first();
    await firstItem.waitFor();
    const [cardBox, itemBox] = await Promise.all([card.boundingBox(), firstItem.boundingBox()]);
    assert.ok(cardBox && itemBox && cardBox.y < itemBox.y, 'the shop card is above the items');
    await screenshot(page, `search-shop-${lang}-${size}`);

    await card.click();
    await page.getByRole('region', { name: t(lang, 'shopPage.label', { shop: shop.name[lang] }) }).waitFor();
    await page
      .getByRole('heading', { level: 1, name: t(lang, 'items.retailerTitle', { retailer: shop.name[lang] }) })
      .waitFor();
    await page.getByRole('article').first().waitFor();
    await screenshot(page, `shop-page-${lang}-${size}`);
  });
}
