import type { LucideIcon } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn';
import { type ErrorOverrides, errorMessage, hasCode } from '../../lib/errors';
import { signInThen } from '../../lib/sign-in-dialog';
import { toast } from './toast';

const actionClass =
  'flex h-11 items-center gap-1.5 rounded-full px-3.5 font-semibold text-sm transition disabled:opacity-50';

const TONES = {
  soft: 'bg-violet-50 text-violet-800 hover:bg-violet-100',
  plain: 'text-slate-700 hover:bg-slate-100',
  danger: 'text-red-700 hover:bg-red-50',
} as const;

/**
 * One action on a saved item's card or row (Edit, Make default, Delete): its visible word, and the
 * item's name for screen readers, so every card's buttons have names of their own.
 */
export const ItemAction = forwardRef<
  HTMLButtonElement,
  {
    icon: LucideIcon;
    label: string;
    /** The item's name, read after the label ("Delete Home"). */
    itemName: string;
    tone: keyof typeof TONES;
    onClick: () => void;
    disabled?: boolean;
    /** This action's call is on its way. */
    pending?: boolean;
    /** Placement within the row (e.g. `ms-auto`). */
    className?: string;
  }
>(function ItemAction({ icon: Icon, label, itemName, tone, onClick, disabled, pending, className }, ref) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-busy={pending || undefined}
      className={cn(actionClass, TONES[tone], className)}
    >
      <Icon className="size-4" aria-hidden />
      {label} <span className="sr-only">{itemName}</span>
    </button>
  );
});

/**
 * What a refused item action does: says why in a toast (`messages` words the item's own codes) and,
 * when the session has ended, asks to sign in again and then tries the same action once more.
 * Use: `onError: refused(makeDefault)`.
 */
export function useRefusedItemAction(messages: ErrorOverrides, signInReason: string) {
  const { t } = useTranslation();
  return (retry: () => void) => (error: Error) => {
    toast({ kind: 'error', description: errorMessage(t, error, messages) });
    if (hasCode(error, 'UNAUTHENTICATED')) signInThen(retry, { reason: signInReason });
  };
}
