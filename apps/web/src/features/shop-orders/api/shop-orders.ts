import {
  orderInvoiceSchema,
  type ShopOrderDetail,
  type ShopOrderMove,
  type ShopOrderReject,
  shopOrderDetailSchema,
  shopOrdersPageSchema,
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
import { useSession } from '../../../lib/session';
import { queryOf, type ShopOrdersFilter } from '../utils/filters';
import { shopOrderKeys } from './keys';

export const shopOrdersApi = {
  list: (filter: ShopOrdersFilter, after: string | undefined, signal?: AbortSignal) =>
    apiGet('/api/retailer/orders', shopOrdersPageSchema, { ...queryOf(filter), after }, signal),
  waiting: (signal?: AbortSignal) =>
    apiGet('/api/retailer/orders', shopOrdersPageSchema, { status: 'pending', limit: 50 }, signal),
  get: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/retailer/orders/${id}`, shopOrderDetailSchema, undefined, signal),
  invoice: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/retailer/orders/${id}/invoice`, orderInvoiceSchema, undefined, signal),
  move: ({ id, move, reason }: { id: string; move: ShopOrderMove; reason?: string }) =>
    apiSend(
      'POST',
      `/api/retailer/orders/${id}/${move}`,
      move === 'reject' ? ({ reason: reason ?? '' } satisfies ShopOrderReject) : undefined,
      shopOrderDetailSchema,
    ),
};

/** Orders arrive and move while the shop watches; events refresh them, this only bounds a lost one. */
const STALE_MS = 15_000;

export const shopOrderQueries = {
  /** The shop's orders, newest first, a page at a time, as the filter narrows them. */
  list: (userId: string | null, filter: ShopOrdersFilter) =>
    infiniteQueryOptions({
      queryKey: shopOrderKeys.list(userId, filter),
      queryFn: ({ pageParam, signal }) => shopOrdersApi.list(filter, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.nextCursor ?? undefined,
      enabled: userId != null,
      staleTime: STALE_MS,
    }),
  waiting: (userId: string | null) =>
    queryOptions({
      queryKey: shopOrderKeys.waiting(userId),
      queryFn: ({ signal }) => shopOrdersApi.waiting(signal).then((page) => page.orders),
      enabled: userId != null,
      staleTime: STALE_MS,
    }),
  detail: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: shopOrderKeys.detail(userId, id),
      queryFn: ({ signal }) => shopOrdersApi.get(id, signal),
      enabled: userId != null,
      staleTime: STALE_MS,
    }),
  invoice: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: shopOrderKeys.invoice(userId, id),
      queryFn: ({ signal }) => shopOrdersApi.invoice(id, signal),
      enabled: userId != null,
    }),
};

export function useShopOrders(filter: ShopOrdersFilter) {
  const { user } = useSession();
  return useInfiniteQuery(shopOrderQueries.list(user?.id ?? null, filter));
}

/** The orders waiting for acceptance (the alarm's), whatever the list is filtered to. */
export function useWaitingOrders() {
  const { user } = useSession();
  return useQuery(shopOrderQueries.waiting(user?.id ?? null));
}

export function useShopOrder(id: string) {
  const { user } = useSession();
  return useQuery(shopOrderQueries.detail(user?.id ?? null, id));
}

export function useOrderInvoice(id: string) {
  const { user } = useSession();
  return useQuery(shopOrderQueries.invoice(user?.id ?? null, id));
}

/**
 * A move (accept, reject, ready, ship, complete): the answer is the order after it, which replaces
 * the cached one; the lists follow. Never retried: a move is not repeated blindly. A refusal (it moved
 * on elsewhere, or is gone) means the cached order is out of date, so it is read again.
 */
export function useOrderMove() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useMutation({
    mutationFn: shopOrdersApi.move,
    retry: false,
    onSuccess: (order: ShopOrderDetail) => {
      queryClient.setQueryData(shopOrderKeys.detail(userId, order.id), order);
      void queryClient.invalidateQueries({
        queryKey: shopOrderKeys.of(userId),
        predicate: (q) => q.queryKey[3] !== 'detail' || q.queryKey[4] !== order.id,
      });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        void queryClient.invalidateQueries({ queryKey: shopOrderKeys.of(userId) });
      }
    },
  });
}
