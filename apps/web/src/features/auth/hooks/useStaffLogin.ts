import type { LoginRequest, Role } from '@haflah/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SESSION_KEY } from '../../../lib/session';
import { authApi } from '../api/auth';

export type StaffRole = Exclude<Role, 'customer'>;

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
  return useMutation({
    retry: false,
    mutationFn: async (body: LoginRequest) => {
      const user = await authApi.login(body);
      if (user.role !== role) {
        await authApi.logout().catch((error) => console.error('Sign-out after wrong role failed', error));
        queryClient.setQueryData(SESSION_KEY, null);
        throw new WrongRoleError(role);
      }
      return user;
    },
    onSuccess: (user) => {
      queryClient.setQueryData(SESSION_KEY, user);
    },
  });
}
