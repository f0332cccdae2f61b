import {
  type AddProductRequest,
  type Availability,
  availabilitySchema,
  type Cart,
  type CartItem,
  cartSchema,
  type HoldRequest,
  type SessionUser,
} from '@haflah/contracts';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { retryOnce } from '../../../lib/owned-list';
import { sessionKeys, useSession } from '../../../lib/session';

export const cartApi = {
  get: (signal?: AbortSignal) => apiGet('/api/cart', cartSchema, undefined, signal),
  addProduct: (body: AddProductRequest) => apiSend('POST', '/api/cart/items', body, cartSchema),
  addHold: (body: HoldRequest) => apiSend('POST', '/api/cart/holds', body, cartSchema),
  updateQuantity: ({ id, quantity }: { id: string; quantity: number }) =>
    apiSend('PATCH', `/api/cart/items/${id}`, { quantity }, cartSchema),
  remove: (id: string) => apiSend('DELETE', `/api/cart/items/${id}`, undefined, cartSchema),
  availability: ({ listingId, start, hours }: AvailabilityQueryParams, signal?: AbortSignal) =>
    apiGet('/api/availability', availabilitySchema, { listingId, start, hours }, signal),
};

export interface AvailabilityQueryParams {
  listingId: string;
  /** ISO instant (UTC). */
  start: string;
  hours: number;
  /** Not sent: part of the key because the spec re-checks after a quantity change too. */
  quantity?: number;
}

/** The cart belongs to whoever is signed in: a different user (or nobody) never sees another's cart. */
export const cartKeys = {
  all: ['cart'] as const,
  of: (userId: string | null) => ['cart', userId] as const,
  availability: (query: AvailabilityQueryParams | null) => ['availability', query] as const,
};

const CART_STALE_MS = 30_000;
/** Refetch a moment after the first hold lapses, so the badge and totals leave it out without a reload. */
const EXPIRY_MARGIN_MS = 1_000;

/** Milliseconds to add to Date.now() to read the server's clock, from when the cart arrived. */
export function serverOffsetMs(cart: Cart, receivedAt: number): number {
  return Date.parse(cart.serverTime) - receivedAt;
}

/** A hold that had lapsed when the server answered: the cart keeps it, marked expired, out of every total. */
export const lapsedAtAnswer = (cart: Cart, item: CartItem) =>
  item.expiresAt != null && Date.parse(item.expiresAt) <= Date.parse(cart.serverTime);

function msUntilFirstExpiry(cart: Cart, receivedAt: number): number | false {
  // Only holds still live when the cart was read: the lapsed ones the cart keeps have nothing to wait for.
  const expiries = cart.groups.flatMap((g) =>
    g.items.flatMap((i) => (i.expiresAt && !lapsedAtAnswer(cart, i) ? [Date.parse(i.expiresAt)] : [])),
  );
  if (expiries.length === 0) return false;
  const serverNow = Date.now() + serverOffsetMs(cart, receivedAt);
  return Math.max(EXPIRY_MARGIN_MS, Math.min(...expiries) - serverNow + EXPIRY_MARGIN_MS);
}

export const cartQueries = {
  /** A user's cart, refetched just after its first hold lapses. */
  cart: (userId: string | null) =>
    queryOptions({
      queryKey: cartKeys.of(userId),
      queryFn: ({ signal }) => cartApi.get(signal),
      enabled: userId != null,
      staleTime: CART_STALE_MS,
      refetchInterval: (query) =>
        query.state.data ? msUntilFirstExpiry(query.state.data, query.state.dataUpdatedAt) : false,
    }),
  /**
   * Spec §7 "Availability check", real: how many are free for the span. The 'checking' state stays at
   * least `minDisplayMs` (spec §9), so the answer never flickers in.
   */
  availability: (query: AvailabilityQueryParams | null, minDisplayMs: number) =>
    queryOptions<Availability>({
      queryKey: cartKeys.availability(query),
      queryFn: async ({ signal }) => {
        if (!query) throw new Error('no slot');
        const [availability] = await Promise.all([
          cartApi.availability(query, signal),
          new Promise((resolve) => setTimeout(resolve, minDisplayMs)),
        ]);
        return availability;
      },
      enabled: query != null,
      // Holds come and go: always ask again rather than trust an earlier answer.
      staleTime: 0,
      gcTime: 0,
      retry: 1,
    }),
};

/** The signed-in user's cart; nothing (and no request) when signed out. */
export function useCart() {
  const { user } = useSession();
  return useQuery(cartQueries.cart(user?.id ?? null));
}

/**
 * Every cart change answers with the whole cart, which replaces the cached one. The user is read when
 * the answer lands, not when the component last rendered: an add resumed right after sign-in runs
 * before anything has re-rendered with the new user. A read of the cart still on its way (the one the
 * new user's first render starts) may predate the change, so it is called off rather than let land last.
 */
export function useCartMutation<TVars>(mutationFn: (vars: TVars) => Promise<Cart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Spec §9: once, and never after a 4xx (not found, needs a slot, slot taken, signed out).
    retry: retryOnce,
    onSuccess: async (cart) => {
      const key = cartKeys.of(queryClient.getQueryData<SessionUser | null>(sessionKeys.all)?.id ?? null);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      queryClient.setQueryData(key, cart);
    },
    onError: (error) => handleCartError(queryClient, error),
  });
}

/** A line that is gone, or a session that has ended, means the cached cart is out of date. */
function handleCartError(queryClient: QueryClient, error: Error) {
  if (error instanceof ApiError && (error.code === 'NOT_FOUND' || error.code === 'UNAUTHENTICATED')) {
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
  }
}

export const useAddProduct = () => useCartMutation(cartApi.addProduct);
export const useAddHold = () => useCartMutation(cartApi.addHold);
export const useUpdateQuantity = () => useCartMutation(cartApi.updateQuantity);
export const useRemoveItem = () => useCartMutation(cartApi.remove);

export function useAvailability(query: AvailabilityQueryParams | null, minDisplayMs: number) {
  return useQuery(cartQueries.availability(query, minDisplayMs));
}
