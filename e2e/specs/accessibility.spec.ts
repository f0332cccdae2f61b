/**
 * Accessibility: axe-core (WCAG 2.0/2.1 A and AA, and best practices) on every screen, in English and
 * Arabic, on a phone and a desktop. No screen may have a serious or critical violation.
 * One page per language and size walks through all the screens (docs/accessibility.md).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ShopListingsPage, ShopOrdersPage } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import { signInAdmin } from '../support/admin';
import { api, type Item, type Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import {
  BASE_URL,
  browserSuite,
  DESKTOP,
  PHONE,
  registerFromPage,
  screenshot,
  waitForImages,
} from '../support/browser';
import { addToCartInPage, settled } from '../support/customer';
import { t } from '../support/locales';
import { retailerApi, signInRetailer } from '../support/retailer';

const suite = browserSuite();
/** What each language searches for that the demo catalogue has, and something it has not. */
const FOUND = { en: 'cake', ar: 'كيك' } as const;
const NOT_FOUND = 'zqxjv';

/**
 * Waits until the screen has finished loading: a heading, no skeletons or busy regions, fonts and
 * the images in view loaded (axe measures contrast against what is painted).
 */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () => !document.querySelector('[aria-busy="true"], .animate-pulse, .animate-spin'),
  );
  await waitForImages(page);
}

async function check(page: Page, where: string, screen: string) {
  await settle(page);
  await expectAccessible(page, `${where}: ${screen}`);
}

/** The listings the walk visits: a product on sale (struck-through price) and a bookable service. */
async function listings(): Promise<{ product: Item; bookable: Item }> {
  const products = await api.items({ kind: 'product' });
  const product = products.find((i) => i.isOnSale && i.salePriceFils != null) ?? products[0];
  const bookable = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
  assert.ok(product && bookable, 'the demo catalogue has a product and a bookable item');
  return { product, bookable };
}

