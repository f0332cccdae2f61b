import { useEffect, useState } from 'react';

/** 'm:ss' for countdowns: a sign-in code ('Code expires in m:ss'), a time slot held in the cart. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * Seconds left until `deadline` (epoch ms), ticking once a second. Counted from the clock rather than
 * by decrementing, so a tab in the background (throttled timers) still shows the true time.
 */
export function useCountdown(deadline: number): number {
  const [left, setLeft] = useState(() => secondsUntil(deadline));
  useEffect(() => {
    setLeft(secondsUntil(deadline));
    if (secondsUntil(deadline) === 0) return;
    const id = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next === 0) clearInterval(id);
    }, 250);
    return () => clearInterval(id);
  }, [deadline]);
  return left;
}
