import {
  apiErrorSchema,
  type ShopPause,
  type ShopProfile,
  type ShopProfileUpdate,
  shopDashboardSummarySchema,
  shopListingsSummarySchema,
  shopProfileSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** Per account: another retailer signing in on this device never sees the previous one's shop. */
export const retailerKeys = {
  all: ['retailer'] as const,
  shop: (userId: string) => [...retailerKeys.all, 'shop', userId] as const,
  /** The dashboard's figures: the orders' and the listings' (each its own request). */
  dashboard: (userId: string) => [...retailerKeys.all, 'dashboard', userId] as const,
  ordersSummary: (userId: string) => [...retailerKeys.dashboard(userId), 'orders'] as const,
  listingsSummary: (userId: string) => [...retailerKeys.dashboard(userId), 'listings'] as const,
};

export const retailerQueries = {
  /** The signed-in retailer's shop: its whole profile, where it stands in approval, and any pause. */
  shop: (userId: string) =>
    queryOptions({
      queryKey: retailerKeys.shop(userId),
      queryFn: ({ signal }) => apiGet('/api/retailer/shop', shopProfileSchema, undefined, signal),
      // Realtime (shop.changed) says when an admin decides; a look on coming back covers a missed event.
      staleTime: 30_000,
      refetchOnWindowFocus: true,
    }),
  ordersSummary: (userId: string) =>
    queryOptions({
      queryKey: retailerKeys.ordersSummary(userId),
      queryFn: ({ signal }) =>
        apiGet('/api/retailer/orders/summary', shopDashboardSummarySchema, undefined, signal),
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
  listingsSummary: (userId: string) =>
    queryOptions({
      queryKey: retailerKeys.listingsSummary(userId),
      queryFn: ({ signal }) =>
        apiGet('/api/retailer/listings/summary', shopListingsSummarySchema, undefined, signal),
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
};

/** The signed-in retailer's shop; nothing (and no request) while nobody is signed in. */
export function useShop() {
  const userId = useSession().user?.id;
  return useQuery({ ...retailerQueries.shop(userId ?? ''), enabled: Boolean(userId) });
}

export function useOrdersSummary() {
  const userId = useSession().user?.id;
  return useQuery({ ...retailerQueries.ordersSummary(userId ?? ''), enabled: Boolean(userId) });
}

export function useListingsSummary() {
  const userId = useSession().user?.id;
  return useQuery({ ...retailerQueries.listingsSummary(userId ?? ''), enabled: Boolean(userId) });
}

/**
 * Sends one file as multipart/form-data (field "file") and parses the answer with the shop's contract.
 * The JSON client (lib/api.ts) does not send forms; errors come back in the same shape.
 */
async function uploadFile(path: string, file: File): Promise<ShopProfile> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      body: form,
    });
  } catch (err) {
    throw new ApiError('NETWORK', 0, (err as Error).message);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, issues } = parsed.data.error;
      throw new ApiError(code, res.status, message, issues);
    }
    throw new ApiError(res.status === 413 ? 'IMAGE_TOO_LARGE' : 'INTERNAL', res.status, res.statusText);
  }
  return shopProfileSchema.parse(body, { jitless: true });
}

export const shopApi = {
  update: (body: ShopProfileUpdate) => apiSend('PATCH', '/api/retailer/shop', body, shopProfileSchema),
  uploadLogo: (file: File) => uploadFile('/api/retailer/shop/logo', file),
  removeLogo: () => apiSend('DELETE', '/api/retailer/shop/logo', undefined, shopProfileSchema),
  pause: (body: ShopPause) => apiSend('POST', '/api/retailer/shop/pause', body, shopProfileSchema),
  reopen: () => apiSend('DELETE', '/api/retailer/shop/pause', undefined, shopProfileSchema),
};

/**
 * A change to the shop (profile, logo, pause): the answer is the whole shop, written into its cache
 * entry. Never retried: an upload is large, and a pause sent twice would move its start.
 */
function useShopMutation<V>(call: (vars: V) => Promise<ShopProfile>) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id ?? '';
  return useMutation({
    retry: false,
    mutationFn: call,
    onSuccess: (shop) => queryClient.setQueryData(retailerKeys.shop(userId), shop),
  });
}

export const useUpdateShop = () => useShopMutation(shopApi.update);
export const useUploadLogo = () => useShopMutation(shopApi.uploadLogo);
export const useRemoveLogo = () => useShopMutation(() => shopApi.removeLogo());
export const usePauseShop = () => useShopMutation(shopApi.pause);
export const useReopenShop = () => useShopMutation(() => shopApi.reopen());
