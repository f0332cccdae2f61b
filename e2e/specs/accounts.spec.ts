/**
 * Accounts people expect (issue 26, points 1 and 5): a signed-out add to the cart asks to sign in
 * (saying why) and the item is in the cart afterwards; a forgotten password is reset with a code from
 * the development mailbox, after which the new password signs in and the old one fails; a customer on
 * the retailer sign-in page is told the account is not a shop account.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Cart } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { api, type Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, PHONE, screenshot } from '../support/browser';
import { latestCode, newAccount, PASSWORD, settled, slotAvailable } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();
const DEMO_CUSTOMER = { email: 'customer@haflah.demo', password: 'Haflah-demo-1' } as const;
const NEW_PASSWORD = 'Brand-new-party-2';

/** The page's cart, read with its session cookie. */
const cartOf = (page: Page) => page.evaluate(async () => (await fetch('/api/cart')).json() as Promise<Cart>);
const linesOf = (cart: Cart) => cart.groups.flatMap((g) => g.items);

async function signInDialog(page: Page, lang: Lang) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(lang, 'nav.signIn') })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'auth.dialog.loginTitle') });
  await dialog.waitFor();
  return dialog;
}

test('en: a signed-out add from the product page asks to sign in, and the demo customer gets the item', async () => {
  const lang = 'en';
  const page = await suite.page({ viewport: PHONE, language: lang });
  const product = (await api.items({ kind: 'product' })).find((i) => !i.requiresTimeSlot);
  assert.ok(product, 'the demo catalogue has a product');
  const name = product.name[lang];

  await page.goto(`${BASE_URL}/product/${product.id}`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(lang, 'nav.signIn') })
    .waitFor();
  await page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();

  // The dialog's title says why, and so does its text; nothing failed, so no failure toast.
  const dialog = page.getByRole('dialog', { name: t(lang, 'cart.signInTitle') });
  await dialog.getByText(t(lang, 'cart.loginRequired')).waitFor();
  assert.equal(await page.getByText(t(lang, 'cart.addFailedTitle')).count(), 0);
  await screenshot(page, `accounts-add-signin-${lang}-phone`);
  await settled(page);
  await expectAccessible(page, `${lang} phone: sign-in to add to the cart`);

  await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(DEMO_CUSTOMER.email);
  await dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(DEMO_CUSTOMER.password);
  await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByText(t(lang, 'cart.added', { name })).waitFor();
  const line = linesOf(await cartOf(page)).find((l) => l.listingId === product.id);
  assert.ok(line && line.quantity >= 1, 'the product is in the demo customer’s cart');
  assert.equal(await page.getByText(t(lang, 'cart.addFailedTitle')).count(), 0);
});

test('ar: a time slot picked while signed out is reserved after sign-in, under a title that says why', async () => {
  const lang = 'ar';
  const page = await suite.page({ viewport: PHONE, language: lang });
  const entertainer = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
  assert.ok(entertainer, 'the demo catalogue has an entertainer');
  const name = entertainer.name[lang];
  const email = await newAccount(lang, 'accounts');

  await page.goto(`${BASE_URL}/product/${entertainer.id}`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(lang, 'nav.signIn') })
    .waitFor();
  await page.getByRole('button', { name: t(lang, 'product.bookTimeSlot'), exact: true }).click();
  const slotDialog = page.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name }) });
  await slotDialog
    .getByRole('radiogroup', { name: t(lang, 'timeSlot.date') })
    .getByRole('radio')
    .nth(10)
    .click();
  await slotDialog
    .getByRole('group', { name: t(lang, 'timeSlot.startTime') })
    .getByRole('button')
    .nth(6)
    .click();
  await slotDialog.getByLabel(t(lang, 'timeSlot.duration')).selectOption('2');
  await slotAvailable(slotDialog, lang, 10);
  await slotDialog.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true }).click();

  const dialog = page.getByRole('dialog', { name: t(lang, 'cart.signInTitle') });
  await dialog.getByText(t(lang, 'cart.loginRequired')).waitFor();
  await screenshot(page, `accounts-slot-signin-${lang}-phone`);
  await settled(page);
  await expectAccessible(page, `${lang} phone: sign-in to reserve a time slot`);
  await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(email);
  await dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await page.getByText(t(lang, 'timeSlot.reserved', { name, count: 2 })).waitFor();
  await slotDialog.waitFor({ state: 'detached' });
  const [held] = linesOf(await cartOf(page));
  assert.equal(held?.listingId, entertainer.id);
  assert.equal(held?.slot?.hours, 2, 'the booked line holds the slot picked');
});

