import {
  type AdminShopsQuery,
  adminShopDetailSchema,
  adminShopsPageSchema,
  type ShopStatus,
  shopProfileSchema,
} from '@haflah/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { adminKeys } from './admin';

/** What the all-retailers list is narrowed by (kept in the address: useShopsFilter). */
export interface ShopsFilter {
  q?: string;
  status?: ShopStatus;
  page: number;
}

/** Under the area's keys: a decision anywhere (`adminKeys.all`) reads these again too. */
export const adminShopsKeys = {
  all: (userId: string) => [...adminKeys.all, 'shops', userId] as const,
  list: (userId: string, filter: ShopsFilter) => [...adminShopsKeys.all(userId), 'list', filter] as const,
  detail: (userId: string, id: string) => [...adminShopsKeys.all(userId), 'detail', id] as const,
};

const useUserId = () => useSession().user?.id ?? '';

/** One page of every shop (or those the filter finds); the page shown stays while the next loads. */
export function useAdminShops(filter: ShopsFilter) {
  const userId = useUserId();
  const query: Partial<AdminShopsQuery> = { page: filter.page };
  if (filter.q) query.q = filter.q;
  if (filter.status) query.status = filter.status;
  return useQuery({
    queryKey: adminShopsKeys.list(userId, filter),
    queryFn: ({ signal }) => apiGet('/api/admin/shops', adminShopsPageSchema, query, signal),
    enabled: Boolean(userId),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

/** One shop's details: profile, owner, listings, orders, revenue, history. */
export function useAdminShop(id: string) {
  const userId = useUserId();
  return useQuery({
    queryKey: adminShopsKeys.detail(userId, id),
    queryFn: ({ signal }) =>
      apiGet(`/api/admin/shops/${encodeURIComponent(id)}`, adminShopDetailSchema, undefined, signal),
    enabled: Boolean(userId),
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });
}

export type ShopStanding =
  | { id: string; action: 'suspend'; reason: string }
  | { id: string; action: 'reinstate' };

/**
 * Suspends (with the reason its owner reads) or reinstates a shop. Done or refused, everything the
 * area shows of shops is read again. Never retried: an action is sent once.
 */
export function useShopStanding() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (vars: ShopStanding) =>
      apiSend(
        'POST',
        `/api/admin/shops/${encodeURIComponent(vars.id)}/${vars.action}`,
        vars.action === 'suspend' ? { reason: vars.reason } : {},
        shopProfileSchema,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
