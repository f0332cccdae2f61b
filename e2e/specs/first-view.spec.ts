/**
 * Home's first view painted by index.html before the app's script has run (apps/web/src/app/first-view.tsx):
 * it shows on Home in the saved language, nowhere else, and the app takes its place without moving it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page, Route } from 'playwright-core';
import { BASE_URL, browserSuite, DESKTOP, PHONE } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();

/** Holds back the app's entry script (the build's /assets/index-<hash>.js) until `release` is called. */
async function holdAppScript(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    requested: () => held.length > 0,
    release: async () => {
      released = true;
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Where the hero and the navigation bar are on screen (rounded to whole pixels). */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    ['header', 'h1', 'main section p.max-w-md'].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && [box.x, box.y, box.width, box.height].map(Math.round);
    }),
  );

for (const language of ['en', 'ar'] as const) {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`Home paints its first view before the app's script runs, and the app takes it over in place (${language}, ${viewport.width} px)`, async () => {
      const page = await suite.page({ viewport, language });
      const script = await holdAppScript(page);
      await page.goto(BASE_URL, { waitUntil: 'domcontentloaded' });
      const inert = page.locator('#root > [inert]');
      await inert.locator('h1').waitFor();
      assert.equal(await inert.locator('h1').innerText(), t(language, 'brand.tagline'));
      assert.equal(await page.locator('html').getAttribute('dir'), language === 'ar' ? 'rtl' : 'ltr');
      // The app's script is asked for once the view is painted, and nothing renders the app without it.
      await page.waitForFunction(() => document.querySelector('script[type="module"]'));
      await page.evaluate(() => document.fonts.ready);
      const painted = await layoutOf(page);
      assert.ok(script.requested(), "the app's script was asked for");
      // Nothing in the picture takes focus or input before the app is there.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement === document.body), true);

      await script.release();
      await page.getByRole('heading', { level: 2, name: t(language, 'home.shopByCategories') }).waitFor();
      assert.equal(await inert.count(), 0, 'the app replaced the first view');
      assert.deepEqual(await layoutOf(page), painted, 'the navigation bar and hero stay where they were');
    });
  }
}

test("other pages do not show Home's first view", async () => {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  const script = await holdAppScript(page);
  for (const path of ['/cart', '/settings', '/?retailerId=x&retailerName=y']) {
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'domcontentloaded' });
    // Nothing painted before the app, so its script is asked for at once.
    await page.waitForFunction(() => document.querySelector('script[type="module"]'));
    assert.equal(await page.locator('#root').innerHTML(), '', path);
  }
  assert.ok(script.requested());
});
