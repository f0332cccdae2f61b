import { LOCATION_MIN_INTERVAL_MS, LOCATION_MIN_MOVE_METERS } from '@haflah/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { trackingApi } from '../api/tracking';
import { distanceMeters } from '../utils/geo';

type Point = { lng: number; lat: number };

/** What the driver's location page shows of the sender (one sender per tab, mounted in the driver area). */
export interface SenderState {
  /** Online with a delivery in hand: the phone's position is being watched and sent. */
  active: boolean;
  /** Why nothing is being sent, or why nothing has been yet. */
  reason: 'offline' | 'noDelivery' | 'denied' | 'unsupported' | 'waiting' | null;
  /** The phone's latest position (sent or not). */
  position: Point | null;
  /** The last fix the server stored, and when (ms). */
  lastFix: (Point & { at: number }) | null;
  /** 'refused': the browser has one but would not give it (battery saver, a hidden page). */
  wakeLock: 'held' | 'idle' | 'unsupported' | 'refused';
}

let state: SenderState = {
  active: false,
  reason: 'offline',
  position: null,
  lastFix: null,
  wakeLock: 'idle',
};
const listeners = new Set<() => void>();
function update(change: Partial<SenderState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The sender's state, for the location page. */
export function useSenderState(): SenderState {
  return useSyncExternalStore(subscribe, () => state);
}

/** A little over the server's bound: two fixes 5 s apart at the phone may arrive 4.9 s apart. */
const SEND_EVERY_MS = LOCATION_MIN_INTERVAL_MS + 250;

/**
 * Decides whether a new position is sent now, later (the interval is not up: the newest waits for
 * it), or not at all (it moved less than LOCATION_MIN_MOVE_METERS from the last fix sent).
 */
export function nextSend(
  last: (Point & { at: number }) | null,
  position: Point,
  now: number,
): { send: 'now' } | { send: 'later'; inMs: number } | { send: 'never' } {
  if (last && distanceMeters(last, position) < LOCATION_MIN_MOVE_METERS) return { send: 'never' };
  if (!last || now - last.at >= SEND_EVERY_MS) return { send: 'now' };
  return { send: 'later', inMs: SEND_EVERY_MS - (now - last.at) };
}

/**
 * While the driver is online with a delivery in hand: watches the phone's position and sends a fix at
 * most every LOCATION_MIN_INTERVAL_MS, only when it moved at least LOCATION_MIN_MOVE_METERS, and holds
 * the Screen Wake Lock (taken again when the page comes back into view) so the phone keeps sending.
 * Failures are only logged (spec: "Location update failures are only logged").
 */
export function useLocationSender({ online, inHand }: { online: boolean; inHand: boolean }) {
  const active = online && inHand;
  useEffect(() => {
    if (!active) {
      update({ active: false, reason: online ? 'noDelivery' : 'offline', wakeLock: 'idle' });
      return;
    }
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!geolocation) {
      update({ active: false, reason: 'unsupported' });
      return;
    }
    update({ active: true, reason: state.lastFix ? null : 'waiting' });
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let sending = false;
    let waiting: Point | null = null;

    const send = async (fix: Point) => {
      sending = true;
      const at = Date.now();
      try {
        await trackingApi.sendFix(fix);
        if (!stopped) update({ lastFix: { ...fix, at }, reason: null });
      } catch (error) {
        console.warn('location update failed', (error as { code?: string }).code ?? error);
      } finally {
        sending = false;
      }
    };
    const consider = (position: Point) => {
      if (stopped || sending) {
        waiting = position;
        return;
      }
      const decision = nextSend(state.lastFix, position, Date.now());
      if (decision.send === 'now') void send(position).then(() => flushWaiting());
      else if (decision.send === 'later') {
        waiting = position;
        clearTimeout(timer);
        timer = setTimeout(flushWaiting, decision.inMs);
      }
    };
    const flushWaiting = () => {
      const next = waiting;
      waiting = null;
      if (next) consider(next);
    };
    const watch = geolocation.watchPosition(
      ({ coords }) => {
        const position = { lng: coords.longitude, lat: coords.latitude };
        update({ position });
        consider(position);
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED) update({ reason: 'denied' });
        else console.warn('location unavailable', error.message);
      },
      { enableHighAccuracy: true, maximumAge: LOCATION_MIN_INTERVAL_MS, timeout: 30_000 },
    );

    // The Screen Wake Lock, where the browser has one; the browser releases it when the page is hidden.
    const wakeLock = (
      navigator as Navigator & { wakeLock?: { request(type: 'screen'): Promise<WakeLockLike> } }
    ).wakeLock;
    let sentinel: WakeLockLike | null = null;
    const lock = async () => {
      if (!wakeLock || stopped || document.visibilityState !== 'visible') return;
      try {
        sentinel = await wakeLock.request('screen');
        if (stopped) {
          void sentinel.release();
          return;
        }
        update({ wakeLock: 'held' });
        sentinel.addEventListener('release', () => {
          if (!stopped) update({ wakeLock: 'idle' });
        });
      } catch (error) {
        console.warn('wake lock refused', (error as Error).message);
        if (!stopped) update({ wakeLock: 'refused' });
      }
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void lock();
    };
    if (wakeLock) {
      void lock();
      document.addEventListener('visibilitychange', onVisible);
    } else update({ wakeLock: 'unsupported' });

    return () => {
      stopped = true;
      clearTimeout(timer);
      geolocation.clearWatch(watch);
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
      update({ active: false, wakeLock: wakeLock ? 'idle' : 'unsupported' });
    };
  }, [active, online]);
}

interface WakeLockLike {
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
