/**
 * Steps the customer's own screens share: a new account, the Profile menu, toasts, a settled page, an
 * order placed through the API, the checkout journeys' first steps.
 */
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { CheckoutPreview, PlaceOrderResponse } from '@haflah/contracts';
import type { Locator, Page } from 'playwright-core';
import { api, escapeRegExp, type Lang } from './api';
import { BASE_URL, eventually, registerFromPage, unique } from './browser';
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

/** The address the checkout journeys add, as typed (in Arabic the checkout spec types its own). */
const SEEF = { area: 'Seef', block: '428', road: '2801', phone: '3600 1234' };

/**
 * Fills the open Add address dialog with an address in Seef (the capital, building 345), saves it and
 * closes its toast.
 */
export async function saveNewAddress(page: Page, lang: Lang, typed: typeof SEEF = SEEF) {
  const dialog = page.getByRole('dialog', { name: t(lang, 'addresses.form.addTitle') });
  const field = (key: string) => dialog.getByLabel(t(lang, `addresses.form.${key}`), { exact: true });
  await field('governorate').selectOption('capital');
  await field('area').fill(typed.area);
  await field('block').fill(typed.block);
  await field('road').fill(typed.road);
  await field('building').fill('345');
  await field('contactPhone').fill(typed.phone);
  await dialog.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
  await dialog.waitFor({ state: 'detached' });
  await closeToast(page, lang, t(lang, 'addresses.toast.added'));
}

/** Waits until the time-slot dialog says the picked span is free: 'N available', N from 1 to `capacity`. */
export async function slotAvailable(slot: Locator, lang: Lang, capacity: number) {
  const available = Array.from({ length: capacity }, (_, i) =>
    escapeRegExp(t(lang, 'timeSlot.available', { count: i + 1 })),
  );
  await slot
    .getByRole('status')
    .filter({ hasText: new RegExp(`^(${available.join('|')})$`) })
    .waitFor();
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

/** The newest code emailed to `email`, read from the development mailbox as a person would. */
export async function latestCode(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${BASE_URL}/api/dev/mailbox`);
    const { messages } = (await res.json()) as { messages: Array<{ to: string; subject: string }> };
    const code = messages.find((m) => m.to === email)?.subject.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code was emailed to ${email}`);
}

/** The password of the accounts made by `newAccount`. */
export const PASSWORD = 'Party-time-1';

