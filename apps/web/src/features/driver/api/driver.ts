import {
  apiErrorSchema,
  type DeliverRequest,
  type Driver,
  type DriverDelivery,
  type DriverProfileUpdate,
  driverDashboardSchema,
  driverDeliveriesSchema,
  driverDeliverySchema,
  driverMeResponseSchema,
  driverSchema,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { ApiError, apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { driverKeys } from './keys';

export { driverKeys };

const noContent = z.unknown();

/** Ends the session (the auth feature's logout, which the driver area hands to its sign-out). */
export type Logout = () => Promise<unknown>;

export const driverQueries = {
  /** The account and its driver record (settings). */
  me: (userId: string) =>
    queryOptions({
      queryKey: driverKeys.me(userId),
      queryFn: ({ signal }) => apiGet('/api/driver/me', driverMeResponseSchema, undefined, signal),
      staleTime: 30_000,
    }),
  /** Online or not, why the server set them offline, today's figures, load, cash, offers waiting. */
  dashboard: (userId: string) =>
    queryOptions({
      queryKey: driverKeys.dashboard(userId),
      queryFn: ({ signal }) => apiGet('/api/driver/dashboard', driverDashboardSchema, undefined, signal),
      // Realtime (deliveries.changed, drivers.changed) says when it changes; a look on coming back
      // covers a missed event.
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    }),
  /** Offers, deliveries in hand, and today's finished ones. */
  deliveries: (userId: string) =>
    queryOptions({
      queryKey: driverKeys.deliveries(userId),
      queryFn: ({ signal }) => apiGet('/api/driver/deliveries', driverDeliveriesSchema, undefined, signal),
      staleTime: 10_000,
      refetchOnWindowFocus: true,
    }),
};

function useUserId() {
  return useSession().user?.id ?? '';
}

export function useDriverMe() {
  const userId = useUserId();
  return useQuery({ ...driverQueries.me(userId), enabled: Boolean(userId) });
}

export function useDriverDashboard() {
  const userId = useUserId();
  return useQuery({ ...driverQueries.dashboard(userId), enabled: Boolean(userId) });
}

export function useDriverDeliveries() {
  const userId = useUserId();
  return useQuery({ ...driverQueries.deliveries(userId), enabled: Boolean(userId) });
}

/** The door photo, as multipart/form-data (field "file"); errors in the API's shape. */
async function uploadPhoto(deliveryId: string, file: File): Promise<DriverDelivery> {
  const form = new FormData();
  form.append('file', file);
  let res: Response;
  try {
    res = await fetch(`/api/driver/deliveries/${deliveryId}/photo`, {
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
      const { code, message, issues, details } = parsed.data.error;
      throw new ApiError(code, res.status, message, issues, details);
    }
    throw new ApiError(res.status === 413 ? 'IMAGE_TOO_LARGE' : 'INTERNAL', res.status, res.statusText);
  }
  return driverDeliverySchema.parse(body, { jitless: true });
}

export const driverApi = {
  setStatus: (online: boolean) =>
    apiSend('PUT', '/api/driver/status', { online }, driverSchema) as Promise<Driver>,
  updateProfile: (body: DriverProfileUpdate) => apiSend('PATCH', '/api/driver/me', body, driverSchema),
  accept: (id: string) =>
    apiSend('POST', `/api/driver/deliveries/${id}/accept`, undefined, driverDeliverySchema),
  decline: (id: string) => apiSend('POST', `/api/driver/deliveries/${id}/decline`, undefined, noContent),
  pickUp: (id: string) =>
    apiSend('POST', `/api/driver/deliveries/${id}/pickup`, undefined, driverDeliverySchema),
  photo: uploadPhoto,
  deliver: (id: string, body: DeliverRequest) =>
    apiSend('POST', `/api/driver/deliveries/${id}/deliver`, body, driverDeliverySchema),
};

/**
 * A driver's action: never retried (an accept sent twice could answer "taken" for one's own win), and
 * whatever the answer, the driver's screens are read again (a refusal shows the latest state too).
 */
function useDriverMutation<V, R>(call: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: driverKeys.all }),
  });
}

export const useSetDriverStatus = () => useDriverMutation(driverApi.setStatus);
export const useAcceptDelivery = () => useDriverMutation(driverApi.accept);
export const useDeclineDelivery = () => useDriverMutation(driverApi.decline);
export const usePickUpDelivery = () => useDriverMutation(driverApi.pickUp);
export const useDeliveryPhoto = () =>
  useDriverMutation(({ id, file }: { id: string; file: File }) => driverApi.photo(id, file));
export const useDeliver = () =>
  useDriverMutation(({ id, body }: { id: string; body: DeliverRequest }) => driverApi.deliver(id, body));
export const useUpdateDriverProfile = () => useDriverMutation(driverApi.updateProfile);
