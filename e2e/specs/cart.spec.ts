/**
 * Cart and time slots end to end (issue 4): add a product twice (quantity 2), book an entertainer for
 * 3 hours on a chosen date through the time-slot dialog, and see both in the cart with the right totals
 * and the hold's countdown — in English and in Arabic.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, escapeRegExp, type Item, money, unitPriceFils } from '../support/api';
import { BASE_URL, browserSuite, eventually, PHONE, registerFromPage, screenshot } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();
const HOURS = 3;
/** The 18:00 start: start times run from 08:00 every 30 minutes, and a day after today has them all. */
const SIX_PM_INDEX = (18 * 60 - 8 * 60) / 30;

/** A new customer signed in in this page's browser context (the session cookie is the page's). */
async function signUp(page: Page, name: string) {
  await page.goto(BASE_URL);
  await registerFromPage(page, name, 'cart');
  await page.reload();
}

async function demoListings(): Promise<{ product: Item; entertainer: Item & { capacity: number } }> {
  const products = await api.items({ kind: 'product' });
  const product = products.find((i) => !i.requiresTimeSlot);
  const entertainers = (await api.items({ kind: 'entertainment' })) as Array<Item & { capacity: number }>;
  const entertainer = entertainers.find((i) => i.hourlyRateFils != null);
  assert.ok(product && entertainer, 'the demo catalogue has a product and an entertainer');
  return { product, entertainer };
}

const lineTotal = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ hasText: name }).getByTestId('line-total').innerText();

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: a product twice and an entertainer for 3 hours, with totals and the hold countdown`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const { product, entertainer } = await demoListings();
    const productName = product.name[lang];
    const entertainerName = entertainer.name[lang];
    await signUp(page, lang === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed');

    // The product, added twice from its page.
    await page.goto(`${BASE_URL}/product/${product.id}`);
    const add = page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true });
    for (let i = 0; i < 2; i++) {
      await add.click();
      await page
        .getByText(t(lang, 'cart.added', { name: productName }))
        .nth(i)
        .waitFor();
    }
    const nav = page.getByRole('navigation', { name: t(lang, 'nav.bottom') });
    await nav.getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 2 }) }).waitFor();

    // The entertainer, booked from its card in the search results: a later day each language, at 18:00.
    await page.goto(BASE_URL);
    await page.getByRole('searchbox').fill(entertainerName);
    await page
      .getByRole('button', { name: t(lang, 'item.book', { name: entertainerName }), exact: true })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name: entertainerName }) });
    const reserve = dialog.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true });
    // Nothing is reserved before a start time is picked.
    await reserve.click();
    await page.getByText(t(lang, 'timeSlot.required')).waitFor();

    const dates = dialog.getByRole('radiogroup', { name: t(lang, 'timeSlot.date') }).getByRole('radio');
    await dates.nth(3 + index).click();
    assert.equal(await dates.nth(3 + index).getAttribute('aria-checked'), 'true');
    const times = dialog.getByRole('group', { name: t(lang, 'timeSlot.startTime') }).getByRole('button');
    assert.equal(await times.count(), 26, 'a later day offers 08:00 to 20:30 every 30 minutes');
    await times.nth(SIX_PM_INDEX).click();
    await dialog.getByLabel(t(lang, 'timeSlot.duration')).selectOption(String(HOURS));

    const rate = entertainer.hourlyRateFils as number;
    const costText = money(rate * HOURS, lang).replace(/(\.\d\d)\d/, '$1');
    assert.equal(await dialog.getByTestId('slot-cost').innerText(), costText, 'the cost has 2 decimals');
    // Free for the span: some of its capacity is available (other specs may hold part of it).
    const available = Array.from({ length: entertainer.capacity }, (_, i) =>
      t(lang, 'timeSlot.available', { count: i + 1 }),
    );
    await dialog
      .getByRole('status')
      .filter({ hasText: new RegExp(`^(${available.map(escapeRegExp).join('|')})$`) })
      .waitFor();
    await reserve.click();
    await page.getByText(t(lang, 'timeSlot.reserved', { name: entertainerName, count: HOURS })).waitFor();
    await page.getByText(t(lang, 'timeSlot.reservedTitle')).waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    // The cart: both lines, their totals, the grand total, and the hold counting down from 10:00.
    await nav.getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 3 }) }).click();
    await page.getByRole('heading', { name: t(lang, 'cart.title') }).waitFor();
    const productTotal = unitPriceFils(product) * 2;
    const slotTotal = rate * HOURS;
    await eventually(async () => assert.equal(await lineTotal(page, productName), money(productTotal, lang)));
    assert.equal(await lineTotal(page, entertainerName), money(slotTotal, lang));
    assert.equal(await page.getByTestId('cart-total').innerText(), money(productTotal + slotTotal, lang));
    const held = page.getByText(
      new RegExp(escapeRegExp(t(lang, 'cart.heldFor', { time: '~' })).replace('~', '\\d:\\d\\d')),
    );
    const first = (await held.innerText()).match(/(\d):(\d\d)/);
    assert.ok(first, 'the hold shows m:ss');
    const seconds = Number(first[1]) * 60 + Number(first[2]);
    assert.ok(
      seconds > 8 * 60 && seconds <= 10 * 60,
      `a fresh hold has about 10 minutes left, saw ${first[0]}`,
    );
    await eventually(async () => assert.notEqual(await held.innerText(), first.input), 3_000);
    await screenshot(page, `cart-${lang}-phone`);

    // Quantity 2 → 1 with the stepper, and the total follows.
    await page.getByRole('button', { name: t(lang, 'cart.decrease', { name: productName }) }).click();
    await eventually(async () =>
      assert.equal(
        await page.getByTestId('cart-total').innerText(),
        money(productTotal / 2 + slotTotal, lang),
      ),
    );
  });
}
