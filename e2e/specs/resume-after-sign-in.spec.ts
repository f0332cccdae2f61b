/**
 * What sign-in interrupted is finished once the user has signed in, and a removed cart line can be
 * undone: a signed-out add to the cart, signed in through the dialog, puts the product in the cart; a
 * time slot picked while signed out is reserved once signed in; − at quantity 1 removes the line and
 * Undo puts it back (the booked line with the same slot) — in English and in Arabic, on a phone.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Cart } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { api, type Item, type Lang } from '../support/api';
import { BASE_URL, browserSuite, eventually, PHONE, screenshot } from '../support/browser';
import { newAccount, signInThroughDialog, slotAvailable } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();
const HOURS = 2;
/** 10:00: start times run from 08:00 every 30 minutes. A later day than cart.spec's bookings. */
const TEN_AM_INDEX = (10 * 60 - 8 * 60) / 30;

/** Text with every kind of space as one plain space ('10:00\u202fAM' and '10:00\u00a0AM' alike). */
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The page's cart, read with its session cookie. */
const cartOf = (page: Page) => page.evaluate(async () => (await fetch('/api/cart')).json() as Promise<Cart>);
const linesOf = (cart: Cart) => cart.groups.flatMap((g) => g.items);

async function demoListings(): Promise<{ product: Item; entertainer: Item }> {
  const product = (await api.items({ kind: 'product' })).find((i) => !i.requiresTimeSlot);
  const entertainer = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
  assert.ok(product && entertainer, 'the demo catalogue has a product and an entertainer');
  return { product, entertainer };
}

/**
 * − on a line at quantity 1 removes it; the toast's Undo puts it back. Screenshots the toast. With the
 * keyboard, focus moves from the − (gone with its line) to Undo, so Enter undoes at once.
 */
async function removeAndUndo(page: Page, lang: Lang, name: string, shot: string, { keyboard = false } = {}) {
  const link = page.getByRole('main').getByRole('link', { name, exact: true });
  await link.waitFor();
  const decrease = page.getByRole('button', { name: t(lang, 'cart.decrease', { name }) });
  if (keyboard) {
    await decrease.focus();
    await page.keyboard.press('Enter');
  } else {
    await decrease.click();
  }
  await link.waitFor({ state: 'detached' });
  const removed = page
    .getByRole('region', { name: t(lang, 'toast.region') })
    .getByRole('status')
    .filter({ hasText: t(lang, 'cart.removed', { name }) });
  const undo = removed.getByRole('button', { name: t(lang, 'cart.undo'), exact: true });
  await undo.waitFor();
  await screenshot(page, shot);
  if (keyboard) {
    await eventually(async () =>
      assert.equal(await undo.evaluate((el) => el === document.activeElement), true, 'Undo has focus'),
    );
    await page.keyboard.press('Enter');
  } else {
    await undo.click();
  }
  await link.waitFor();
  await page.getByText(t(lang, 'cart.restored', { name })).waitFor();
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: a signed-out add finishes after sign-in; − at 1 then Undo puts the line back`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const { product } = await demoListings();
    const name = product.name[lang];
    const email = await newAccount(lang, 'resume');

    await page.goto(`${BASE_URL}/product/${product.id}`);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor();
    await page.getByRole('button', { name: t(lang, 'product.addToCart'), exact: true }).click();
    await signInThroughDialog(page, lang, email, 'cart.loginRequired');

    // Added once, with the usual toast, and counted in the badge without a reload.
    await page.getByText(t(lang, 'cart.added', { name })).waitFor();
    const nav = page.getByRole('navigation', { name: t(lang, 'nav.bottom') });
    await nav.getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 1 }) }).click();
    await page.getByRole('heading', { name: t(lang, 'cart.title') }).waitFor();
    const lines = linesOf(await cartOf(page));
    assert.deepEqual(
      lines.map((l) => [l.listingId, l.quantity]),
      [[product.id, 1]],
    );

    // By pointer in English, by keyboard in Arabic.
    await removeAndUndo(page, lang, name, `undo-toast-${lang}-phone`, { keyboard: lang === 'ar' });
    await eventually(async () =>
      assert.deepEqual(
        linesOf(await cartOf(page)).map((l) => [l.listingId, l.quantity]),
        [[product.id, 1]],
      ),
    );
    await nav.getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 1 }) }).waitFor();
  });

  test(`${lang}: a time slot picked while signed out is reserved after sign-in, and Undo keeps its slot`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const { entertainer } = await demoListings();
    const name = entertainer.name[lang];
    const email = await newAccount(lang, 'resume');

    // Signed out, the dialog opens and says what is free.
    await page.goto(BASE_URL);
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor();
    await page.getByRole('searchbox').fill(name);
    await page
      .getByRole('button', { name: t(lang, 'item.book', { name }), exact: true })
      .first()
      .click();
    const slotDialog = page.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name }) });
    await slotDialog
      .getByRole('radiogroup', { name: t(lang, 'timeSlot.date') })
      .getByRole('radio')
      .nth(8 + index)
      .click();
    const times = slotDialog.getByRole('group', { name: t(lang, 'timeSlot.startTime') }).getByRole('button');
    await times.nth(TEN_AM_INDEX).click();
    const startText = squash(await times.nth(TEN_AM_INDEX).innerText());
    await slotDialog.getByLabel(t(lang, 'timeSlot.duration')).selectOption(String(HOURS));
    await slotAvailable(slotDialog, lang, 10);

    // Reserve asks to sign in over the dialog, then reserves that slot.
    await slotDialog.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true }).click();
    await signInThroughDialog(page, lang, email, 'cart.loginRequired');
    await page.getByText(t(lang, 'timeSlot.reserved', { name, count: HOURS })).waitFor();
    await slotDialog.waitFor({ state: 'detached' });

    const [held] = linesOf(await cartOf(page));
    assert.ok(held?.slot, 'the cart holds the booked line');
    assert.equal(held.listingId, entertainer.id);
    assert.equal(held.slot.hours, HOURS);
    // 10:00 in Bahrain is 07:00 UTC.
    assert.match(held.slot.start, /T07:00:00(\.000)?Z$/);

    const nav = page.getByRole('navigation', { name: t(lang, 'nav.bottom') });
    await nav.getByRole('link', { name: t(lang, 'nav.cartWithCount', { count: 1 }) }).click();
    await page.getByRole('heading', { name: t(lang, 'cart.title') }).waitFor();
    // The line shows the slot from the time the user picked.
    const line = page.getByRole('main').getByRole('listitem').filter({ hasText: name });
    assert.ok(squash(await line.innerText()).includes(startText), `the line shows ${startText}`);

    await removeAndUndo(page, lang, name, `undo-toast-slot-${lang}-phone`);
    const [back] = linesOf(await cartOf(page));
    assert.deepEqual(
      back && [back.listingId, back.quantity, back.slot],
      [held.listingId, 1, held.slot],
      'the same slot, held again',
    );
  });
}
