/**
 * Retailer and driver sign-up (spec §2 retailer and driver routes, §4 retailer status, §7 Retailer and
 * Driver): from the area's sign-in page to its registration form, a refused IBAN, a taken email, and
 * the new account landing in its area — a retailer sees that the shop awaits approval. In English and
 * Arabic, with screenshots of both forms on a phone and a desktop (e2e/screenshots/, git-ignored).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  BASE_URL,
  browserSuite,
  DESKTOP,
  htmlLangDir,
  PHONE,
  SCREENSHOT_DIR,
  unique,
} from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();
const PASSWORD = 'Party-shop-2026';
const BAD_IBAN = 'BH67 BMAG 0000 1299 1234 65'; // two digits swapped: fails mod-97
const GOOD_IBAN = 'BH67 BMAG 0000 1299 1234 56';

/** The message shown under a field (the alert its aria-describedby points at), or ''. */
async function fieldMessage(page: Page, label: string): Promise<string> {
  return page.getByLabel(label, { exact: true }).evaluate((el) => {
    const ids = el.getAttribute('aria-describedby')?.split(' ') ?? [];
    const alert = ids
      .map((id) => document.getElementById(id))
      .find((e) => e?.getAttribute('role') === 'alert');
    return alert?.textContent ?? '';
  });
}