/** A password account made through the API (not in a page: pages stay signed out); its email. */
export async function newAccount(lang: Lang, tag: string): Promise<string> {
  const email = `${tag}-${lang}-${unique()}@example.com`;
  const res = await fetch(`${BASE_URL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: lang === 'ar' ? 'نورة خالد' : 'Noora Khalid', email, password: PASSWORD }),
  });
  assert.equal(res.status, 200);
  return email;
}

/** Signs in through the API; the session cookie as a Cookie header. */
export async function apiSignIn(email: string, password = PASSWORD): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `${email} signs in`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A JSON request with this cookie, which must succeed; its answer. */
export async function apiSend<T>(cookie: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  assert.ok(res.ok, `${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json as T;
}

/**
 * A new customer's pending cash order of one product from the demo catalogue (of the shop `shopId`, if
 * given), placed through the API (an address in Seef, the first delivery day and window): its id and
 * number, the customer's cookie and the product.
 */
export async function cashOrderThroughApi(lang: Lang, tag: string, shopId?: string) {
  const cookie = await apiSignIn(await newAccount(lang, tag));
  const product = (await api.items(shopId ? { shopId, limit: 50 } : { limit: 50 })).find(
    (i) => i.kind === 'product' && i.pricingType === 'fixed',
  );
  assert.ok(product, 'the demo catalogue sells a product');
  await apiSend(cookie, 'POST', '/api/addresses', {
    labelKind: 'home',
    governorate: 'capital',
    area: 'Seef',
    block: '428',
    road: '2801',
    building: '345',
    contactPhone: '+973 3600 1234',
  });
  const { addresses } = await apiSend<{ addresses: { id: string }[] }>(cookie, 'GET', '/api/addresses');
  await apiSend(cookie, 'POST', '/api/cart/items', { listingId: product.id, quantity: 1 });
  const preview = await apiSend<CheckoutPreview>(cookie, 'GET', '/api/checkout');
  const day = preview.deliveryDays[0];
  assert.ok(day, 'a delivery day is offered');
  const placed = await apiSend<PlaceOrderResponse>(cookie, 'POST', '/api/checkout', {
    idempotencyKey: randomUUID(),
    lineIds: preview.lineIds,
    addressId: addresses[0]?.id,
    delivery: { date: day.date, window: day.windows[0] },
    payment: { type: 'cash' },
    expectedTotalFils: preview.totals.totalFils,
    expectedPricesDigest: preview.pricesDigest,
  });
  const order = placed.orders[0];
  assert.ok(order, 'the order is placed');
  return { id: order.id, number: order.number, cookie, product };
}

/**
 * Adds `quantity` of a listing to the cart of the account signed in in `page`, behind the app's back
 * (a request from the page, with its cookies); the answer must be 201. The app's copy of the cart is
 * not told: reload, or go to a page that reads the cart afresh.
 */
export async function addToCartInPage(page: Page, listingId: string, quantity = 1) {
  const status = await page.evaluate(
    async (line) =>
      (
        await fetch('/api/cart/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(line),
        })
      ).status,
    { listingId, quantity },
  );
  assert.equal(status, 201, 'the item goes into the cart');
}

/** A Sugar Pearl product (the demo retailer's shop) that needs no time slot. */
export async function sugarPearlProduct() {
  const shop = (await api.shops()).find((s) => s.name.en === 'Sugar Pearl Bakery');
  assert.ok(shop, 'the demo catalogue has Sugar Pearl Bakery');
  const product = (await api.items({ shopId: shop.id, kind: 'product' })).find((i) => !i.requiresTimeSlot);
  assert.ok(product, 'Sugar Pearl sells a product');
  return product;
}

/**
 * The checkout journeys' first steps: a new customer (`name`, `tag`) signs up in `page` with a Sugar
 * Pearl product in the cart, opens Checkout and adds an address in Seef from its Address section. The
 * product.
 */
export async function checkoutWithSugarPearlProduct(page: Page, lang: Lang, name: string, tag: string) {
  const product = await sugarPearlProduct();
  await signUpCustomer(page, name, tag);
  await addToCartInPage(page, product.id);
  await page.goto(`${BASE_URL}/checkout`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }).waitFor();
  await page
    .getByRole('main')
    .getByRole('region', { name: t(lang, 'checkout.address.title'), exact: true })
    .getByRole('button', { name: t(lang, 'checkout.address.add') })
    .click();
  await saveNewAddress(page, lang);
  return product;
}

/**
 * Signs in through the sign-in dialog the page opened by itself, which first says why (`reason`); its
 * title may say why too ('Sign in to add to your cart'), so it is found by the reason.
 */
export async function signInThroughDialog(page: Page, lang: Lang, email: string, reason: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: t(lang, reason) });
  await dialog.getByText(t(lang, reason)).waitFor();
  await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(email);
  await dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The summary's "Place order · BD …" (desktop), or the sticky bar's "Place order" (phone): the one shown. */
export const placeButton = (page: Page, lang: Lang) =>
  page.getByRole('main').getByRole('button', {
    name: new RegExp(
      `^(${escapeRegExp(t(lang, 'checkout.place', { total: '' }))}|${escapeRegExp(t(lang, 'checkout.placeShort'))}$)`,
    ),
  });

/** The Order placed screen, then the order's own page (its only order). */
export async function openPlacedOrder(page: Page, lang: Lang) {
  await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/placed/[0-9a-f-]{36}$`));
  await page
    .getByRole('heading', { level: 1, name: t(lang, 'checkout.placedScreen.heading', { count: 1 }) })
    .waitFor();
  await page
    .getByRole('main')
    .getByRole('link', {
      name: new RegExp(`^${escapeRegExp(t(lang, 'checkout.placedScreen.view', { number: '' }))}`),
    })
    .click();
  await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/[0-9a-f-]{36}$`));
}
