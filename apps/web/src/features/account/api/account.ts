import {
  type PasswordChange,
  type ProfileUpdate,
  sessionResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import { apiSend } from '../../../lib/api';
import { useSessionMutation } from '../../../lib/session';

/**
 * The signed-in user's own account: profile edits and the Bahrain PDPL rights (Law 30 of 2018: see
 * everything held, and delete it). The account is the session user (lib/session.ts: `sessionKeys`,
 * `sessionQueries`), so these write their answer into the session cache rather than a query here.
 */
export const accountApi = {
  updateProfile: (body: ProfileUpdate) =>
    apiSend('PATCH', '/api/profile', body, userResponseSchema).then((r) => r.user),
  /** A new password (the current one first); the account's other sessions end, this one goes on. */
  changePassword: (body: PasswordChange) =>
    apiSend('POST', '/api/auth/password/change', body, userResponseSchema).then((r) => r.user),
  deleteAccount: () => apiSend('DELETE', '/api/account', undefined, sessionResponseSchema).then(() => null),
  /** A download the browser fetches itself (a plain link), with the session cookie. */
  exportUrl: '/api/account/export',
};

export const useUpdateProfile = () => useSessionMutation(accountApi.updateProfile);
export const useChangePassword = () => useSessionMutation(accountApi.changePassword);
/** Deleting the account also ends its session: the cache is left signed out. */
export const useDeleteAccount = () => useSessionMutation(accountApi.deleteAccount);
