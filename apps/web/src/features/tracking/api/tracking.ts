import {
  adminDriverLocationsSchema,
  type DriverLocationRequest,
  orderTrackingResponseSchema,
} from '@haflah/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiGet, apiSend } from '../../../lib/api';
import { hasCode } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { trackingKeys } from './keys';

export const trackingApi = {
  get: (orderId: string, signal?: AbortSignal) =>
    apiGet(`/api/orders/${orderId}/tracking`, orderTrackingResponseSchema, undefined, signal).then(
      (r) => r.tracking,
    ),
  /** A driver's fix: 204 (the answer's body is empty). */
  sendFix: (fix: DriverLocationRequest) => apiSend('POST', '/api/driver/location', fix, z.unknown()),
  driverLocations: (signal?: AbortSignal) =>
    apiGet('/api/admin/drivers/locations', adminDriverLocationsSchema, undefined, signal),
};

/**
 * The order's delivery as its customer sees it; null while it has none (no card), asked again when the
 * order changes (realtime `order.changed`). A 404 (not theirs) is not tried again either.
 */
export function useOrderTracking(orderId: string) {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: trackingKeys.of(userId, orderId),
    queryFn: ({ signal }) => trackingApi.get(orderId, signal),
    enabled: userId != null && Boolean(orderId),
    staleTime: 30_000,
    retry: (count, error) => !hasCode(error, 'NOT_FOUND') && count < 1,
  });
}

/** The admins' map: online drivers' last positions, read again every 15 s. */
export function useDriverLocations() {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: ['admin', userId, 'driver-locations'] as const,
    queryFn: ({ signal }) => trackingApi.driverLocations(signal),
    enabled: userId != null,
    refetchInterval: 15_000,
  });
}
