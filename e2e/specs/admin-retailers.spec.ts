// The admin's retailers (issue 24 points 2 to 4), in English and Arabic: a shop registers through
// /retailer/register and prepares a listing; an admin signed in at /admin-login approves it from
// /admin/pending-retailers; the shop's own area turns approved without a reload, and the customer's
// Home lists it among the category's retailers (another context). The admin finds it in
// /admin/all-retailers, opens its details (real data: its name, CR number, "approved by"), suspends it
// with a reason: the shop's area says so without a reload, and customers no longer see it. All
// retailers and the details page are walked with axe at 390 and 1280 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkScreen, DEMO_ADMIN, lettersTag, openFromAdminMenu, signInAdmin } from '../support/admin';
import { api, type Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, PHONE, unique } from '../support/browser';
import { t } from '../support/locales';
import { joinedRoom } from '../support/retailer';

const suite = browserSuite();
const IBAN = 'BH67 BMAG 0000 1299 1234 56';

/** The retailer's sign-up form, filled and sent as a person does; ends in the area, pending. */
async function registerShop(page: Page, lang: Lang, shop: { email: string; nameEn: string; nameAr: string }) {
  const f = (key: string) => t(lang, key);
  await page.goto(`${BASE_URL}/retailer/register`);
  await page.getByRole('heading', { level: 1, name: f('staffRegister.retailer.title') }).waitFor();
  await page.getByLabel(f('auth.fields.email'), { exact: true }).fill(shop.email);
  await page.getByLabel(f('auth.fields.password'), { exact: true }).fill('Party-shop-2026');
  await page.getByLabel(f('auth.fields.phone'), { exact: true }).fill('3600 1234');
  await page.getByLabel(f('staffRegister.fields.businessNameEn'), { exact: true }).fill(shop.nameEn);
  await page.getByLabel(f('staffRegister.fields.businessNameAr'), { exact: true }).fill(shop.nameAr);
  await page.getByLabel(f('staffRegister.fields.crNumber'), { exact: true }).fill('654321');
  await page.getByLabel(f('staffRegister.fields.area'), { exact: true }).selectOption('seef');
  await page
    .locator('label')
    .filter({ hasText: f('staffRegister.businessTypes.bakery') })
    .click();
  await page
    .getByLabel(f('staffRegister.fields.address'), { exact: true })
    .fill('Building 10, Road 2801, Block 428');
  await page.getByLabel(f('staffRegister.fields.iban'), { exact: true }).fill(IBAN);
  await page.getByRole('button', { name: f('staffRegister.retailer.submit') }).click();
  await page.waitForURL(`${BASE_URL}/retailer`);
  await page.getByRole('region', { name: f('shop.approval.pendingTitle') }).waitFor();
}

