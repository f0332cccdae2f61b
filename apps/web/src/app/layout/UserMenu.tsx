import { LogIn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { compactPrimaryButton, compactSecondaryButton } from '../../components/ui/buttons';
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
        className={compactPrimaryButton}
      >
        <LogIn className="hidden size-4 sm:block rtl:-scale-x-100" aria-hidden />
        {t('nav.signIn')}
      </button>
    );
  }
  return (
    <Link to="/profile" className={compactSecondaryButton}>
      <span className="min-w-0 truncate">{t('nav.greeting', { name: firstName(user.name) })}</span>
    </Link>
  );
}