/**
 * Goes to `path` inside the app, as a link would (history.pushState, which React Router follows on
 * popstate): the page keeps its document, so axe stays loaded and the app is not started again.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL(`${BASE_URL}${path}`);
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox').fill(text);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: every screen has no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      // Colours are measured when transitions have finished.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { product, bookable } = await listings();
      const [category] = await api.categories();
      assert.ok(category);
      const [retailer] = await api.shops(category.id);
      assert.ok(retailer);

      // Home, first view.
      await page.goto(BASE_URL);
      await page.getByRole('heading', { name: t(lang, 'home.shopByCategories') }).waitFor();
      await page.getByRole('article').first().waitFor();
      await check(page, where, 'home');

      // The sign-in dialog.
      const banner = page.getByRole('banner');
      await banner.getByRole('button', { name: t(lang, 'nav.signIn') }).click();
      const signIn = page.getByRole('dialog');
      await signIn.getByRole('heading', { name: t(lang, 'auth.dialog.loginTitle') }).waitFor();
      await check(page, where, 'sign-in dialog');
      await page.keyboard.press('Escape');
      await signIn.waitFor({ state: 'detached' });

      // Home: a category's retailers, then a retailer's items.
      const categories = page.getByRole('region', { name: t(lang, 'home.shopByCategories') });
      await categories.getByRole('button', { name: category.name[lang], exact: true }).click();
      await page
        .getByRole('heading', {
          level: 1,
          name: t(lang, 'retailers.title', { category: category.name[lang] }),
        })
        .waitFor();
      await check(page, where, 'home, retailers');
      await page.getByRole('button').filter({ hasText: retailer.name[lang] }).first().click();
      await page
        .getByRole('heading', {
          level: 1,
          name: t(lang, 'items.retailerTitle', { retailer: retailer.name[lang] }),
        })
        .waitFor();
      await page.getByRole('article').first().waitFor();
      await check(page, where, "home, a retailer's items");

      // Search with results and without, from Home's first view (the logo goes there).
      await banner.getByRole('link', { name: t(lang, 'brand.name') }).click();
      await page.getByRole('heading', { name: t(lang, 'home.shopByCategories') }).waitFor();
      await search(page, FOUND[lang]);
      await page
        .getByRole('heading', { level: 1, name: t(lang, 'search.resultsFor', { query: FOUND[lang] }) })
        .waitFor();
      await page.getByRole('article').first().waitFor();
      await check(page, where, `search "${FOUND[lang]}"`);
      await search(page, NOT_FOUND);
      await page
        .getByRole('heading', { name: t(lang, 'search.noResultsFor', { query: NOT_FOUND }) })
        .waitFor();
      await check(page, where, 'search, no results');

      // A product on sale.
      await visit(page, `/product/${product.id}`);
      await page.getByRole('heading', { level: 1, name: product.name[lang] }).waitFor();
      await check(page, where, 'product');

      // Settings, the not-found page, and the staff sign-in and sign-up pages.
      await visit(page, '/settings');
      await page.getByRole('heading', { level: 1, name: t(lang, 'settings.title') }).waitFor();
      await check(page, where, 'settings');
      await visit(page, '/no-such-page');
      await page.getByRole('heading', { level: 1, name: t(lang, 'notFound.title') }).waitFor();
      await check(page, where, 'not found');
      for (const role of ['retailer', 'driver', 'admin'] as const) {
        await visit(page, role === 'admin' ? '/admin-login' : `/${role}/login`);
        await page.getByRole('heading', { level: 1, name: t(lang, `staff.${role}.loginTitle`) }).waitFor();
        await check(page, where, `${role} sign-in`);
      }
      for (const role of ['retailer', 'driver'] as const) {
        await visit(page, `/${role}/register`);
        await page.getByRole('heading', { level: 1, name: t(lang, `staffRegister.${role}.title`) }).waitFor();
        await check(page, where, `${role} sign-up`);
      }

      // Profile signed out, then a new customer: profile, empty cart, the time-slot dialog, filled cart.
      await visit(page, '/profile');
      await page.getByRole('heading', { level: 1, name: t(lang, 'profile.signedOutTitle') }).waitFor();
      await check(page, where, 'profile, signed out');
      const name = lang === 'ar' ? 'سارة خليل' : 'Sara Khalil';
      await registerFromPage(page, name, 'a11y');
      await page.reload();
      await page.getByRole('heading', { level: 1, name }).waitFor();
      await check(page, where, 'profile');

      await visit(page, '/cart');
      await page.getByRole('heading', { level: 1, name: t(lang, 'cart.title') }).waitFor();
      await page.getByText(t(lang, 'cart.emptyTitle')).waitFor();
      await check(page, where, 'cart, empty');

      await visit(page, `/product/${bookable.id}`);
      await page.getByRole('button', { name: t(lang, 'product.bookTimeSlot') }).click();
      const slot = page.getByRole('dialog', {
        name: t(lang, 'timeSlot.title', { name: bookable.name[lang] }),
      });
      await slot.getByRole('button', { name: t(lang, 'timeSlot.reserve') }).waitFor();
      await check(page, where, 'time-slot dialog');
      await page.keyboard.press('Escape');
      await slot.waitFor({ state: 'detached' });

      await addToCartInPage(page, product.id, 2);
      // Loaded afresh: the app's copy of the cart predates the line added behind its back.
      await page.goto(`${BASE_URL}/cart`);
      await page.getByTestId('cart-total').waitFor();
      await check(page, where, 'cart, filled');

      // Orders before any, checkout (with an address saved behind the app's back), the order placed
      // with cash on delivery, and the list with it.
      await visit(page, '/orders');
      await page.getByRole('heading', { name: t(lang, 'orders.emptyTitle') }).waitFor();
      await check(page, where, 'orders, empty');
      const saved = await page.evaluate(
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
      assert.equal(saved, 201);
      await visit(page, '/checkout');
      await page.getByRole('heading', { level: 1, name: t(lang, 'checkout.title') }).waitFor();
      // The summary's button on a desktop, the sticky bar's on a phone: whichever is shown.
      const place = page
        .getByRole('button', { name: new RegExp(`^${t(lang, 'checkout.placeShort')}`) })
        .filter({ visible: true });
      await place.and(page.locator(':enabled')).waitFor();
      // The button fades in from its disabled look: measured once the fade is over.
      await settled(page);
      await check(page, where, 'checkout');
      await place.click();
      await page.waitForURL(/\/orders\/placed\/[0-9a-f-]{36}$/);
      await page
        .getByRole('heading', { level: 1, name: t(lang, 'checkout.placedScreen.heading', { count: 1 }) })
        .waitFor();
      await check(page, where, 'order placed');
      await page
        .getByRole('link', { name: new RegExp(`^${t(lang, 'checkout.placedScreen.view', { number: '' })}`) })
        .click();
      await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { level: 1, name: /\d{6}/ }).waitFor();
      await check(page, where, 'order details');
      await visit(page, '/orders');
      await page.getByRole('list', { name: t(lang, 'orders.list') }).waitFor();
      await check(page, where, 'orders');
    });
  }
}

// Events, guests' RSVPs and favorites (issue 12): a host with one event, a guest and a favorite.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: events, event form and details, RSVP and favorites have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      await page.goto(BASE_URL);
      await registerFromPage(page, lang === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed', 'a11y-events');
      await page.reload();
      await visit(page, '/events');
      await page.getByRole('heading', { name: t(lang, 'events.emptyTitle') }).waitFor();
      await check(page, where, 'events, none');
      await visit(page, '/events/new');
      await page.getByLabel(t(lang, 'events.form.title')).waitFor();
      await check(page, where, 'event form');
      const { product } = await listings();
      // No helper functions inside evaluate: the test runner's transform would name them (__name).
      const made = await page.evaluate(
        async ({ listingId, date }) => {
          const headers = { 'content-type': 'application/json' };
          await fetch('/api/favorites', { method: 'POST', headers, body: JSON.stringify({ listingId }) });
          const event = await (
            await fetch('/api/events', {
              method: 'POST',
              headers,
              body: JSON.stringify({
                title: 'Family Ghabga',
                occasion: 'ghabga',
                date,
                startTime: '19:00',
                venue: { kind: 'text', text: 'Riffa' },
                expectedGuests: 20,
              }),
            })
          ).json();
          const withGuest = await (
            await fetch(`/api/events/${event.id}/guests`, {
              method: 'POST',
              headers,
              body: JSON.stringify({ name: 'Fatima' }),
            })
          ).json();
          return { id: event.id as string, invitePath: withGuest.guests[0].invitePath as string };
        },
        { listingId: product.id, date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10) },
      );
      // Made through the API: a full load reads them afresh.
      await page.goto(`${BASE_URL}/events`);
      await page.getByRole('link', { name: 'Family Ghabga' }).waitFor();
      await check(page, where, 'events');
      await visit(page, `/events/${made.id}`);
      await page.getByTestId('headcount').waitFor();
      await check(page, where, 'event details');
      await visit(page, `/events/${made.id}/edit`);
      await page.getByLabel(t(lang, 'events.form.title')).waitFor();
      await check(page, where, 'event form, editing');
      await visit(page, made.invitePath);
      await page.getByText(t(lang, 'rsvp.question')).waitFor();
      await check(page, where, 'RSVP');
      await visit(page, '/favorites');
      await page.getByRole('button', { name: t(lang, 'favorites.remove') }).waitFor();
      await check(page, where, 'favorites');
    });
  }
}

// The shop's back office (issue 23), signed in as the demo retailer: its shop has orders and listings.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: the retailer area's screens have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInRetailer(page, lang);
      const { orders } = await retailerApi<ShopOrdersPage>(page, '/api/retailer/orders');
      const order = orders.find((o) => o.status === 'pending') ?? orders[0];
      const { listings } = await retailerApi<ShopListingsPage>(page, '/api/retailer/listings');
      const listing = listings.find((l) => l.imageUrl) ?? listings[0];
      assert.ok(order && listing, 'the demo shop has orders and listings');

      await page.getByRole('heading', { name: t(lang, 'shop.dashboard.today') }).waitFor();
      await check(page, where, 'retailer dashboard');

      await visit(page, '/retailer/orders');
      await page.getByRole('list', { name: t(lang, 'shopOrders.list') }).waitFor();
      await check(page, where, 'retailer orders');
      await visit(page, `/retailer/orders/${order.id}`);
      await page
        .getByRole('heading', { level: 1, name: t(lang, 'shopOrders.number', { number: order.number }) })
        .waitFor();
      await check(page, where, 'retailer order');
      if (order.status === 'pending') {
        await page.getByRole('button', { name: t(lang, 'shopOrders.moves.reject') }).click();
        const reject = page.getByRole('dialog', {
          name: t(lang, 'shopOrders.reject.title', { number: order.number }),
        });
        await reject.getByLabel(t(lang, 'shopOrders.reject.reason')).waitFor();
        await settled(page);
        await check(page, where, 'retailer order, reject dialog');
        await page.keyboard.press('Escape');
        await reject.waitFor({ state: 'detached' });
      }
      await visit(page, `/retailer/orders/${order.id}/invoice`);
      await page.getByTestId('invoice-number').waitFor();
      await check(page, where, 'retailer invoice');

      await visit(page, '/retailer/products');
      await page
        .getByRole('link', { name: t(lang, 'shopListings.row.edit', { name: listing.name[lang] }) })
        .waitFor();
      await check(page, where, 'retailer listings');
      await visit(page, '/retailer/products/new');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.form.newTitle') }).waitFor();
      await page.getByRole('option', { name: t(lang, 'shopListings.form.categoryPlaceholder') }).waitFor({
        state: 'attached',
      });
      await check(page, where, 'retailer listing form, new');
      await visit(page, `/retailer/products/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.form.editTitle') }).waitFor();
      await page.getByLabel(t(lang, 'shopListings.form.nameEn'), { exact: true }).waitFor();
      await check(page, where, 'retailer listing form, editing');
      await visit(page, '/retailer/products/import');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopListings.import.title') }).waitFor();
      await check(page, where, 'retailer CSV import');

      await visit(page, '/retailer/profile');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shop.profile.title') }).waitFor();
      await page.getByLabel(t(lang, 'staffRegister.fields.crNumber'), { exact: true }).waitFor();
      await check(page, where, 'retailer profile');
      await visit(page, '/retailer/reviews');
      await page.getByRole('heading', { level: 1, name: t(lang, 'reviews.shop.title') }).waitFor();
      await check(page, where, 'retailer reviews');
      await visit(page, '/retailer/bookings');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopBookings.title') }).waitFor();
      // The demo shop books classes by the hour: its listing is in the calendar's filter once loaded.
      await page
        .getByLabel(t(lang, 'shopBookings.listing'), { exact: true })
        .locator('option')
        .nth(1)
        .waitFor({ state: 'attached' });
      await settled(page);
      await check(page, where, 'retailer bookings');
      await page.getByRole('button', { name: t(lang, 'shopBookings.blockTime'), exact: true }).click();
      const blockSheet = page.getByRole('dialog', { name: t(lang, 'shopBookings.sheet.title') });
      await blockSheet.getByLabel(t(lang, 'shopBookings.sheet.note'), { exact: true }).waitFor();
      await settled(page);
      await check(page, where, 'retailer bookings, block time sheet');
      await page.keyboard.press('Escape');
      await blockSheet.waitFor({ state: 'detached' });
      await visit(page, '/retailer/analytics');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopAnalytics.title') }).waitFor();
      await page.getByTestId('sales-chart').locator('svg').first().waitFor();
      await settled(page);
      await check(page, where, 'retailer analytics');
      // The demo shop runs an offer (30% off, up to BD 20): its card with "End now".
      await visit(page, '/retailer/offers');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopOffers.page.title') }).waitFor();
      await page.getByRole('button', { name: t(lang, 'shopOffers.offers.end'), exact: true }).waitFor();
      await page.getByRole('heading', { name: t(lang, 'shopOffers.codes.title'), exact: true }).waitFor();
      await settled(page);
      await check(page, where, 'retailer offers');
      await screenshot(page, `shop-offers-${lang}-${size}`);
      await page.getByRole('button', { name: t(lang, 'shopOffers.codes.new'), exact: true }).click();
      const codeSheet = page.getByRole('dialog', { name: t(lang, 'shopOffers.form.codeTitle') });
      await codeSheet.getByLabel(t(lang, 'shopOffers.form.code'), { exact: true }).waitFor();
      await settled(page);
      await check(page, where, 'retailer offers, new code sheet');
      await screenshot(page, `shop-offers-code-sheet-${lang}-${size}`);
      await page.keyboard.press('Escape');
      await codeSheet.waitFor({ state: 'detached' });
      await visit(page, '/retailer/no-such-page');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shop.notFound.title') }).waitFor();
      await check(page, where, 'retailer not found');
    });
  }
}

// The admin area (issue 24, first screens), signed in as the demo admin at /admin-login: its dashboard,
// the shops waiting for approval (the demo data has some) with the reject dialog, and its not-found page.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: the admin area's screens have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInAdmin(page, lang);
      await settled(page);
      await check(page, where, 'admin dashboard');

      await visit(page, '/admin/pending-retailers');
      await page.getByRole('heading', { level: 1, name: t(lang, 'admin.pending.title') }).waitFor();
      const reject = page.getByRole('button', { name: t(lang, 'admin.pending.reject'), exact: true }).first();
      await reject.waitFor();
      await check(page, where, 'admin pending retailers');
      await reject.click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t(lang, 'admin.reject.reason'), { exact: true }).waitFor();
      await settled(page);
      await check(page, where, 'admin pending retailers, reject dialog');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await visit(page, '/admin/reviews');
      await page.getByRole('heading', { level: 1, name: t(lang, 'reviews.admin.title') }).waitFor();
      await check(page, where, 'admin reported reviews');

      // The demo data's marketplace code HAFLAH10.
      await visit(page, '/admin/promo-codes');
      await page.getByRole('heading', { level: 1, name: t(lang, 'shopOffers.codes.adminTitle') }).waitFor();
      await page.getByText('HAFLAH10', { exact: true }).waitFor();
      await check(page, where, 'admin promo codes');
      await screenshot(page, `admin-promo-codes-${lang}-${size}`);

      await visit(page, '/admin/no-such-page');
      await page.getByRole('heading', { level: 1, name: t(lang, 'admin.notFound.title') }).waitFor();
      await check(page, where, 'admin not found');
    });
  }
}

// The driver area (issue 25), signed in as the demo driver at /driver/login: the dashboard, the
// deliveries (the demo driver carries a picked-up cash delivery) with the Delivered sheet, the settings
// and the area's not-found page.
for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`${lang} ${size}: the driver area's screens have no serious or critical axe violation`, async () => {
      const where = `${lang} ${size}`;
      const page = await suite.page({ viewport, language: lang });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`${BASE_URL}/driver/login`);
      await page.getByRole('heading', { level: 1, name: t(lang, 'staff.driver.loginTitle') }).waitFor();
      await page.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill('driver@haflah.demo');
      await page.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill('Haflah-demo-1');
      await page.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
      await page.waitForURL(`${BASE_URL}/driver`);
      await page.getByRole('switch').waitFor();
      await check(page, where, 'driver dashboard');

      await visit(page, '/driver/deliveries');
      await page
        .getByRole('heading', { level: 2, name: new RegExp(t(lang, 'driver.deliveries.inHand')) })
        .waitFor();
      await check(page, where, 'driver deliveries');
      const delivered = page.getByRole('button', { name: t(lang, 'driver.active.delivered'), exact: true });
      if (await delivered.count()) {
        await delivered.first().click();
        const sheet = page.getByRole('dialog');
        await sheet.getByLabel(t(lang, 'driver.deliver.codeLabel'), { exact: true }).waitFor();
        await settled(page);
        await check(page, where, 'driver deliveries, Delivered sheet');
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'detached' });
      }

      await visit(page, '/driver/settings');
      await page.getByLabel(t(lang, 'driver.settings.name'), { exact: true }).waitFor();
      await check(page, where, 'driver settings');
      await visit(page, '/driver/no-such-page');
      await page.getByRole('heading', { level: 1, name: t(lang, 'driver.notFound.title') }).waitFor();
      await check(page, where, 'driver not found');
    });
  }
}
