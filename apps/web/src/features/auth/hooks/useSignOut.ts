import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { sessionKeys } from '../../../lib/session';
import { useLogout } from '../api/auth';

/** Sign-out with the spec's toast; a failure is only logged (spec §8) and the session re-read. */
export function useSignOut() {
  const { t } = useTranslation();
  const logout = useLogout();
  const queryClient = useQueryClient();
  return {
    isPending: logout.isPending,
    signOut: (onSignedOut?: () => void) =>
      logout.mutate(undefined, {
        onSuccess: () => {
          toast({ kind: 'success', title: t('auth.toast.loggedOut'), description: t('auth.toast.seeYou') });
          onSignedOut?.();
        },
        onError: (error) => {
          console.error('Sign-out failed', error);
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        },
      }),
  };
}
