/**
 * Keyboard use (docs/accessibility.md), in English and Arabic: the sign-in and time-slot dialogs take
 * focus, keep Tab inside, close on Escape and give focus back to the button that opened them; the
 * time-slot dialog's dates are one tab stop moved with the arrow keys (mirrored in Arabic); item
 * cards show a focus ring.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { api, escapeRegExp, type Lang } from '../support/api';
import { BASE_URL, browserSuite, DESKTOP, eventually, registerFromPage } from '../support/browser';
import { t } from '../support/locales';

const suite = browserSuite();

const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
const focusInside = (dialog: Locator) => dialog.evaluate((d) => d.contains(document.activeElement));
const activeRole = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName ?? '');

/** Focuses `opener` and presses Enter on it, as a keyboard user opens a dialog. */
async function openWithKeyboard(opener: Locator) {
  await opener.focus();
  await opener.press('Enter');
}

/**
 * Tabs forward, then backward, through more stops than the dialog has: focus never leaves it.
 * Returns the roles (or tag names) of the stops met going forward once round.
 */
async function expectTabTrapped(page: Page, dialog: Locator): Promise<string[]> {
  const stops = await dialog.evaluate(
    (d) =>
      [...d.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
        (el) => !el.hasAttribute('disabled') && el.tabIndex >= 0,
      ).length,
  );
  assert.ok(stops > 1, 'the dialog has something to tab to');
  await page.evaluate(() => document.activeElement?.setAttribute('data-tab-start', ''));
  const roles: string[] = [];
  let firstRound = true;
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Tab');
    assert.ok(await focusInside(dialog), `Tab ${i + 1} stays inside the dialog`);
    if (!firstRound) continue;
    if (await page.evaluate(() => document.activeElement?.hasAttribute('data-tab-start'))) firstRound = false;
    else roles.push(await activeRole(page));
  }
  assert.equal(firstRound, false, 'Tab came back round to where it started');
  for (let i = 0; i < stops + 2; i++) {
    await page.keyboard.press('Shift+Tab');
    assert.ok(await focusInside(dialog), `Shift+Tab ${i + 1} stays inside the dialog`);
  }
  return roles;
}

