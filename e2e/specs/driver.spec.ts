// The driver app (issue 25), in English and Arabic on a phone: the demo driver goes online and is
// offered, without a reload, the order the demo shop marks ready; accepts it, picks it up — the
// customer's order page, open all along, shows it shipped and the driver's marker (the driver's
// position faked by the test) — then types the code the customer's page shows, takes the cash, and the
// customer's page shows it delivered without a reload. Signing out sets the driver offline.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutPreview, DriverDashboard, PlaceOrderResponse } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { api, type Lang } from '../support/api';
import { BASE_URL, browserSuite, eventually, PHONE } from '../support/browser';
import { settled, signUpCustomer } from '../support/customer';
import { t } from '../support/locales';
import { joinedRoom, signInRetailer } from '../support/retailer';

const suite = browserSuite();

/** The demo driver (apps/server/src/seed). */
const DEMO_DRIVER = { email: 'driver@haflah.demo', password: 'Haflah-demo-1' } as const;
/** Where the customer lives (a pin in Bahrain) and where the driver is when they pick the order up. */
const HOME = { lat: 26.2361, lng: 50.5831 };
const DRIVER_AT = { latitude: 26.2285, longitude: 50.586 };
/** An area no other spec uses: the driver's offer names it, so the test finds its own offer. */
const AREA: Record<Lang, string> = { en: 'Amwaj Islands', ar: 'جزر أمواج' };

