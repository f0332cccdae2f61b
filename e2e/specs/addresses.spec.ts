/**
 * Addresses end to end: a new customer opens Profile → Addresses, adds an address (the first is the
 * default) after a block of 2 digits is refused in place without losing what was typed, pins it with
 * the device's location (Dubai refused, Manama taken), adds a second one and makes it the default,
 * edits one and deletes one — in English and in Arabic. The screen passes axe on a phone and a desktop.
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

const MANAMA = { latitude: 26.2235, longitude: 50.5876 };
const DUBAI = { latitude: 25.2048, longitude: 55.2708 };

/** What each language types: Arabic uses an Arabic keyboard's digits for the numbers. */
const TYPED = {
  en: { area: 'Seef', block: '428', road: '2801', phone: '3600 1234', workArea: 'Juffair' },
  ar: { area: 'السيف', block: '٤٢٨', road: '٢٨٠١', phone: '٣٦٠٠ ١٢٣٤', workArea: 'الجفير' },
} as const;

/** A new customer, signed in in this page's context, with the device's location allowed. */
async function signUp(page: Page, lang: Lang) {
  await page.context().grantPermissions(['geolocation'], { origin: BASE_URL });
  await signUpCustomer(page, lang === 'ar' ? 'ليلى أحمد' : 'Layla Ahmed', 'addresses');
}

/** The address as the card writes it, smallest part first. */
function line(lang: Lang, a: { flat?: string; building: string; road: string; block: string; area: string }) {
  return [
    a.flat ? t(lang, 'addresses.line.flat', { flat: a.flat }) : null,
    t(lang, 'addresses.line.building', { building: a.building }),
    t(lang, 'addresses.line.road', { road: a.road }),
    t(lang, 'addresses.line.block', { block: a.block }),
    a.area,
    t(lang, 'addresses.governorates.capital'),
  ]
    .filter(Boolean)
    .join(t(lang, 'addresses.line.separator'));
}

/** The card of the address called `name`. */
const card = (page: Page, name: string) =>
  page.locator('main li').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

/** The cards' names, in order. */
const cardNames = (page: Page, lang: Lang) =>
  page
    .getByRole('list', { name: t(lang, 'addresses.list') })
    .getByRole('heading')
    .allInnerTexts();

/** A card's button: its visible word, with the card's name for screen readers. */
const cardButton = (page: Page, lang: Lang, name: string, action: string) =>
  card(page, name).getByRole('button', { name: `${t(lang, `addresses.actions.${action}`)} ${name}` });

const field = (dialog: Locator, lang: Lang, key: string) =>
  dialog.getByLabel(t(lang, `addresses.form.${key}`), { exact: key !== 'flat' });

async function fillAddress(
  dialog: Locator,
  lang: Lang,
  values: { area: string; block: string; road: string },
) {
  await field(dialog, lang, 'governorate').selectOption('capital');
  await field(dialog, lang, 'area').fill(values.area);
  await field(dialog, lang, 'block').fill(values.block);
  await field(dialog, lang, 'road').fill(values.road);
  await field(dialog, lang, 'building').fill('345');
  await field(dialog, lang, 'contactPhone').fill(TYPED[lang].phone);
}

/**
 * Saves the form, sees it close and the toast say so, and closes the toast: on a phone toasts sit at
 * the top of the screen, over the next sheet's first fields.
 */
