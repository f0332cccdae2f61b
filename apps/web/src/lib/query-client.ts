import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MINUTE = 60_000;

/** Whether a failed request failed because the device is offline (no answer, and no network). */
export const failedOffline = (error: unknown) =>
  error instanceof ApiError && error.code === 'NETWORK' && !onlineManager.isOnline();

/**
 * Spec §7 "Fetch behaviour": 3 retries (never on 404), mutations once, 5 min stale, 10 min cache.
 *
 * Offline (issue 26 point 8): a query waits ('online' network mode: paused, not failing) and runs by
 * itself when the device is back online; its placeholder says it is offline (ListSkeleton). A mutation
 * is never kept to be sent later (an order, a payment or a cancel must not go out by itself, maybe
 * minutes after the tap): sent offline it fails at once and is not tried again, and the screen says
 * so in place ('Could not reach the server. Check your connection'), the offline banner above it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'online',
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status === 404) return false;
          return failureCount < 3;
        },
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
      },
      mutations: {
        networkMode: 'always',
        // Offline there is nothing to try again: one clear failure, not a second one a second later.
        retry: (failureCount, error) => !failedOffline(error) && failureCount < 1,
      },
    },
  });
}
