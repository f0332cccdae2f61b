import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadAuthDialog } from '../../features/auth/components/SignInDialogHost';
import { firstName, useSession } from '../../lib/session';
import { openSignIn } from '../../lib/sign-in-dialog';

/** Spec §2 navigation bar: a greeting with the first name, or a Sign In button when signed out. */
export function UserMenu() {
  const { t } = useTranslation();
  const { user, isLoading } = useSession();
  if (isLoading)
    return <span aria-hidden className="h-9 w-16 shrink-0 animate-pulse rounded-full bg-slate-100" />;
  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openSignIn('login')}
        onPointerEnter={preloadAuthDialog}
        onFocus={preloadAuthDialog}
        className="flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full bg-violet-600 px-3.5 font-bold text-sm text-white shadow-sm hover:bg-violet-700"
      >
        <LogIn className="hidden size-4 sm:block rtl:-scale-x-100" aria-hidden />
        {t('nav.signIn')}
      </button>
    );
  }
  return (
    <Link
      to="/profile"
      className="flex h-9 min-w-0 max-w-40 items-center rounded-full bg-violet-50 px-3.5 font-semibold text-sm text-violet-800 hover:bg-violet-100"
    >
      <span className="min-w-0 truncate">{t('nav.greeting', { name: firstName(user.name) })}</span>
    </Link>
  );
}
