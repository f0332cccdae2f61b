/**
 * The navbar search (spec §2 Home page, Navigation bar): results, Arabic queries, no results with
 * suggested searches, clearing.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { BASE_URL, browserSuite, cardTitles, expectCards, PHONE } from '../support/browser';

const suite = browserSuite();
const NONSENSE = 'xqzjvwkp';
const SUGGESTIONS = ['Birthday cake', 'Party supplies', 'DJ services', 'Decorations'];

const searchbox = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

async function openHome() {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  await page.goto(BASE_URL);
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  return page;
}

/** Waits until the page lists exactly what the API finds for `q` (or says it found nothing). */
async function expectResultsFor(page: Page, q: string) {
  const items = await api.items({ q });
  if (items.length === 0) {
    await page.getByRole('heading', { name: `No results for “${q}”` }).waitFor();
  } else {
    await page.getByRole('heading', { level: 1, name: `Results for “${q}”` }).waitFor();
    await expectCards(
      page,
      items.map((i) => i.id),
    );
    await page
      .getByText(`${items.length} ${items.length === 1 ? 'result' : 'results'}`, { exact: true })
      .waitFor();
  }
  return items;
}

test('a query with results lists the matching items', async () => {
  const page = await openHome();
  await searchbox(page).pressSequentially('cake', { delay: 120 });
  const items = await expectResultsFor(page, 'cake');
  assert.ok(items.length > 0, 'the demo catalogue has cakes');
  // Every card is a match: its title says so, or its description, its category or its shop does
  // (searching "cake" lists the Cakes category too, after the cakes themselves).
  const titles = await cardTitles(page);
  assert.ok(/cake/i.test(titles[0] ?? ''), `the first title mentions cake: ${titles.join(' | ')}`);
  const details = await Promise.all(items.map((i) => api.item(i.id)));
  details.forEach((d, idx) => {
    const text = `${titles[idx]} ${d.name.en} ${d.description.en} ${d.categoryName.en} ${d.shopName.en}`;
    assert.match(text, /cake|cupcake|gateau/i, `“${titles[idx]}” matches “cake”`);
  });
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await crumbs.getByText('All Items', { exact: true }).waitFor();
});

test('Arabic queries find items', async () => {
  const page = await openHome();
  // A word from an Arabic listing name, as a customer would type it.
  const [featured] = await api.items({ kind: 'product', limit: 1 });
  assert.ok(featured, 'the demo catalogue has products');
  const word = featured.name.ar.split(/\s+/).sort((a, b) => b.length - a.length)[0] ?? '';
  assert.ok(word.length >= 2, `a word in “${featured.name.ar}”`);
  await searchbox(page).fill(word);
  const found = await expectResultsFor(page, word);
  assert.ok(
    found.some((i) => i.id === featured.id),
    `searching “${word}” finds “${featured.name.ar}”`,
  );

  await searchbox(page).fill('كيك');
  const cakes = await expectResultsFor(page, 'كيك');
  assert.ok(cakes.length > 0, 'searching كيك finds cakes');
});

test('a query without results suggests searches, and a suggestion runs its search', async () => {
  const page = await openHome();
  assert.deepEqual(await api.items({ q: NONSENSE }), [], 'the nonsense query finds nothing');
  await searchbox(page).fill(NONSENSE);
  await page.getByRole('heading', { name: `No results for “${NONSENSE}”` }).waitFor();
  await page.getByText('Try one of these:', { exact: true }).waitFor();
  const main = page.getByRole('main');
  for (const s of SUGGESTIONS) await main.getByRole('button', { name: s, exact: true }).waitFor();

  await main.getByRole('button', { name: 'Birthday cake', exact: true }).click();
  assert.equal(await searchbox(page).inputValue(), 'Birthday cake');
  await expectResultsFor(page, 'Birthday cake');
  assert.equal(await page.getByRole('heading', { name: `No results for “${NONSENSE}”` }).count(), 0);
});

test('clearing the search keeps working', async () => {
  const page = await openHome();
  await searchbox(page).fill('cake');
  await expectResultsFor(page, 'cake');

  // The clear button empties the box; the list shows all items again.
  await page.getByRole('button', { name: 'Clear search' }).click();
  assert.equal(await searchbox(page).inputValue(), '');
  await page.getByRole('button', { name: 'Clear search' }).waitFor({ state: 'detached' });
  const all = await api.items();
  await page.getByRole('heading', { level: 1, name: 'All Items' }).waitFor();
  await expectCards(
    page,
    all.map((i) => i.id),
  );

  // A new search works after clearing, and so does clearing from the keyboard.
  await searchbox(page).fill(NONSENSE);
  await page.getByRole('heading', { name: `No results for “${NONSENSE}”` }).waitFor();
  await searchbox(page).fill('cake');
  await expectResultsFor(page, 'cake');
  await searchbox(page).press('ControlOrMeta+a');
  await searchbox(page).press('Backspace');
  await expectCards(
    page,
    all.map((i) => i.id),
  );

  // The logo returns to the categories.
  await page.getByRole('banner').getByRole('link', { name: 'Home' }).click();
  await page.getByRole('heading', { name: 'Shop by Categories' }).waitFor();
  assert.equal(await searchbox(page).inputValue(), '');
});

test('searching from another page opens the results on Home', async () => {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  await page.goto(`${BASE_URL}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await searchbox(page).fill('cake');
  await page.waitForURL(`${BASE_URL}/`);
  await expectResultsFor(page, 'cake');
  // Back returns to Settings.
  await page.goBack();
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
});

test('typing fast keeps every keystroke', async () => {
  const page = await openHome();
  await searchbox(page).pressSequentially('chocolate', { delay: 10 });
  await page.getByRole('heading', { level: 1, name: 'Results for “chocolate”' }).waitFor();
  assert.equal(await searchbox(page).inputValue(), 'chocolate');
  await searchbox(page).pressSequentially(' cake');
  assert.equal(await searchbox(page).inputValue(), 'chocolate cake');
});
