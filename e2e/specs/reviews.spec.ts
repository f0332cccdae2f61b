// Reviews (issue 27 point 4), in English and Arabic: a customer's cash order of one of the demo shop's
// products is delivered (the shop accepts it, an admin ships and delivers it, through the API); the
// customer rates it on the order page with the keyboard (a radio group of stars) and words; the rating
// shows on the product page; the demo shop replies on /retailer/reviews and reports the review; the
// reply shows on the product page; an admin keeps the reported review at /admin/reviews. Each new
// screen is walked with axe, with screenshots at 390 px (EN/AR) and 1280 px.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { adminCookie, checkScreen } from '../support/admin';
import type { Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot } from '../support/browser';
import { apiSend, apiSignIn, cashOrderThroughApi } from '../support/customer';
import { t } from '../support/locales';
import { DEMO_RETAILER } from '../support/retailer';

const suite = browserSuite();

/** A page signed in with `cookie` (a Cookie header from apiSignIn). */
async function signedInPage(cookie: string, lang: Lang, viewport = PHONE): Promise<Page> {
  const page = await suite.page({ viewport, language: lang });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.context().addCookies(
    cookie.split('; ').map((c) => {
      const [name, ...value] = c.split('=');
      return { name: name!, value: value.join('='), url: BASE_URL };
    }),
  );
  return page;
}

/**
 * A new customer's delivered cash order of one product of the demo shop (Sugar Pearl), through the
 * API: the shop accepts it, an admin ships and delivers it. The order, the product and the cookies.
 */
