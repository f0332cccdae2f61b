/**
 * Checkout and orders end to end: a new customer adds a product and books an entertainer of the same
 * shop through the time-slot dialog, goes from the cart to checkout, adds a delivery address and the
 * 4242 test card there, chooses a delivery day and window, sees the server's figures and places the
 * order; they land on the Order placed screen and open the order (pending, paid by card in test mode,
 * both items), the cart is empty, and when
 * an admin moves the order the page shows it without a reload — in English and in Arabic. Then a
 * declined test card (4000 0000 0000 0002) is refused in place with everything kept, cart included,
 * and cash on delivery goes through.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckoutPreview } from '@haflah/contracts';
import type { Locator, Page } from 'playwright-core';
import { adminCookie } from '../support/admin';
import { api, type Item, type Lang, money } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot } from '../support/browser';
import {
  addToCartInPage,
  closeToast,
  openPlacedOrder,
  placeButton,
  saveNewAddress,
  settled,
  signUpCustomer,
  slotAvailable,
} from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** What each language types: Arabic uses an Arabic keyboard's digits for the numbers. */
const TYPED = {
  en: { area: 'Seef', block: '428', road: '2801', phone: '3600 1234', card: '4242424242424242' },
  ar: { area: 'السيف', block: '٤٢٨', road: '٢٨٠١', phone: '٣٦٠٠ ١٢٣٤', card: '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢' },
} as const;
const DECLINED_CARD = '4000000000000002';
/** Start times run from 08:00 every 30 minutes: 10:00 is the fifth. */
const TEN_AM_INDEX = 4;

/** An entertainer and a product (not booked) of the same shop: one checkout, one order. */
async function sameShopListings(): Promise<{ product: Item; entertainer: Item }> {
  const products = (await api.items({ kind: 'product' })).filter((i) => !i.requiresTimeSlot);
  const entertainers = (await api.items({ kind: 'entertainment' })).filter((i) => i.hourlyRateFils != null);
  for (const entertainer of entertainers) {
    const product = products.find((p) => p.shopId === entertainer.shopId);
    if (product) return { product, entertainer };
  }
  throw new Error('the demo catalogue has a shop with both an entertainer and a product');
}

const main = (page: Page) => page.getByRole('main');
const section = (page: Page, lang: Lang, key: string) =>
  main(page).getByRole('region', { name: t(lang, key), exact: true });
/** The preview as the server has it now (the page's figures must be these). */
const serverPreview = (page: Page) =>
  page.evaluate(async () => (await (await fetch('/api/checkout')).json()) as CheckoutPreview);

async function addAddress(page: Page, lang: Lang) {
  await section(page, lang, 'checkout.address.title')
    .getByRole('button', { name: t(lang, 'checkout.address.add') })
    .click();
  await saveNewAddress(page, lang, TYPED[lang]);
}

async function addCard(page: Page, lang: Lang, number: string) {
  await section(page, lang, 'checkout.payment.title')
    .getByRole('button', { name: t(lang, 'checkout.payment.addCard') })
    .click();
  const dialog = page.getByRole('dialog', { name: t(lang, 'payments.cardForm.title') });
  const field = (key: string) => dialog.getByLabel(t(lang, `payments.cardForm.${key}`), { exact: true });
  await field('number').pressSequentially(number);
  await field('expiry').pressSequentially('1230');
  await field('cvc').pressSequentially('123');
  await field('holderName').fill(lang === 'ar' ? 'نور علي' : 'Noor Ali');
  await dialog.getByRole('button', { name: t(lang, 'payments.cardForm.save') }).click();
  await dialog.waitFor({ state: 'detached' });
  await closeToast(page, lang, t(lang, 'payments.toast.cardAdded'));
}

const radio = (scope: Locator, name: string) => scope.getByRole('radio', { name, exact: false });
const visa = (lang: Lang, last4: string) => `${t(lang, 'payments.brands.visa')} •••• ${last4}`;

