/**
 * Accounts end to end (issue 3): register with an emailed code read from the development mailbox,
 * sign out, sign in with a password, and the wrong-password message — in English and in Arabic.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { BASE_URL, browserSuite, PHONE, unique } from '../support/browser';
import { latestCode } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

async function openSignIn(page: Page, lang: Lang) {
  await page.goto(BASE_URL);
  await page
    .getByRole('banner')
    .getByRole('button', { name: t(lang, 'nav.signIn') })
    .click();
  return page.getByRole('dialog');
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: register with an emailed code, sign out, sign in with a password, wrong password`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang, allowErrors: [/status of 401/] });
    const email = `e2e-${lang}-${unique()}@example.com`;
    const name = lang === 'ar' ? 'مريم سالم' : 'Maryam Salem';

    // Register with a code.
    let dialog = await openSignIn(page, lang);
    await dialog.getByRole('button', { name: t(lang, 'auth.dialog.toRegister') }).click();
    await dialog
      .getByRole('tab', { name: t(lang, 'auth.dialog.withCode') })
      .or(dialog.getByRole('button', { name: t(lang, 'auth.dialog.withCode') }))
      .first()
      .click();
    await dialog.getByLabel(t(lang, 'auth.fields.name')).fill(name);
    await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(email);
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.sendCode') }).click();
    const code = await latestCode(email);
    await dialog.getByLabel(t(lang, 'auth.fields.code')).fill(code);
    // The sixth digit submits by itself; the navbar then greets by first name.
    const firstName = name.split(' ')[0] as string;
    await page
      .getByRole('banner')
      .getByText(t(lang, 'nav.greeting', { name: firstName }))
      .waitFor();

    // Sign out from the profile page.
    await page.goto(`${BASE_URL}/profile`);
    await page.getByRole('button', { name: t(lang, 'auth.actions.signOut') }).click();
    await page.getByText(t(lang, 'auth.toast.loggedOut')).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor();

    // A password account (created through the API), then the wrong and the right password.
    const passwordEmail = `e2e-pw-${lang}-${unique()}@example.com`;
    const created = await fetch(`${BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hasan Ali', email: passwordEmail, password: 'Correct-horse-1' }),
    });
    assert.equal(created.status, 200);
    dialog = await openSignIn(page, lang);
    await dialog.getByLabel(t(lang, 'auth.fields.email')).fill(passwordEmail);
    await dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill('Wrong-password-1');
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn') }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: t(lang, 'auth.errors.invalidCredentials') })
      .waitFor();
    await dialog.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill('Correct-horse-1');
    await dialog.getByRole('button', { name: t(lang, 'auth.actions.signIn') }).click();
    await page
      .getByRole('banner')
      .getByText(t(lang, 'nav.greeting', { name: 'Hasan' }))
      .waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);

    // Data rights: the export is a download link, and the account can be deleted for good.
    await page.goto(`${BASE_URL}/profile`);
    const download = page.getByRole('link', { name: t(lang, 'profile.data.download') });
    assert.equal(await download.getAttribute('href'), '/api/account/export');
    await page.getByRole('button', { name: t(lang, 'profile.data.delete') }).click();
    await page.getByRole('button', { name: t(lang, 'profile.data.confirmDelete') }).click();
    await page.getByText(t(lang, 'profile.data.deletedTitle')).waitFor();
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(lang, 'nav.signIn') })
      .waitFor();
    const again = await fetch(`${BASE_URL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: passwordEmail, password: 'Correct-horse-1' }),
    });
    assert.equal(again.status, 401);
  });
}
