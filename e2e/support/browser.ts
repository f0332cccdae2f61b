import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** How long a locator waits before giving up; the app answers in well under a second. */
const ACTION_TIMEOUT_MS = 10_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  language?: 'en' | 'ar';
  /** Keep the splash screen (it is skipped by default so specs don't wait 3 s). */
  splash?: boolean;
  /** Console errors the test expects (e.g. the 404 of a missing product); anything else fails it. */
  allowErrors?: RegExp[];
}

interface ErrorLog {
  errors: string[];
  allow: RegExp[];
}
const errorLogs = new WeakMap<Page, ErrorLog>();

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const viewport = options.viewport ?? PHONE;
  const context = await browser.newContext({
    viewport,
    isMobile: viewport.width < 600,
    hasTouch: viewport.width < 600,
  });
  await context.addInitScript(
    ({ language, splash }) => {
      if (!splash) sessionStorage.setItem('splashShown', '1');
      if (language && !localStorage.getItem('language')) localStorage.setItem('language', language);
      // Anything the server's Content Security Policy blocks fails the test like any other error.
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(
          `CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    },
    { language: options.language, splash: options.splash ?? false },
  );
  const page = await context.newPage();
  page.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(15_000);

  // An uncaught throw inside an event handler doesn't fail a node:test test, so errors are collected
  // here and asserted empty when the test ends (see browserSuite).
  const log: ErrorLog = { errors: [], allow: options.allowErrors ?? [] };
  errorLogs.set(page, log);
  page.on('pageerror', (err) => log.errors.push(`pageerror: ${err.stack ?? err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    log.errors.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('crash', () => log.errors.push('the page crashed'));
  return page;
}

/** Errors the page reported so far that the test did not declare as expected. */
export function unexpectedErrors(page: Page): string[] {
  const log = errorLogs.get(page);
  if (!log) return [];
  return log.errors.filter((e) => !log.allow.some((re) => re.test(e)));
}

export function assertNoPageErrors(page: Page) {
  assert.deepEqual(unexpectedErrors(page), [], 'the page reported errors');
}

/**
 * One browser per spec file (launched in `before`, closed in `after`). Pages opened with `page()`
 * get their own context; after each test their errors are asserted empty and their contexts closed.
 */
export function browserSuite() {
  let browser: Browser | undefined;
  const opened: Page[] = [];
  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const pages = opened.splice(0);
    const errors = pages.flatMap(unexpectedErrors);
    await Promise.all(pages.map((p) => p.context().close()));
    assert.deepEqual(errors, [], 'the page reported errors');
  });
  return {
    async page(options: PageOptions = {}): Promise<Page> {
      assert.ok(browser, 'the browser is launched in before()');
      const page = await newPage(browser, options);
      opened.push(page);
      return page;
    },
  };
}

/**
 * Retries an assertion until it passes (like Playwright Test's `expect.poll`); the last failure is
 * rethrown after `timeout` ms.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeout = ACTION_TIMEOUT_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (let delay = 25; ; delay = Math.min(delay * 2, 250)) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
    }
    await new Promise((r) => setTimeout(r, delay));
  }
}

/** The product ids the item cards in `scope` link to, in order. */
export async function cardIds(scope: Page | Locator): Promise<string[]> {
  const links = scope.getByRole('article').getByRole('heading').getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((h) => h.replace(/^\/product\//, ''));
}

/** The titles of the item cards in `scope`, in order. */
export function cardTitles(scope: Page | Locator): Promise<string[]> {
  return scope.getByRole('article').getByRole('heading').allInnerTexts();
}

/** Waits until the item cards in `scope` are exactly these products, in this order. */
export async function expectCards(scope: Page | Locator, ids: string[]) {
  await eventually(async () => assert.deepEqual(await cardIds(scope), ids));
}

export async function htmlLangDir(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Waits for web fonts and for every image in the viewport to finish loading; returns broken ones. */
export async function waitForImages(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
      })
      .every((img) => img.complete),
  );
  return page.evaluate(() =>
    [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src),
  );
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** A short unique suffix for emails and names the test makes. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * A new customer account registered from the page, so its session cookie is the page's (the page must
 * be on the app's origin); the caller reloads or navigates to see the app signed in.
 */
export async function registerFromPage(page: Page, name: string, tag: string) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/auth/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { name, email: `${tag}-${unique()}@example.com`, password: 'Party-time-1' },
  );
  assert.equal(status, 200, 'registration from the page');
}
