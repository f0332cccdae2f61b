/**
 * Events, RSVPs and favorites end to end. A host plans an event (a title against the spec's rule is
 * refused in place, nothing typed lost), adds two guests, and one guest opens their link in a fresh
 * browser (no account), answers going with one companion in Arabic; the host's page shows the new
 * headcount without a reload. A favorite added from Home is on /favorites and can be removed. Every
 * screen passes axe in both languages, on a phone and a desktop.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bahrainDate } from '@haflah/contracts';
import type { Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot } from '../support/browser';
import {
  newAccount,
  openFromProfile,
  settled,
  signInThroughDialog,
  signUpCustomer,
} from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** Checks the screen on show at both sizes, and keeps a picture of each. */
async function checkBoth(page: Page, lang: Lang, name: string) {
  const start = page.viewportSize() ?? PHONE;
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(viewport);
    await settled(page);
    await expectAccessible(page, `${lang} ${size}: ${name}`);
    await screenshot(page, `events-${name.replace(/\W+/g, '-')}-${lang}-${size}`);
  }
  await page.setViewportSize(start);
}

const inTenDays = () => bahrainDate(new Date(Date.now() + 10 * 86_400_000));

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: plan an event, invite two guests, a guest answers in Arabic, the headcount updates live`, async () => {
    const host = await suite.page({ viewport: lang === 'en' ? DESKTOP : PHONE, language: lang });
    await signUpCustomer(host, lang === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed', 'events');
    await host.goto(`${BASE_URL}/events`);
    await host.getByRole('heading', { name: t(lang, 'events.emptyTitle') }).waitFor();
    await checkBoth(host, lang, 'events empty');

    await host.getByRole('link', { name: t(lang, 'events.plan') }).click();
    await host.waitForURL(`${BASE_URL}/events/new`);
    const title = host.getByLabel(t(lang, 'events.form.title'));
    await title.fill('Party @ home');
    await host.getByText(t(lang, 'events.occasion.ghabga'), { exact: true }).click();
    await host.getByLabel(t(lang, 'events.form.date')).fill(inTenDays());
    await host
      .getByLabel(t(lang, 'events.form.place'))
      .fill(lang === 'ar' ? 'بيت الجدة، الرفاع' : "Grandma's house, Riffa");
    await host.getByRole('button', { name: t(lang, 'events.form.create') }).click();
    await host.getByText(t(lang, 'events.validation.title')).waitFor();
    assert.equal(await title.getAttribute('aria-invalid'), 'true');
    assert.equal(await title.inputValue(), 'Party @ home', 'nothing typed is lost');
    await checkBoth(host, lang, 'event form error');

    const eventTitle = lang === 'ar' ? 'غبقة العائلة' : 'Layla\'s "Ghabga"';
    await title.fill(eventTitle);
    await host.getByRole('button', { name: t(lang, 'events.form.create') }).click();
    await host.waitForURL(/\/events\/[0-9a-f-]{36}$/);
    await host.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
    const eventId = host.url().split('/').pop() ?? '';

    for (const name of ['Fatima', 'Ahmed']) {
      const form = host.getByRole('form', { name: t(lang, 'events.guests.addTitle') });
      await form.getByLabel(t(lang, 'events.guests.name')).fill(name);
      await form.getByRole('button', { name: t(lang, 'events.guests.add') }).click();
      await host.getByRole('heading', { level: 3, name }).waitFor();
    }
    assert.equal(await host.getByTestId('headcount').innerText(), '0');
    await checkBoth(host, lang, 'event details');

    // Fatima's own link, opened in a fresh browser with no account, answered in Arabic.
    const invitePath = await host.evaluate(
      async (id) =>
        (
          (await (await fetch(`/api/events/${id}`)).json()) as {
            guests: { name: string; invitePath: string }[];
          }
        ).guests.find((g) => g.name === 'Fatima')?.invitePath,
      eventId,
    );
    assert.ok(invitePath);
    const guest = await suite.page({ viewport: PHONE, language: 'en' });
    await guest.goto(`${BASE_URL}${invitePath}`);
    await guest.getByRole('heading', { level: 1, name: eventTitle }).waitFor();
    await guest.getByRole('button', { name: /العربية/ }).click();
    await guest.getByText(t('ar', 'rsvp.question')).waitFor();
    await checkBoth(guest, 'ar', 'rsvp');
    await guest.getByText(t('ar', 'rsvp.answer.going'), { exact: true }).click();
    await guest.getByRole('button', { name: t('ar', 'rsvp.more') }).click();
    await guest.getByLabel(t('ar', 'rsvp.note')).fill('سأحضر مع أختي');
    await guest.getByRole('button', { name: t('ar', 'rsvp.send') }).click();
    await guest
      .getByText(t('ar', 'rsvp.yourAnswer', { answer: t('ar', 'rsvp.answer.going') }))
      .first()
      .waitFor();
    await guest.getByRole('link', { name: t('ar', 'rsvp.addToCalendar') }).waitFor();
    await checkBoth(guest, 'ar', 'rsvp answered');

    // The host's page follows without a reload: Fatima and her companion.
    await eventually(async () => assert.equal(await host.getByTestId('headcount').innerText(), '2'));
    await host.getByText('سأحضر مع أختي').waitFor();
    await screenshot(host, `events-event-details-answered-${lang}`);

    await host.goto(`${BASE_URL}/events`);
    await host.getByRole('link', { name: eventTitle }).waitFor();
    await host.getByText(t(lang, 'events.status.active')).first().waitFor();
    await checkBoth(host, lang, 'events list');
  });

  test(`${lang}: a favorite added from Home is on Favorites and can be removed`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    await signUpCustomer(page, lang === 'ar' ? 'سارة علي' : 'Sara Ali', 'favorites');
    const card = page.getByRole('article').first();
    const heart = card.getByRole('button', { name: t(lang, 'favorites.add') });
    const name = await card.getByRole('heading').innerText();
    await heart.click();
    await card.getByRole('button', { name: t(lang, 'favorites.remove'), pressed: true }).waitFor();

    await openFromProfile(page, lang, 'favorites', '/favorites');
    await page.getByRole('heading', { level: 2, name }).waitFor();
    await checkBoth(page, lang, 'favorites');
    await page.getByRole('button', { name: t(lang, 'favorites.remove') }).click();
    await page.getByRole('heading', { name: t(lang, 'favorites.emptyTitle') }).waitFor();
    await checkBoth(page, lang, 'favorites empty');
  });

  test(`${lang}: a signed-out heart asks to sign in, then saves the favorite`, async () => {
    const email = await newAccount(lang, 'hearts');
    const page = await suite.page({ viewport: PHONE, language: lang });
    await page.goto(BASE_URL);
    const card = page.getByRole('article').first();
    const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
    const listingId = href?.replace(/^\/product\//, '');
    await card.getByRole('button', { name: t(lang, 'favorites.add') }).click();

    await signInThroughDialog(page, lang, email, 'favorites.signInReason');

    await card.getByRole('button', { name: t(lang, 'favorites.remove'), pressed: true }).waitFor();
    const saved = await page.evaluate(async () => (await fetch('/api/favorites/ids')).json());
    assert.deepEqual(saved, { ids: [listingId] });
  });
}
