import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissSplash, NO_SPLASH_PATHS, SPLASH_FADE_MS, SPLASH_VISIBLE_MS } from './Splash';

/** The splash as index.html paints it (only what the app touches). */
function mountSplash() {
  const splash = document.createElement('div');
  splash.id = 'splash';
  document.body.append(splash);
  return splash;
}

beforeEach(() => vi.useFakeTimers());

/** A clock that reads `at` ms since navigation start now, and runs with the fake timers. */
function clockAt(at: number, lag = 0) {
  const start = Date.now();
  return () => at + (Date.now() - start) - lag;
}
afterEach(() => {
  vi.useRealTimers();
  document.getElementById('splash')?.remove();
});

describe('dismissSplash', () => {
  it('keeps the splash 2.5 s from navigation start, then fades it over 0.5 s and removes it', () => {
    const splash = mountSplash();
    dismissSplash(clockAt(1000)); // the app mounted 1 s after navigation start
    vi.advanceTimersByTime(SPLASH_VISIBLE_MS - 1000 - 1);
    expect(splash.style.opacity).toBe('');
    vi.advanceTimersByTime(1);
    expect(splash.style.opacity).toBe('0');
    vi.advanceTimersByTime(SPLASH_FADE_MS - 1);
    expect(splash.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(splash.isConnected).toBe(false);
  });

  it('fades at once when the app comes after the 2.5 s', () => {
    const splash = mountSplash();
    dismissSplash(clockAt(4000));
    vi.advanceTimersByTime(0);
    expect(splash.style.opacity).toBe('0');
  });

  it('never fades early when a timer fires before the clock reaches its time', () => {
    const splash = mountSplash();
    // The page's clock runs a tenth of a millisecond behind the timers.
    dismissSplash(clockAt(1000, 0.1));
    vi.advanceTimersByTime(SPLASH_VISIBLE_MS - 1000);
    expect(splash.style.opacity).toBe('');
    vi.advanceTimersByTime(1);
    expect(splash.style.opacity).toBe('0');
  });

  it('schedules once however often the shell mounts', () => {
    const splash = mountSplash();
    dismissSplash(clockAt(0));
    dismissSplash(clockAt(2400)); // a second mount must not bring the fade forward
    vi.advanceTimersByTime(SPLASH_VISIBLE_MS - 1);
    expect(splash.style.opacity).toBe('');
  });

  it('does nothing without a splash (a later page of the session)', () => {
    expect(() => dismissSplash(clockAt(0))).not.toThrow();
  });
});

describe('where the splash shows', () => {
  it('at the app’s start, never on a guest’s invitation link or in the staff areas', () => {
    for (const path of ['/', '/cart', '/events/1', '/rsvpx', '/help'])
      expect(NO_SPLASH_PATHS.test(path), path).toBe(false);
    for (const path of [
      `/rsvp/${'a'.repeat(43)}`,
      '/admin',
      '/admin/orders',
      '/retailer-login',
      '/driver/jobs',
    ])
      expect(NO_SPLASH_PATHS.test(path), path).toBe(true);
  });

  it('is decided by index.html’s first script with the same pattern', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    expect(html).toContain(`let splash = !/${NO_SPLASH_PATHS.source}/.test(location.pathname);`);
  });
});
