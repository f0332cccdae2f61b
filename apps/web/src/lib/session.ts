import { type SessionUser, sessionResponseSchema } from '@haflah/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api';

/**
 * Who is signed in is app-wide state, like the language: the navbar, the cart and the staff areas all
 * read it, and features must not import each other. So the session query lives here; the auth feature
 * owns everything that changes it (sign-in, registration, codes, sign-out, profile edits), and writes
 * the result into this same cache entry.
 */
export const SESSION_KEY = ['session'] as const;

/** Spec §9: the client re-checked its session on a 30-second tick; we re-check on focus after that. */
const SESSION_STALE_MS = 30_000;

export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_KEY,
  queryFn: ({ signal }): Promise<SessionUser | null> =>
    apiGet('/api/auth/session', sessionResponseSchema, undefined, signal).then((r) => r.user),
  staleTime: SESSION_STALE_MS,
  refetchOnWindowFocus: true,
});

export interface Session {
  /** The signed-in user, or null when signed out (or while the session is still being read). */
  user: SessionUser | null;
  /** True until the first answer: don't treat the visitor as signed out yet. */
  isLoading: boolean;
}

export function useSession(): Session {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data ?? null, isLoading: query.isPending && query.fetchStatus !== 'idle' };
}

/** The first word of the name, for the greeting ('Hi, Fatima'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
