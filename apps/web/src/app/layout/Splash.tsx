import { useEffect } from 'react';

/** Spec §2 Start: the logo for 2.5 s, then a 0.5 s fade; once per browser session. */
export const SPLASH_VISIBLE_MS = 2500;
export const SPLASH_FADE_MS = 500;
export const SPLASH_SESSION_KEY = 'splashShown';

/**
 * Pages that open without the splash: the staff areas, and a guest's invitation (/rsvp/…: the spec's
 * splash is the app's start, not an invitation link). index.html's first script tests this same
 * pattern before the first paint (Splash.test.ts keeps the two the same).
 */
export const NO_SPLASH_PATHS = /^\/(?:(?:admin|retailer|driver)(?:\/|-|$)|rsvp\/)/;

/**
 * Takes the splash away on schedule: fully visible until 2.5 s after navigation start, then faded out
 * over 0.5 s and removed. Timed from navigation start, not from when the app mounted: the splash is
 * painted by index.html with the first bytes, and on a slow phone the script itself can take seconds;
 * the spec's 2.5 s is what the person sees. If the app comes later than that, it fades at once.
 * `clock`: milliseconds since navigation start.
 */
export function dismissSplash(clock: () => number = () => performance.now()) {
  const splash = document.getElementById('splash');
  // Once: the app shell may mount more than once (StrictMode in development).
  if (!splash || splash.dataset.leaving !== undefined) return;
  splash.dataset.leaving = '';
  // Timers, not an effect's cleanup: the splash goes whatever the app renders next. A timer may fire a
  // fraction of a millisecond before the clock reaches its time (seen: a fade at 2,499.9 ms): then it
  // waits out the rest.
  const fade = () => {
    const left = SPLASH_VISIBLE_MS - clock();
    if (left > 0) {
      setTimeout(fade, Math.ceil(left));
      return;
    }
    splash.style.opacity = '0';
    setTimeout(() => splash.remove(), SPLASH_FADE_MS);
  };
  fade();
}

/**
 * The splash itself is plain HTML and CSS in index.html (an inline script there decides, before the
 * first paint, whether this is the session's first page and which language it shows); the app mounts
 * underneath it, and this takes it away once the app shell is there.
 */
export function Splash() {
  useEffect(() => dismissSplash(), []);
  return null;
}
