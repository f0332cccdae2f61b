/**
 * The shop's back office end to end (issue 23), on a phone, in English and in Arabic: the demo
 * retailer signs in and sees the dashboard's real figures, adds an hourly entertainer listing with an
 * uploaded picture (its cover in the list); in another browser a new customer finds it from Home's
 * search at once, books a slot and checks out with cash; the shop's orders screen, open all along,
 * shows the order without a reload; the shop accepts it and the customer's open order page says
 * "processing" without a reload; the shop's VAT invoice names the order, the seller's CR number and
 * the VAT the total includes.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type {
  CategoriesResponse,
  OrderInvoice,
  ShopDashboardSummary,
  ShopListingsSummary,
  ShopProfile,
} from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { escapeRegExp, type Lang, money } from '../support/api';
import { BASE_URL, browserSuite, eventually, PHONE, unique } from '../support/browser';
import { openPlacedOrder, placeButton, settled, signUpCustomer } from '../support/customer';
import { t } from '../support/locales';
import { joinedRoom, openFromRetailerMenu, pngImage, retailerApi, signInRetailer } from '../support/retailer';

const suite = browserSuite();
/** Start times run from 08:00 every 30 minutes: 10:00 is the fifth. */
const TEN_AM_INDEX = 4;
const HOURLY_RATE = { en: '27.500', ar: '31.250' } as const;

const main = (page: Page) => page.getByRole('main');

/** The dashboard shows the server's own figures for today and for the listings. */
async function expectDashboardFigures(page: Page, lang: Lang) {
  const orders = await retailerApi<ShopDashboardSummary>(page, '/api/retailer/orders/summary');
  const listings = await retailerApi<ShopListingsSummary>(page, '/api/retailer/listings/summary');
  const figure = (label: string) =>
    main(page)
      .getByRole('listitem')
      .filter({ has: page.getByText(label, { exact: true }) });
  await figure(t(lang, 'shop.dashboard.waiting'))
    .getByText(String(orders.waitingForAcceptance), { exact: true })
    .waitFor();
  await figure(t(lang, 'shop.dashboard.revenue'))
    .getByText(money(orders.todayRevenueFils, lang), { exact: true })
    .waitFor();
  await figure(t(lang, 'shop.dashboard.withoutImage'))
    .getByText(String(listings.withoutImage), { exact: true })
    .waitFor();
  // The demo shop is a living one: orders waiting, listings on sale.
  assert.ok(orders.waitingForAcceptance > 0, 'the demo shop has orders waiting');
  assert.ok(listings.active > 0, 'the demo shop has active listings');
}

