import {
  type DriverRegister,
  type LoginRequest,
  type RetailerRegister,
  userResponseSchema,
} from '@haflah/contracts';
import { apiSend } from '../../../lib/api';
import { sessionApi, useSessionMutation } from '../../../lib/session';
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

/**
 * A staff area's own sign-in: email and password for this area only. The server refuses an account of
 * another role exactly as a wrong password (INVALID_CREDENTIALS), without a session.
 */
export const useStaffLogin = (role: StaffRole) =>
  useSessionMutation((body: LoginRequest) => sessionApi.login({ ...body, area: role }));

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
