/**
 * Debian's Chromium as the browser suite (e2e/support/browser.ts) and the Lighthouse script launch it:
 * headless and sandboxless (root in a container), and without the background services that would
 * call Google's hosts, which these machines' closed network refuses many at a time.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
