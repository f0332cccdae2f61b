import {
  type OrderDetail,
  orderAgainResponseSchema,
  orderDetailSchema,
  ordersPageSchema,
  type SessionUser,
} from '@haflah/contracts';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { retryOnce } from '../../../lib/owned-list';
import { sessionKeys, useSession } from '../../../lib/session';
import { orderKeys } from './keys';

export const ordersApi = {
  list: (cursor: string | undefined, signal?: AbortSignal) =>
    apiGet('/api/orders', ordersPageSchema, { cursor }, signal),
  get: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/orders/${id}`, orderDetailSchema, undefined, signal),
  cancel: (id: string) => apiSend('POST', `/api/orders/${id}/cancel`, undefined, orderDetailSchema),
  orderAgain: (id: string) =>
    apiSend('POST', `/api/orders/${id}/reorder`, undefined, orderAgainResponseSchema),
};

/** Orders move while the customer watches (the shop accepts, the driver delivers): kept briefly. */
const ORDERS_STALE_MS = 30_000;

export const orderQueries = {
  /** The customer's orders, newest first, a page at a time (`nextCursor`). */
  list: (userId: string | null) =>
    infiniteQueryOptions({
      queryKey: orderKeys.list(userId),
      queryFn: ({ pageParam, signal }) => ordersApi.list(pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      enabled: userId != null,
      staleTime: ORDERS_STALE_MS,
    }),
  detail: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: orderKeys.detail(userId, id),
      queryFn: ({ signal }) => ordersApi.get(id, signal),
      enabled: userId != null,
      staleTime: ORDERS_STALE_MS,
    }),
};

/** The signed-in customer's orders; nothing (and no request) when signed out. */
export function useOrders() {
  const { user } = useSession();
  return useInfiniteQuery(orderQueries.list(user?.id ?? null));
}

/** How many orders the customer has placed in all (Profile), from the list's first page. */
export function useOrderTotal(): number | undefined {
  return useOrders().data?.pages[0]?.total;
}

export function useOrder(id: string) {
  const { user } = useSession();
  return useQuery(orderQueries.detail(user?.id ?? null, id));
}

const currentUserId = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null;

/**
 * Cancelling answers with the order as it now is, which replaces the cached one; the list shows its
 * new status too. A refusal (it moved on meanwhile, or is gone) means the cached order is out of date.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ordersApi.cancel,
    retry: retryOnce,
    onSuccess: (order: OrderDetail) => {
      queryClient.setQueryData(orderKeys.detail(currentUserId(queryClient), order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      }
    },
  });
}

/**
 * "Order again": the order's products go back in the cart (booked items need a new time slot, so they
 * are skipped). Not retried: a lost answer to the first call would put everything in twice.
 */
export function useOrderAgain() {
  return useMutation({ mutationFn: ordersApi.orderAgain, retry: false });
}