for (const [lang, viewport, size] of [
  ['en', PHONE, 'phone'],
  ['ar', DESKTOP, 'desktop'],
] as const) {
  test(`${lang}: a password reset by emailed code signs in with the new password, and the old one fails`, async () => {
    const page = await suite.page({ viewport, language: lang, allowErrors: [/status of 401/] });
    const email = await newAccount(lang, 'reset');
    await page.goto(BASE_URL);

    let dialog = await signInDialog(page, lang);
    await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(email);
    await dialog.getByRole('button', { name: t(lang, 'auth.forgot.link') }).click();
    dialog = page.getByRole('dialog', { name: t(lang, 'auth.forgot.title') });
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.sendCode') }).click();
    const codeField = dialog.getByLabel(t(lang, 'auth.fields.code'));
    await codeField.waitFor();
    await codeField.fill(await latestCode(email));
    await dialog.getByLabel(t(lang, 'auth.forgot.newPassword'), { exact: true }).fill(NEW_PASSWORD);
    await dialog.getByLabel(t(lang, 'auth.forgot.confirmPassword'), { exact: true }).fill(NEW_PASSWORD);
    await screenshot(page, `accounts-reset-${lang}-${size}`);
    await settled(page);
    await expectAccessible(page, `${lang} ${size}: forgot password, the code and the new password`);
    await dialog.getByRole('button', { name: t(lang, 'auth.forgot.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(t(lang, 'auth.forgot.doneTitle')).first().waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor({ state: 'detached' });

    // Elsewhere (another browser), the old password is refused and the new one signs in.
    const other = await suite.page({ viewport, language: lang, allowErrors: [/status of 401/] });
    await other.goto(BASE_URL);
    dialog = await signInDialog(other, lang);
    await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(email);
    const password = dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true });
    await password.fill(PASSWORD);
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: t(lang, 'auth.errors.invalidCredentials') })
      .waitFor();
    await password.fill(NEW_PASSWORD);
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await other
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor({ state: 'detached' });
  });
}

for (const [lang, viewport, size] of [
  ['en', PHONE, 'phone'],
  ['ar', DESKTOP, 'desktop'],
] as const) {
  test(`${lang}: the demo customer on the retailer sign-in is told it is not a shop account`, async () => {
    const page = await suite.page({ viewport, language: lang, allowErrors: [/status of 403/] });
    await page.goto(`${BASE_URL}/retailer/login`);
    await page.getByRole('heading', { level: 1, name: t(lang, 'staff.retailer.loginTitle') }).waitFor();
    await page.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill(DEMO_CUSTOMER.email);
    await page.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(DEMO_CUSTOMER.password);
    await page.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
    await page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: t(lang, 'staff.retailer.wrongArea') })
      .waitFor();
    await screenshot(page, `accounts-wrong-area-${lang}-${size}`);
    await settled(page);
    await expectAccessible(page, `${lang} ${size}: a customer on the retailer sign-in`);
    // Not signed in.
    const session = await page.evaluate(async () => (await fetch('/api/auth/session')).json());
    assert.deepEqual(session, { user: null });
    assert.equal(page.url(), `${BASE_URL}/retailer/login`);
  });
}
