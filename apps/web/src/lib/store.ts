import { useSyncExternalStore } from 'react';

/**
 * A value that lives outside React (open dialogs, toasts) so that anything can change it without a
 * provider, and components re-render when it does. `set` replaces the value; compare before calling it.
 */
export function createStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    use: (): T => useSyncExternalStore(subscribe, () => value),
  };
}
