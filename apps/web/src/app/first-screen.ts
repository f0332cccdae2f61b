import type { QueryClient } from '@tanstack/react-query';
import { prefetchHomeFirstView } from '../features/catalogue/api/first-view';
import { opensOnCategories } from '../features/catalogue/hooks/useBrowseState';
import { sessionQueries } from '../lib/session';

/** The longest the first render waits for the first screen's data; after that it shows skeletons. */
export const FIRST_SCREEN_DATA_WAIT_MS = 800;

/**
 * Starts the reads the first screen needs while the app's code and strings are still arriving, and
 * resolves once they are in the cache (or after FIRST_SCREEN_DATA_WAIT_MS, whichever is first).
 *
 * The first render is a transition, done in slices of a few milliseconds; data that arrives after it
 * would re-render the page in one piece instead (a query's answer reaches React through an external
 * store, which React always renders synchronously), the longest task of a first visit. Reads that fail
 * or are late are left to the screen's own hooks, which show their skeletons and errors as always.
 */
export function loadFirstScreen(queryClient: QueryClient, location: Location = window.location) {
  const reads: Promise<unknown>[] = [queryClient.prefetchQuery(sessionQueries.current())];
  if (opensOnCategories(location, window.history.state)) reads.push(...prefetchHomeFirstView(queryClient));
  return Promise.race([
    Promise.all(reads),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_DATA_WAIT_MS)),
  ]);
}
