/**
 * Payment methods end to end: a new customer opens Profile → Payment Methods, sees the test-mode
 * banner and cash on delivery, has a mistyped card number and a real card (not a test one) refused in
 * place without losing what was typed, saves the 4242 test card (the default, as the first), links the
 * 3300 0001 BenefitPay test wallet and makes it the default, and removes the card — in English and in
 * Arabic. The screen passes axe on a phone and a desktop.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { Lang } from '../support/api';
import { expectAccessible } from '../support/axe';
import { BASE_URL, browserSuite, DESKTOP, eventually, PHONE, screenshot } from '../support/browser';
import { closeToast, openFromProfile, settled, signUpCustomer } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** What each language types: Arabic uses an Arabic keyboard's digits for the numbers. */
const TYPED = {
  en: {
    mistyped: '4242424242424241',
    real: '4111111111111111',
    test: '4242424242424242',
    expiry: '1229',
    cvc: '123',
    name: 'Noor Ali',
    wallet: '3300 0001',
  },
  ar: {
    mistyped: '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤١',
    real: '٤١١١١١١١١١١١١١١١',
    test: '٤٢٤٢٤٢٤٢٤٢٤٢٤٢٤٢',
    expiry: '١٢٢٩',
    cvc: '١٢٣',
    name: 'نور علي',
    wallet: '٣٣٠٠ ٠٠٠١',
  },
} as const;

/** A new customer, signed in in this page's context. */
const signUp = (page: Page, lang: Lang) =>
  signUpCustomer(page, lang === 'ar' ? 'نور علي' : 'Noor Ali', 'payments');

const list = (page: Page, lang: Lang) => page.getByRole('list', { name: t(lang, 'payments.list') });
/** The rows' names, in order. */
const rowNames = (page: Page, lang: Lang) => list(page, lang).getByRole('heading').allInnerTexts();
const name = (lang: Lang, brand: string, last4: string) =>
  t(lang, 'payments.methodName', { brand: t(lang, brand), last4 });
/** The row of the method called `methodName`. */
const row = (page: Page, lang: Lang, methodName: string) =>
  list(page, lang)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: methodName, exact: true }) });
const rowButton = (page: Page, lang: Lang, methodName: string, action: string) =>
  row(page, lang, methodName).getByRole('button', {
    name: `${t(lang, `payments.actions.${action}`)} ${methodName}`,
  });

const cardField = (dialog: Locator, lang: Lang, key: string) =>
  dialog.getByLabel(t(lang, `payments.cardForm.${key}`), { exact: true });