async function deliveredOrder(lang: Lang) {
  const shopCookie = await apiSignIn(DEMO_RETAILER.email, DEMO_RETAILER.password);
  const shop = await apiSend<{ id: string; name: { en: string; ar: string } }>(
    shopCookie,
    'GET',
    '/api/retailer/shop',
  );
  const { id: orderId, product, cookie } = await cashOrderThroughApi(lang, 'review', shop.id);
  await apiSend(shopCookie, 'POST', `/api/retailer/orders/${orderId}/accept`);
  const admin = await adminCookie();
  for (const status of ['shipped', 'delivered'])
    await apiSend(admin, 'POST', `/api/admin/orders/${orderId}/status`, {
      status,
      reason: 'Delivered by hand (browser test)',
    });
  return { orderId, product, shop, cookie, shopCookie, admin };
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: a customer rates a delivered item, the shop replies, the reply shows on the product page`, async () => {
    const { orderId, product, shop, cookie, shopCookie, admin } = await deliveredOrder(lang);
    const words =
      lang === 'ar'
        ? `كعكة رائعة ووصلت في الوقت ${randomUUID().slice(0, 6)}`
        : `Lovely cake, right on time ${randomUUID().slice(0, 6)}`;
    const reply = lang === 'ar' ? 'شكرًا لاحتفالك معنا!' : 'Thank you for celebrating with us!';

    // 1. The customer's order page: "Rate your items", 4 stars with the keyboard, and words.
    const customer = await signedInPage(cookie, lang);
    await customer.goto(`${BASE_URL}/orders/${orderId}`);
    const rate = customer.getByRole('region', { name: t(lang, 'reviews.rate.title') });
    await rate.waitFor();
    await checkScreen(customer, `${lang} phone`, 'order page, rate your items');
    await rate.scrollIntoViewIfNeeded();
    await screenshot(customer, `reviews-rate-phone-${lang}`);
    const first = rate.getByRole('radio', { name: t(lang, 'reviews.stars', { value: 1 }) });
    await first.focus();
    await customer.keyboard.press('Space');
    // Down moves to the next star in either direction of writing.
    for (let i = 0; i < 3; i++) await customer.keyboard.press('ArrowDown');
    assert.equal(
      await rate.getByRole('radio', { name: t(lang, 'reviews.stars', { value: 4 }) }).isChecked(),
      true,
      'the arrow keys move the choice along the stars',
    );
    await rate.getByLabel(t(lang, 'reviews.rate.text')).fill(words);
    await rate.getByRole('button', { name: t(lang, 'reviews.rate.submit') }).click();
    await rate.getByRole('img', { name: t(lang, 'reviews.stars', { value: 4 }) }).waitFor();
    await rate.getByText(words).waitFor();

    // 2. The product page: the rating and the words.
    await customer.goto(`${BASE_URL}/product/${product.id}`);
    const reviews = customer.getByRole('region', { name: t(lang, 'reviews.item.title') });
    const mine = reviews.getByRole('listitem').filter({ hasText: words });
    await mine.getByRole('img', { name: t(lang, 'reviews.stars', { value: 4 }) }).waitFor();
    await checkScreen(customer, `${lang} phone`, 'product page with reviews');
    await mine.scrollIntoViewIfNeeded();
    await screenshot(customer, `reviews-product-phone-${lang}`);

    // 3. The shop, on a desktop: its reviews, unanswered first filter; the reply, once; a report.
    const retailer = await signedInPage(shopCookie, lang, DESKTOP);
    await retailer.goto(`${BASE_URL}/retailer`);
    await retailer
      .getByRole('navigation', { name: t(lang, 'staff.nav.label') })
      .getByRole('link', { name: t(lang, 'shop.nav.reviews'), exact: true })
      .first()
      .click();
    await retailer.waitForURL(`${BASE_URL}/retailer/reviews`);
    await retailer.getByRole('heading', { level: 1, name: t(lang, 'reviews.shop.title') }).waitFor();
    await retailer.getByRole('button', { name: t(lang, 'reviews.shop.unanswered'), exact: true }).click();
    const card = retailer.getByRole('article').filter({ hasText: words });
    await card.waitFor();
    await checkScreen(retailer, `${lang} desktop`, '/retailer/reviews');
    await screenshot(retailer, `reviews-shop-desktop-${lang}`);
    await card.getByRole('button', { name: t(lang, 'reviews.shop.reply'), exact: true }).click();
    await card.getByLabel(t(lang, 'reviews.shop.replyLabel')).fill(reply);
    await card.getByRole('button', { name: t(lang, 'reviews.shop.replySend') }).click();
    // Answered: out of the "Unanswered" list; under "All", with the reply and no Reply button.
    await card.waitFor({ state: 'detached' });
    await retailer.getByRole('button', { name: t(lang, 'reviews.shop.all'), exact: true }).click();
    const answered = retailer.getByRole('article').filter({ hasText: words });
    await answered.getByText(reply).waitFor();
    assert.equal(
      await answered.getByRole('button', { name: t(lang, 'reviews.shop.reply'), exact: true }).count(),
      0,
    );
    await answered.getByRole('button', { name: t(lang, 'reviews.shop.report'), exact: true }).click();
    const sheet = retailer.getByRole('dialog', { name: t(lang, 'reviews.shop.reportTitle') });
    await sheet
      .getByLabel(t(lang, 'reviews.shop.reason'))
      .fill(lang === 'ar' ? 'اختبار البلاغ' : 'Testing the report');
    await checkScreen(retailer, `${lang} desktop`, '/retailer/reviews report sheet');
    await sheet.getByRole('button', { name: t(lang, 'reviews.shop.reportSend') }).click();
    await sheet.waitFor({ state: 'detached' });
    await answered.getByText(t(lang, 'reviews.shop.reported')).waitFor();

    // 4. The product page again: the shop's reply under the review.
    await customer.reload();
    const replied = reviews.getByRole('listitem').filter({ hasText: words });
    await replied.getByText(reply).waitFor();
    await replied.getByText(t(lang, 'reviews.item.reply', { shop: shop.name[lang] })).waitFor();
    await customer.setViewportSize(DESKTOP);
    await replied.scrollIntoViewIfNeeded();
    await screenshot(customer, `reviews-product-desktop-${lang}`);

    // 5. An admin keeps the reported review (after a confirm); it stays on the product page.
    const adminPage = await signedInPage(admin, lang, PHONE);
    await adminPage.goto(`${BASE_URL}/admin/reviews`);
    await adminPage.getByRole('heading', { level: 1, name: t(lang, 'reviews.admin.title') }).waitFor();
    const reported = adminPage.getByRole('article').filter({ hasText: words });
    await reported.waitFor();
    await checkScreen(adminPage, `${lang} phone`, '/admin/reviews');
    await screenshot(adminPage, `reviews-admin-phone-${lang}`);
    await reported.getByRole('button', { name: t(lang, 'reviews.admin.keep'), exact: true }).click();
    await reported
      .getByRole('alert')
      .getByRole('button', { name: t(lang, 'reviews.admin.keep'), exact: true })
      .click();
    await reported.waitFor({ state: 'detached' });
    await eventually(async () => {
      const page = await fetch(`${BASE_URL}/api/items/${product.id}/reviews`).then((r) => r.json());
      assert.ok(JSON.stringify(page).includes(words), 'the kept review is still shown');
    });
  });
}
