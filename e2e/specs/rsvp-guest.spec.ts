/**
 * The RSVP page is the guest's page (issue 26, point 9). A host adds two guests through the event's
 * page: Sara with a Bahrain number and Arabic as her invitation language, Ali with neither. Sara's
 * WhatsApp link opens the chat with her number (973…) in Arabic; Ali's is WhatsApp's share in both
 * languages. Each guest opens their link in a fresh browser that has never seen the app: no splash,
 * no search, cart or navigation, one language switch; Sara's page opens in Arabic, she switches to
 * English once and answers; Ali answers in English, which becomes his language on the host's page.
 * Both languages, a phone and a desktop, pass axe.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bahrainDate } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, htmlLangDir, PHONE, screenshot } from '../support/browser';
import { settled, signUpCustomer } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** Checks the page at both sizes in the language it shows, and keeps a picture of each. */
async function checkBoth(page: Page, lang: Lang, name: string) {
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectAccessible(page, `${lang} ${size}: ${name}`);
    await screenshot(page, `rsvp-guest-${name.replace(/\W+/g, '-')}-${lang}-${size}`);
  }
  await page.setViewportSize(PHONE);
}

/** The shop's chrome is nowhere: no search, no navigation (bar or bottom), no cart or favourites. */
async function assertNoShoppingChrome(page: Page, lang: Lang) {
  assert.equal(await page.getByRole('searchbox').count(), 0, 'no search');
  assert.equal(await page.getByRole('navigation').count(), 0, 'no navigation');
  for (const key of ['nav.home', 'nav.cart', 'nav.orders', 'nav.profile'])
    assert.equal(await page.getByRole('link', { name: new RegExp(t(lang, key)) }).count(), 0, key);
  // One language switch: the page's, not the navigation bar's as well.
  assert.equal(await page.getByRole('group', { name: t(lang, 'rsvp.language') }).count(), 1);
  assert.equal(
    await page.getByRole('button', { name: new RegExp(t(lang, 'nav.switchLanguage')) }).count(),
    0,
  );
}

/** A fresh browser that has never opened the app: it would show the splash, and has no language. */
async function openAsNewVisitor(path: string): Promise<Page> {
  const page = await suite.page({ viewport: PHONE, splash: true });
  await page.goto(`${BASE_URL}${path}`);
  return page;
}

async function assertNoSplash(page: Page) {
  assert.equal(await page.getByTestId('splash').count(), 0, 'no splash on an invitation link');
  assert.equal(await page.evaluate(() => document.documentElement.classList.contains('splash')), false);
}

