/**
 * Bookings read as bookings (issue 26 points 2 and 3). A new customer books an entertainer through
 * the time-slot dialog: the cart shows the hold counting down, the booking's price worked out
 * ("2 h × BD 25.000 = BD 50.000") and, on a phone, the total and Checkout in the sticky bar. Checked
 * out (cash, bookings only), the order's page says Pending, then Confirmed when the shop accepts it,
 * and never Shipped, Delivered or a delivery fee; the orders list shows the booked start; Order again
 * opens the time-slot dialog on the booking's start time and duration. In English and in Arabic; axe
 * on the cart and the order. (Expiry itself is proven on a frozen clock in the route and component
 * tests: the browser cannot move the server's clock.)
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminCookie } from '../support/admin';
import { api, escapeRegExp, type Item, type Lang, money } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot } from '../support/browser';
import { closeToast, saveNewAddress, settled, signUpCustomer, slotAvailable } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();
const main = (page: Page) => page.getByRole('main');
/** Start times run from 08:00 every 30 minutes: 4:00 PM is the seventeenth. */
const FOUR_PM_INDEX = 16;
const HOURS = 2;

/** An entertainer with an hourly rate (a booking only: no product of its shop goes in the cart). */
async function entertainer(): Promise<Item & { hourlyRateFils: number }> {
  const found = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
  assert.ok(found?.hourlyRateFils, 'the demo catalogue has an entertainer with an hourly rate');
  return found as Item & { hourlyRateFils: number };
}

async function addAddress(page: Page, lang: Lang) {
  await main(page)
    .getByRole('region', { name: t(lang, 'checkout.address.title'), exact: true })
    .getByRole('button', { name: t(lang, 'checkout.address.add') })
    .click();
  await saveNewAddress(page, lang);
}

