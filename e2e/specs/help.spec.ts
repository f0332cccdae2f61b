// Help & Support (issue 24 point 8), in English and Arabic: a signed-in customer opens Help & Support
// from the Profile menu and sends a request; an admin, in another context, finds it at /admin/support
// by its number and answers it; the customer's /help shows the answer without a reload (realtime
// support.changed to the customer's own room). /help, the admin's list and a request are walked with
// axe at 390 and 1280 px.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO_ADMIN } from '../support/admin';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE } from '../support/browser';
import { newAccount, openFromProfile, PASSWORD, settled } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** Signs in through the API; the session cookie, for a page's context. */
async function sessionCookie(email: string, password: string) {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  assert.equal(res.status, 200, `${email} signs in`);
  const [name, value] = res.headers.getSetCookie()[0]!.split(';')[0]!.split('=') as [string, string];
  return { name, value, url: BASE_URL };
}

/** Axe once the screen has loaded, at 390 and at 1280 px, then back to `back`. */
async function checkBothSizes(page: Page, lang: Lang, screen: string, back = DESKTOP) {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.locator('h1').first().waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} ${name}: ${screen}`);
  }
  await page.setViewportSize(back);
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: a customer sends a request from /help, an admin answers it, and the customer reads the answer there`, async () => {
    const email = await newAccount(lang, 'help');
    const customer = await suite.page({ viewport: PHONE, language: lang });
    await customer.emulateMedia({ reducedMotion: 'reduce' });
    await customer.context().addCookies([await sessionCookie(email, PASSWORD)]);
    await openFromProfile(customer, lang, 'help', '/help');
    await customer.getByRole('heading', { level: 1, name: t(lang, 'help.title') }).waitFor();

    // The FAQ filters as you type; nothing found leads to the form.
    const search = customer.getByRole('searchbox', { name: t(lang, 'help.search.label') });
    await search.fill(lang === 'ar' ? 'الاسترداد' : 'refund');
    await eventually(async () => assert.ok((await customer.locator('details[open]').count()) > 0));
    await search.fill('zzqqxx');
    await customer.getByRole('link', { name: t(lang, 'help.search.ask') }).waitFor();
    await search.fill('');
    await customer.getByText(t(lang, 'help.requests.empty')).waitFor();
    await checkBothSizes(customer, lang, '/help', PHONE);

    // The request.
    const message =
      lang === 'ar'
        ? 'وصلت البالونات بدون هيليوم، ماذا أفعل؟'
        : 'The balloons arrived without helium, what can I do?';
    await customer.getByLabel(t(lang, 'help.form.topic')).selectOption('delivery');
    await customer.getByLabel(t(lang, 'help.form.message')).fill(message);
    await customer.getByRole('button', { name: t(lang, 'help.form.send') }).click();
    // "Request #1001" in English, "الطلب رقم 1001" in Arabic (no '#').
    const sent = customer.getByRole('status').filter({ hasText: /\d{4,}/ });
    await sent.waitFor();
    const number = Number(/(\d{4,})/.exec(await sent.innerText())?.[1]);
    assert.ok(number >= 1001, 'the request has its number');
    const mine = customer.getByRole('region', { name: t(lang, 'help.requests.title') });
    await mine.getByRole('heading', { name: t(lang, 'help.requests.number', { number }) }).waitFor();
    await mine.getByText(t(lang, 'help.status.open')).waitFor();

    // The admin, in another context, finds it by its number from the menu.
    const admin = await suite.page({ viewport: DESKTOP, language: lang });
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await admin.context().addCookies([await sessionCookie(DEMO_ADMIN.email, DEMO_ADMIN.password)]);
    await admin.goto(`${BASE_URL}/admin`);
    await admin
      .getByRole('navigation', { name: t(lang, 'staff.nav.label') })
      .getByRole('link', { name: t(lang, 'admin.nav.support'), exact: true })
      .first()
      .click();
    await admin.waitForURL(`${BASE_URL}/admin/support`);
    await admin.getByRole('heading', { level: 1, name: t(lang, 'adminSupport.title') }).waitFor();
    await admin.getByRole('searchbox', { name: t(lang, 'adminSupport.search.label') }).fill(`#${number}`);
    await admin.waitForURL(/q=%23/);
    const row = admin.getByRole('link', { name: new RegExp(`\\b${number}\\b`) });
    await row.waitFor();
    await checkBothSizes(admin, lang, 'admin support requests');
    await row.click();
    await admin
      .getByRole('heading', { level: 1, name: t(lang, 'adminSupport.detail.title', { number }) })
      .waitFor();
    await admin.getByText(message).waitFor();
    await checkBothSizes(admin, lang, 'admin support request');

    // The answer.
    const answer =
      lang === 'ar'
        ? 'نعتذر عن ذلك، سنرسل بالونات جديدة اليوم.'
        : 'Sorry about that: new balloons are on their way today.';
    await admin.getByLabel(t(lang, 'adminSupport.answer.label')).fill(answer);
    await admin.getByRole('button', { name: t(lang, 'adminSupport.answer.send') }).click();
    await admin
      .getByRole('heading', { level: 1 })
      .getByText(t(lang, 'adminSupport.detail.title', { number }))
      .waitFor();
    await eventually(async () =>
      assert.equal(await admin.getByRole('listitem').filter({ hasText: answer }).count(), 1),
    );

    // The customer's /help follows without a reload.
    await mine.getByText(answer).waitFor();
    await mine.getByText(t(lang, 'help.status.answered')).waitFor();
  });
}

for (const lang of ['en', 'ar'] as const satisfies Lang[]) {
  test(`${lang}: signed out, the form asks for an email, says what is missing, and (in English) sends with it`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${BASE_URL}/help`);
    await page.getByRole('heading', { level: 1, name: t(lang, 'help.title') }).waitFor();
    const send = page.getByRole('button', { name: t(lang, 'help.form.send') });
    await send.click();
    await page.getByText(t(lang, 'help.form.errors.topic')).waitFor();
    await page.getByText(t(lang, 'help.form.errors.email')).waitFor();
    await checkBothSizes(page, lang, '/help signed out, the form refused', PHONE);
    if (lang === 'ar') return; // One request per run from this address is enough (5 an hour).

    await page.getByLabel(t(lang, 'help.form.topic')).selectOption('events');
    await page.getByLabel(t(lang, 'help.form.message')).fill('Can guests bring two companions each?');
    await page
      .getByLabel(t(lang, 'auth.fields.email'), { exact: true })
      .fill(`visitor-${Date.now()}@example.com`);
    await send.click();
    const sent = page.getByRole('status').filter({ hasText: /\d{4,}/ });
    await sent.waitFor();
    assert.match(await sent.innerText(), /\d{4,}/);
    assert.equal(await page.getByRole('region', { name: t(lang, 'help.requests.title') }).count(), 0);
  });
}
