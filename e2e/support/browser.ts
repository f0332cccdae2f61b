import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  language?: 'en' | 'ar';
  /** Keep the splash screen (it is skipped by default so specs don't wait 3 s). */
  splash?: boolean;
}

export async function newPage(browser: Browser, options: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? PHONE,
    isMobile: (options.viewport ?? PHONE).width < 600,
    hasTouch: (options.viewport ?? PHONE).width < 600,
  });
  await context.addInitScript(
    ({ language, splash }) => {
      if (!splash) sessionStorage.setItem('splashShown', '1');
      if (language && !localStorage.getItem('language')) localStorage.setItem('language', language);
    },
    { language: options.language, splash: options.splash ?? false },
  );
  const page = await context.newPage();
  page.on('pageerror', (err) => {
    throw err;
  });
  return page;
}

export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}
