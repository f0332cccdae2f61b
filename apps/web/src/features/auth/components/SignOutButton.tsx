import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../hooks/useSignOut';

const LOOKS = {
  /** The profile page's: a full-width outlined button. */
  wide: {
    button:
      'flex h-12 w-full items-center justify-center gap-2 rounded-full border border-red-200 bg-surface font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60',
    icon: 'size-5 rtl:-scale-x-100',
  },
  /** A staff area's: as wide as its words from `sm` up. */
  compact: {
    button:
      'flex h-11 items-center justify-center gap-2 rounded-full border border-red-200 px-5 font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60 sm:w-fit',
    icon: 'size-4 rtl:-scale-x-100',
  },
} as const;

/** Signs out (spec §8 toast), then replaces the page with `goTo`. */
export function SignOutButton({ goTo, look = 'wide' }: { goTo: string; look?: keyof typeof LOOKS }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();
  return (
    <button
      type="button"
      disabled={isPending}
      onClick={() => signOut(() => navigate(goTo, { replace: true }))}
      className={LOOKS[look].button}
    >
      <LogOut className={LOOKS[look].icon} aria-hidden />
      {t('auth.actions.signOut')}
    </button>
  );
}