async function signUp(page: Page, lang: Lang) {
  await page.goto(BASE_URL);
  await registerFromPage(page, lang === 'ar' ? 'نورة سعيد' : 'Noora Saeed', 'keys');
  await page.reload();
}

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the sign-in dialog takes focus, traps Tab, closes on Escape and gives focus back`, async () => {
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await page.goto(BASE_URL);
    const signIn = page.getByRole('banner').getByRole('button', { name: t(lang, 'nav.signIn') });
    await openWithKeyboard(signIn);
    const dialog = page.getByRole('dialog', { name: t(lang, 'auth.dialog.loginTitle') });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    // Focus starts in the first field.
    await eventually(async () =>
      assert.ok(await hasFocus(dialog.getByLabel(t(lang, 'auth.fields.email'))), 'the email field has focus'),
    );
    await expectTabTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => assert.ok(await hasFocus(signIn), 'focus is back on Sign In'));
  });

  test(`${lang}: the time-slot dialog traps Tab, its dates are one tab stop with arrow keys, Escape gives focus back`, async () => {
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    const bookable = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
    assert.ok(bookable, 'the demo catalogue has a bookable entertainer');
    await signUp(page, lang);
    await page.goto(`${BASE_URL}/product/${bookable.id}`);
    const book = page.getByRole('button', { name: t(lang, 'product.bookTimeSlot') });
    await openWithKeyboard(book);
    const dialog = page.getByRole('dialog', {
      name: t(lang, 'timeSlot.title', { name: bookable.name[lang] }),
    });
    await dialog.waitFor();
    assert.equal(await dialog.getAttribute('aria-modal'), 'true');
    await eventually(async () => assert.ok(await focusInside(dialog), 'focus moved into the dialog'));

    // Thirty dates, one tab stop: the chosen one.
    const group = dialog.getByRole('radiogroup', { name: t(lang, 'timeSlot.date') });
    const dates = group.getByRole('radio');
    assert.equal(await dates.count(), 30);
    const roles = await expectTabTrapped(page, dialog);
    assert.equal(
      roles.filter((r) => r === 'radio').length,
      1,
      `one date on the way round: ${roles.join(', ')}`,
    );
    const checkedIndex = () =>
      dates.evaluateAll((els) => els.findIndex((el) => el.getAttribute('aria-checked') === 'true'));
    const tabStops = () =>
      dates.evaluateAll((els) => els.flatMap((el, i) => ((el as HTMLElement).tabIndex === 0 ? [i] : [])));
    const start = await checkedIndex();
    assert.ok(start === 0 || start === 1, 'today (or tomorrow, late in the evening) is chosen');
    assert.deepEqual(await tabStops(), [start]);
    // Its name is what it shows: "Today 23 Nov".
    const today = new RegExp(`^${escapeRegExp(t(lang, 'timeSlot.today'))} \\d{1,2} \\S+$`);
    assert.equal(await group.getByRole('radio', { name: today }).count(), 1);

    // Tab from the close button reaches the chosen date.
    await dialog.getByRole('button', { name: t(lang, 'common.close') }).focus();
    await page.keyboard.press('Tab');
    assert.ok(await hasFocus(dates.nth(start)), 'Tab lands on the chosen date');

    // The arrow that points to the next date on screen: right in English, left in Arabic.
    const forward = lang === 'ar' ? 'ArrowLeft' : 'ArrowRight';
    const backward = lang === 'ar' ? 'ArrowRight' : 'ArrowLeft';
    const before = await dates.nth(start).boundingBox();
    await page.keyboard.press(forward);
    assert.ok(await hasFocus(dates.nth(start + 1)), `${forward} moves to the next date`);
    assert.equal(await checkedIndex(), start + 1);
    assert.deepEqual(await tabStops(), [start + 1]);
    const after = await dates.nth(start + 1).boundingBox();
    assert.ok(before && after);
    assert.ok(
      lang === 'ar' ? after.x < before.x : after.x > before.x,
      'the next date lies that way on screen',
    );
    await page.keyboard.press('End');
    assert.ok(await hasFocus(dates.nth(29)), 'End goes to the last date');
    assert.equal(await checkedIndex(), 29);
    await page.keyboard.press(backward);
    assert.ok(await hasFocus(dates.nth(28)), `${backward} goes back one date`);
    await page.keyboard.press('Home');
    assert.ok(await hasFocus(dates.nth(0)), 'Home goes to the first date');
    assert.deepEqual(await tabStops(), [0]);

    // Escape closes it, and focus is back on the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await eventually(async () => assert.ok(await hasFocus(book), 'focus is back on Book a time slot'));
  });

  test(`${lang}: an item card shows a focus ring when tabbed to`, async () => {
    const page = await suite.page({ viewport: DESKTOP, language: lang });
    await page.goto(BASE_URL);
    const featured = page.getByRole('region', { name: t(lang, 'home.featuredProducts') });
    const cards = featured.getByRole('article');
    await cards.nth(1).waitFor();
    const ring = (card: Locator) => card.evaluate((el) => getComputedStyle(el).boxShadow);
    const resting = await ring(cards.nth(1));
    // Tab from the second card's heart (before its link in the page; loaded on demand, so waited
    // for: until it is there, Tab from the first card's last button lands elsewhere) to its link.
    const heart = cards.nth(1).getByRole('button', { name: t(lang, 'favorites.add') });
    await heart.waitFor();
    await heart.focus();
    await page.keyboard.press('Tab');
    const link = cards.nth(1).getByRole('heading').getByRole('link');
    assert.ok(await hasFocus(link), "Tab reaches the next card's link");
    await eventually(async () => {
      const focused = await ring(cards.nth(1));
      assert.notEqual(focused, resting, 'the card looks different when focused');
      assert.match(focused, /0px 0px 0px 2px/, 'a 2px ring');
    });
  });
}
