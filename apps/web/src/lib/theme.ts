import { useSyncExternalStore } from 'react';

/**
 * Dark mode from Settings → Appearance. The spec keeps Settings toggles local and unsaved, so the
 * choice lasts for this page visit only.
 */
let dark = false;
const listeners = new Set<() => void>();

export function setDarkMode(on: boolean) {
  dark = on;
  document.documentElement.classList.toggle('dark', on);
  for (const l of listeners) l();
}

export function useDarkMode(): [boolean, (on: boolean) => void] {
  const value = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => dark,
  );
  return [value, setDarkMode];
}
