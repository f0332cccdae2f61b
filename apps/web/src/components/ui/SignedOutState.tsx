import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { openSignIn } from '../../lib/sign-in-dialog';
import { primaryButton } from './buttons';
import { EmptyState } from './EmptyState';

/**
 * A page whose content is kept with the account, signed out: what it holds, and Sign In (the sign-in
 * dialog, on its login tab). The caller words it.
 */
export function SignedOutState({
  icon,
  title,
  text,
  signInLabel,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  signInLabel: string;
}) {
  return (
    <EmptyState icon={icon} title={title} text={text}>
      <button type="button" onClick={() => openSignIn('login')} className={primaryButton}>
        <LogIn className="size-4" aria-hidden /> {signInLabel}
      </button>
    </EmptyState>
  );
}
