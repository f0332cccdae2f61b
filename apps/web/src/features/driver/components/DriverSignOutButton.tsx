import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast';
import { driverApi, type Logout } from '../api/driver';

/**
 * Sign-out as the spec has it for drivers: first offline (PUT /api/driver/status), then the session
 * ends (`logout`, which the area brings from the auth feature). Either failing says 'Sign out failed'
 * and the driver stays signed in, and online if they were.
 */
export function DriverSignOutButton({ logout, goTo }: { logout: Logout; goTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    try {
      await driverApi.setStatus(false);
      await logout();
      toast({ kind: 'success', title: t('auth.toast.loggedOut'), description: t('auth.toast.seeYou') });
      navigate(goTo, { replace: true });
    } catch (error) {
      console.error('Sign-out failed', error);
      toast({ kind: 'error', title: t('driver.spec.signOutFailed') });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => void signOut()}
      className="flex h-11 items-center justify-center gap-2 rounded-full border border-red-200 px-5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:w-fit"
    >
      <LogOut className="size-4 rtl:-scale-x-100" aria-hidden />
      {t('auth.actions.signOut')}
    </button>
  );
}
