/** Steps of the admin area (issue 24): the demo admin's sign-in, its menu, a screen's axe walk. */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Lang } from './api';
import { expectAccessible } from './axe';
import { BASE_URL, unique } from './browser';
import { settled } from './customer';
import { t } from './locales';

/** The demo admin (apps/server/src/seed). */
export const DEMO_ADMIN = {
  email: 'admin@haflah.demo',
  password: 'Haflah-demo-1',
  name: 'Haflah Admin',
} as const;

/** The demo admin's session cookie, signed in through the API, to move orders as the shop or an admin would. */
export async function adminCookie(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  assert.equal(res.status, 200, 'the demo admin signs in');
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A tag of letters only (names refuse digits), different each run. */
export const lettersTag = () =>
  unique()
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
    .replace(/^./, (c) => c.toUpperCase());

/** Signs the demo admin in at /admin-login, as a person does; the page ends on the dashboard. */
export async function signInAdmin(page: Page, lang: Lang) {
  await page.goto(`${BASE_URL}/admin-login`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'staff.admin.loginTitle') }).waitFor();
  await page.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill(DEMO_ADMIN.email);
  await page.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await page.waitForURL(`${BASE_URL}/admin`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'admin.dashboard.title') }).waitFor();
}

/** The area's menu entry `admin.nav.<entry>` (a bottom bar with "More" on a phone, a column on a desktop). */
export async function openFromAdminMenu(page: Page, lang: Lang, entry: string, path: string) {
  await page
    .getByRole('navigation', { name: t(lang, 'staff.nav.label') })
    .getByRole('link', { name: t(lang, `admin.nav.${entry}`), exact: true })
    .first()
    .click();
  await page.waitForURL(`${BASE_URL}${path}`);
}

/** Waits until the screen has finished loading (no skeleton or busy region), then runs axe. */
export async function checkScreen(page: Page, where: string, screen: string) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .animate-pulse, .animate-spin'),
  );
  await settled(page);
  await expectAccessible(page, `${where}: ${screen}`);
}
