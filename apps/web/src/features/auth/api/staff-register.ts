import {
  type DriverRegister,
  type RetailerRegister,
  type SessionUser,
  userResponseSchema,
} from '@haflah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { SESSION_KEY } from '../../../lib/session';

export const staffRegisterApi = {
  retailer: (body: RetailerRegister) =>
    apiSend('POST', '/api/auth/register/retailer', body, userResponseSchema).then((r) => r.user),
  driver: (body: DriverRegister) =>
    apiSend('POST', '/api/auth/register/driver', body, userResponseSchema).then((r) => r.user),
};

export type StaffRegisterBody =
  | { kind: 'retailer'; body: RetailerRegister }
  | { kind: 'driver'; body: DriverRegister };

/**
 * A retailer's or driver's sign-up: the server creates the account and signs it in (cookie), so the
 * session cache takes the new user and is then re-read from the server. Never retried: a repeat would
 * count against the sign-in limiter and could meet its own account as EMAIL_TAKEN.
 */
export function useStaffRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (input: StaffRegisterBody): Promise<SessionUser> =>
      input.kind === 'retailer' ? staffRegisterApi.retailer(input.body) : staffRegisterApi.driver(input.body),
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
      void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    },
  });
}
