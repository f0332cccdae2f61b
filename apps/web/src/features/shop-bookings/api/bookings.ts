import {
  type BlockCreateInput,
  blockCreatedSchema,
  type CalendarViewDays,
  shopBookingsSchema,
} from '@haflah/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';

export interface CalendarRequest {
  from: string;
  days: CalendarViewDays;
  listingId?: string;
}

/**
 * The calendar's cache keys, per signed-in account. They start with the shop's orders' prefix
 * (`['orders', 'shop']`, features/shop-orders/api/keys.ts), which the retailer area invalidates when its
 * room announces an order placed or changed: the calendar follows new and moved bookings with no socket
 * of its own.
 */
export const shopBookingKeys = {
  all: (userId: string | null) => ['orders', 'shop', userId, 'bookings'] as const,
  view: (userId: string | null, request: CalendarRequest) =>
    ['orders', 'shop', userId, 'bookings', request] as const,
};

export const shopBookingsApi = {
  view: (request: CalendarRequest, signal?: AbortSignal) =>
    apiGet('/api/retailer/bookings', shopBookingsSchema, { ...request }, signal),
  createBlock: (input: BlockCreateInput) =>
    apiSend('POST', '/api/retailer/blocks', input, blockCreatedSchema),
  deleteBlock: (id: string) => apiSend('DELETE', `/api/retailer/blocks/${id}`, undefined, z.null()),
};

/** Bookings arrive while the shop watches; events refresh them, this only bounds a lost one. */
const STALE_MS = 15_000;

export function useCalendar(request: CalendarRequest) {
  const { user } = useSession();
  const userId = user?.id ?? null;
  return useQuery(
    queryOptions({
      queryKey: shopBookingKeys.view(userId, request),
      queryFn: ({ signal }) => shopBookingsApi.view(request, signal),
      enabled: userId != null,
      staleTime: STALE_MS,
      // Moving a week keeps the last one on screen until the next arrives (no flash of skeleton).
      placeholderData: keepPreviousData,
    }),
  );
}

function useRefreshCalendar() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return () => queryClient.invalidateQueries({ queryKey: shopBookingKeys.all(user?.id ?? null) });
}

export function useCreateBlock() {
  const refresh = useRefreshCalendar();
  return useMutation({ mutationFn: shopBookingsApi.createBlock, onSuccess: () => refresh() });
}

export function useDeleteBlock() {
  const refresh = useRefreshCalendar();
  return useMutation({ mutationFn: shopBookingsApi.deleteBlock, onSuccess: () => refresh() });
}
