import { createStore } from '../../../lib/store';

/**
 * What the new-order alarm remembers on this device: whether the shop wants sound (asked once: `null`
 * until answered; `off` is muted) and which orders have been opened here (they stop ringing).
 */
export type SoundChoice = 'on' | 'off' | null;

export const SOUND_KEY = 'haflah.shopOrders.sound';
export const OPENED_KEY = 'haflah.shopOrders.opened';
/** Opened orders remembered: far more than are ever waiting at once. */
const OPENED_KEPT = 200;

function readSound(): SoundChoice {
  try {
    const value = localStorage.getItem(SOUND_KEY);
    return value === 'on' || value === 'off' ? value : null;
  } catch {
    return null;
  }
}

function readOpened(): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(OPENED_KEY) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  } catch {
    return new Set();
  }
}

export const soundChoice = createStore<SoundChoice>(readSound());
export const openedOrders = createStore<ReadonlySet<string>>(readOpened());

export function chooseSound(choice: 'on' | 'off') {
  try {
    localStorage.setItem(SOUND_KEY, choice);
  } catch {
    // Private mode: remembered for this visit only.
  }
  soundChoice.set(choice);
}

/** The shop opened this order: it stops ringing on this device. */
export function markOpened(id: string) {
  const opened = openedOrders.get();
  if (opened.has(id)) return;
  const next = [...opened, id].slice(-OPENED_KEPT);
  try {
    localStorage.setItem(OPENED_KEY, JSON.stringify(next));
  } catch {
    // As above.
  }
  openedOrders.set(new Set(next));
}

/** Reads the device's choices again (tests; another tab's change). */
export function reloadAlarmStore() {
  soundChoice.set(readSound());
  openedOrders.set(readOpened());
}
