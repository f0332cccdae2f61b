import {
  type LoginRequest,
  type SessionUser,
  sessionResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from './api';

/**
 * Who is signed in is app-wide state, like the language: the navbar, the cart and the staff areas all
 * read it, and features must not import each other. So the session query lives here; the features that
 * change it (auth: sign-in, registration, codes, sign-out; account: profile edits, deletion; staff:
 * sign-in and sign-up) write the result into this same cache entry.
 */
export const sessionKeys = {
  all: ['session'] as const,
};

/** Starting and ending a session with email and password: the customer's and the staff sign-ins. */
export const sessionApi = {
  login: (body: LoginRequest) =>
    apiSend('POST', '/api/auth/login', body, userResponseSchema).then((r) => r.user),
  logout: () => apiSend('POST', '/api/auth/logout', undefined, sessionResponseSchema).then(() => null),
};

/** Spec §9: the client re-checked its session on a 30-second tick; we re-check on focus after that. */
const SESSION_STALE_MS = 30_000;

export const sessionQueries = {
  /** Who is signed in now: the user, or null. */
  current: () =>
    queryOptions({
      queryKey: sessionKeys.all,
      queryFn: ({ signal }): Promise<SessionUser | null> =>
        apiGet('/api/auth/session', sessionResponseSchema, undefined, signal).then((r) => r.user),
      staleTime: SESSION_STALE_MS,
      refetchOnWindowFocus: true,
    }),
};

export interface Session {
  /** The signed-in user, or null when signed out (or while the session is still being read). */
  user: SessionUser | null;
  /** True until the first answer: don't treat the visitor as signed out yet. */
  isLoading: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueries.current());
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}

/**
 * A call whose answer is the new session user (null: signed out), written into the session cache;
 * `reread` asks the server again afterwards. Never retried: a repeated sign-in or code check would
 * count against the user's attempt limits, and a repeated code request or sign-up would happen twice.
 */
export function useSessionMutation<TData extends SessionUser | null, TVars>(
  mutationFn: (vars: TVars) => Promise<TData>,
  { reread = false } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(sessionKeys.all, user);
      if (reread) void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
    },
  });
}

/** The first word of the name, for the greeting ('Hi, Fatima'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
