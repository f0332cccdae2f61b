import type { ShopOrderSummary } from '@haflah/contracts';
import { useEffect, useRef } from 'react';

/** How often the chime sounds again while a new order waits to be opened. */
export const RING_EVERY_MS = 12_000;

/**
 * The orders that ring: waiting for acceptance and not yet opened on this device. Accepting or
 * rejecting one elsewhere takes it out of the waiting list, so it stops ringing here too.
 */
export function ringingOrders(waiting: readonly ShopOrderSummary[], opened: ReadonlySet<string>) {
  return waiting.filter((order) => order.status === 'pending' && !opened.has(order.id));
}

/** Orders in `current` that were not in `before` (null: the first answer, which announces nothing). */
export function arrivals(before: ReadonlySet<string> | null, current: readonly ShopOrderSummary[]) {
  if (!before) return [];
  return current.filter((order) => !before.has(order.id));
}

/**
 * Plays `play` at once when `active` turns true and again every `everyMs` while it stays true; stops
 * as soon as it turns false (the order was opened, sound muted) or the component goes. A new
 * `restart` value (another order arrived while ringing) rings at once and starts the beat again.
 */
export function useRinging(active: boolean, play: () => void, everyMs = RING_EVERY_MS, restart: unknown = 0) {
  const latest = useRef(play);
  latest.current = play;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `restart` only restarts the beat
  useEffect(() => {
    if (!active) return;
    latest.current();
    const timer = setInterval(() => latest.current(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, restart]);
}
