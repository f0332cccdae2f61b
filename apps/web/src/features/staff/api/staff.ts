import {
  type DriverRegister,
  type LoginRequest,
  type RetailerRegister,
  userResponseSchema,
} from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { sessionApi, sessionKeys, useSessionMutation } from '../../../lib/session';
import type { StaffRole } from '../utils/staff-areas';

/**
 * The staff areas' own sign-in (the session's login, lib/session.ts) and the retailer and driver
 * sign-ups. Like the customer's sign-in they own no query: what they change is the session
 * (`sessionKeys`, `sessionQueries`).
 */
export const staffApi = {
  registerRetailer: (body: RetailerRegister) =>
    apiSend('POST', '/api/auth/register/retailer', body, userResponseSchema).then((r) => r.user),
  registerDriver: (body: DriverRegister) =>
    apiSend('POST', '/api/auth/register/driver', body, userResponseSchema).then((r) => r.user),
};

/** The account signed in fine but belongs to another role; it has been signed out again. */
export class WrongRoleError extends Error {
  constructor(readonly expected: StaffRole) {
    super(`Not a ${expected} account`);
  }
}

/**
 * A staff area's own sign-in: email and password, then the account's role must match the area.
 * A wrong role is signed out again at once, so it never holds a session it can't use here.
 */
export function useStaffLogin(role: StaffRole) {
  const queryClient = useQueryClient();
  return useSessionMutation(async (body: LoginRequest) => {
    const user = await sessionApi.login(body);
    if (user.role !== role) {
      await sessionApi.logout().catch((error) => console.error('Sign-out after wrong role failed', error));
      queryClient.setQueryData(sessionKeys.all, null);
      throw new WrongRoleError(role);
    }
    return user;
  });
}

export type StaffRegisterBody =
  | { kind: 'retailer'; body: RetailerRegister }
  | { kind: 'driver'; body: DriverRegister };

/**
 * A retailer's or driver's sign-up: the server creates the account and signs it in (cookie), so the
 * session cache takes the new user and is then re-read from the server. Never retried: a repeat would
 * count against the sign-in limiter and could meet its own account as EMAIL_TAKEN.
 */
export const useStaffRegister = () =>
  useSessionMutation(
    (input: StaffRegisterBody) =>
      input.kind === 'retailer' ? staffApi.registerRetailer(input.body) : staffApi.registerDriver(input.body),
    { reread: true },
  );
