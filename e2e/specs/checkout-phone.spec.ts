/**
 * Checkout on a phone (390 px), issue 26 point 4: a new customer adds a Sugar Pearl product, checks
 * out with a delivery address, a note to the shop (markup stripped) and cash on delivery, pressing the
 * sticky bar's "Place order" (the total beside it, above the bottom navigation); they land on the
 * Order placed screen (what happens next, their note), which a reload keeps; they open the order and
 * see the note. The demo retailer, who runs Sugar Pearl, sees the note on the shop's order screen.
 * In English and in Arabic; axe on the Order placed screen.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { escapeRegExp, money } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, PHONE, screenshot } from '../support/browser';
import { checkoutWithSugarPearlProduct, settled } from '../support/customer';
import { t } from '../support/locales';
import { signInRetailer } from '../support/retailer';

const suite = browserSuite();
const main = (page: Page) => page.getByRole('main');
const NOTE = {
  en: {
    typed: 'Please write <b>Happy 30th, Sara!</b> on the cake',
    shown: 'Please write Happy 30th, Sara! on the cake',
  },
  ar: {
    typed: 'اكتبوا <i>عيد ميلاد سعيد يا سارة</i> على الكعكة',
    shown: 'اكتبوا عيد ميلاد سعيد يا سارة على الكعكة',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: on a phone, a note to the shop and cash, placed from the sticky bar, to the Order placed screen`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    const product = await checkoutWithSugarPearlProduct(
      page,
      lang,
      lang === 'ar' ? 'نور علي' : 'Noor Ali',
      `checkout-phone-${lang}`,
    );

    // The note: labelled with the shop, counted as typed.
    const shop = product.shopName[lang];
    const note = main(page).getByRole('textbox', {
      name: new RegExp(`^${escapeRegExp(t(lang, 'checkout.note.label', { shop }))}`),
    });
    await note.fill(NOTE[lang].typed);
    assert.equal(
      await main(page).getByTestId('note-count').locator('[aria-hidden]').innerText(),
      `${NOTE[lang].typed.length}/200`,
    );
    await main(page)
      .getByRole('radio', { name: t(lang, 'payments.cash.name'), exact: false })
      .check();

    // The sticky bar: in view at the bottom, above the bottom navigation, with the server's total.
    const preview = await page.evaluate(
      async () => (await (await fetch('/api/checkout')).json()) as { totals: { totalFils: number } },
    );
    const bar = main(page).getByRole('region', { name: t(lang, 'checkout.bar') });
    await bar.getByText(money(preview.totals.totalFils, lang)).waitFor();
    const barBox = await bar.boundingBox();
    const navBox = await page.getByRole('navigation', { name: t(lang, 'nav.bottom') }).boundingBox();
    assert.ok(barBox && navBox, 'the bar and the bottom navigation are shown');
    assert.ok(Math.abs(barBox.y + barBox.height - navBox.y) <= 1, 'the bar sits right above the navigation');
    assert.ok(barBox.y + barBox.height <= PHONE.height, 'the bar is on screen');
    await settled(page);
    await expectAccessible(page, `checkout with a note and the sticky bar (${lang}, phone)`);
    await screenshot(page, `checkout-phone-bar-${lang}`);

    await bar.getByRole('button', { name: t(lang, 'checkout.placeShort'), exact: true }).click();
    await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/placed/[0-9a-f-]{36}$`));
    const heading = page.getByRole('heading', {
      level: 1,
      name: t(lang, 'checkout.placedScreen.heading', { count: 1 }),
    });
    await heading.waitFor();
    const placed = main(page).getByTestId('placed-order');
    await placed.getByText(t(lang, 'checkout.placedScreen.confirm', { shop })).waitFor();
    await placed.getByText(NOTE[lang].shown, { exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page, `order placed (${lang}, phone)`);
    await screenshot(page, `order-placed-${lang}-phone`);

    // A reload keeps the screen: it is read back from the server. (And on a desktop.)
    await page.setViewportSize(DESKTOP);
    await page.reload();
    await heading.waitFor();
    await placed.getByText(NOTE[lang].shown, { exact: true }).waitFor();
    await settled(page);
    await screenshot(page, `order-placed-${lang}-desktop`);
    await page.setViewportSize(PHONE);

    await placed
      .getByRole('link', {
        name: new RegExp(`^${escapeRegExp(t(lang, 'checkout.placedScreen.view', { number: '' }))}`),
      })
      .click();
    await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/[0-9a-f-]{36}$`));
    const orderId = page.url().split('/').pop() as string;
    const mine = main(page).getByTestId('customer-note');
    await mine.getByText(t(lang, 'orders.yourNote')).waitFor();
    await mine.getByText(NOTE[lang].shown, { exact: true }).waitFor();

    // The shop (the demo retailer runs Sugar Pearl) reads the note on its order.
    const shopPage = await suite.page({ viewport: PHONE, language: lang });
    await signInRetailer(shopPage, lang);
    await shopPage.goto(`${BASE_URL}/retailer/orders/${orderId}`);
    const theirs = shopPage.getByTestId('customer-note');
    await theirs.getByText(t(lang, 'shopOrders.customer.note')).waitFor();
    await theirs.getByText(NOTE[lang].shown, { exact: true }).waitFor();
    await theirs.scrollIntoViewIfNeeded();
    await settled(shopPage);
    await screenshot(shopPage, `shop-order-note-${lang}-phone`);
  });
}

test('en, desktop: a new card used once pays the order and is not saved', async () => {
  const page = await suite.page({ viewport: DESKTOP, language: 'en' });
  await checkoutWithSugarPearlProduct(page, 'en', 'Huda Saleh', 'pay-once');

  await main(page)
    .getByRole('region', { name: t('en', 'checkout.payment.title'), exact: true })
    .getByRole('button', { name: t('en', 'checkout.payment.addCard') })
    .click();
  const dialog = page.getByRole('dialog', { name: t('en', 'payments.cardForm.title') });
  const field = (key: string) => dialog.getByLabel(t('en', `payments.cardForm.${key}`), { exact: true });
  await field('number').pressSequentially('4242424242424242');
  await field('expiry').pressSequentially('1230');
  await field('cvc').pressSequentially('123');
  await field('holderName').fill('Huda Saleh');
  await dialog.getByRole('checkbox', { name: t('en', 'payments.once.save') }).uncheck();
  await dialog.getByText(t('en', 'payments.once.notSaved')).waitFor();
  await settled(page);
  await screenshot(page, 'pay-once-dialog-en-desktop');
  await dialog.getByRole('button', { name: t('en', 'payments.once.use'), exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  const once = main(page).getByRole('radio', { name: t('en', 'payments.once.text'), exact: false });
  assert.equal(await once.isChecked(), true);
  const placedTotal = await page.evaluate(
    async () =>
      ((await (await fetch('/api/checkout')).json()) as { totals: { totalFils: number } }).totals.totalFils,
  );

  await main(page)
    .getByRole('button', { name: new RegExp(`^${escapeRegExp(t('en', 'checkout.place', { total: '' }))}`) })
    .click();
  await page.waitForURL(new RegExp(`${escapeRegExp(BASE_URL)}/orders/placed/[0-9a-f-]{36}$`));
  await main(page)
    .getByText(t('en', 'checkout.placedScreen.paid', { total: money(placedTotal, 'en') }))
    .waitFor();
  const saved = await page.evaluate(
    async () => ((await (await fetch('/api/payment-methods')).json()) as { methods: unknown[] }).methods,
  );
  assert.deepEqual(saved, [], 'the card used once is not saved');
});
