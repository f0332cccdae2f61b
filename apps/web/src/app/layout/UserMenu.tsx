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
  // The greeting's words stay whole and only the name gives way (an ellipsis in the name's own
  // direction, isolated from the greeting's): 'أهلاً، Layl…' rather than 'أهلاً، …' or a cut word.
  const name = firstName(user.name);
  const [before = '', after = ''] = t('nav.greeting', { name: '\u0000' }).split('\u0000');
  return (
    // Named by the whole greeting as shown (the parts' spaces are not lost to a name computation).
    <Link to="/profile" className={compactSecondaryButton} aria-label={`${before}${name}${after}`}>
      <span className="shrink-0 whitespace-pre">{before}</span>
      <bdi className="min-w-[2ch] truncate">{name}</bdi>
      {after && <span className="shrink-0 whitespace-pre">{after}</span>}
    </Link>
  );
}
