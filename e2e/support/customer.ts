/** Steps the customer's own screens share: a new account, the Profile menu, toasts, a settled page. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Lang } from './api';
import { BASE_URL, eventually, registerFromPage } from './browser';
import { t } from './locales';

/** A new customer, registered and signed in in this page's context (the page ends on Home). */
export async function signUpCustomer(page: Page, name: string, tag: string) {
  await page.goto(BASE_URL);
  await registerFromPage(page, name, tag);
  await page.reload();
}

/** Profile → the menu entry `profile.items.<item>`, as a person reaches it; waits for `path`. */
export async function openFromProfile(page: Page, lang: Lang, item: string, path: string) {
  await page.goto(`${BASE_URL}/profile`);
  await page
    .getByRole('navigation', { name: t(lang, 'profile.menu') })
    .getByRole('link', { name: t(lang, `profile.items.${item}`) })
    .click();
  await page.waitForURL(`${BASE_URL}${path}`);
}

/**
 * Closes the toast that says `text` and waits for it to go: on a phone toasts sit at the top of the
 * screen, over the next sheet's first fields.
 */
export async function closeToast(page: Page, lang: Lang, text: string) {
  const toast = page
    .getByRole('region', { name: t(lang, 'toast.region') })
    .getByRole('status')
    .filter({ hasText: text });
  await toast.getByRole('button', { name: t(lang, 'common.close') }).click();
  await eventually(async () => assert.equal(await toast.count(), 0));
}

/**
 * Waits until nothing on screen is loading or still fading (axe measures what is painted: a submit
 * button caught mid-way from its disabled opacity reads as too little contrast).
 */
export async function settled(page: Page) {
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .animate-pulse, .animate-spin'),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