/** An active listing of the signed-in retailer's shop in `categoryId`, through the area's API. */
async function prepareListing(page: Page, categoryId: string, tag: string) {
  const { status, body } = await page.evaluate(
    async (payload) => {
      const res = await fetch('/api/retailer/listings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return { status: res.status, body: await res.text() };
    },
    {
      kind: 'product',
      pricingType: 'fixed',
      categoryId,
      name: { en: `Pearl cake ${tag}`, ar: `كعكة اللؤلؤ ${tag}` },
      priceFils: 7500,
    },
  );
  assert.equal(status, 201, `listing: ${body}`);
}

/** The category whose retailers' list is shortest (the new shop is then on its first page). */
async function quietCategory() {
  const categories = await api.categories();
  const counted = await Promise.all(
    categories.map(async (c) => ({ category: c, shops: (await api.shops(c.id)).length })),
  );
  return counted.sort((a, b) => a.shops - b.shops)[0]!.category;
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: a new shop is approved, its area and the customer's Home follow, the admin sees its details and suspends it`, async () => {
    const f = (key: string, values?: Record<string, string | number>) => t(lang, key, values);
    const tag = lettersTag();
    const shop = {
      email: `e2e-shop-${unique()}@example.com`,
      nameEn: `Pearl Parties ${tag}`,
      nameAr: `حفلات اللؤلؤ ${tag}`,
    };
    const name = lang === 'ar' ? shop.nameAr : shop.nameEn;
    const category = await quietCategory();

    // The retailer registers (its area listens to its shop's room) and prepares a listing.
    const retailer = await suite.page({ viewport: PHONE, language: lang });
    const inShopRoom = joinedRoom(retailer, 'shop:');
    await registerShop(retailer, lang, shop);
    await inShopRoom;
    await prepareListing(retailer, category.id, tag);
    // Marks this page: a reload would lose the mark.
    await retailer.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    assert.ok(!(await api.shops(category.id)).some((s) => s.name.en === shop.nameEn), 'pending: not shown');

    // The admin approves it from the pending list.
    const admin = await suite.page({ viewport: DESKTOP, language: lang });
    await signInAdmin(admin, lang);
    await openFromAdminMenu(admin, lang, 'pendingRetailers', '/admin/pending-retailers');
    const card = admin.getByRole('article', { name, exact: true });
    await card.getByText('654321').waitFor();
    await card.getByRole('button', { name: f('admin.pending.approve'), exact: true }).click();
    await admin.getByText(f('admin.pending.approved', { name }), { exact: true }).waitFor();
    await card.waitFor({ state: 'detached' });

    // The shop's area changes without a reload: the waiting notice goes, the page is the same one.
    await retailer
      .getByRole('region', { name: f('shop.approval.pendingTitle') })
      .waitFor({ state: 'detached' });
    assert.equal(await retailer.evaluate(() => (window as { samePage?: boolean }).samePage), true);

    // A customer's Home lists it among the category's retailers.
    const customer = await suite.page({ viewport: PHONE, language: lang });
    await customer.goto(`${BASE_URL}/`);
    await customer
      .getByRole('region', { name: f('home.shopByCategories') })
      .getByRole('button', { name: category.name[lang], exact: true })
      .click();
    const retailers = customer.getByRole('region', {
      name: f('retailers.title', { category: category.name[lang] }),
    });
    await retailers.getByRole('button').filter({ hasText: name }).first().waitFor();

    // The admin finds it among all retailers and opens its details: real data.
    await openFromAdminMenu(admin, lang, 'allRetailers', '/admin/all-retailers');
    await admin.getByLabel(f('adminShops.list.search'), { exact: true }).fill(tag);
    await admin.waitForURL((url) => url.searchParams.get('q') === tag);
    await admin.getByRole('link', { name: new RegExp(name) }).click();
    await admin.waitForURL(/\/admin\/retailer\/[0-9a-f-]{36}$/);
    await admin.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    const profile = admin.getByRole('region', { name: f('adminShops.details.profile') });
    await profile.getByText('654321', { exact: true }).waitFor();
    await profile.getByText(shop.email, { exact: true }).waitFor();
    const history = admin.getByRole('region', { name: f('adminShops.details.history') });
    await history
      .getByText(f('adminShops.history.approve', { name: DEMO_ADMIN.name }), { exact: true })
      .waitFor();
    await admin
      .getByRole('region', { name: f('adminShops.details.listings') })
      .getByText(`${lang === 'ar' ? 'كعكة اللؤلؤ' : 'Pearl cake'} ${tag}`, { exact: true })
      .waitFor();

    // Suspended with a reason: the shop's area says so without a reload; customers no longer see it.
    await admin.getByRole('button', { name: f('adminShops.actions.suspend'), exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: f('adminShops.suspend.title', { name }) });
    await dialog.getByLabel(f('adminShops.suspend.reason'), { exact: true }).fill('Repeated late deliveries');
    await dialog.getByRole('button', { name: f('adminShops.suspend.confirm'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await history
      .getByText(f('adminShops.history.suspend', { name: DEMO_ADMIN.name }), { exact: true })
      .waitFor();
    await admin.getByRole('button', { name: f('adminShops.actions.reinstate'), exact: true }).waitFor();

    const suspended = retailer.getByRole('region', { name: f('shop.approval.suspendedTitle') });
    await suspended.getByText('Repeated late deliveries').waitFor();
    assert.equal(await retailer.evaluate(() => (window as { samePage?: boolean }).samePage), true);
    assert.ok(!(await api.shops(category.id)).some((s) => s.name.en === shop.nameEn), 'suspended: not shown');
  });
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: all retailers and a retailer's details have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang, allowErrors: [/status of 404/] });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAdmin(page, lang);
      await page.goto(`${BASE_URL}/admin/all-retailers`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'adminShops.list.title') }).waitFor();
      const first = page.locator('a[href^="/admin/retailer/"]').first();
      await first.waitFor();
      await checkScreen(page, where, 'admin all retailers');

      await page.getByRole('button', { name: t(lang, 'adminShops.list.chip.approved'), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('status') === 'approved');
      await checkScreen(page, where, 'admin all retailers, approved');
      await first.click();
      await page.waitForURL(/\/admin\/retailer\//);
      await page.getByRole('region', { name: t(lang, 'adminShops.details.history') }).waitFor();
      await checkScreen(page, where, 'admin retailer details');
      await page.getByRole('button', { name: t(lang, 'adminShops.actions.suspend'), exact: true }).click();
      await page.getByRole('dialog').waitFor();
      await checkScreen(page, where, 'admin retailer details, suspend dialog');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.goto(`${BASE_URL}/admin/retailer/00000000-0000-4000-8000-000000000000`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'adminShops.details.missing') }).waitFor();
      await checkScreen(page, where, 'admin retailer details, not found');
    });
  }
}