async function save(page: Page, dialog: Locator, lang: Lang, toastKey: string) {
  await dialog.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
  await eventually(async () => assert.equal(await page.getByRole('dialog').count(), 0));
  await closeToast(page, lang, t(lang, toastKey));
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: add (2-digit block refused in place, pin), a second made default, edit, delete`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    await signUp(page, lang);
    const typed = TYPED[lang];
    const home = t(lang, 'addresses.labels.home');
    const work = t(lang, 'addresses.labels.work');
    const main = page.getByRole('main');

    // Profile → Addresses: nothing saved yet.
    await openFromProfile(page, lang, 'addresses', '/address-manager');
    await page.getByRole('heading', { level: 1, name: t(lang, 'addresses.title') }).waitFor();
    await page.getByRole('heading', { name: t(lang, 'addresses.emptyTitle') }).waitFor();
    assert.equal(await page.title(), `${t(lang, 'addresses.title')} · ${t(lang, 'brand.name')}`);
    await settled(page);
    await expectAccessible(page, `${lang} phone: addresses, none saved`);

    // The first address, with a block of 2 digits: refused beside the field, nothing typed is lost.
    await main.getByRole('button', { name: t(lang, 'addresses.add') }).click();
    let dialog = page.getByRole('dialog', { name: t(lang, 'addresses.form.addTitle') });
    await fillAddress(dialog, lang, { ...typed, block: '12' });
    await field(dialog, lang, 'flat').fill('12');
    const makeDefault = dialog.getByRole('checkbox', { name: t(lang, 'addresses.form.makeDefault') });
    assert.equal(await makeDefault.isChecked(), true, 'the first address is the default');
    assert.equal(await makeDefault.isDisabled(), true);
    await dialog.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
    const block = field(dialog, lang, 'block');
    await dialog.getByText(t(lang, 'addresses.validation.block')).waitFor();
    assert.equal(await block.getAttribute('aria-invalid'), 'true');
    assert.equal(await block.evaluate((el) => el === document.activeElement), true, 'focus on the block');
    assert.equal(await block.inputValue(), '12');
    assert.equal(await field(dialog, lang, 'area').inputValue(), typed.area);
    assert.equal(await field(dialog, lang, 'road').inputValue(), '2801', 'digits typed in Arabic are Latin');
    assert.equal(await field(dialog, lang, 'contactPhone').inputValue(), '3600 1234');
    await settled(page);
    await expectAccessible(page, `${lang} phone: address form with an error`);
    await screenshot(page, `addresses-form-error-${lang}-phone`);

    // The pin: Dubai is refused in place, Manama is taken.
    await page.context().setGeolocation(DUBAI);
    const locate = dialog.getByRole('button', { name: t(lang, 'addresses.pin.use') });
    await locate.click();
    await dialog.getByText(t(lang, 'addresses.pin.outsideBahrain')).waitFor();
    assert.equal(await dialog.getByTestId('pin-coordinates').count(), 0);
    await page.context().setGeolocation(MANAMA);
    await locate.click();
    assert.equal(await dialog.getByTestId('pin-coordinates').innerText(), '26.22350, 50.58760');
    assert.equal(await dialog.getByText(t(lang, 'addresses.pin.outsideBahrain')).count(), 0);

    await block.fill(typed.block);
    assert.equal(await block.inputValue(), '428');
    assert.equal(await dialog.getByText(t(lang, 'addresses.validation.block')).count(), 0);
    await save(page, dialog, lang, 'addresses.toast.added');
    const homeCard = card(page, home);
    await homeCard.getByText(t(lang, 'addresses.default'), { exact: true }).waitFor();
    const homeLine = line(lang, {
      flat: '12',
      building: '345',
      road: '2801',
      block: '428',
      area: typed.area,
    });
    await homeCard.getByText(homeLine, { exact: true }).waitFor();
    await homeCard.getByText('+973 3600 1234', { exact: true }).waitFor();
    await homeCard.getByText(t(lang, 'addresses.card.pinned')).waitFor();

    // A second address, Work, then made the default: it moves to the top with the badge.
    await main.getByRole('button', { name: t(lang, 'addresses.add') }).click();
    dialog = page.getByRole('dialog', { name: t(lang, 'addresses.form.addTitle') });
    // The chip is what a finger taps: the radio button inside it is for keyboards and screen readers.
    await dialog.locator('label').filter({ hasText: work }).click();
    assert.equal(await dialog.getByRole('radio', { name: work }).isChecked(), true);
    await fillAddress(dialog, lang, { area: typed.workArea, block: '340', road: '4101' });
    assert.equal(
      await dialog.getByRole('checkbox', { name: t(lang, 'addresses.form.makeDefault') }).isChecked(),
      false,
    );
    await save(page, dialog, lang, 'addresses.toast.added');
    await eventually(async () => assert.deepEqual(await cardNames(page, lang), [home, work]));
    assert.equal(await card(page, work).getByText(t(lang, 'addresses.default'), { exact: true }).count(), 0);
    await main.getByText(t(lang, 'addresses.count', { saved: 2, max: 20 })).waitFor();

    await cardButton(page, lang, work, 'makeDefault').click();
    await page.getByText(t(lang, 'addresses.toast.defaultChanged', { name: work })).waitFor();
    await eventually(async () => assert.deepEqual(await cardNames(page, lang), [work, home]));
    await card(page, work).getByText(t(lang, 'addresses.default'), { exact: true }).waitFor();
    assert.equal(await card(page, home).getByText(t(lang, 'addresses.default'), { exact: true }).count(), 0);
    assert.equal(await cardButton(page, lang, work, 'makeDefault').count(), 0);

    // Edit Home: the form starts with what was saved; the card shows the change.
    await cardButton(page, lang, home, 'edit').click();
    dialog = page.getByRole('dialog', { name: t(lang, 'addresses.form.editTitle') });
    assert.equal(await field(dialog, lang, 'block').inputValue(), '428');
    assert.equal(await field(dialog, lang, 'area').inputValue(), typed.area);
    assert.equal(await dialog.getByTestId('pin-coordinates').innerText(), '26.22350, 50.58760');
    await field(dialog, lang, 'road').fill('2803');
    await field(dialog, lang, 'flat').fill('');
    await save(page, dialog, lang, 'addresses.toast.updated');
    await card(page, home)
      .getByText(line(lang, { building: '345', road: '2803', block: '428', area: typed.area }), {
        exact: true,
      })
      .waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} phone: addresses, two saved`);
    await screenshot(page, `addresses-${lang}-phone`);

    // Delete Home: asked first; Keep it keeps it, Yes, delete removes it.
    await cardButton(page, lang, home, 'delete').click();
    const confirm = card(page, home).getByRole('alert');
    await confirm.getByText(t(lang, 'addresses.confirmDelete.text')).waitFor();
    await confirm.getByRole('button', { name: t(lang, 'addresses.confirmDelete.cancel') }).click();
    assert.equal(await card(page, home).getByRole('alert').count(), 0);
    await cardButton(page, lang, home, 'delete').click();
    await card(page, home)
      .getByRole('button', { name: t(lang, 'addresses.confirmDelete.confirm') })
      .click();
    await page.getByText(t(lang, 'addresses.toast.deleted')).waitFor();
    await eventually(async () => assert.deepEqual(await cardNames(page, lang), [work]));

    // What the server keeps: the work address, the default.
    const saved = await page.evaluate(async () => (await fetch('/api/addresses')).json());
    assert.equal(saved.addresses.length, 1);
    assert.equal(saved.addresses[0].labelKind, 'work');
    assert.equal(saved.addresses[0].isDefault, true);
    assert.equal(saved.addresses[0].contactPhone, '+97336001234');
  });

  test(`${lang}: the address manager passes axe on a desktop, list and form`, async () => {
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await signUp(page, lang);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch('/api/addresses', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          })
        ).status,
      {
        labelKind: 'venue',
        governorate: 'northern',
        area: 'Budaiya',
        block: '541',
        road: '4113',
        building: '12',
        directions: 'Second gate',
        contactPhone: '+973 3900 0000',
        pin: { lat: 26.2, lng: 50.45 },
      },
    );
    assert.equal(status, 201);
    await page.goto(`${BASE_URL}/address-manager`);
    const venue = t(lang, 'addresses.labels.venue');
    await card(page, venue).getByText(t(lang, 'addresses.default'), { exact: true }).waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} desktop: addresses, one saved`);
    await screenshot(page, `addresses-${lang}-desktop`);

    await page
      .getByRole('main')
      .getByRole('button', { name: t(lang, 'addresses.add') })
      .click();
    const dialog = page.getByRole('dialog', { name: t(lang, 'addresses.form.addTitle') });
    await dialog.getByRole('button', { name: t(lang, 'addresses.form.save') }).click();
    await dialog.getByText(t(lang, 'addresses.validation.area')).waitFor();
    await settled(page);
    await expectAccessible(page, `${lang} desktop: address form with errors`);
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.getByRole('dialog').count(), 0));
  });
}
