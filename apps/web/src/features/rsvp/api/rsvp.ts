import { type RsvpAnswer, rsvpViewSchema } from '@haflah/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';

/** A guest's invitation, by the token in their link: no sign-in. */
export const rsvpApi = {
  get: (token: string, signal?: AbortSignal) =>
    apiGet(`/api/rsvp/${encodeURIComponent(token)}`, rsvpViewSchema, undefined, signal),
  answer: ({ token, body }: { token: string; body: RsvpAnswer }) =>
    apiSend('PUT', `/api/rsvp/${encodeURIComponent(token)}`, body, rsvpViewSchema),
};

export const rsvpCalendarUrl = (token: string) => `/api/rsvp/${encodeURIComponent(token)}/calendar.ics`;

export const rsvpKeys = { of: (token: string) => ['rsvp', token] as const };

export const rsvpQueries = {
  view: (token: string) =>
    queryOptions({
      queryKey: rsvpKeys.of(token),
      queryFn: ({ signal }) => rsvpApi.get(token, signal),
      staleTime: 30_000,
    }),
};

export const useRsvp = (token: string) => useQuery(rsvpQueries.view(token));

/** The answer replaces what the page shows (it may now include the full address). */
export function useAnswerRsvp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rsvpApi.answer,
    retry: false,
    onSuccess: (view, { token }) => queryClient.setQueryData(rsvpKeys.of(token), view),
  });
}
