import { useEffect, useState } from 'react';

/**
 * The time now, read again every `everyMs`: a screen that shows time passing ("late", "last seen
 * N min ago") moves on its own, without a refetch.
 */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
