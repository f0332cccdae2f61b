import {
  type EventDetail,
  type EventInput,
  eventDetailSchema,
  eventsResponseSchema,
  type GuestInput,
} from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { eventKeys } from './keys';

export const eventsApi = {
  list: (signal?: AbortSignal) => apiGet('/api/events', eventsResponseSchema, undefined, signal),
  get: (id: string, signal?: AbortSignal) =>
    apiGet(`/api/events/${id}`, eventDetailSchema, undefined, signal),
  create: (body: EventInput) => apiSend('POST', '/api/events', body, eventDetailSchema),
  update: ({ id, body }: { id: string; body: EventInput }) =>
    apiSend('PUT', `/api/events/${id}`, body, eventDetailSchema),
  cancel: (id: string) => apiSend('POST', `/api/events/${id}/cancel`, undefined, eventDetailSchema),
  addGuest: ({ id, body }: { id: string; body: GuestInput }) =>
    apiSend('POST', `/api/events/${id}/guests`, body, eventDetailSchema),
  updateGuest: ({ id, guestId, body }: { id: string; guestId: string; body: GuestInput }) =>
    apiSend('PUT', `/api/events/${id}/guests/${guestId}`, body, eventDetailSchema),
  removeGuest: ({ id, guestId }: { id: string; guestId: string }) =>
    apiSend('DELETE', `/api/events/${id}/guests/${guestId}`, undefined, eventDetailSchema),
  invite: ({ id, guestId }: { id: string; guestId: string }) =>
    apiSend('POST', `/api/events/${id}/guests/${guestId}/invite`, undefined, eventDetailSchema),
};

/** The calendar file of an event (a plain link: the browser downloads it with the session cookie). */
export const eventCalendarUrl = (id: string) => `/api/events/${id}/calendar.ics`;

export { eventKeys };

export const eventQueries = {
  list: (userId: string | null) =>
    queryOptions({
      queryKey: eventKeys.list(userId),
      queryFn: ({ signal }) => eventsApi.list(signal),
      enabled: userId != null,
      staleTime: 30_000,
    }),
  detail: (userId: string | null, id: string) =>
    queryOptions({
      queryKey: eventKeys.detail(userId, id),
      queryFn: ({ signal }) => eventsApi.get(id, signal),
      // /events/new asks for no event.
      enabled: userId != null && id !== '',
      staleTime: 30_000,
    }),
};

/** The signed-in host's events; nothing (and no request) when signed out. */
export function useEvents() {
  const { user } = useSession();
  return useQuery(eventQueries.list(user?.id ?? null));
}

export function useEvent(id: string) {
  const { user } = useSession();
  return useQuery(eventQueries.detail(user?.id ?? null, id));
}

/**
 * Every change answers with the whole event, which replaces the cached one; the list (counts, status)
 * is refetched.
 */
function useEventMutation<TVars>(mutationFn: (vars: TVars) => Promise<EventDetail>, retry?: false) {
  const queryClient = useQueryClient();
  const { user } = useSession();
  return useMutation({
    mutationFn,
    retry,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(user?.id ?? null, event.id), event);
      void queryClient.invalidateQueries({ queryKey: eventKeys.list(user?.id ?? null) });
    },
  });
}

export const useCreateEvent = () => useEventMutation(eventsApi.create, false);
export const useUpdateEvent = () => useEventMutation(eventsApi.update);
export const useCancelEvent = () => useEventMutation(eventsApi.cancel);
export const useAddGuest = () => useEventMutation(eventsApi.addGuest, false);
export const useUpdateGuest = () => useEventMutation(eventsApi.updateGuest);
export const useRemoveGuest = () => useEventMutation(eventsApi.removeGuest);
export const useInviteGuest = () => useEventMutation(eventsApi.invite, false);