async function noSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${where}: ${scrollWidth} px wide in ${clientWidth} px`);
}

/** A whole-page screenshot: the forms are longer than any screen. */
async function shoot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  // From the top: a page scrolled to a refused field would draw the sticky header mid-page.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    return document.fonts.ready.then(() => undefined);
  });
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

async function chooseChip(page: Page, name: string) {
  await page.locator('label').filter({ hasText: name }).click();
  assert.equal(await page.getByRole('checkbox', { name }).isChecked(), true, `${name} is chosen`);
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a retailer registers from the sign-in page; a bad IBAN is refused; the dashboard says the shop awaits approval`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const email = `e2e-shop-${lang}-${unique()}@example.com`;
    const nameEn = `Pearl Parties ${unique()}`;
    const nameAr = 'حفلات اللؤلؤ';

    await page.goto(`${BASE_URL}/retailer/login`);
    await page.getByRole('link', { name: t(lang, 'staffRegister.retailer.toRegister') }).click();
    await page.getByRole('heading', { level: 1, name: t(lang, 'staffRegister.retailer.title') }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/retailer/register');
    assert.deepEqual(await htmlLangDir(page), { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' });

    const f = (key: string) => t(lang, key);
    await page.getByLabel(f('auth.fields.email'), { exact: true }).fill(email);
    await page.getByLabel(f('auth.fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(f('auth.fields.phone'), { exact: true }).fill('3600 1234');
    await page.getByLabel(f('staffRegister.fields.businessNameEn'), { exact: true }).fill(nameEn);
    await page.getByLabel(f('staffRegister.fields.businessNameAr'), { exact: true }).fill(nameAr);
    // Arabic keyboards type Arabic-Indic digits; they are accepted.
    await page
      .getByLabel(f('staffRegister.fields.crNumber'), { exact: true })
      .fill(lang === 'ar' ? '١٢٣٤٥٦' : '123456');
    await page.getByLabel(f('staffRegister.fields.area'), { exact: true }).selectOption('seef');
    assert.equal(
      await page
        .getByLabel(f('staffRegister.fields.area'), { exact: true })
        .locator('option:checked')
        .textContent(),
      lang === 'ar' ? 'السيف' : 'Seef',
    );
    await chooseChip(page, f('staffRegister.businessTypes.bakery'));
    await chooseChip(page, f('staffRegister.businessTypes.decorations'));
    await page
      .getByLabel(f('staffRegister.fields.address'), { exact: true })
      .fill('Building 10, Road 2801, Block 428');
    await page.getByLabel(f('staffRegister.fields.iban'), { exact: true }).fill(BAD_IBAN);

    // The IBAN is refused in the page's language, and nothing typed is lost.
    await page.getByRole('button', { name: f('staffRegister.retailer.submit') }).click();
    await page.getByText(f('staffRegister.validation.iban')).waitFor();
    assert.equal(
      await fieldMessage(page, f('staffRegister.fields.iban')),
      f('staffRegister.validation.iban'),
    );
    assert.equal(new URL(page.url()).pathname, '/retailer/register');
    assert.equal(
      await page.getByLabel(f('staffRegister.fields.businessNameEn'), { exact: true }).inputValue(),
      nameEn,
    );
    assert.equal(await page.getByLabel(f('auth.fields.email'), { exact: true }).inputValue(), email);
    await noSidewaysScroll(page, `${lang} retailer form with an error`);
    await shoot(page, `staff-register-retailer-error-phone-${lang}`);

    await page.getByLabel(f('staffRegister.fields.iban'), { exact: true }).fill(GOOD_IBAN);
    assert.equal(await fieldMessage(page, f('staffRegister.fields.iban')), '');
    await page.getByRole('button', { name: f('staffRegister.retailer.submit') }).click();

    // Signed in, in the retailer area, told that the shop waits for an admin.
    // The spec's landing path, /retailer/dashboard, is the area's index: the dashboard.
    await page.waitForURL(`${BASE_URL}/retailer`);
    await page.getByRole('heading', { level: 1, name: f('shop.dashboard.title') }).waitFor();
    const notice = page.getByRole('region', { name: f('shop.approval.pendingTitle') });
    await notice.waitFor();
    assert.match(
      (await notice.textContent()) ?? '',
      new RegExp(lang === 'ar' ? `«${nameAr}»` : `“${nameEn}”`),
    );
    await noSidewaysScroll(page, `${lang} retailer dashboard`);
    await shoot(page, `staff-retailer-pending-phone-${lang}`);

    // The shop is not shown to customers while it waits.
    const retailers = (await (await fetch(`${BASE_URL}/api/shops`)).json()) as {
      shops: Array<{ name: { en: string } }>;
    };
    assert.ok(!retailers.shops.some((r) => r.name.en === nameEn), 'the pending shop is not listed');
  });

  test(`${lang}: a driver registers from the sign-in page; a taken email is refused; lands on the driver dashboard`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang, allowErrors: [/status of 409/] });
    const taken = `e2e-taken-${lang}-${unique()}@example.com`;
    const created = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hasan Ali', email: taken, password: PASSWORD }),
    });
    assert.equal(created.status, 200);
    const f = (key: string) => t(lang, key);

    await page.goto(`${BASE_URL}/driver/login`);
    await page.getByRole('link', { name: f('staffRegister.driver.toRegister') }).click();
    await page.getByRole('heading', { level: 1, name: f('staffRegister.driver.title') }).waitFor();

    const name = lang === 'ar' ? 'يوسف أحمد' : 'Yusuf Ahmed';
    await page.getByLabel(f('auth.fields.name'), { exact: true }).fill(name);
    await page.getByLabel(f('auth.fields.email'), { exact: true }).fill(taken);
    await page.getByLabel(f('auth.fields.password'), { exact: true }).fill(PASSWORD);
    await page.getByLabel(f('auth.fields.phone'), { exact: true }).fill('+973 3900 0000');
    await page.getByLabel(f('staffRegister.fields.vehicleType'), { exact: true }).selectOption('motorcycle');
    await page.getByLabel(f('staffRegister.fields.licensePlate'), { exact: true }).fill('12345');
    await page.getByRole('button', { name: f('staffRegister.driver.submit') }).click();

    // The server's EMAIL_TAKEN shows beside the email, in the page's language.
    await page.getByText(f('auth.errors.emailTaken')).waitFor();
    assert.equal(await fieldMessage(page, f('auth.fields.email')), f('auth.errors.emailTaken'));

    const email = `e2e-driver-${lang}-${unique()}@example.com`;
    await page.getByLabel(f('auth.fields.email'), { exact: true }).fill(email);
    await page.getByRole('button', { name: f('staffRegister.driver.submit') }).click();
    // Signed up, on the dashboard (/driver/dashboard is the area's start, /driver).
    await page.waitForURL(`${BASE_URL}/driver`);
    await page.getByRole('heading', { level: 1, name: f('driver.dashboard.title') }).waitFor();
    await page.getByText(f('auth.toast.registered')).waitFor();

    // The new driver's record, through the driver API with the browser's own session.
    const me = await page.evaluate(async () => (await fetch('/api/driver/me')).json());
    assert.equal(me.driver.status, 'offline');
    assert.equal(me.driver.vehicleType, 'motorcycle');
  });
}

for (const lang of ['en', 'ar'] as const) {
  for (const [size, viewport] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`screenshots: the register pages, ${size}, ${lang}`, async () => {
      const page = await suite.page({ viewport, language: lang });
      for (const area of ['retailer', 'driver'] as const) {
        await page.goto(`${BASE_URL}/${area}/register`);
        await page.getByRole('heading', { level: 1, name: t(lang, `staffRegister.${area}.title`) }).waitFor();
        await noSidewaysScroll(page, `${lang} ${size} ${area} form`);
        await shoot(page, `staff-register-${area}-${size}-${lang}`);
        // Every message of the empty form at once: the longest the form gets.
        await page.getByRole('button', { name: t(lang, `staffRegister.${area}.submit`) }).click();
        await page.getByText(t(lang, 'auth.validation.required')).waitFor();
        await noSidewaysScroll(page, `${lang} ${size} ${area} form with errors`);
        await shoot(page, `staff-register-${area}-errors-${size}-${lang}`);
      }
    });
  }
}
