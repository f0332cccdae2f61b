// Layout on a phone (issue 26 points 7, 8 and 4), at 390 px: a time range in Arabic stays on one line
// even where the line around it has to wrap; the Cancel order confirmation sits clear of the bottom
// navigation; the customer's main screens' buttons and links are at least 44 × 44 px; the offline
// banner stays at the top of the screen while offline (scrolling and waiting) and goes once online.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, type Lang } from '../support/api';
import { BASE_URL, browserSuite, eventually, PHONE } from '../support/browser';
import { cashOrderThroughApi } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

/** A new customer with a pending cash order of one product (through the API), signed in in `page`. */
async function pendingOrder(page: Page, lang: Lang): Promise<{ id: string }> {
  const { id, cookie } = await cashOrderThroughApi(lang, 'layout');
  const [name, value] = (cookie.split(';')[0] ?? '').split('=') as [string, string];
  await page.context().addCookies([{ name, value, url: BASE_URL }]);
  return { id };
}

/**
 * The visible buttons and links (and radios, checkboxes) smaller than 44 × 44 px, with their names.
 * Links inside running text are left out: a sentence's link is as tall as its line (WCAG 2.5.8's
 * inline exception).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'button, a[href], [role="button"], [role="radio"], [role="switch"], input[type="checkbox"], input[type="radio"], select',
    );
    for (const el of targets) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || el.closest('[aria-hidden="true"], [inert]')) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.bottom < 0 || box.top > document.documentElement.scrollHeight) continue;
      if (style.display === 'inline' && el.closest('p, li > span, dd')) continue;
      // A native radio or checkbox is drawn small inside its label, which is the target; a stretched
      // link (its ::after covers its card) is as big as the card.
      const label = (el as HTMLInputElement).labels?.[0];
      const stretched = getComputedStyle(el, '::after').position === 'absolute' && el.offsetParent;
      const target = label
        ? label.getBoundingClientRect()
        : stretched
          ? (el.offsetParent as HTMLElement).getBoundingClientRect()
          : box;
      if (target.width < 43.5 || target.height < 43.5) {
        const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
        small.push(
          `${el.tagName.toLowerCase()} "${name}" ${Math.round(target.width)}×${Math.round(target.height)}`,
        );
      }
    }
    return small;
  });
}

test('ar: a time range stays on one line even where its line must wrap', async () => {
  const page = await suite.page({ viewport: PHONE, language: 'ar' });
  const order = await pendingOrder(page, 'ar');
  await page.goto(`${BASE_URL}/orders/${order.id}`);
  const window = page.getByTestId('delivery-window').first();
  await window.waitFor();
  // The window's range ('9:00 ص – 12:00 م'): its line boxes, first as shown, then with its paragraph
  // squeezed to a little more than the range's own width, so the line around it has to break.
  const lines = await window.evaluate((el) => {
    const text = [...el.querySelectorAll('*'), el]
      .flatMap((n) => [...n.childNodes])
      .find((n): n is Text => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').includes('\u2068'));
    if (!text) return null;
    const value = text.textContent ?? '';
    const range = document.createRange();
    range.setStart(text, value.indexOf('\u2068'));
    range.setEnd(text, value.indexOf('\u2069') + 1);
    // (No named functions in here: the page has no __name helper that tsx would call.)
    const shown = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    const width = range.getBoundingClientRect().width;
    (el as HTMLElement).style.width = `${Math.ceil(width) + 24}px`;
    const squeezed = new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    return { shown, squeezed, range: range.toString() };
  });
  assert.ok(lines, 'the delivery window has an isolated range');
  assert.match(lines.range, /^\u2068\d{1,2}:00\u00a0[صم]\u00a0–\u2060\u00a0\d{1,2}:00\u00a0[صم]\u2069$/);
  assert.equal(lines.shown, 1, 'one line as shown');
  assert.equal(lines.squeezed, 1, 'still one line when the text around it wraps');
});

for (const lang of ['en', 'ar'] as const) {
  test(`${lang}: the Cancel order confirmation sits above the bottom navigation, whole`, async () => {
    const page = await suite.page({ viewport: PHONE, language: lang });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const order = await pendingOrder(page, lang);
    await page.goto(`${BASE_URL}/orders/${order.id}`);
    await page.getByRole('button', { name: t(lang, 'orders.cancel.button') }).click();
    const keep = page.getByRole('button', { name: t(lang, 'orders.cancel.keep') });
    const confirm = page.getByRole('button', { name: t(lang, 'orders.cancel.confirm') });
    await keep.waitFor();
    const nav = page.getByRole('navigation', { name: t(lang, 'nav.bottom') });
    const navBox = await nav.boundingBox();
    assert.ok(navBox, 'the bottom navigation shows on a phone');
    for (const button of [confirm, keep]) {
      await eventually(async () => {
        const box = await button.boundingBox();
        assert.ok(box, 'the button is shown');
        assert.ok(
          box.y + box.height <= navBox.y,
          `${await button.innerText()} ends above the bottom navigation`,
        );
        assert.ok(box.height >= 44, 'and is a 44 px target');
        // Nothing covers it: the point at its centre is the button itself.
        const onTop = await button.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
          return hit === el || el.contains(hit);
        });
        assert.ok(onTop, 'nothing is drawn over it');
      });
    }
    assert.equal(await keep.evaluate((el) => el === document.activeElement), true, 'Keep it has focus');
  });
}

test('en: the main customer screens have 44 px tap targets on a phone', async () => {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  const order = await pendingOrder(page, 'en');
  const product = (await api.items({ limit: 20 })).find((i) => i.kind === 'product');
  assert.ok(product);
  const screens = [
    '/',
    `/product/${product.id}`,
    '/cart',
    '/orders',
    `/orders/${order.id}`,
    '/profile',
    '/address-manager',
  ];
  const found: string[] = [];
  for (const path of screens) {
    await page.goto(`${BASE_URL}${path}`);
    await page.getByRole('main').locator('h1, h2').first().waitFor();
    await page.waitForLoadState('networkidle');
    found.push(...(await smallTargets(page)).map((s) => `${path}: ${s}`));
  }
  assert.deepEqual(found, [], 'every tap target is at least 44 × 44 px');
});

test('en: the offline banner stays at the top while offline, then goes', async () => {
  const page = await suite.page({
    viewport: PHONE,
    language: 'en',
    allowErrors: [/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/],
  });
  await page.goto(BASE_URL);
  await page.getByRole('main').locator('h1, h2').first().waitFor();
  await page.context().setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: t('en', 'network.offline') });
  await banner.waitFor();
  const header = page.locator('header').first();

  // Scrolled far down, and a while later, it is still at the top, the header just below it.
  await page.mouse.wheel(0, 2500);
  await eventually(async () =>
    assert.ok((await page.evaluate(() => window.scrollY)) > 300, 'the page scrolled'),
  );
  for (const wait of [0, 6000]) {
    await page.waitForTimeout(wait);
    const box = await banner.boundingBox();
    assert.ok(box, 'the banner is shown');
    assert.equal(Math.round(box.y), 0, 'at the top of the screen');
    const headerBox = await header.boundingBox();
    assert.ok(headerBox);
    assert.equal(Math.round(headerBox.y), Math.round(box.height), 'the header sits below it');
  }

  await page.context().setOffline(false);
  await banner.waitFor({ state: 'detached' });
  const headerBox = await header.boundingBox();
  assert.equal(Math.round(headerBox?.y ?? -1), 0, 'the header is back at the top');
});

test('en: while a dialog is open, a toast sits above it, newest only, clear of its title', async () => {
  const page = await suite.page({ viewport: PHONE, language: 'en' });
  await page.goto(BASE_URL);
  await page.getByRole('main').locator('h1, h2').first().waitFor();
  // The header's location (it opens the saved addresses; signed out, says Manama is the default).
  await page.getByRole('button', { name: /^Manama, Bahrain/ }).click();
  const dialog = page.getByRole('dialog', { name: t('en', 'addresses.location.title') });
  await dialog.waitFor();
  // Two toasts as the Toaster draws them (a title and a line of text each), the newer last.
  await page.evaluate(() => {
    const region = document.querySelector('[data-toast-region]');
    for (const text of ['Older toast', 'Newest toast'])
      region?.insertAdjacentHTML(
        'beforeend',
        `<div role="status" class="pointer-events-auto relative flex w-full rounded-2xl border p-4 pe-12"><div class="grid gap-1"><p class="font-bold text-sm">${text}</p><p class="text-sm">Saved to your account and shown again next time.</p></div></div>`,
      );
  });
  assert.equal(await page.getByText('Older toast').isVisible(), false, 'only the newest shows');
  const toastBox = await page.getByText('Newest toast').locator('xpath=../..').boundingBox();
  const titleBox = await dialog
    .getByRole('heading', { name: t('en', 'addresses.location.title') })
    .boundingBox();
  const dialogBox = await dialog.boundingBox();
  assert.ok(toastBox && titleBox && dialogBox);
  assert.ok(
    toastBox.y >= 0 && toastBox.y + toastBox.height <= dialogBox.y,
    'the toast ends above the dialog',
  );
  assert.ok(toastBox.y + toastBox.height <= titleBox.y, 'and above its title');
});

test('ar: an hourly price ("25.000 د.ب / ساعة") stays on one line on the product page, even squeezed', async () => {
  const page = await suite.page({ viewport: PHONE, language: 'ar' });
  const hourly = (await api.items({ kind: 'entertainment' })).find((i) => i.hourlyRateFils != null);
  assert.ok(hourly, 'the demo catalogue has an hourly entertainer');
  await page.goto(`${BASE_URL}/product/${hourly.id}`);
  const price = page
    .getByRole('main')
    .getByText(/\/ ساعة$/)
    .first();
  await price.waitFor();
  // An inline box has one client rect per line it takes.
  assert.equal(await price.evaluate((el) => el.getClientRects().length), 1);
  // Squeezed to less than its width, it overflows rather than breaking between the price and its unit.
  const squeezed = await price.evaluate((el) => {
    const parent = el.parentElement as HTMLElement;
    parent.style.width = `${Math.floor(el.getBoundingClientRect().width / 2)}px`;
    return el.getClientRects().length;
  });
  assert.equal(squeezed, 1);
});