/** The message under a field (its aria-describedby). */
const messageOf = (input: Locator) =>
  input.evaluate(
    (el) =>
      (el.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id))
        .find((e) => e?.getAttribute('role') === 'alert')?.textContent ?? null,
  );

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: a card refused in place twice then saved, BenefitPay made default, the card removed`, async () => {
    const page = await suite.page({
      viewport: PHONE,
      language: lang,
      // The real card's refusal (CARD_NOT_ACCEPTED) is a 422 answer, which the browser logs.
      allowErrors: [/status of 422 .*\/api\/payment-methods\/cards\)$/],
    });
    await signUp(page, lang);
    const typed = TYPED[lang];
    const main = page.getByRole('main');
    const cash = t(lang, 'payments.cash.name');
    const visa = name(lang, 'payments.brands.visa', '4242');
    const benefitPay = name(lang, 'payments.benefitPay', '0001');

    // Profile → Payment Methods: test mode, cash on delivery, nothing saved yet.
    await openFromProfile(page, lang, 'paymentMethods', '/payment-methods');
    await page.getByRole('heading', { level: 1, name: t(lang, 'payments.title') }).waitFor();
    assert.equal(await page.title(), `${t(lang, 'payments.title')} · ${t(lang, 'brand.name')}`);
    const banner = main.locator('section').filter({
      has: page.getByRole('heading', { name: t(lang, 'payments.testMode.title') }),
    });
    await banner.getByText(t(lang, 'payments.testMode.text')).waitFor();
    for (const number of ['4242 4242 4242 4242', '4000 0000 0000 0002', '4000 0000 0000 0119', '3300 0001'])
      await banner.getByText(number, { exact: true }).waitFor();
    await page.getByRole('heading', { name: t(lang, 'payments.emptyTitle') }).waitFor();
    assert.deepEqual(await rowNames(page, lang), [cash]);
    await row(page, lang, cash).getByText(t(lang, 'payments.cash.text')).waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} phone: payment methods, none saved`);
    await screenshot(page, `payments-empty-${lang}-phone`);

    // A mistyped number: refused beside the field, before anything is sent, nothing typed lost.
    await main.getByRole('button', { name: t(lang, 'payments.addCard') }).click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'payments.cardForm.title') });
    const number = cardField(dialog, lang, 'number');
    await number.pressSequentially(typed.mistyped);
    assert.equal(await number.inputValue(), '4242 4242 4242 4241', 'grouped in fours, Latin digits');
    assert.equal(await number.getAttribute('dir'), 'ltr');
    await dialog
      .getByText(t(lang, 'payments.cardForm.brandDetected', { brand: t(lang, 'payments.brands.visa') }))
      .waitFor({ state: 'attached' });
    const expiry = cardField(dialog, lang, 'expiry');
    await expiry.pressSequentially(typed.expiry);
    assert.equal(await expiry.inputValue(), '12/29');
    await cardField(dialog, lang, 'cvc').pressSequentially(typed.cvc);
    await cardField(dialog, lang, 'holderName').fill(typed.name);
    const makeDefault = dialog.getByRole('checkbox', { name: t(lang, 'payments.form.makeDefault') });
    assert.equal(await makeDefault.isChecked(), true, 'the first method is the default');
    assert.equal(await makeDefault.isDisabled(), true);
    const save = dialog.getByRole('button', { name: t(lang, 'payments.cardForm.save') });
    await save.click();
    await eventually(async () =>
      assert.equal(await messageOf(number), t(lang, 'payments.validation.cardNumber')),
    );
    assert.equal(await number.getAttribute('aria-invalid'), 'true');
    assert.equal(await number.evaluate((el) => el === document.activeElement), true, 'focus on the number');

    // A real card: the test gateway refuses it (CARD_NOT_ACCEPTED), said at the number.
    await number.fill(typed.real);
    assert.equal(await number.inputValue(), '4111 1111 1111 1111');
    await save.click();
    await eventually(async () => assert.equal(await messageOf(number), t(lang, 'errors.CARD_NOT_ACCEPTED')));
    assert.equal(await expiry.inputValue(), '12/29');
    assert.equal(await cardField(dialog, lang, 'cvc').inputValue(), '123');
    assert.equal(await cardField(dialog, lang, 'holderName').inputValue(), typed.name);
    await settled(page);
    await expectAccessible(page, `${lang} phone: card form with an error`);
    await screenshot(page, `payments-card-error-${lang}-phone`);

    // The test card: saved, the form gone, the card the default.
    await number.fill(typed.test);
    await save.click();
    await eventually(async () => assert.equal(await page.getByRole('dialog').count(), 0));
    await closeToast(page, lang, t(lang, 'payments.toast.cardAdded'));
    await eventually(async () => assert.deepEqual(await rowNames(page, lang), [cash, visa]));
    const visaRow = row(page, lang, visa);
    await visaRow.getByText(t(lang, 'payments.default'), { exact: true }).waitFor();
    await visaRow.getByText('12/29', { exact: true }).waitFor();
    await visaRow.getByText(typed.name, { exact: true }).waitFor();
    await main.getByText(t(lang, 'payments.count', { saved: 1, max: 10 })).waitFor();

    // A BenefitPay test wallet, then made the default: it moves up with the badge.
    await main.getByRole('button', { name: t(lang, 'payments.addBenefitPay') }).click();
    const walletDialog = page.getByRole('dialog', { name: t(lang, 'payments.walletForm.title') });
    const phone = walletDialog.getByLabel(t(lang, 'payments.walletForm.phone'), { exact: true });
    assert.equal(await phone.getAttribute('type'), 'tel');
    await phone.fill(typed.wallet);
    assert.equal(await phone.inputValue(), '3300 0001');
    await screenshot(page, `payments-benefitpay-${lang}-phone`);
    await walletDialog.getByRole('button', { name: t(lang, 'payments.walletForm.save') }).click();
    await eventually(async () => assert.equal(await page.getByRole('dialog').count(), 0));
    await closeToast(page, lang, t(lang, 'payments.toast.walletAdded'));
    await eventually(async () => assert.deepEqual(await rowNames(page, lang), [cash, visa, benefitPay]));
    await rowButton(page, lang, benefitPay, 'makeDefault').click();
    await page.getByText(t(lang, 'payments.toast.defaultChanged', { name: benefitPay })).waitFor();
    await eventually(async () => assert.deepEqual(await rowNames(page, lang), [cash, benefitPay, visa]));
    await row(page, lang, benefitPay).getByText(t(lang, 'payments.default'), { exact: true }).waitFor();
    assert.equal(
      await row(page, lang, visa).getByText(t(lang, 'payments.default'), { exact: true }).count(),
      0,
    );
    await settled(page);
    await expectAccessible(page, `${lang} phone: payment methods, two saved`);
    await screenshot(page, `payments-${lang}-phone`);

    // Remove the card: asked first; Keep it keeps it, Yes, remove removes it.
    await rowButton(page, lang, visa, 'remove').click();
    const confirm = row(page, lang, visa).getByRole('alert');
    await confirm.getByText(t(lang, 'payments.confirmRemove.text', { name: visa })).waitFor();
    await confirm.getByRole('button', { name: t(lang, 'payments.confirmRemove.cancel') }).click();
    assert.equal(await row(page, lang, visa).getByRole('alert').count(), 0);
    await rowButton(page, lang, visa, 'remove').click();
    await row(page, lang, visa)
      .getByRole('button', { name: t(lang, 'payments.confirmRemove.confirm') })
      .click();
    await page.getByText(t(lang, 'payments.toast.removed', { name: visa })).waitFor();
    await eventually(async () => assert.deepEqual(await rowNames(page, lang), [cash, benefitPay]));

    // What the server keeps: the wallet, the default; never a card number.
    const saved = await page.evaluate(async () => (await fetch('/api/payment-methods')).json());
    assert.equal(saved.testMode, true);
    assert.equal(saved.methods.length, 1);
    assert.equal(saved.methods[0].type, 'benefitpay');
    assert.equal(saved.methods[0].last4, '0001');
    assert.equal(saved.methods[0].isDefault, true);
  });

  test(`${lang}: the payment methods screen passes axe on a desktop, list and form`, async () => {
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await signUp(page, lang);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/payment-methods/cards', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      { number: '5555 5555 5555 4444', expMonth: 3, expYear: 2031, cvc: '123', holderName: 'Fatema Hasan' },
    );
    assert.equal(status, 201);
    await page.goto(`${BASE_URL}/payment-methods`);
    const mastercard = name(lang, 'payments.brands.mastercard', '4444');
    await row(page, lang, mastercard).getByText(t(lang, 'payments.default'), { exact: true }).waitFor();
    await row(page, lang, mastercard).getByText('03/31', { exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} desktop: payment methods, one saved`);
    await screenshot(page, `payments-${lang}-desktop`);

    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'payments.addCard') })
      .click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'payments.cardForm.title') });
    await dialog.getByRole('button', { name: t(lang, 'payments.cardForm.save') }).click();
    await dialog.getByText(t(lang, 'payments.validation.numberRequired')).waitFor();
    await dialog.getByText(t(lang, 'payments.validation.expiryRequired')).waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} desktop: card form with errors`);
    await screenshot(page, `payments-card-form-${lang}-desktop`);
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.getByRole('dialog').count(), 0));
  });
}
