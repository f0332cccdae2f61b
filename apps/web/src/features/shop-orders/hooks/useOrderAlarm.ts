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
 * The new-order alarm: follows the orders waiting for acceptance (refreshed live by the realtime
 * client), rings every few seconds while one of them has not been opened here, unless muted, and
 * says which arrived. Sound needs one gesture: the first tap anywhere after sound was chosen unlocks it.
 */
export function useOrderAlarm(): OrderAlarm {
  const waiting = useWaitingOrders();
  const opened = openedOrders.use();
  const choice = soundChoice.use();
  const unlocked = useSyncExternalStore(subscribeUnlocked, chimeUnlocked, () => false);
  const ringing = ringingOrders(waiting.data ?? [], opened);

  const seen = useRef<ReadonlySet<string> | null>(null);
  const [arrived, setArrived] = useState<readonly ShopOrderSummary[]>([]);
  useEffect(() => {
    if (!waiting.data) return;
    const fresh = arrivals(seen.current, waiting.data);
    seen.current = new Set([...(seen.current ?? []), ...waiting.data.map((o) => o.id)]);
    if (fresh.length > 0) setArrived((before) => [...before, ...fresh].slice(-5));
  }, [waiting.data]);

  const wantsSound = choice === 'on' && canChime();
  useEffect(() => {
    if (!wantsSound || unlocked) return;
    const unlock = () => void unlockChime().then(notifyUnlocked);
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

  return {
    ringing,
    arrived,
    askSound: choice === null && canChime(),
    muted: choice === 'off',
    needsTap: wantsSound && !unlocked,
    turnSoundOn: () => {
      chooseSound('on');
      void unlockChime().then(notifyUnlocked);
    },
    setMuted: (muted) => {
      chooseSound(muted ? 'off' : 'on');
      if (!muted) void unlockChime().then(notifyUnlocked);
    },
  };
}
