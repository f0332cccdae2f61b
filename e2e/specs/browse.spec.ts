/**
 * Home browsing on a phone, in English (spec §2 Home page): categories → retailers → items →
 * product, the browser's Back button, the breadcrumb and the `?retailerId&retailerName` deep link.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  api,
  type BrowsePath,
  findBrowsePath,
  itemCountText,
  MONEY_EN,
  money,
  retailerCountText,
  SPEC_CATEGORIES,
  unitPriceFils,
} from '../support/api';
import { BASE_URL, browserSuite, cardIds, eventually, expectCards, PHONE } from '../support/browser';

const suite = browserSuite();
const openHome = async () => {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  await page.goto(BASE_URL);
  return page;
};
const breadcrumb = (page: Page) => page.getByRole('navigation', { name: 'Breadcrumb' });

/** From the categories view: taps the category and checks the retailers view. */
async function openCategory(page: Page, path: BrowsePath) {
  const category = path.category.name.en;
  await page
    .getByRole('region', { name: 'Shop by Categories' })
    .getByRole('button', { name: category, exact: true })
    .click();
  const title = `${category} Retailers Near You`;
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByText(retailerCountText(path.shops.length, 'en'), { exact: true }).waitFor();
  await breadcrumb(page).waitFor();
  const cards = page.getByRole('region', { name: title }).getByRole('button');
  assert.equal(await cards.count(), path.shops.length);
  const texts = await cards.allInnerTexts();
  path.shops.forEach((r, i) => {
    assert.ok(texts[i]?.includes(r.name.en), `retailer card ${i} shows ${r.name.en}`);
  });
}

/** From the retailers view: taps the retailer and checks its item list. */
async function openRetailer(page: Page, path: BrowsePath) {
  const retailer = path.shop.name.en;
  await page
    .getByRole('region', { name: `${path.category.name.en} Retailers Near You` })
    .getByRole('button')
    .filter({ hasText: retailer })
    .click();
  await expectRetailerItems(
    page,
    retailer,
    path.items.map((i) => i.id),
  );
}

async function expectRetailerItems(page: Page, retailer: string, ids: string[]) {
  await page.getByRole('heading', { level: 1, name: `${retailer} Items` }).waitFor();
  await page.getByText(itemCountText(ids.length, 'en'), { exact: true }).waitFor();
  await expectCards(page, ids);
}

test('Home shows the 8 categories and 4 featured products', async () => {
  const page = await openHome();
  const categories = page.getByRole('region', { name: 'Shop by Categories' });
  await categories.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  await categories.getByRole('button').first().waitFor();
  assert.deepEqual(
    (await categories.getByRole('button').allInnerTexts()).sort(),
    [...SPEC_CATEGORIES].sort(),
  );

  const featured = page.getByRole('region', { name: 'Featured Products' });
  await featured.getByRole('heading', { name: 'Featured Products' }).waitFor();
  await featured.getByRole('article').first().waitFor();
  assert.equal(await featured.getByRole('article').count(), 4);
  const expected = await api.items({ kind: 'product', limit: 4 });
  assert.deepEqual(
    await cardIds(featured),
    expected.map((i) => i.id),
  );
  // Every card shows a price in BD and an add-to-cart (or book) action.
  for (const item of expected) {
    const card = featured.getByRole('article').filter({ hasText: item.name.en });
    const price = item.requiresTimeSlot
      ? `${money(item.hourlyRateFils ?? 0, 'en')} / hour`
      : money(unitPriceFils(item), 'en');
    await card.getByText(price, { exact: true }).waitFor();
    const action = item.requiresTimeSlot ? `Book ${item.name.en}` : `Add ${item.name.en} to cart`;
    await card.getByRole('button', { name: action }).waitFor();
  }
  // The breadcrumb is hidden in categories mode.
  assert.equal(await breadcrumb(page).count(), 0);
});

