import {
  type SupportRequestCreate,
  supportRequestCreatedSchema,
  supportRequestsResponseSchema,
} from '@haflah/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api';
import { useSession } from '../../../lib/session';
import { supportKeys } from './keys';

/**
 * The signed-in user's own requests with the admins' answers, newest first. Realtime
 * (`support.changed`, to the user's room) says when an admin answers or closes one; a return to the
 * tab reads them again too.
 */
export function useMySupportRequests() {
  const userId = useSession().user?.id;
  return useQuery({
    queryKey: supportKeys.mine(userId ?? ''),
    queryFn: ({ signal }) =>
      apiGet('/api/support/requests', supportRequestsResponseSchema, undefined, signal),
    enabled: Boolean(userId),
    refetchOnWindowFocus: true,
  });
}

/** Sends a request (signed in or with an email). Never retried: a request is sent once. */
export function useSendSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (body: SupportRequestCreate) =>
      apiSend('POST', '/api/support/requests', body, supportRequestCreatedSchema),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: supportKeys.all }),
  });
}
