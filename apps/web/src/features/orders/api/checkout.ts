import {
  type CheckoutPreview,
  checkoutPreviewSchema,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placedCheckoutSchema,
  placeOrderResponseSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { newIdempotencyKey } from '../utils/idempotency';
import { checkoutKeys, orderKeys } from './keys';

export const checkoutApi = {
  preview: (code: string | null, signal?: AbortSignal) =>
    apiGet(
      code ? `/api/checkout?code=${encodeURIComponent(code)}` : '/api/checkout',
      checkoutPreviewSchema,
      undefined,
      signal,
    ),
  place: (body: PlaceOrderRequest) => apiSend('POST', '/api/checkout', body, placeOrderResponseSchema),
  placed: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/checkouts/${id}`, placedCheckoutSchema, undefined, signal),
};

/** Refetch a moment after the first hold lapses: that slot leaves the preview (and the totals). */
const EXPIRY_MARGIN_MS = 1_000;

function msUntilHoldsExpire(preview: CheckoutPreview, receivedAt: number): number | false {
  if (!preview.holdsExpireAt) return false;
  const serverNow = Date.now() + Date.parse(preview.serverTime) - receivedAt;
  return Math.max(EXPIRY_MARGIN_MS, Date.parse(preview.holdsExpireAt) - serverNow + EXPIRY_MARGIN_MS);
}

export const checkoutQueries = {
  /**
   * What placing the order would charge now. Never taken from an earlier visit: the page shows the
   * server's figures as they are, and refetches just after the first hold lapses. With the promo code
   * the customer applied (kept across every refresh), and whether it applies.
   */
  preview: (userId: string | null, code: string | null = null) =>
    queryOptions({
      queryKey: [...checkoutKeys.of(userId), code] as const,
      queryFn: ({ signal }) => checkoutApi.preview(code, signal),
      enabled: userId != null,
      staleTime: 0,
      gcTime: 0,
      refetchInterval: (query) =>
        query.state.data ? msUntilHoldsExpire(query.state.data, query.state.dataUpdatedAt) : false,
    }),
};

/**
 * A placed checkout, for its "Order placed" screen: under the orders' key, so an order's status
 * change (realtime) refreshes it too.
 */
export function usePlacedCheckout(checkoutId: string) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useQuery({
    queryKey: [...orderKeys.all, userId, 'placed', checkoutId],
    queryFn: ({ signal }) => checkoutApi.placed(checkoutId, signal),
    enabled: userId != null,
  });
}

/**
 * The signed-in customer's checkout preview, with `code` applied; nothing (and no request) when signed
 * out. Applying or removing a code keeps the figures shown until the new ones come.
 */
export function useCheckoutPreview(code: string | null = null) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useQuery({
    ...checkoutQueries.preview(userId, code),
    // Only this customer's own figures, never another's from before a sign-in.
    placeholderData: (previous, query) => (query?.queryKey[1] === userId ? previous : undefined),
  });
}

export type PlaceOrderInput = Omit<PlaceOrderRequest, 'idempotencyKey'>;

/**
 * Placing the order, with its idempotency key. A key is made per attempt and kept only to send the
 * very same order again after the network lost the answer (the server then returns the orders it
 * made, never a second set); any answer the server gave, or a change the customer made, starts a new
 * attempt with a new key. Never retried on its own: the customer presses again.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; order: string } | null>(null);
  const mutation = useMutation({
    mutationFn: checkoutApi.place,
    retry: false,
    // What was sent may hold a card used once: dropped as soon as nothing watches it.
    gcTime: 0,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
    onError: (error) => {
      // The cart or its prices moved, a hold lapsed, a window closed: show the preview as it is now.
      if (
        error instanceof ApiError &&
        (error.status === 409 ||
          error.code === 'DELIVERY_WINDOW_UNAVAILABLE' ||
          error.code.startsWith('PROMO_CODE_'))
      ) {
        void queryClient.invalidateQueries({ queryKey: checkoutKeys.all });
      }
    },
  });
  const place = (
    input: PlaceOrderInput,
    options: { onSuccess: (placed: PlaceOrderResponse) => void; onError?: (error: Error) => void },
  ) => {
    const order = JSON.stringify(input);
    if (attempt.current?.order !== order) attempt.current = { key: newIdempotencyKey(), order };
    mutation.mutate(
      { ...input, idempotencyKey: attempt.current.key },
      {
        onSuccess: (placed) => {
          attempt.current = null;
          options.onSuccess(placed);
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'NETWORK')) attempt.current = null;
          options.onError?.(error);
        },
      },
    );
  };
  return { ...mutation, place };
}