/** `promise`, or a failure naming `what` after `ms` (a socket that never joins must not hang the suite). */
function inTime<T>(promise: Promise<T>, what: string, ms = 10_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out: ${what}`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A JSON request made by the page itself (its session cookie, its origin). */
async function send<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ([method, path, body]) => {
      const res = await fetch(path as string, {
        method: method as string,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: res.status === 204 ? null : await res.json() };
    },
    [method, path, body] as const,
  );
  assert.ok(status < 300, `${method} ${path}: ${status} ${JSON.stringify(json)}`);
  return json as T;
}

/** A new customer places a cash order of one of the demo shop's products, to a pinned address. */
async function placeCashOrder(
  page: Page,
  lang: Lang,
  shopId: string,
): Promise<{ id: string; number: number }> {
  await signUpCustomer(page, lang === 'ar' ? 'سلمى علي' : 'Salma Ali', 'driver-e2e');
  await send(page, 'POST', '/api/addresses', {
    labelKind: 'home',
    governorate: 'capital',
    area: AREA[lang],
    block: '258',
    road: '5811',
    building: '12',
    contactPhone: '36112233',
    pin: HOME,
  });
  const { addresses } = await send<{ addresses: { id: string }[] }>(page, 'GET', '/api/addresses');
  const product = (await api.items({ shopId, kind: 'product', limit: 20 })).find((i) => !i.requiresTimeSlot);
  assert.ok(product, 'a product of the demo shop');
  await send(page, 'POST', '/api/cart/items', { listingId: product.id, quantity: 1 });
  const preview = await send<CheckoutPreview>(page, 'GET', '/api/checkout');
  const day = preview.deliveryDays[0]!;
  const placed = await send<PlaceOrderResponse>(page, 'POST', '/api/checkout', {
    idempotencyKey: crypto.randomUUID(),
    lineIds: preview.lineIds,
    addressId: addresses[0]!.id,
    delivery: { date: day.date, window: day.windows[0] },
    payment: { type: 'cash' },
    expectedTotalFils: preview.totals.totalFils,
    expectedPricesDigest: preview.pricesDigest,
  });
  return { id: placed.orders[0]!.id, number: placed.orders[0]!.number };
}

/** Signs the demo driver in at /driver/login, as a person does; the page ends on the dashboard. */
async function signInDriver(page: Page, lang: Lang) {
  await page.goto(`${BASE_URL}/driver/login`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'staff.driver.loginTitle') }).waitFor();
  await page.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill(DEMO_DRIVER.email);
  await page.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(DEMO_DRIVER.password);
  await page.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await page.waitForURL(`${BASE_URL}/driver`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'driver.dashboard.title') }).waitFor();
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: the demo driver takes the order the shop marked ready, picks it up and delivers it with the customer's code`, async () => {
    // 1. The customer's order at the demo shop, and its page open all along.
    const shop = await suite.page({ viewport: PHONE, language: lang });
    await signInRetailer(shop, lang);
    const { id: shopId } = await send<{ id: string }>(shop, 'GET', '/api/retailer/shop');
    const customer = await suite.page({ viewport: PHONE, language: lang });
    const customerListening = joinedRoom(customer, 'user:');
    const order = await placeCashOrder(customer, lang, shopId);
    await customer.goto(`${BASE_URL}/orders/${order.id}`);
    await customer.getByRole('heading', { level: 1, name: new RegExp(`${order.number}`) }).waitFor();
    await inTime(customerListening, "the customer's socket joins their room");
    const status = customer.getByTestId('order-status').first();

    // 2. The demo driver, on a phone whose position the test sets, goes online.
    const driver = await suite.page({ viewport: PHONE, language: lang });
    await driver.context().grantPermissions(['geolocation'], { origin: BASE_URL });
    await driver.context().setGeolocation(DRIVER_AT);
    const driverListening = joinedRoom(driver, 'user:');
    await signInDriver(driver, lang);
    const online = driver.getByRole('switch');
    if ((await online.getAttribute('aria-checked')) !== 'true') await online.click();
    await eventually(async () => assert.equal(await online.getAttribute('aria-checked'), 'true'));
    await driver
      .getByRole('navigation', { name: t(lang, 'staff.nav.label') })
      .getByRole('link', { name: t(lang, 'driver.nav.deliveries'), exact: true })
      .first()
      .click();
    await driver.waitForURL(`${BASE_URL}/driver/deliveries`);
    await driver.getByRole('heading', { level: 1, name: t(lang, 'driver.deliveries.title') }).waitFor();
    await inTime(driverListening, "the driver's socket joins their room");

    // 3. The shop accepts the order and marks it ready: the driver is offered it without a reload.
    await send(shop, 'POST', `/api/retailer/orders/${order.id}/accept`);
    await send(shop, 'POST', `/api/retailer/orders/${order.id}/ready`);
    const offer = driver.getByRole('article').filter({ hasText: AREA[lang] });
    await offer.waitFor({ timeout: 5000 });
    await offer.getByRole('timer').waitFor({ state: 'attached' });
    await offer.getByRole('button', { name: t(lang, 'driver.offers.accept') }).click();
    await driver.getByText(t(lang, 'driver.offers.accepted')).first().waitFor();

    // 4. In hand: picked up. The customer's page shows it shipped, and the driver on its map.
    const card = driver.getByRole('article').filter({
      has: driver.getByRole('heading', { name: t(lang, 'driver.active.order', { number: order.number }) }),
    });
    await card.getByRole('link', { name: t(lang, 'driver.active.call'), exact: true }).waitFor();
    await card.getByRole('button', { name: t(lang, 'driver.active.pickedUp') }).click();
    await card.getByRole('button', { name: t(lang, 'driver.active.delivered') }).waitFor();
    await eventually(
      async () => assert.equal(await status.innerText(), t(lang, 'orders.status.shipped')),
      5000,
    );
    const tracking = customer.getByRole('region', { name: t(lang, 'tracking.card.title') });
    // The driver's marker comes with their first fix (sent within seconds of holding a delivery); the
    // destination's and the line between them stand on the plain background (no tile server here).
    await tracking.locator('.haflah-pin-driver').waitFor({ timeout: 15_000 });
    await tracking.locator('.haflah-pin-destination').waitFor();
    await tracking.locator('.leaflet-overlay-pane path').waitFor();
    await tracking.getByText(t(lang, 'tracking.card.lastSeenNow')).waitFor();
    const code = (await tracking.getByTestId('delivery-code').innerText()).replace(/\D/g, '');
    assert.match(code, /^\d{4}$/);

    // 5. At the door: the code and the cash (what is due), then the customer's page says delivered.
    const due = (await send<DriverDashboard>(driver, 'GET', '/api/driver/dashboard')).cash.heldFils;
    await card.getByRole('button', { name: t(lang, 'driver.active.delivered') }).click();
    const sheet = driver.getByRole('dialog', {
      name: t(lang, 'driver.deliver.title', { number: order.number }),
    });
    await sheet.getByLabel(t(lang, 'driver.deliver.codeLabel')).fill(code);
    const total = (await send<{ totals: { totalFils: number } }>(customer, 'GET', `/api/orders/${order.id}`))
      .totals.totalFils;
    await sheet.getByLabel(t(lang, 'driver.deliver.cashLabel')).fill((total / 1000).toFixed(3));
    await sheet.getByText(t(lang, 'driver.deliver.noChange')).waitFor();
    await sheet.getByRole('button', { name: t(lang, 'driver.deliver.confirm') }).click();
    await driver.getByText(t(lang, 'driver.deliver.done')).first().waitFor();
    await eventually(
      async () => assert.equal(await status.innerText(), t(lang, 'orders.status.delivered')),
      5000,
    );
    const after = await send<DriverDashboard>(driver, 'GET', '/api/driver/dashboard');
    assert.equal(after.cash.heldFils, due + total, 'the cash collected is held by the driver');
    await settled(customer);

    // 6. Signing out sets the driver offline: signed in again, the switch is off.
    await driver
      .getByRole('button', { name: t(lang, 'auth.actions.signOut') })
      .first()
      .click();
    await driver.waitForURL(`${BASE_URL}/driver/login`);
    await signInDriver(driver, lang);
    assert.equal(await driver.getByRole('switch').getAttribute('aria-checked'), 'false');
  });
}
