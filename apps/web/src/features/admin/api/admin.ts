import {
  adminDashboardSchema,
  lateOrdersResponseSchema,
  type ShopApplicationsResponse,
  shopApplicationsResponseSchema,
  shopProfileSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Per account: another admin signing in on this device reads everything afresh. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: (userId: string) => [...adminKeys.all, 'dashboard', userId] as const,
  lateOrders: (userId: string) => [...adminKeys.all, 'late-orders', userId] as const,
  pendingShops: (userId: string) => [...adminKeys.all, 'pending-shops', userId] as const,
};

export const adminQueries = {
  /** The console's figures, counted now by the server. */
  dashboard: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.dashboard(userId),
      queryFn: ({ signal }) => apiGet('/api/admin/dashboard', adminDashboardSchema, undefined, signal),
      // Realtime (shops.changed) says when shops apply or are decided; orders move without a word.
      staleTime: 15_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    }),
  /** Orders not accepted in time, the longest-waiting first. */
  lateOrders: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.lateOrders(userId),
      queryFn: ({ signal }) => apiGet('/api/admin/orders/late', lateOrdersResponseSchema, undefined, signal),
      staleTime: 15_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    }),
  /** Every shop waiting for a decision, oldest application first. */
  pendingShops: (userId: string) =>
    queryOptions({
      queryKey: adminKeys.pendingShops(userId),
      queryFn: ({ signal }) =>
        apiGet('/api/admin/shops/pending', shopApplicationsResponseSchema, undefined, signal),
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
};

const useUserId = () => useSession().user?.id;

export function useAdminDashboard() {
  const userId = useUserId();
  return useQuery({ ...adminQueries.dashboard(userId ?? ''), enabled: Boolean(userId) });
}

export function useLateOrders() {
  const userId = useUserId();
  return useQuery({ ...adminQueries.lateOrders(userId ?? ''), enabled: Boolean(userId) });
}

export function usePendingShops() {
  const userId = useUserId();
  return useQuery({ ...adminQueries.pendingShops(userId ?? ''), enabled: Boolean(userId) });
}

export type ShopDecision =
  | { id: string; decision: 'approve' }
  | { id: string; decision: 'reject'; reason: string };

export const adminApi = {
  decide: (vars: ShopDecision) =>
    apiSend(
      'POST',
      `/api/admin/shops/${encodeURIComponent(vars.id)}/${vars.decision}`,
      vars.decision === 'reject' ? { reason: vars.reason } : undefined,
      shopProfileSchema,
    ),
};

/**
 * Approves or rejects a pending shop. Decided (or decided by another admin first: 409), the shop
 * leaves the pending list at once, and the figures are read again. Never retried: a decision is sent once.
 */
export function useDecideShop() {
  const queryClient = useQueryClient();
  const userId = useUserId() ?? '';
  const settle = (id: string) => {
    queryClient.setQueryData<ShopApplicationsResponse>(adminKeys.pendingShops(userId), (data) =>
      data ? { applications: data.applications.filter((a) => a.id !== id) } : data,
    );
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
  };
  return useMutation({
    retry: false,
    mutationFn: adminApi.decide,
    onSuccess: (_shop, vars) => settle(vars.id),
  });
}
