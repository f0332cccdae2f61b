/**
 * The shop's bookings calendar and blocked time (issue 27 points 1–2), in English and in Arabic: the
 * demo retailer adds an hourly entertainer, opens Bookings from its menu (a grid on a desktop, a list
 * on a phone, both axe-clean), blocks tomorrow afternoon for it from the Block time sheet; a customer
 * in another browser context is no longer offered those afternoon start times (GET
 * /api/availability/starts, and the listing's time-slot dialog marks them refused), while the rest of
 * the day still is; the shop removes the
 * block from the phone's list and the afternoon is offered again.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CategoriesResponse, ShopListingResponse, SlotStarts } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot, unique } from '../support/browser';
import { signUpCustomer } from '../support/customer';
import { t } from '../support/locales';
import { openFromRetailerMenu, retailerApi, signInRetailer } from '../support/retailer';

const suite = browserSuite();
const HOUR = 3_600_000;
/** Tomorrow in Bahrain (UTC+3), YYYY-MM-DD: whatever day the run is. */
const tomorrow = () => new Date(Date.now() + 3 * HOUR + 24 * HOUR).toISOString().slice(0, 10);
/** The afternoon the shop blocks, and the starts of a 2-hour booking that would touch it. */
const BLOCK = { from: '12:00', to: '18:00' };
const touchesBlock = (time: string) => time > '10:00' && time < BLOCK.to;

/** POSTs with the page's own session (the retailer's); its JSON. */
async function pagePost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const { status, json } = await page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: res.status, json: await res.json() };
    },
    { path, body },
  );
  assert.equal(status, 201, `POST ${path}: ${JSON.stringify(json)}`);
  return json as T;
}

/** What a customer's time-slot dialog is offered for a listing tomorrow (2 hours), by start time. */
async function offered(customer: Page, listingId: string): Promise<Map<string, string | null>> {
  return new Map((await startsOf(customer, listingId)).starts.map((s) => [s.time, s.reason]));
}