test('a guest’s link: no splash, no shop, one language switch, in the guest’s language; WhatsApp to their number', async () => {
  const host = await suite.page({ viewport: DESKTOP, language: 'en' });
  await signUpCustomer(host, 'Layla Ahmed', 'rsvp-guest');
  const eventId = await host.evaluate(
    async (date) =>
      (
        await (
          await fetch('/api/events', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              title: 'Family Ghabga',
              occasion: 'ghabga',
              date,
              startTime: '19:30',
              venue: { kind: 'text', text: 'Our majlis in Riffa' },
              expectedGuests: 20,
            }),
          })
        ).json()
      ).id as string,
    bahrainDate(new Date(Date.now() + 10 * 86_400_000)),
  );
  await host.goto(`${BASE_URL}/events/${eventId}`);
  await host.getByRole('heading', { level: 1, name: 'Family Ghabga' }).waitFor();

  // Sara: a local number and Arabic chosen; Ali: neither.
  const form = host.getByRole('form', { name: t('en', 'events.guests.addTitle') });
  await form.getByLabel(t('en', 'events.guests.name')).fill('Sara');
  await form.getByLabel(t('en', 'auth.fields.phone')).fill('3600 1234');
  await form.getByLabel(t('en', 'events.guests.language'), { exact: true }).selectOption('ar');
  await form.getByRole('button', { name: t('en', 'events.guests.add') }).click();
  await host.getByRole('heading', { level: 3, name: 'Sara' }).waitFor();
  await form.getByLabel(t('en', 'events.guests.name')).fill('Ali');
  await form.getByRole('button', { name: t('en', 'events.guests.add') }).click();
  await host.getByRole('heading', { level: 3, name: 'Ali' }).waitFor();
  await checkBoth(host, 'en', 'host guest list');

  const whatsapp = async (name: string) => {
    const href = await host
      .getByRole('link', { name: `${t('en', 'events.guests.whatsapp')} ${name}` })
      .getAttribute('href');
    assert.ok(href);
    return new URL(href);
  };
  const sara = await whatsapp('Sara');
  assert.equal(`${sara.origin}${sara.pathname}`, 'https://wa.me/97336001234');
  const saraText = sara.searchParams.get('text') ?? '';
  assert.match(saraText, /^مرحبًا Sara!\nيسعدنا دعوتك إلى Family Ghabga/);
  assert.doesNotMatch(saraText, /invited/);
  const saraPath = /\/rsvp\/[A-Za-z0-9_-]{43}/.exec(saraText)?.[0];
  assert.ok(saraPath, 'the message carries Sara’s link');
  const ali = await whatsapp('Ali');
  assert.equal(`${ali.origin}${ali.pathname}`, 'https://wa.me/');
  const aliText = ali.searchParams.get('text') ?? '';
  assert.match(aliText, /Hi Ali!/);
  assert.match(aliText, /مرحبًا Ali!/);
  const aliPath = /\/rsvp\/[A-Za-z0-9_-]{43}/.exec(aliText)?.[0];
  assert.ok(aliPath);

  // Sara opens her link on a phone that has never seen the app: her page, in Arabic.
  const guest = await openAsNewVisitor(saraPath);
  await guest.getByRole('heading', { level: 1, name: 'Family Ghabga' }).waitFor();
  await guest.getByRole('button', { name: t('ar', 'rsvp.send') }).waitFor();
  assert.deepEqual(await htmlLangDir(guest), { lang: 'ar', dir: 'rtl' });
  await assertNoSplash(guest);
  await assertNoShoppingChrome(guest, 'ar');
  await checkBoth(guest, 'ar', 'invitation');

  // One switch to English, then her answer.
  await guest.getByRole('button', { name: new RegExp(t('ar', 'rsvp.lang.enName')) }).click();
  await guest.getByRole('button', { name: t('en', 'rsvp.send') }).waitFor();
  assert.deepEqual(await htmlLangDir(guest), { lang: 'en', dir: 'ltr' });
  await assertNoShoppingChrome(guest, 'en');
  await guest.getByText(t('en', 'rsvp.answer.going'), { exact: true }).click();
  await guest.getByRole('button', { name: t('en', 'rsvp.send') }).click();
  await guest
    .getByText(t('en', 'rsvp.yourAnswer', { answer: t('en', 'rsvp.answer.going') }))
    .first()
    .waitFor();
  await checkBoth(guest, 'en', 'invitation answered');
  // A later load keeps the language she chose on the page.
  await guest.reload();
  await guest.getByRole('button', { name: t('en', 'rsvp.update') }).waitFor();
  await assertNoSplash(guest);

  // Ali's device has no language and his host chose none: English; his answer makes it his.
  const second = await openAsNewVisitor(aliPath);
  await second.getByRole('heading', { level: 1, name: 'Family Ghabga' }).waitFor();
  await assertNoSplash(second);
  await assertNoShoppingChrome(second, 'en');
  await second.getByText(t('en', 'rsvp.answer.maybe'), { exact: true }).click();
  await second.getByRole('button', { name: t('en', 'rsvp.send') }).click();
  await second
    .getByText(t('en', 'rsvp.yourAnswer', { answer: t('en', 'rsvp.answer.maybe') }))
    .first()
    .waitFor();

  await host.reload();
  const language = (name: string) =>
    host.getByRole('combobox', { name: t('en', 'events.guests.languageFor', { name }) });
  await language('Ali').waitFor();
  assert.equal(await language('Ali').inputValue(), 'en');
  assert.equal(await language('Sara').inputValue(), 'ar', 'her answer in English keeps the host’s choice');
});
