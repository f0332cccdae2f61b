import {
  type AdminOrderDetail,
  type AdminOrderMove,
  adminOrderDetailSchema,
  adminOrdersPageSchema,
  type OrderStatus,
} from '@haflah/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiGet, apiSend } from '../../../lib/api';
import { hasCode } from '../../../lib/errors';
import { connectRealtime } from '../../../lib/realtime';
import { joiningRooms, refetchWhenStale } from '../../../lib/realtime-rooms';
import { useSession } from '../../../lib/session';
import { adminKeys } from './admin';

/** The orders list's filter, as the address keeps it (?q=…&status=…&late=1). */
export interface AdminOrdersFilter {
  q?: string;
  status?: OrderStatus;
  late?: boolean;
  /** One shop's orders (the retailer details page links here with it). */
  shopId?: string;
}

/** Under adminKeys.all: a reconnect of the admins' room reads them again with the rest. */
export const adminOrderKeys = {
  all: (userId: string) => [...adminKeys.all, 'orders', userId] as const,
  list: (userId: string, filter: AdminOrdersFilter) =>
    [...adminOrderKeys.all(userId), 'list', filter] as const,
  detail: (userId: string, id: string) => [...adminOrderKeys.all(userId), 'detail', id] as const,
};

export const adminOrdersApi = {
  list: (filter: AdminOrdersFilter, after: string | undefined, signal?: AbortSignal) =>
    apiGet(
      '/api/admin/orders',
      adminOrdersPageSchema,
      {
        q: filter.q || undefined,
        status: filter.status,
        late: filter.late ? '1' : undefined,
        shopId: filter.shopId,
        after,
      },
      signal,
    ),
  get: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/admin/orders/${encodeURIComponent(id)}`, adminOrderDetailSchema, undefined, signal),
  move: ({ id, ...body }: AdminOrderMove & { id: string }) =>
    apiSend('POST', `/api/admin/orders/${encodeURIComponent(id)}/status`, body, adminOrderDetailSchema),
};

/** Orders move without a word to the admins' room: the open order follows its own room (below). */
const STALE_MS = 15_000;

export const adminOrderQueries = {
  list: (userId: string, filter: AdminOrdersFilter) =>
    infiniteQueryOptions({
      queryKey: adminOrderKeys.list(userId, filter),
      queryFn: ({ pageParam, signal }) => adminOrdersApi.list(filter, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      staleTime: STALE_MS,
      refetchOnWindowFocus: true,
    }),
  detail: (userId: string, id: string) =>
    queryOptions({
      queryKey: adminOrderKeys.detail(userId, id),
      queryFn: ({ signal }) => adminOrdersApi.get(id, signal),
      staleTime: STALE_MS,
      refetchOnWindowFocus: true,
      // Not there is an answer, not a hiccup.
      retry: (count, error) => !hasCode(error, 'NOT_FOUND') && count < 2,
    }),
};

const useUserId = () => useSession().user?.id ?? '';

export function useAdminOrders(filter: AdminOrdersFilter) {
  const userId = useUserId();
  return useInfiniteQuery({ ...adminOrderQueries.list(userId, filter), enabled: Boolean(userId) });
}

export function useAdminOrder(id: string) {
  const userId = useUserId();
  return useQuery({ ...adminOrderQueries.detail(userId, id), enabled: Boolean(userId && id) });
}

/**
 * An admin's move, with its reason. Done, the order shows as the server answered and every admin
 * list and figure is read again. Refused because the order moved elsewhere first (409), the order is
 * read again so its buttons are the ones allowed now. Never retried: a move is sent once.
 */
export function useMoveAdminOrder(id: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  return useMutation({
    retry: false,
    mutationFn: (body: AdminOrderMove) => adminOrdersApi.move({ id, ...body }),
    onSuccess: (order: AdminOrderDetail) => {
      queryClient.setQueryData(adminOrderKeys.detail(userId, id), order);
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) => {
      if (hasCode(error, 'ORDER_MOVE_NOT_ALLOWED') || hasCode(error, 'NOT_FOUND'))
        void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all(userId) });
    },
  });
}

/**
 * Opens sockets that, once the server has put them in their user's room, ask to join the order's
 * room too (the server lets an admin in: the orders' policy reads any order for one).
 */
export function joiningOrderRoom(orderId: string, open = (url: string) => new WebSocket(url)) {
  return joiningRooms([`order:${orderId}`], open);
}

/**
 * The open order follows moves made elsewhere (its shop accepts it, a driver delivers it, another
 * admin): each `order.changed` of it, a reconnect or a resync reads it (and the lists) again.
 */
export function useAdminOrderLive(orderId: string) {
  const queryClient = useQueryClient();
  const userId = useUserId();
  useEffect(() => {
    if (!userId || !orderId) return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: adminOrderKeys.all(userId) });
    return connectRealtime(
      {
        onEvent: (event) => {
          if (event.type === 'order.changed' && event.orderId === orderId) refresh();
        },
        ...refetchWhenStale(refresh),
        // The area's own socket reads the session again; this one just stops.
        onSessionEnded: () => {},
      },
      { open: joiningOrderRoom(orderId) },
    );
  }, [orderId, userId, queryClient]);
}
