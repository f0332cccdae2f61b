import type { SessionUser } from '@haflah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { sessionKeys } from './session';

/**
 * Spec §9: mutations retry once. A 4xx answer (not found, refused, signed out) would only be refused
 * again, so those are not retried.
 */
export const retryOnce = (failureCount: number, error: Error) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

/** A list cached per user: `of(userId)` is one user's, `all` every user's. */
export interface OwnedListKeys {
  all: readonly unknown[];
  of: (userId: string | null) => readonly unknown[];
}

/**
 * A change to a list the signed-in user owns (addresses, payment methods) whose every answer is the
 * whole list: it replaces the cached one (the user is read when the answer lands). An item that has
 * gone means the cached list is out of date: it is read again. A new item is never sent twice (pass
 * `retry: false`): a lost answer to the first POST would leave two copies.
 */
export function useOwnedListMutation<TVars, TList>(
  keys: OwnedListKeys,
  mutationFn: (vars: TVars) => Promise<TList>,
  { retry = retryOnce, gcTime }: { retry?: false | typeof retryOnce; gcTime?: number } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    retry,
    ...(gcTime !== undefined && { gcTime }),
    onSuccess: async (list) => {
      const key = keys.of(queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, list);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'NOT_FOUND') {
        void queryClient.invalidateQueries({ queryKey: keys.all });
      }
    },
  });
}
