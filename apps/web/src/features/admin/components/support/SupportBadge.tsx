import type { SupportStatus } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

const TONE: Record<SupportStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-700',
};

/** A support request's status, as admins read it. */
export function SupportBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs', TONE[status])}>
      {t(`adminSupport.status.${status}`)}
    </span>
  );
}
