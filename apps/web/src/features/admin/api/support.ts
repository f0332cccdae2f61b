import {
  type AdminSupportRequest,
  adminSupportPageSchema,
  adminSupportRequestSchema,
  type SupportStatusFilter,
} from '@haflah/contracts';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { adminKeys } from './admin';

/** The support list's filter, as the address keeps it. */
export interface SupportFilter {
  status: SupportStatusFilter;
  q?: string;
}

/** Under adminKeys.all: a reconnect of the admins' room reads them again with the rest. */
export const adminSupportKeys = {
  all: (userId: string) => [...adminKeys.all, 'support', userId] as const,
  list: (userId: string, filter: SupportFilter) => [...adminSupportKeys.all(userId), 'list', filter] as const,
  detail: (userId: string, id: string) => [...adminSupportKeys.all(userId), 'detail', id] as const,
};

const listQuery = (userId: string, filter: SupportFilter) =>
  infiniteQueryOptions({
    queryKey: adminSupportKeys.list(userId, filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        '/api/admin/support',
        adminSupportPageSchema,
        { status: filter.status, q: filter.q || undefined, after: pageParam ?? undefined },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Realtime (support.changed) says when a request arrives, is answered or closed.
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

const useUserId = () => useSession().user?.id ?? '';

/** Requests by status (open by default) and a number or an email, newest first, a page at a time. */
export function useSupportRequests(filter: SupportFilter) {
  const userId = useUserId();
  return useInfiniteQuery({ ...listQuery(userId, filter), enabled: Boolean(userId) });
}

export function useSupportRequest(id: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: adminSupportKeys.detail(userId, id),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/support/${encodeURIComponent(id)}`, adminSupportRequestSchema, undefined, signal),
    enabled: Boolean(userId),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export type SupportAction =
  | { id: string; action: 'answer'; message: string }
  | { id: string; action: 'close'; note?: string };

/**
 * Answers or closes a request. The answer replaces the cached request; the lists and the figures are
 * read again. A refusal (closed meanwhile: 409) reads the request again. Never retried.
 */
export function useSupportAction() {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    retry: false,
    mutationFn: (vars: SupportAction) =>
      apiSend(
        'POST',
        `/api/admin/support/${encodeURIComponent(vars.id)}/${vars.action}`,
        vars.action === 'answer' ? { message: vars.message } : vars.note ? { note: vars.note } : {},
        adminSupportRequestSchema,
      ),
    onSuccess: (request: AdminSupportRequest) => {
      queryClient.setQueryData(adminSupportKeys.detail(userId, request.id), request);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminSupportKeys.all(userId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard(userId) });
    },
  });
}
