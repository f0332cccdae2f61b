/**
 * A promo code at checkout (issue 27 point 6): the demo admin makes a marketplace code through the API;
 * a new customer on a phone with a Sugar Pearl product types it at checkout (in lower case) and applies
 * it: the field says it applied, the shop's part and the summary show the discount line ("Promo code
 * …") and the total is the server's after the discount; an unknown code says why it doesn't apply.
 * Placed with cash, the order's page shows the discount, naming the code. In English and in Arabic;
 * axe on checkout with the code applied; screenshots at 390 px.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminCookie } from '../support/admin';
import { escapeRegExp, money } from '../support/api';
import { expectAccessible } from '../support/axe';
import { browserSuite, PHONE, screenshot, unique } from '../support/browser';
import {
  apiSend,
  checkoutWithSugarPearlProduct,
  openPlacedOrder,
  placeButton,
  settled,
} from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();
const main = (page: Page) => page.getByRole('main');

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a promo code applied at checkout takes its discount off, shown on the order`, async () => {
    // 80% off, up to BD 500: larger than any demo shop's own offer, so it is the one used.
    const code = `E2E${unique()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);
    await apiSend(await adminCookie(), 'POST', '/api/admin/promo-codes', {
      code,
      percent: 80,
      capFils: 500_000,
      expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
      usageLimit: 10,
    });

    const page = await suite.page({ viewport: PHONE, language: lang });
    await checkoutWithSugarPearlProduct(page, lang, lang === 'ar' ? 'نور علي' : 'Noor Ali', `promo-${lang}`);

    const field = main(page).getByTestId('promo-code');
    const input = field.getByRole('textbox', { name: t(lang, 'checkout.promo.label') });
    // An unknown code: said why, nothing taken off.
    await input.fill('NOSUCHCODE1');
    await field.getByRole('button', { name: t(lang, 'checkout.promo.apply') }).click();
    await field.getByText(t(lang, 'checkout.errors.PROMO_CODE_INVALID')).waitFor();

    await input.fill(code.toLowerCase());
    await input.press('Enter');
    await field.getByText(t(lang, 'checkout.promo.applied', { code })).waitFor();
    const preview = await page.evaluate(
      async (c) =>
        (await (await fetch(`/api/checkout?code=${c}`)).json()) as {
          totals: { totalFils: number; discountFils: number };
          promoCode: { state: string };
        },
      code,
    );
    assert.equal(preview.promoCode.state, 'applied');
    assert.ok(preview.totals.discountFils > 0, 'the code takes something off');
    const discountLine = t(lang, 'orders.totals.discountCode', { code });
    await main(page).getByText(discountLine).first().waitFor();
    await main(page)
      .getByRole('region', { name: t(lang, 'checkout.bar') })
      .getByText(money(preview.totals.totalFils, lang))
      .waitFor();

    await main(page)
      .getByRole('radio', { name: t(lang, 'payments.cash.name'), exact: false })
      .check();
    await settled(page);
    await expectAccessible(page, `checkout with a promo code applied (${lang}, phone)`);
    await field.scrollIntoViewIfNeeded();
    await screenshot(page, `promo-code-checkout-${lang}-phone`);

    await placeButton(page, lang).click();
    await openPlacedOrder(page, lang);
    // The order's page names the code the discount came from ('Promo code …').
    await main(page)
      .getByText(t(lang, 'orders.totals.discountCode', { code }), { exact: true })
      .waitFor();
    await main(page)
      .getByText(new RegExp(escapeRegExp(money(-preview.totals.discountFils, lang))))
      .first()
      .waitFor();
    await settled(page);
    await screenshot(page, `promo-code-order-${lang}-phone`);
  });
}