async function startsOf(customer: Page, listingId: string): Promise<SlotStarts> {
  const starts = await customer.evaluate(
    async (url) => (await fetch(url)).json() as Promise<SlotStarts>,
    `/api/availability/starts?listingId=${listingId}&date=${tomorrow()}&hours=2`,
  );
  return starts;
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: the shop blocks tomorrow afternoon for a listing; a customer is no longer offered it`, async () => {
    const shop = await suite.page({ viewport: DESKTOP, language: lang });
    await signInRetailer(shop, lang);
    const { categories } = await retailerApi<CategoriesResponse>(shop, '/api/categories');
    const category = categories.find((c) => c.name.en === 'Entertainment');
    assert.ok(category, 'the demo catalogue has an Entertainment category');
    const tag = unique();
    const name = { en: `Calendar DJ ${tag}`, ar: `دي جي التقويم ${tag}` };
    const { listing } = await pagePost<ShopListingResponse>(shop, '/api/retailer/listings', {
      kind: 'entertainment',
      pricingType: 'hourly',
      categoryId: category.id,
      name,
      hourlyRateFils: 20_000,
      capacity: 1,
    });

    // A customer in another context: tomorrow afternoon is offered before the block.
    const customer = await suite.page({ viewport: PHONE, language: lang });
    await signUpCustomer(customer, lang === 'ar' ? 'سلمى جاسم' : 'Salma Jasim', `shop-bookings-${lang}`);
    const before = await offered(customer, listing.id);
    const afternoon = [...before.keys()].filter(touchesBlock);
    assert.ok(afternoon.length > 0, 'tomorrow has afternoon start times');
    const open = afternoon.filter((time) => before.get(time) === null);
    assert.ok(
      open.length > 0,
      `some of tomorrow afternoon is offered before the block: ${JSON.stringify([...before])}`,
    );

    // The shop: Bookings from the menu, its new listing in the filter; the grid is axe-clean.
    await openFromRetailerMenu(shop, lang, 'bookings', '/retailer/bookings');
    await shop.getByRole('heading', { level: 1, name: t(lang, 'shopBookings.title') }).waitFor();
    await shop.getByLabel(t(lang, 'shopBookings.listing'), { exact: true }).selectOption(listing.id);
    await shop.getByRole('table').waitFor();
    await expectAccessible(shop, `bookings calendar, desktop, ${lang}`);

    // Block time: the listing, tomorrow 12:00–18:00, a note.
    await shop.getByRole('button', { name: t(lang, 'shopBookings.blockTime'), exact: true }).click();
    const sheet = shop.getByRole('dialog', { name: t(lang, 'shopBookings.sheet.title') });
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.scope'), { exact: true }).selectOption(listing.id);
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.startDate'), { exact: true }).fill(tomorrow());
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.startTime'), { exact: true }).fill(BLOCK.from);
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.endDate'), { exact: true }).fill(tomorrow());
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.endTime'), { exact: true }).fill(BLOCK.to);
    const note = lang === 'ar' ? 'تجهيز المعدات' : 'Sound check';
    await sheet.getByLabel(t(lang, 'shopBookings.sheet.note'), { exact: true }).fill(note);
    await sheet.getByRole('button', { name: t(lang, 'shopBookings.sheet.submit'), exact: true }).click();
    await shop.getByText(t(lang, 'shopBookings.sheet.done'), { exact: true }).waitFor();
    await sheet.waitFor({ state: 'detached' });

    // Tomorrow's day in the grid: twelve blocked half hours, the first showing the note.
    await shop.goto(`${BASE_URL}/retailer/bookings?view=day&date=${tomorrow()}&listing=${listing.id}`);
    const table = shop.getByRole('table');
    await table.getByText(note, { exact: true }).waitFor();
    const blockedSuffix = t(lang, 'shopBookings.cellBlocked', { listing: '', day: '', time: '' })
      .split(/[,،]\s*/)
      .at(-1)!;
    const blocked = await table
      .locator('button[aria-label]')
      .evaluateAll(
        (cells, suffix) => cells.filter((c) => c.getAttribute('aria-label')!.endsWith(suffix)).length,
        blockedSuffix,
      );
    assert.equal(blocked, 12, 'twelve half hours are blocked');
    await screenshot(shop, `shop-bookings-desktop-${lang}`);

    // The customer is no longer offered any start whose two hours touch the afternoon.
    await eventually(async () => {
      const after = await offered(customer, listing.id);
      for (const time of open) assert.equal(after.get(time), 'full', `${time} is not offered`);
      assert.ok(
        [...after].some(([time, reason]) => !touchesBlock(time) && reason === null),
        'the rest of the day is still offered',
      );
    });

    // The customer's time-slot dialog, tomorrow: those afternoon starts are listed but refused (full).
    const { dates, starts } = await startsOf(customer, listing.id);
    await customer.goto(`${BASE_URL}/product/${listing.id}`);
    await customer.getByRole('button', { name: t(lang, 'product.bookTimeSlot') }).click();
    const dialog = customer.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name: name[lang] }) });
    await dialog
      .getByRole('radiogroup', { name: t(lang, 'timeSlot.date') })
      .getByRole('radio')
      .nth(dates.indexOf(tomorrow()))
      .click();
    const chips = dialog.getByRole('group', { name: t(lang, 'timeSlot.startTime') }).getByRole('button');
    await eventually(async () => {
      const shown = await chips.evaluateAll((buttons) =>
        buttons.map((b) => ({
          reason: b.getAttribute('data-reason'),
          disabled: b.getAttribute('aria-disabled'),
        })),
      );
      assert.equal(shown.length, starts.length, 'every start time of the day is listed');
      starts.forEach((start, i) => {
        if (open.includes(start.time))
          assert.deepEqual(shown[i], { reason: 'full', disabled: 'true' }, start.time);
      });
      assert.ok(
        starts.some((start, i) => !touchesBlock(start.time) && shown[i]!.reason === null),
        'the rest of the day is offered in the dialog',
      );
    });
    await screenshot(customer, `shop-bookings-customer-dialog-${lang}`);

    // On a phone: the list shows the block with its note; axe-clean; the block is removed from it.
    await shop.setViewportSize(PHONE);
    await shop.reload();
    const item = shop.getByRole('button').filter({ hasText: note });
    await item.waitFor();
    await expectAccessible(shop, `bookings calendar, phone, ${lang}`);
    await screenshot(shop, `shop-bookings-phone-${lang}`);
    await item.click();
    const details = shop.getByRole('dialog', { name: t(lang, 'shopBookings.details.title') });
    await details.getByRole('button', { name: t(lang, 'shopBookings.details.delete'), exact: true }).click();
    await details
      .getByRole('button', { name: t(lang, 'shopBookings.details.confirmYes'), exact: true })
      .click();
    await shop.getByText(t(lang, 'shopBookings.details.deleted'), { exact: true }).waitFor();
    await item.waitFor({ state: 'detached' });
    await eventually(async () => {
      const again = await offered(customer, listing.id);
      for (const time of open) assert.equal(again.get(time), null, `${time} is offered again`);
    });
  });
}