/** The bottom bar's cart link, named with its count (none at 0). */
const cartLink = (page: Page, lang: Lang, count: number) =>
  page.getByRole('navigation', { name: t(lang, 'nav.bottom') }).getByRole('link', {
    name: count ? t(lang, 'nav.cartWithCount', { count }) : t(lang, 'nav.cart'),
    exact: true,
  });

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: a product and a booking checked out with a new address and test card, then followed live`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const { product, entertainer } = await sameShopListings();
    await signUpCustomer(page, lang === 'ar' ? 'نور علي' : 'Noor Ali', 'checkout');

    // The product from its page, the entertainer through the time-slot dialog (10:00, 2 hours).
    await page.goto(`${BASE_URL}/product/${product.id}`);
    await page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();
    await page
      .getByText(t(lang, 'cart.added', { name: product.name[lang] }))
      .first()
      .waitFor();
    await page.goto(`${BASE_URL}/product/${entertainer.id}`);
    await page.getByRole('button', { name: t(lang, 'product.bookTimeSlot') }).click();
    const slot = page.getByRole('dialog', {
      name: t(lang, 'timeSlot.title', { name: entertainer.name[lang] }),
    });
    await slot
      .getByRole('radiogroup', { name: t(lang, 'timeSlot.date') })
      .getByRole('radio')
      .nth(10 + index)
      .click();
    await slot
      .getByRole('group', { name: t(lang, 'timeSlot.startTime') })
      .getByRole('button')
      .nth(TEN_AM_INDEX)
      .click();
    // Free for the span: some of its capacity is available.
    await slotAvailable(slot, lang, (entertainer as Item & { capacity: number }).capacity);
    await slot.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true }).click();
    await page.getByText(t(lang, 'timeSlot.reservedTitle')).waitFor();

    // The cart's Checkout: nothing saved yet, so an address and a card are added here.
    await cartLink(page, lang, 2).click();
    await main(page)
      .getByRole('link', { name: t(lang, 'cart.checkout') })
      .click();
    await page.waitForURL(`${BASE_URL}/checkout`);
    await page.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }).waitFor();
    assert.equal(await page.title(), `${t(lang, 'checkout.title')} · ${t(lang, 'brand.name')}`);
    await section(page, lang, 'checkout.address.title').getByText(t(lang, 'checkout.address.none')).waitFor();
    await addAddress(page, lang);
    const addresses = section(page, lang, 'checkout.address.title');
    assert.equal(await radio(addresses, t(lang, 'addresses.labels.home')).isChecked(), true);

    // Delivery: tomorrow, its first window, shown as 12-hour Bahrain clock times with Latin digits, a
    // range isolated from the text around it (lib/format-time.ts).
    const delivery = section(page, lang, 'checkout.delivery.title');
    await delivery
      .getByRole('radiogroup', { name: t(lang, 'checkout.delivery.day') })
      .getByRole('radio')
      .nth(1)
      .click();
    const windows = delivery
      .getByRole('radiogroup', { name: t(lang, 'checkout.delivery.window') })
      .getByRole('radio');
    const range = (await windows.first().innerText()).replace(/[\u2060\u2066-\u2069]/g, '');
    assert.match(range, /^\d{1,2}:00\s(AM|PM|ص|م)\s–\s\d{1,2}:00\s(AM|PM|ص|م)$/);
    await windows.first().click();

    // Payment: cash on delivery is there; the test card, once saved, is the one chosen.
    const payment = section(page, lang, 'checkout.payment.title');
    await payment.getByText(t(lang, 'payments.testMode.checkout')).waitFor();
    await radio(payment, t(lang, 'payments.cash.name')).waitFor();
    await addCard(page, lang, TYPED[lang].card);
    await eventually(async () => assert.equal(await radio(payment, visa(lang, '4242')).isChecked(), true));

    // The page's figures are the server's: each shop's, and the total on the button.
    const preview = await serverPreview(page);
    assert.equal(preview.orders.length, 1);
    const total = money(preview.totals.totalFils, lang);
    assert.equal(await page.getByTestId('checkout-totals-total').innerText(), total);
    const booked = main(page).getByText(entertainer.name[lang]);
    await booked.waitFor();
    await settled(page);
    await screenshot(page, `checkout-${lang}-phone`);

    await placeButton(page, lang).click();
    await openPlacedOrder(page, lang);
    const heading = page.getByRole('heading', { level: 1, name: /\d{6}/ });
    await heading.waitFor();
    const badge = page.getByTestId('order-status').first();
    assert.equal(await badge.innerText(), t(lang, 'orders.status.pending'));
    await main(page).getByText(product.name[lang]).first().waitFor();
    await main(page).getByText(entertainer.name[lang]).first().waitFor();
    const paymentCard = section(page, lang, 'orders.payment.title');
    await paymentCard.getByText('••4242').waitFor();
    assert.equal(
      await paymentCard.getByTestId('payment-state').innerText(),
      t(lang, 'orders.payment.state.paid'),
    );
    await paymentCard.getByText(t(lang, 'orders.payment.testMode')).waitFor();
    assert.equal(await page.getByTestId('order-totals-total').innerText(), total);
    // The cart is empty now: the bottom bar names no count.
    await cartLink(page, lang, 0).waitFor();
    await settled(page);
    await screenshot(page, `order-${lang}-phone`);

    // The order moves (as its shop would accept it): the open page follows without a reload.
    const id = page.url().split('/').pop() as string;
    const moved = await fetch(`${BASE_URL}/api/admin/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await adminCookie() },
      body: JSON.stringify({ status: 'processing', reason: 'Accepted for the shop by phone' }),
    });
    assert.equal(moved.status, 200, 'the admin moves the order');
    await eventually(async () => assert.equal(await badge.innerText(), t(lang, 'orders.status.processing')));
    assert.equal(
      await main(page)
        .getByRole('button', { name: t(lang, 'orders.cancel.button') })
        .count(),
      0,
    );

    // Orders (the bottom bar) lists it; Profile counts it.
    await page
      .getByRole('navigation', { name: t(lang, 'nav.bottom') })
      .getByRole('link', { name: t(lang, 'nav.orders') })
      .click();
    await page.getByRole('heading', { level: 1, name: t(lang, 'orders.title') }).waitFor();
    const list = page.getByRole('list', { name: t(lang, 'orders.list') });
    await eventually(async () => assert.equal(await list.getByRole('listitem').count(), 1));
    await list.getByText(t(lang, 'orders.status.processing')).waitFor();
    await page.goto(`${BASE_URL}/profile`);
    await page.getByText(t(lang, 'profile.totalOrders', { count: 1 })).waitFor();
  });
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a declined test card is said in place, the cart and choices are kept, cash goes through`, async () => {
    const page = await suite.page({
      viewport: DESKTOP,
      language: lang,
      // The declined charge is a 402 answer, which the browser logs.
      allowErrors: [/status of 402 .*\/api\/checkout\)$/],
    });
    const { product } = await sameShopListings();
    await signUpCustomer(page, lang === 'ar' ? 'سارة خليل' : 'Sara Khalil', 'declined');
    await addToCartInPage(page, product.id, 3);

    await page.goto(`${BASE_URL}/checkout`);
    await page.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }).waitFor();
    await addAddress(page, lang);
    await addCard(page, lang, DECLINED_CARD);
    const payment = section(page, lang, 'checkout.payment.title');
    const declined = radio(payment, visa(lang, '0002'));
    await eventually(async () => assert.equal(await declined.isChecked(), true));
    const windows = section(page, lang, 'checkout.delivery.title')
      .getByRole('radiogroup', { name: t(lang, 'checkout.delivery.window') })
      .getByRole('radio');
    await windows.last().click();
    const chosenWindow = await windows.last().innerText();
    const defaultBadge = payment.getByText(t(lang, 'payments.default'), { exact: true });
    assert.equal(await defaultBadge.count(), 1, 'the first card saved is the default');

    await placeButton(page, lang).click();
    const alert = main(page)
      .getByRole('alert')
      .filter({ hasText: t(lang, 'errors.PAYMENT_DECLINED') });
    await alert.waitFor();
    assert.equal(page.url(), `${BASE_URL}/checkout`);
    // Nothing the customer chose is lost, and the cart still holds the product. The declined card is
    // no longer the default (it was, as the first one saved).
    assert.equal(await declined.isChecked(), true);
    await eventually(async () => assert.equal(await defaultBadge.count(), 0));
    assert.equal(
      await section(page, lang, 'checkout.delivery.title')
        .getByRole('radio', { name: chosenWindow })
        .getAttribute('aria-checked'),
      'true',
    );
    const cart = await page.evaluate(
      async () => (await (await fetch('/api/cart')).json()) as { itemCount: number },
    );
    assert.equal(cart.itemCount, 3);
    await page
      .getByRole('banner')
      .getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 3 }) })
      .waitFor();
    await settled(page);
    await screenshot(page, `checkout-declined-${lang}-desktop`);

    // Cash on delivery instead: placed, and the order is due in cash.
    await radio(payment, t(lang, 'payments.cash.name')).check();
    // Another way to pay chosen: the decline is no longer said.
    await alert.waitFor({ state: 'detached' });
    await placeButton(page, lang).click();
    await openPlacedOrder(page, lang);
    await section(page, lang, 'orders.payment.title')
      .getByText(t(lang, 'orders.payment.state.cashDue'))
      .waitFor();
  });
}
