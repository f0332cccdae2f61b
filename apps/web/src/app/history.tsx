import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * The router reads the address when it first renders and follows Back and Forward once it has
 * mounted; the first render is a transition that can take a few hundred milliseconds on a slow
 * phone. A Back or Forward in between would be missed, leaving one page on screen under another's
 * address: once mounted, this replays it if the address has moved since the router read it.
 * (Effects run after the router has started listening, in its layout effect.)
 */
export function CatchUpWithHistory() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: compares with the first render only
  useEffect(() => {
    if (pathname + search !== location.pathname + location.search) {
      dispatchEvent(new PopStateEvent('popstate'));
    }
  }, []);
  return null;
}