/** Products → Add listing: an hourly entertainer, named in both languages; saved, then its picture. */
async function addEntertainer(page: Page, lang: Lang, name: { en: string; ar: string }) {
  const { categories } = await retailerApi<CategoriesResponse>(page, '/api/categories');
  const category = categories.find((c) => c.name.en === 'Entertainment');
  assert.ok(category, 'the demo catalogue has an Entertainment category');

  await openFromRetailerMenu(page, lang, 'products', '/retailer/products');
  await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.title') }).waitFor();
  await main(page)
    .getByRole('link', { name: t(lang, 'shopListings.add'), exact: true })
    .click();
  await page.waitForURL(`${BASE_URL}/retailer/products/new`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.form.newTitle') }).waitFor();

  const chip = (group: string, option: string) =>
    main(page)
      .getByRole('group', { name: t(lang, group) })
      .locator('label')
      .filter({ hasText: new RegExp(`^${escapeRegExp(t(lang, option))}$`) })
      .click();
  const field = (key: string) => main(page).getByLabel(t(lang, `shopListings.form.${key}`), { exact: true });
  await chip('shopListings.form.kind', 'kind.entertainment');
  await field('category').selectOption(category.id);
  await field('nameEn').fill(name.en);
  await field('nameAr').fill(name.ar);
  await chip('shopListings.form.pricingType', 'shopListings.form.hourly');
  await field('hourlyRate').fill(HOURLY_RATE[lang]);
  await field('capacity').fill('2');
  await main(page)
    .getByRole('button', { name: t(lang, 'shopListings.form.create'), exact: true })
    .click();

  // Saved: on to its own page, at its pictures.
  await page.waitForURL(/\/retailer\/products\/[0-9a-f-]{36}#pictures$/);
  const id = new URL(page.url()).pathname.split('/').pop() as string;
  await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.form.editTitle') }).waitFor();
  await page.getByText(t(lang, 'shopListings.images.none')).waitFor();
  await main(page)
    .getByLabel(t(lang, 'shopListings.images.add'))
    .setInputFiles({ name: 'magician.png', mimeType: 'image/png', buffer: pngImage() });
  const picture = main(page).getByRole('img', {
    name: t(lang, 'shopListings.images.picture', { number: 1 }),
  });
  await picture.waitFor();
  await main(page).getByText(t(lang, 'shopListings.images.cover'), { exact: true }).waitFor();
  // The server's re-encoded picture loads once in view; on a loaded CI machine, resizing and the fetch
  // can take longer than the default wait.
  await picture.scrollIntoViewIfNeeded();
  await eventually(
    async () =>
      assert.ok(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
    20_000,
  );

  // The list shows it with its cover (the server's re-encoded picture).
  await main(page)
    .getByRole('link', { name: t(lang, 'shopListings.form.back') })
    .click();
  await page.waitForURL(`${BASE_URL}/retailer/products`);
  const link = page.getByRole('link', { name: t(lang, 'shopListings.row.edit', { name: name[lang] }) });
  const row = main(page).getByRole('listitem').filter({ has: link });
  const cover = row.locator('img');
  await cover.waitFor();
  await eventually(async () =>
    assert.ok(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
  );
  const coverUrl = (await cover.getAttribute('src')) ?? '';
  assert.match(coverUrl, /^\/media\/.+\.webp$/);
  await row.getByText(t(lang, 'shopListings.row.active'), { exact: true }).waitFor();
  return { id, coverUrl };
}

/** Arabic keyboards type Arabic-Indic digits; the server keeps Latin ones. */
const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const typed = (digits: string, lang: Lang) =>
  lang === 'ar' ? digits.replace(/\d/g, (d) => ARABIC_DIGITS[Number(d)] ?? d) : digits;

/** Shop profile: a new CR number, saved; the invoice shows the one just saved. */
async function setCrNumber(page: Page, lang: Lang, crNumber: string) {
  await openFromRetailerMenu(page, lang, 'profile', '/retailer/profile');
  const field = main(page).getByLabel(t(lang, 'staffRegister.fields.crNumber'), { exact: true });
  await field.fill(typed(crNumber, lang));
  await main(page)
    .getByRole('button', { name: t(lang, 'shop.profile.save'), exact: true })
    .click();
  await page.getByText(t(lang, 'shop.profile.saved'), { exact: true }).waitFor();
  await eventually(async () =>
    assert.equal((await retailerApi<ShopProfile>(page, '/api/retailer/shop')).crNumber, crNumber),
  );
}

for (const [index, lang] of (['en', 'ar'] as const).entries()) {
  test(`${lang}: the shop adds an entertainer with a picture, a customer books it, the shop accepts live and opens the invoice`, async () => {
    const tag = unique();
    const name = { en: `Magician Zaki ${tag}`, ar: `الساحر زكي ${tag}` };

    // 1. The demo retailer: dashboard, then the new listing.
    const shop = await suite.page({ viewport: PHONE, language: lang });
    const shopListening = joinedRoom(shop, 'shop:');
    await signInRetailer(shop, lang);
    await expectDashboardFigures(shop, lang);
    const crNumber = String(100000 + Math.floor(Math.random() * 900000));
    await setCrNumber(shop, lang, crNumber);
    const { id: listingId, coverUrl } = await addEntertainer(shop, lang, name);

    // The shop's orders screen is open before the order exists.
    await openFromRetailerMenu(shop, lang, 'orders', '/retailer/orders');
    await shop.getByRole('heading', { level: 1, name: t(lang, 'shopOrders.title') }).waitFor();
    await main(shop)
      .getByRole('list', { name: t(lang, 'shopOrders.list') })
      .waitFor();

    // 2. A customer in another browser context finds it from Home's search, at once.
    const customer = await suite.page({ viewport: PHONE, language: lang });
    const customerListening = joinedRoom(customer, 'user:');
    await signUpCustomer(customer, lang === 'ar' ? 'ريم حسن' : 'Reem Hasan', 'retailer-e2e');
    const saved = await customer.evaluate(
      async (body) =>
        (
          await fetch('/api/addresses', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      {
        labelKind: 'home',
        governorate: 'capital',
        area: 'Seef',
        block: '428',
        road: '2801',
        building: '345',
        contactPhone: '36001234',
      },
    );
    assert.equal(saved, 201, 'the customer saves an address');
    await customer.getByRole('heading', { name: t(lang, 'home.shopByCategories') }).waitFor();
    await customer.getByRole('searchbox').fill(name[lang]);
    const card = customer.getByRole('article').filter({ hasText: name[lang] });
    // With the shop's picture as its cover.
    await card.locator(`img[src="${coverUrl}"]`).waitFor();
    await card.getByRole('heading').getByRole('link').click();
    await customer.waitForURL(`${BASE_URL}/product/${listingId}`);
    await customer.getByRole('heading', { level: 1, name: name[lang] }).waitFor();

    // The time-slot dialog: a day 10 (or 11) days ahead, 10:00.
    await customer.getByRole('button', { name: t(lang, 'product.bookTimeSlot') }).click();
    const slot = customer.getByRole('dialog', { name: t(lang, 'timeSlot.title', { name: name[lang] }) });
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
    await slot
      .getByRole('status')
      .filter({ hasText: t(lang, 'timeSlot.available', { count: 2 }) })
      .waitFor();
    await slot.getByRole('button', { name: t(lang, 'timeSlot.reserve'), exact: true }).click();
    await customer.getByText(t(lang, 'timeSlot.reservedTitle')).waitFor();

    // Checkout with cash on delivery.
    await customer.goto(`${BASE_URL}/checkout`);
    await customer.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }).waitFor();
    const payment = main(customer).getByRole('region', {
      name: t(lang, 'checkout.payment.title'),
      exact: true,
    });
    await payment.getByRole('radio', { name: t(lang, 'payments.cash.name') }).check();
    const place = placeButton(customer, lang);
    await place.and(customer.locator(':enabled')).waitFor();
    // Both screens hear their rooms before the order is placed (the events are not replayed).
    await Promise.all([shopListening, customerListening]);
    await place.click();
    await openPlacedOrder(customer, lang);
    const heading = customer.getByRole('heading', { level: 1, name: /\d{6}/ });
    await heading.waitFor();
    const number = Number((await heading.innerText()).replace(/\D/g, ''));
    const customerBadge = customer.getByTestId('order-status').first();
    await eventually(async () =>
      assert.equal(await customerBadge.innerText(), t(lang, 'orders.status.pending')),
    );

    // 3. The shop's open orders screen shows it without a reload, as new.
    const orderLink = shop.getByRole('link', {
      name: new RegExp(`^${escapeRegExp(t(lang, 'shopOrders.number', { number }))}`),
    });
    await orderLink.waitFor({ timeout: 5000 });
    const shopRow = main(shop).getByTestId('shop-order-row').filter({ has: orderLink });
    assert.equal(await shopRow.getAttribute('data-new'), 'true');
    assert.equal(
      await shopRow.getByTestId('shop-order-status').innerText(),
      t(lang, 'shopOrders.stage.waiting'),
    );
    await orderLink.click();
    await shop.waitForURL(/\/retailer\/orders\/[0-9a-f-]{36}$/);
    await shop.getByRole('heading', { level: 1, name: t(lang, 'shopOrders.number', { number }) }).waitFor();
    await main(shop).getByText(name[lang]).first().waitFor();
    await main(shop)
      .getByRole('button', { name: t(lang, 'shopOrders.moves.accept') })
      .click();
    await eventually(async () =>
      assert.equal(
        await main(shop).getByTestId('shop-order-status').first().innerText(),
        t(lang, 'shopOrders.stage.processing'),
      ),
    );
    // The customer's page, open all along, follows without a reload; an order of a booking only
    // reads as a booking: "Confirmed", not "Processing".
    await eventually(
      async () => assert.equal(await customerBadge.innerText(), t(lang, 'orders.bookingStatus.processing')),
      5000,
    );

    // 4. The VAT invoice: the order's number, the seller's CR number, the VAT the total includes.
    const orderId = new URL(shop.url()).pathname.split('/').pop() as string;
    await main(shop)
      .getByRole('link', { name: t(lang, 'shopOrders.invoice.open') })
      .click();
    await shop.waitForURL(`${BASE_URL}/retailer/orders/${orderId}/invoice`);
    const invoice = await retailerApi<OrderInvoice>(shop, `/api/retailer/orders/${orderId}/invoice`);
    assert.equal(invoice.number, number);
    assert.equal(invoice.seller.crNumber, crNumber);
    assert.ok(
      invoice.vatFils > 0 && Math.abs(invoice.vatFils - invoice.totalFils / 11) <= 1,
      'VAT 10% included',
    );
    await main(shop).getByTestId('invoice-number').getByText(`#${number}`, { exact: true }).waitFor();
    await main(shop)
      .getByRole('region', { name: t(lang, 'shopOrders.invoice.sellerSection') })
      .getByText(crNumber, { exact: true })
      .waitFor();
    assert.equal(await main(shop).getByTestId('invoice-vat').innerText(), money(invoice.vatFils, lang));
    assert.equal(await main(shop).getByTestId('invoice-total').innerText(), money(invoice.totalFils, lang));
    await main(shop).getByText(name.en, { exact: true }).waitFor();
    await main(shop).getByText(name.ar, { exact: true }).waitFor();
    await settled(shop);
  });
}
