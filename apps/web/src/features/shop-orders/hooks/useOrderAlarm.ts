import type { ShopOrderSummary } from '@haflah/contracts';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWaitingOrders } from '../api/shop-orders';
import { chooseSound, openedOrders, soundChoice } from '../utils/alarm-store';
import { canChime, chimeUnlocked, playChime, unlockChime } from '../utils/chime';
import { arrivals, RING_EVERY_MS, ringingOrders, useRinging } from '../utils/ringing';

// Whether a gesture has let sound play yet: the chime's context lives outside React.
const unlockListeners = new Set<() => void>();
const notifyUnlocked = () => {
  for (const listener of unlockListeners) listener();
};
const subscribeUnlocked = (listener: () => void) => {
  unlockListeners.add(listener);
  return () => void unlockListeners.delete(listener);
};
const unlock = () => void unlockChime().then(notifyUnlocked);
const useUnlocked = () => useSyncExternalStore(subscribeUnlocked, chimeUnlocked, () => false);

/** The waiting orders not yet opened on this device (they ring, and the lists highlight them). */
function useRingingOrders() {
  const waiting = useWaitingOrders();
  const opened = openedOrders.use();
  return { waiting, ringing: ringingOrders(waiting.data ?? [], opened) };
}

/**
 * The chime, for the whole retailer area (mounted once, in the area's frame, so a new order is heard
 * on the dashboard or the products too): rings every few seconds while a waiting order has not been
 * opened here, when the shop chose sound; a newer order arriving rings at once. Browsers play sound
 * only after a gesture: the first tap or key anywhere once sound was chosen lets it.
 */
export function useOrderRinger() {
  const { ringing } = useRingingOrders();
  const wantsSound = soundChoice.use() === 'on' && canChime();
  const unlocked = useUnlocked();
  useEffect(() => {
    if (!wantsSound || unlocked) return;
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [wantsSound, unlocked]);
  // The highest order number that has rung: a newer order arriving while others ring rings at once.
  const newest = useRef(0);
  newest.current = Math.max(newest.current, ...ringing.map((o) => o.number));
  useRinging(wantsSound && unlocked && ringing.length > 0, playChime, RING_EVERY_MS, newest.current);
}

export interface OrderAlarm {
  /** Waiting orders not yet opened on this device: highlighted, and the chime rings for them. */
  ringing: readonly ShopOrderSummary[];
  /** Orders that arrived while the screen was open, newest last (for the live announcement). */
  arrived: readonly ShopOrderSummary[];
  /** The shop has not said yet whether it wants sound: ask (once). */
  askSound: boolean;
  muted: boolean;
  /** Sound is wanted but the browser waits for a tap before playing it. */
  needsTap: boolean;
  turnSoundOn: () => void;
  setMuted: (muted: boolean) => void;
}

/**
 * What the order screens show of the alarm (the chime itself is `useOrderRinger`'s): the waiting
 * orders not yet opened here, which arrived while the screen was open, and the sound's controls.
 */
export function useOrderAlarm(): OrderAlarm {
  const { waiting, ringing } = useRingingOrders();
  const choice = soundChoice.use();
  const unlocked = useUnlocked();

  const seen = useRef<ReadonlySet<string> | null>(null);
  const [arrived, setArrived] = useState<readonly ShopOrderSummary[]>([]);
  useEffect(() => {
    if (!waiting.data) return;
    const fresh = arrivals(seen.current, waiting.data);
    seen.current = new Set([...(seen.current ?? []), ...waiting.data.map((o) => o.id)]);
    if (fresh.length > 0) setArrived((before) => [...before, ...fresh].slice(-5));
  }, [waiting.data]);

  return {
    ringing,
    arrived,
    askSound: choice === null && canChime(),
    muted: choice === 'off',
    needsTap: choice === 'on' && canChime() && !unlocked,
    turnSoundOn: () => {
      chooseSound('on');
      unlock();
    },
    setMuted: (muted) => {
      chooseSound(muted ? 'off' : 'on');
      if (!muted) unlock();
    },
  };
}
