/**
 * Search as a new user tries it: a search started inside a category says so and widens to everything
 * with one tap; every suggested search finds something, in English and Arabic; long lists load more.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api } from '../support/api';
import { BASE_URL, browserSuite, cardIds, expectCards, PHONE } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();

async function openHome(language: 'en' | 'ar') {
  const page = await suite.page({ viewport: PHONE, language });
  await page.goto(BASE_URL);
  await page.getByRole('heading', { name: t(language, 'home.shopByCategories') }).waitFor();
  return page;
}

const searchbox = (page: Page, language: 'en' | 'ar') =>
  page.getByRole('searchbox', { name: t(language, 'search.label') });

for (const language of ['en', 'ar'] as const) {
  test(`${language}: a search inside a category shows its scope; one tap searches everywhere`, async () => {
    const page = await openHome(language);
    const cakes = (await api.categories()).find((c) => c.name.en === 'Cakes')!;
    await page
      .getByRole('region', { name: t(language, 'home.shopByCategories') })
      .getByRole('button', { name: cakes.name[language] })
      .click();
    await page
      .getByRole('heading', {
        level: 1,
        name: t(language, 'retailers.title', { category: cakes.name[language] }),
      })
      .waitFor();

    // "DJ" while in Cakes: nothing there, and the page says where it looked.
    assert.deepEqual(await api.items({ q: 'DJ', categoryId: cakes.id }), []);
    await searchbox(page, language).fill('DJ');
    await page.getByRole('heading', { name: t(language, 'search.noResultsFor', { query: 'DJ' }) }).waitFor();
    const chip = page.getByRole('button', {
      name: t(language, 'search.removeScope', { scope: cakes.name[language] }),
    });
    await chip.waitFor();
    await page.getByText(t(language, 'search.scopeLabel'), { exact: true }).waitFor();

    // One tap: the same words over everything.
    await page.getByRole('button', { name: t(language, 'search.searchEverywhere') }).click();
    const djs = await api.items({ q: 'DJ' });
    assert.ok(djs.length >= 3, 'the demo catalogue has DJs');
    await expectCards(
      page,
      djs.map((i) => i.id),
    );
    assert.equal(await chip.count(), 0, 'no scope once it is everything');
    assert.equal(await searchbox(page, language).inputValue(), 'DJ');
  });

  test(`${language}: every suggested search finds something`, async () => {
    const page = await openHome(language);
    await searchbox(page, language).fill('xqzjvwkp');
    for (const key of ['birthdayCake', 'partySupplies', 'djServices', 'decorations']) {
      const suggestion = t(language, `search.suggested.${key}`);
      const found = await api.items({ q: suggestion });
      assert.ok(found.length > 0, `“${suggestion}” finds something`);
      await page.getByRole('main').getByRole('button', { name: suggestion, exact: true }).click();
      await expectCards(
        page,
        found.map((i) => i.id),
      );
      // Back to no results, for the next suggestion.
      await searchbox(page, language).fill('xqzjvwkp');
      await page
        .getByRole('heading', { name: t(language, 'search.noResultsFor', { query: 'xqzjvwkp' }) })
        .waitFor();
    }
  });
}

test('a long list loads more, page by page, without repeats', async () => {
  const page = await openHome('en');
  await searchbox(page, 'en').fill('a');
  await searchbox(page, 'en').fill('');
  await page.getByRole('heading', { level: 1, name: 'All Items' }).waitFor();
  const first = await api.items({ limit: 50 });
  await expectCards(
    page,
    first.map((i) => i.id),
  );
  const more = page.getByRole('button', { name: 'Load more' });
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll('main article').length > 50);
  const ids = await cardIds(page);
  assert.equal(new Set(ids).size, ids.length, 'no item twice');
  assert.deepEqual(
    ids.slice(0, 50),
    first.map((i) => i.id),
  );
  assert.ok(ids.length > 50);
});
