import {
  type CodeRequest,
  type CodeVerify,
  codeSentResponseSchema,
  type PasswordReset,
  type PasswordResetRequest,
  type RegisterRequest,
  userResponseSchema,
} from '@haflah/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { sessionApi, useSessionMutation } from '../../../lib/session';

/**
 * Sign-in, registration, codes and sign-out. They own no query of their own: what they change is the
 * session (lib/session.ts: `sessionKeys`, `sessionQueries`, `useSession`), which every area reads.
 */
export const authApi = {
  ...sessionApi,
  register: (body: RegisterRequest) =>
    apiSend('POST', '/api/auth/register', body, userResponseSchema).then((r) => r.user),
  requestCode: (body: CodeRequest) => apiSend('POST', '/api/auth/code', body, codeSentResponseSchema),
  verifyCode: (body: CodeVerify) =>
    apiSend('POST', '/api/auth/code/verify', body, userResponseSchema).then((r) => r.user),
  /** Forgot password: a code to the email (the same answer whether or not it has an account). */
  requestPasswordReset: (body: PasswordResetRequest) =>
    apiSend('POST', '/api/auth/password/forgot', body, codeSentResponseSchema),
  /** The code and a new password: every other session ends, and this browser is signed in. */
  resetPassword: (body: PasswordReset) =>
    apiSend('POST', '/api/auth/password/reset', body, userResponseSchema).then((r) => r.user),
};

export const useLogin = () => useSessionMutation(authApi.login);
export const useRegister = () => useSessionMutation(authApi.register);
export const useVerifyCode = () => useSessionMutation(authApi.verifyCode);
export const useLogout = () => useSessionMutation(authApi.logout);
export const useResetPassword = () => useSessionMutation(authApi.resetPassword);

/** Never retried: a repeated request would send a second email. */
export function useRequestPasswordReset() {
  return useMutation({ retry: false, mutationFn: authApi.requestPasswordReset });
}

/** Never retried: a repeated request would send a second email. */
export function useRequestCode() {
  return useMutation({ retry: false, mutationFn: authApi.requestCode });
}
