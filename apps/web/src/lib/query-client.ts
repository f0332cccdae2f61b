import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

const MINUTE = 60_000;

/** Spec §7 "Fetch behaviour": 3 retries (never on 404), mutations once, 5 min stale, 10 min cache. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status === 404) return false;
          return failureCount < 3;
        },
        staleTime: 5 * MINUTE,
        gcTime: 10 * MINUTE,
      },
      mutations: { retry: 1 },
    },
  });
}
