import {
  itemReviewsPageSchema,
  orderReviewsSchema,
  ownReviewSchema,
  type RealtimeEvent,
  type ReviewCreate,
  reportedReviewSchema,
  reportedReviewsSchema,
  shopReviewSchema,
  shopReviewsPageSchema,
} from '@haflah/contracts';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/** The shop's list's filter: every review, the ones without a reply, or one number of stars. */
export type ShopReviewsFilter = { kind: 'all' } | { kind: 'unanswered' } | { kind: 'stars'; rating: number };

/** Reviews' cache keys: per account where the answer is the signed-in user's. */
export const reviewKeys = {
  all: ['reviews'] as const,
  item: (listingId: string) => ['reviews', 'item', listingId] as const,
  order: (userId: string | null, orderId: string) => ['reviews', 'order', userId, orderId] as const,
  shop: (userId: string | null, filter: ShopReviewsFilter) => ['reviews', 'shop', userId, filter] as const,
  reported: (userId: string | null) => ['reviews', 'reported', userId] as const,
};

/** A listing's visible reviews with the shop's replies, newest first, a page at a time (public). */
export function useItemReviews(listingId: string) {
  return useInfiniteQuery({
    queryKey: reviewKeys.item(listingId),
    queryFn: ({ pageParam, signal }) =>
      apiGet(`/api/items/${listingId}/reviews`, itemReviewsPageSchema, { after: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** The order's items and the reviews the customer gave them. */
export function useOrderReviews(orderId: string, enabled: boolean) {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: reviewKeys.order(userId, orderId),
    queryFn: ({ signal }) => apiGet(`/api/orders/${orderId}/reviews`, orderReviewsSchema, undefined, signal),
    enabled: enabled && userId != null,
  });
}

/** Rates one item of the order; never retried (a review is given once). */
export function useCreateReview(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (body: ReviewCreate) =>
      apiSend('POST', `/api/orders/${orderId}/reviews`, body, ownReviewSchema),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

const shopQuery = (filter: ShopReviewsFilter) =>
  filter.kind === 'unanswered'
    ? { unanswered: 'true' }
    : filter.kind === 'stars'
      ? { rating: filter.rating }
      : {};

/** The signed-in retailer's shop's reviews, newest first, filtered. */
export function useShopReviews(filter: ShopReviewsFilter) {
  const userId = useSession().user?.id ?? null;
  return useInfiniteQuery({
    queryKey: reviewKeys.shop(userId, filter),
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        '/api/retailer/reviews',
        shopReviewsPageSchema,
        { ...shopQuery(filter), after: pageParam },
        signal,
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: userId != null,
  });
}

/** The shop's one reply, or its report, to a review. */
export function useShopReviewAction(action: 'reply' | 'report') {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      apiSend(
        'POST',
        `/api/retailer/reviews/${id}/${action}`,
        action === 'reply' ? { text } : { reason: text },
        shopReviewSchema,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** Reviews the shops reported, waiting for an admin, oldest first. */
export function useReportedReviews() {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: reviewKeys.reported(userId),
    queryFn: ({ signal }) => apiGet('/api/admin/reviews/reported', reportedReviewsSchema, undefined, signal),
    enabled: userId != null,
  });
}

/** An admin keeps or hides a reported review. */
export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: ({ id, decision }: { id: string; decision: 'keep' | 'hide' }) =>
      apiSend('POST', `/api/admin/reviews/${id}/${decision}`, undefined, reportedReviewSchema),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}

/** For a realtime listener (the shop's room, the admins'): `reviews.changed` makes the lists stale. */
export function reviewsLive(queryClient: QueryClient) {
  const refresh = () => queryClient.invalidateQueries({ queryKey: reviewKeys.all });
  return {
    onEvent: (event: RealtimeEvent) => {
      if (event.type === 'reviews.changed') void refresh();
    },
    onStale: () => void refresh(),
  };
}
