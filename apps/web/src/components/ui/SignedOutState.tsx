import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { openSignIn } from '../../lib/sign-in-dialog';
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
      <button
        type="button"
        onClick={() => openSignIn('login')}
        className="flex items-center gap-2 rounded-full bg-violet-600 px-5 py-2.5 font-bold text-white shadow transition hover:bg-violet-700"
      >
        <LogIn className="size-4" aria-hidden /> {signInLabel}
      </button>
    </EmptyState>
  );
}
