// Order interventions (issue 24 point 6), in English and Arabic: a customer places an order (through
// the API, cash on delivery); the admin, signed in at /admin-login, finds it by its number from the
// menu's Orders, cancels it with a reason, and the timeline shows the reason; the customer's own order
// page, open in another context, turns cancelled. Both admin screens are walked with axe at 390 and
// 1280 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { checkScreen, openFromAdminMenu, signInAdmin } from '../support/admin';
import type { Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE } from '../support/browser';
import { cashOrderThroughApi, settled } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** A new customer's cash order of one product from the demo catalogue: its id and number, and the customer's cookie. */
const customerOrder = (lang: Lang) => cashOrderThroughApi(lang, 'admin-orders');

/** Axe at 390 px and at 1280 px, then back to `size`. */
async function checkBothSizes(page: Page, lang: Lang, screen: string) {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await checkScreen(page, `${lang} ${name}`, screen);
  }
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: an admin finds a customer's order by number, cancels it with a reason, and the customer sees it cancelled`, async () => {
    const order = await customerOrder(lang);

    // The customer's own order page, open in its own context.
    const customer = await suite.page({ viewport: PHONE, language: lang });
    const [name, value] = order.cookie.split(';')[0]!.split('=') as [string, string];
    await customer.context().addCookies([{ name, value, url: BASE_URL }]);
    await customer.goto(`${BASE_URL}/orders/${order.id}`);
    const badge = customer.getByTestId('order-status').first();
    await eventually(async () => assert.equal(await badge.innerText(), t(lang, 'orders.status.pending')));

    // The admin signs in and opens Orders from the menu.
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAdmin(page, lang);
    await openFromAdminMenu(page, lang, 'orders', '/admin/orders');
    await page.getByRole('heading', { level: 1, name: t(lang, 'adminOrders.title') }).waitFor();

    // Found by its number, '#' and all.
    await page
      .getByRole('searchbox', { name: t(lang, 'adminOrders.filters.search') })
      .fill(`#${order.number}`);
    await page.waitForURL(/q=%23/);
    const list = page.getByRole('list', { name: t(lang, 'adminOrders.list') });
    const numberText = t(lang, 'adminOrders.number', { number: order.number });
    await eventually(async () =>
      assert.deepEqual(await list.getByRole('heading').allInnerTexts(), [numberText]),
    );
    await checkBothSizes(page, lang, 'admin orders');

    await list.getByRole('link', { name: numberText }).click();
    await page.waitForURL(`${BASE_URL}/admin/orders/${order.id}`);
    await page.getByRole('heading', { level: 1, name: numberText }).waitFor();
    await checkBothSizes(page, lang, 'admin order');

    // Cancel it, with a reason.
    const reason = lang === 'ar' ? 'اتصل العميل وطلب الإلغاء' : 'The customer called to cancel';
    await page.getByRole('button', { name: t(lang, 'adminOrders.moves.to.cancelled'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill(reason);
    await settled(page);
    await checkScreen(page, `${lang} desktop`, 'admin order, cancel dialog');
    await dialog
      .getByRole('button', { name: t(lang, 'adminOrders.moves.to.cancelled'), exact: true })
      .click();
    await dialog.waitFor({ state: 'detached' });
    const timeline = page.getByTestId('admin-timeline');
    await eventually(async () => assert.match(await timeline.innerText(), new RegExp(reason)));
    assert.equal(
      await page.getByTestId('admin-order-status').first().innerText(),
      t(lang, 'admin.orderStatus.cancelled'),
    );
    assert.equal(
      await page
        .getByRole('button', { name: t(lang, 'adminOrders.moves.to.cancelled'), exact: true })
        .count(),
      0,
      'a cancelled order offers no more moves',
    );

    // The customer's page follows without a reload.
    await eventually(async () => assert.equal(await badge.innerText(), t(lang, 'orders.status.cancelled')));
  });
}
