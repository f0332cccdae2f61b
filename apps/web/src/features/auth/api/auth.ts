import {
  type CodeRequest,
  type CodeVerify,
  codeSentResponseSchema,
  type LoginRequest,
  type ProfileUpdate,
  type RegisterRequest,
  type SessionUser,
  sessionResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api';
import { SESSION_KEY } from '../../../lib/session';

export const authApi = {
  login: (body: LoginRequest) =>
    apiSend('POST', '/api/auth/login', body, userResponseSchema).then((r) => r.user),
  register: (body: RegisterRequest) =>
    apiSend('POST', '/api/auth/register', body, userResponseSchema).then((r) => r.user),
  requestCode: (body: CodeRequest) => apiSend('POST', '/api/auth/code', body, codeSentResponseSchema),
  verifyCode: (body: CodeVerify) =>
    apiSend('POST', '/api/auth/code/verify', body, userResponseSchema).then((r) => r.user),
  logout: () => apiSend('POST', '/api/auth/logout', undefined, sessionResponseSchema).then(() => null),
  updateProfile: (body: ProfileUpdate) =>
    apiSend('PATCH', '/api/profile', body, userResponseSchema).then((r) => r.user),
};

/**
 * Auth calls are never retried: a repeated sign-in or code check would count against the user's
 * attempt limits, and a repeated code request would send a second email.
 */
const NO_RETRY = { retry: false } as const;

/** A mutation whose result is the new session user (or null), written into the session cache. */
function useSessionMutation<TVars>(mutationFn: (vars: TVars) => Promise<SessionUser | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...NO_RETRY,
    mutationFn,
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
    },
  });
}

export const useLogin = () => useSessionMutation(authApi.login);
export const useRegister = () => useSessionMutation(authApi.register);
export const useVerifyCode = () => useSessionMutation(authApi.verifyCode);
export const useLogout = () => useSessionMutation(authApi.logout);
export const useUpdateProfile = () => useSessionMutation(authApi.updateProfile);

export function useRequestCode() {
  return useMutation({ ...NO_RETRY, mutationFn: authApi.requestCode });
}
