/**
 * The shop's promo codes (issue 27 point 6): the demo retailer, on a phone, opens Offers from its menu
 * (the demo shop's running offer is on the page as customers see it; its Edit opens the same form
 * filled in, axe clean, and saves through PATCH), makes a code through the "New code" sheet (typed in
 * lower case, shown upper case; 80% off up to BD 500, five uses) and sees it
 * listed as active with none used. A new customer with a Sugar Pearl product types the code at
 * checkout and it applies; placed with cash, the shop's list says "1 of 5 used". In English and Arabic;
 * axe on the offers page with the new code; screenshots at 390 px.
 */
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { browserSuite, PHONE, screenshot, unique } from '../support/browser';
import { checkoutWithSugarPearlProduct, openPlacedOrder, placeButton, settled } from '../support/customer';
import { t } from '../support/locales';
import { openFromRetailerMenu, signInRetailer } from '../support/retailer';

const suite = browserSuite();
const main = (page: Page) => page.getByRole('main');

async function customerApplies(lang: Lang, code: string) {
  const page = await suite.page({ viewport: PHONE, language: lang });
  await checkoutWithSugarPearlProduct(
    page,
    lang,
    lang === 'ar' ? 'سارة أحمد' : 'Sara Ahmed',
    `offers-${lang}`,
  );
  const field = main(page).getByTestId('promo-code');
  await field.getByRole('textbox', { name: t(lang, 'checkout.promo.label') }).fill(code.toLowerCase());
  await field.getByRole('button', { name: t(lang, 'checkout.promo.apply') }).click();
  await field.getByText(t(lang, 'checkout.promo.applied', { code })).waitFor();
  await main(page)
    .getByText(t(lang, 'orders.totals.discountCode', { code }))
    .first()
    .waitFor();
  await main(page)
    .getByRole('radio', { name: t(lang, 'payments.cash.name'), exact: false })
    .check();
  await placeButton(page, lang).click();
  await openPlacedOrder(page, lang);
  await main(page)
    .getByText(t(lang, 'orders.totals.discountCode', { code }), { exact: true })
    .waitFor();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the demo retailer makes a promo code; a customer uses it at checkout`, async () => {
    const code = `SHOP${unique()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);
    const page = await suite.page({ viewport: PHONE, language: lang });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInRetailer(page, lang);
    await openFromRetailerMenu(page, lang, 'offers', '/retailer/offers');
    await page.getByRole('heading', { level: 1, name: t(lang, 'shopOffers.page.title') }).waitFor();
    // The demo shop's offer, as its card says it.
    const headline = t(lang, 'retailers.offer', { percent: 30, cap: lang === 'ar' ? '20 د.ب' : 'BD 20' });
    await main(page).getByText(headline).waitFor();

    // Edit opens the same form filled with the offer's terms; saved unchanged, the PATCH goes through.
    await main(page)
      .getByRole('button', { name: t(lang, 'shopOffers.offers.editLabel', { offer: headline }) })
      .click();
    const editSheet = page.getByRole('dialog', { name: t(lang, 'shopOffers.form.editTitle') });
    const percent = await editSheet
      .getByLabel(t(lang, 'shopOffers.form.percent'), { exact: true })
      .inputValue();
    if (percent !== '30') throw new Error(`the edit form shows the offer's percent (got '${percent}')`);
    await settled(page);
    await expectAccessible(page, `retailer edits the running offer (${lang}, phone)`);
    await editSheet
      .getByRole('button', { name: t(lang, 'shopOffers.form.saveChanges'), exact: true })
      .click();
    await editSheet.waitFor({ state: 'detached' });
    await page.getByText(t(lang, 'shopOffers.offers.saved')).waitFor();

    await main(page)
      .getByRole('button', { name: t(lang, 'shopOffers.codes.new'), exact: true })
      .click();
    const sheet = page.getByRole('dialog', { name: t(lang, 'shopOffers.form.codeTitle') });
    const codeInput = sheet.getByLabel(t(lang, 'shopOffers.form.code'), { exact: true });
    await codeInput.fill(code.toLowerCase());
    if ((await codeInput.inputValue()) !== code) throw new Error('the code is shown upper case as typed');
    await sheet.getByLabel(t(lang, 'shopOffers.form.percent'), { exact: true }).fill('80');
    await sheet.getByLabel(t(lang, 'shopOffers.form.cap'), { exact: true }).fill('500');
    await sheet.getByLabel(new RegExp(t(lang, 'shopOffers.form.usageLimit'))).fill('5');
    await sheet.getByRole('button', { name: t(lang, 'shopOffers.form.saveCode'), exact: true }).click();
    await sheet.waitFor({ state: 'detached' });

    const item = main(page).getByRole('article').filter({ hasText: code });
    await item.getByText(t(lang, 'shopOffers.state.active'), { exact: true }).waitFor();
    await item
      .getByText(t(lang, 'shopOffers.codes.usedOf', { used: '0', limit: '5' }), { exact: false })
      .waitFor();
    await settled(page);
    await expectAccessible(page, `retailer offers with a new code (${lang}, phone)`);
    await item.scrollIntoViewIfNeeded();
    await screenshot(page, `shop-offers-new-code-${lang}-phone`);

    await customerApplies(lang, code);

    await page.reload();
    await item
      .getByText(t(lang, 'shopOffers.codes.usedOf', { used: '1', limit: '5' }), { exact: false })
      .waitFor();
  });
}
