/**
 * The shop's analytics (issue 27 point 5), in English and Arabic, on a phone and a desktop: the demo
 * retailer opens Analytics from the menu, sees the server's own figures and each day's numbers in the
 * table beside the chart, switches to 30 days, and downloads the period's orders as CSV. axe on the
 * screen; screenshots of both sizes.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { ANALYTICS_CSV_COLUMNS, type ShopAnalytics } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { type Lang, money } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, PHONE, screenshot } from '../support/browser';
import { t } from '../support/locales';
import { openFromRetailerMenu, retailerApi, signInRetailer } from '../support/retailer';

const suite = browserSuite();
const main = (page: Page) => page.getByRole('main');

/** The figure `label` shows `value`. */
async function expectFigure(page: Page, lang: Lang, label: string, value: string) {
  await main(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(t(lang, label), { exact: true }) })
    .getByText(value, { exact: true })
    .waitFor();
}

/** The day-by-day table has one row per day of the period, the last one (today) with the API's numbers. */
async function expectDayTable(page: Page, lang: Lang, analytics: ShopAnalytics) {
  const table = main(page).getByRole('table', { name: t(lang, 'shopAnalytics.byDay.caption') });
  await table.waitFor();
  assert.equal(await table.locator('tbody tr').count(), analytics.days.length);
  const today = analytics.days.at(-1)!;
  const cells = await table.locator('tbody tr').last().locator('td').allTextContents();
  assert.deepEqual(cells, [
    String(today.orders),
    money(today.grossFils, lang),
    money(today.refundsFils, lang),
    today.netFils < 0 ? `−${money(-today.netFils, lang)}` : money(today.netFils, lang),
  ]);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: the demo retailer reads its analytics, switches to 30 days and downloads the CSV`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    await signInRetailer(page, lang);
    await openFromRetailerMenu(page, lang, 'analytics', '/retailer/analytics');
    await page.getByRole('heading', { level: 1, name: t(lang, 'shopAnalytics.title') }).waitFor();

    const week = await retailerApi<ShopAnalytics>(page, '/api/retailer/analytics?period=7d');
    // The demo seed places its orders through checkout when it runs: today has some.
    assert.ok(week.current.orders > 0, 'the demo shop sold this week');
    await expectFigure(page, lang, 'shopAnalytics.figures.gross', money(week.current.grossFils, lang));
    await expectFigure(page, lang, 'shopAnalytics.figures.orders', String(week.current.orders));
    await expectDayTable(page, lang, week);
    await page.getByTestId('sales-chart').locator('svg').first().waitFor();
    await expectAccessible(page, `${lang} phone: analytics, 7 days`);
    await screenshot(page, `shop-analytics-${lang}-phone`);

    await main(page)
      .getByRole('button', { name: t(lang, 'shopAnalytics.period.30d'), exact: true })
      .click();
    await page.waitForURL(`${BASE_URL}/retailer/analytics?period=30d`);
    const month = await retailerApi<ShopAnalytics>(page, '/api/retailer/analytics?period=30d');
    await expectFigure(page, lang, 'shopAnalytics.figures.gross', money(month.current.grossFils, lang));
    await expectDayTable(page, lang, month);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page)
        .getByRole('link', { name: t(lang, 'shopAnalytics.export'), exact: true })
        .click(),
    ]);
    assert.equal(
      download.suggestedFilename(),
      `haflah-orders-${month.period.from}-to-${month.period.to}.csv`,
    );
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    assert.equal(header, ANALYTICS_CSV_COLUMNS.join(','));
    // Every order placed in the period, cancelled ones included: at least the counted ones.
    assert.ok(rows.length >= month.current.orders, `${rows.length} rows, ${month.current.orders} orders`);

    await page.setViewportSize(DESKTOP);
    await main(page)
      .getByRole('table', { name: t(lang, 'shopAnalytics.top.caption') })
      .waitFor();
    await expectAccessible(page, `${lang} desktop: analytics, 30 days`);
    await screenshot(page, `shop-analytics-${lang}-desktop`);
  });
}