test('category → retailers → items → product, Back, then the breadcrumb', async () => {
  const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
  const page = await openHome();
  await openCategory(page, path);
  const crumbs = breadcrumb(page);
  await crumbs.getByRole('button', { name: 'Categories' }).waitFor();
  await crumbs.getByText(path.category.name.en, { exact: true }).waitFor();

  await openRetailer(page, path);
  await crumbs.getByRole('button', { name: path.category.name.en }).waitFor();
  await crumbs.getByText(path.shop.name.en, { exact: true }).waitFor();

  // A fixed-price product opens its page with its name and price.
  const product = path.item;
  await page.getByRole('link', { name: product.name.en, exact: true }).click();
  await page.waitForURL(`${BASE_URL}/product/${product.id}`);
  await page.getByRole('heading', { level: 1, name: product.name.en }).waitFor();
  const price = money(unitPriceFils(product), 'en');
  assert.match(price, MONEY_EN);
  await page.getByRole('main').getByText(price, { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).waitFor();

  // The browser's Back button returns to the retailer's items.
  await page.goBack();
  await expectRetailerItems(
    page,
    path.shop.name.en,
    path.items.map((i) => i.id),
  );
  assert.equal(new URL(page.url()).pathname, '/');

  // Breadcrumb: the category crumb steps back to the retailers…
  await breadcrumb(page).getByRole('button', { name: path.category.name.en }).click();
  await page
    .getByRole('heading', { level: 1, name: `${path.category.name.en} Retailers Near You` })
    .waitFor();
  await page.getByText(retailerCountText(path.shops.length, 'en'), { exact: true }).waitFor();
  // …and 'Categories' to the categories, where the breadcrumb is hidden.
  await breadcrumb(page).getByRole('button', { name: 'Categories' }).click();
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  await breadcrumb(page).waitFor({ state: 'detached' });
});

test('the browser Back button steps back through items → retailers → categories', async () => {
  const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
  const page = await openHome();
  await openCategory(page, path);
  await openRetailer(page, path);
  await page.goBack();
  await page
    .getByRole('heading', { level: 1, name: `${path.category.name.en} Retailers Near You` })
    .waitFor();
  await page.goBack();
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  await breadcrumb(page).waitFor({ state: 'detached' });
});

test("a time-based item's card action opens its details (or the time-slot dialog)", async () => {
  const path = await findBrowsePath(
    (i) => i.requiresTimeSlot && (i.kind === 'service' || i.kind === 'entertainment'),
    ['Entertainment', 'Services'],
  );
  const page = await openHome();
  await openCategory(page, path);
  await openRetailer(page, path);
  const item = path.item;
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: item.name.en, exact: true }) });
  await card.getByText(`${money(item.hourlyRateFils ?? 0, 'en')} / hour`, { exact: true }).waitFor();
  await card.getByRole('button', { name: `Book ${item.name.en}` }).click();

  // Spec: a time-slot dialog. Until it lands, the action opens the item's page.
  const dialog = page.getByRole('dialog');
  await eventually(async () => {
    const onPage = new URL(page.url()).pathname === `/product/${item.id}`;
    assert.ok(onPage || (await dialog.isVisible()), 'the details page or the time-slot dialog opens');
  });
  if (await dialog.isVisible()) return;
  await page.getByRole('heading', { level: 1, name: item.name.en }).waitFor();
  await page
    .getByRole('main')
    .getByText(`${money(item.hourlyRateFils ?? 0, 'en')} / hour`, { exact: true })
    .waitFor();
  // A bookable item is not quick-added.
  assert.equal(await page.getByRole('button', { name: 'Add to cart', exact: true }).count(), 0);
});

test('the ?retailerId&retailerName deep link shows that retailer and resets the URL to /', async () => {
  const [retailer] = await api.shops();
  assert.ok(retailer, 'the demo catalogue has retailers');
  const items = await api.items({ shopId: retailer.id });
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  const query = new URLSearchParams({ retailerId: retailer.id, retailerName: retailer.name.en });
  await page.goto(`${BASE_URL}/?${query}`);
  await expectRetailerItems(
    page,
    retailer.name.en,
    items.map((i) => i.id),
  );
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await breadcrumb(page).getByText(retailer.name.en, { exact: true }).waitFor();
  // Search is cleared.
  assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), '');
});

test("the product page's retailer link opens that retailer's items", async () => {
  const path = await findBrowsePath((i) => !i.requiresTimeSlot, ['Cakes']);
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  await page.goto(`${BASE_URL}/product/${path.item.id}`);
  await page.getByRole('heading', { level: 1, name: path.item.name.en }).waitFor();
  await page.getByRole('link', { name: `See all items from ${path.shop.name.en}` }).click();
  // The link opens the whole shop, every category.
  const all = await api.items({ shopId: path.shop.id });
  await expectRetailerItems(
    page,
    path.shop.name.en,
    all.map((i) => i.id),
  );
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
});