/** What the price line says: hours × the hourly rate = the line's total (money kept whole and isolated). */
const priceLine = (lang: Lang, rateFils: number) =>
  t(lang, 'cart.priceLine', {
    hours: HOURS,
    count: 1,
    rate: `\u2068${money(rateFils, lang).replace(/\s/g, '\u00a0')}\u2069`,
    total: `\u2068${money(rateFils * HOURS, lang).replace(/\s/g, '\u00a0')}\u2069`,
  });

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: a booking in the cart, checked out, reads as a booking and books again`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const magician = await entertainer();
    const name = magician.name[lang];
    await signUpCustomer(page, lang === 'ar' ? 'نور علي' : 'Noor Ali', `bookings-${lang}`);

    // Booked through the dialog: a day of its own per language, 4:00 PM, 2 hours.
    await page.goto(`${BASE_URL}/product/${magician.id}`);
    await page.getByRole('button', { name: t(lang, 'product.bookTimeSlot') }).click();
    const slot = page.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name }) });
    await slot
      .getByRole('radiogroup', { name: t(lang, 'timeSlot.date') })
      .getByRole('radio')
      .nth(20 + index)
      .click();
    await slot
      .getByRole('group', { name: t(lang, 'timeSlot.startTime') })
      .getByRole('button')
      .nth(FOUR_PM_INDEX)
      .click();
    await slotAvailable(slot, lang, (magician as Item & { capacity: number }).capacity);
    await slot.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true }).click();
    await closeToast(page, lang, t(lang, 'timeSlot.reservedTitle'));

    // The cart: the hold counting down, the price worked out, the sticky bar with the total.
    await page.goto(`${BASE_URL}/cart`);
    const line = main(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name }) });
    assert.equal(await line.getByTestId('price-line').innerText(), priceLine(lang, magician.hourlyRateFils));
    const held = line.getByText(
      new RegExp(`^${escapeRegExp(t(lang, 'cart.heldFor', { time: '' }))}\\d:\\d\\d$`),
    );
    await held.waitFor();
    const bar = main(page).getByRole('region', { name: t(lang, 'cart.checkoutBar') });
    await bar.getByText(money(magician.hourlyRateFils * HOURS, lang)).waitFor();
    const barBox = await bar.boundingBox();
    const navBox = await page.getByRole('navigation', { name: t(lang, 'nav.bottom') }).boundingBox();
    assert.ok(
      barBox && navBox && Math.abs(barBox.y + barBox.height - navBox.y) <= 1,
      'the bar sits on the navigation',
    );
    await settled(page);
    await expectAccessible(page, `cart with a hold (${lang}, phone)`);
    await screenshot(page, `bookings-cart-${lang}-phone`);
    await page.setViewportSize(DESKTOP);
    await settled(page);
    assert.equal(await bar.isVisible(), false, 'no sticky bar on a desktop: the summary has Checkout');
    await screenshot(page, `bookings-cart-${lang}-desktop`);
    await page.setViewportSize(PHONE);

    // Checkout: bookings only, so no delivery day and no delivery fee; cash.
    await bar.getByRole('link', { name: t(lang, 'cart.checkout') }).click();
    await page.waitForURL(`${BASE_URL}/checkout`);
    await addAddress(page, lang);
    assert.equal(await main(page).getByText(t(lang, 'orders.totals.deliveryFee')).count(), 0);
    await main(page)
      .getByRole('radio', { name: t(lang, 'payments.cash.name'), exact: false })
      .check();
    await main(page)
      .getByRole('region', { name: t(lang, 'checkout.bar') })
      .getByRole('button', { name: t(lang, 'checkout.placeShort'), exact: true })
      .click();
    await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/placed/[0-9a-f-]{36}$`));
    await main(page)
      .getByRole('link', {
        name: new RegExp(`^${escapeRegExp(t(lang, 'checkout.placedScreen.view', { number: '' }))}`),
      })
      .click();
    await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/[0-9a-f-]{36}$`));

    // The order: Pending, then Confirmed when the shop accepts it; never Shipped, Delivered or a fee.
    const badge = page.getByTestId('order-status').first();
    await eventually(async () =>
      assert.equal(await badge.innerText(), t(lang, 'orders.bookingStatus.pending')),
    );
    const id = page.url().split('/').pop() as string;
    const moved = await fetch(`${BASE_URL}/api/admin/orders/${id}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await adminCookie() },
      body: JSON.stringify({ status: 'processing', reason: 'Accepted for the shop by phone' }),
    });
    assert.equal(moved.status, 200, 'the admin accepts the order');
    await eventually(async () =>
      assert.equal(await badge.innerText(), t(lang, 'orders.bookingStatus.processing')),
    );
    const words = await main(page).innerText();
    for (const key of ['orders.status.shipped', 'orders.status.delivered', 'orders.totals.deliveryFee']) {
      assert.ok(!words.includes(t(lang, key)), `the order's page does not say "${t(lang, key)}"`);
    }
    assert.equal(
      await main(page).getByTestId('price-line').first().innerText(),
      t(lang, 'orders.priceLine', {
        hours: HOURS,
        count: 1,
        rate: `\u2068${money(magician.hourlyRateFils, lang).replace(/\s/g, '\u00a0')}\u2069`,
        total: `\u2068${money(magician.hourlyRateFils * HOURS, lang).replace(/\s/g, '\u00a0')}\u2069`,
      }),
    );
    await settled(page);
    await expectAccessible(page, `an order of bookings only (${lang}, phone)`);
    await screenshot(page, `bookings-order-${lang}-phone`);

    // Order again: the time-slot dialog on the booking's start time and duration.
    await main(page)
      .getByRole('button', { name: t(lang, 'orders.again.button') })
      .first()
      .click();
    const again = page.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name }) });
    await again.waitFor();
    const pressed = again
      .getByRole('group', { name: t(lang, 'timeSlot.startTime') })
      .locator('[aria-pressed="true"]');
    assert.equal(await pressed.count(), 1, 'a start time is chosen already');
    assert.equal(
      await again.getByRole('combobox', { name: t(lang, 'timeSlot.duration') }).inputValue(),
      String(HOURS),
    );
    await settled(page);
    await screenshot(page, `bookings-again-${lang}-phone`);
    await page.keyboard.press('Escape');
    await again.waitFor({ state: 'detached' });

    // The orders list: the booked start beside the date placed, and the booking's word.
    await page.goto(`${BASE_URL}/orders`);
    const list = page.getByRole('list', { name: t(lang, 'orders.list') });
    await list.getByText(t(lang, 'orders.bookingStatus.processing')).waitFor();
    await list.getByText(new RegExp(`^${escapeRegExp(t(lang, 'orders.bookedFor', { when: '' }))}`)).waitFor();
    await settled(page);
    await screenshot(page, `bookings-orders-${lang}-phone`);
  });
}
