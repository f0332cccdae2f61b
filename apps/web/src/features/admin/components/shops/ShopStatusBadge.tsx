import type { ShopStatus } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn';

const TONE: Record<ShopStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-slate-200 text-slate-800',
  suspended: 'bg-red-100 text-red-900',
};

/** A shop's approval status as a coloured label (words, never colour alone); "Paused" beside it. */
export function ShopStatusBadge({ status, paused = false }: { status: ShopStatus; paused?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <span className={cn('rounded-full px-2.5 py-0.5 font-semibold text-xs', TONE[status])}>
        {t(`adminShops.status.${status}`)}
      </span>
      {paused && status === 'approved' && (
        <span className="rounded-full bg-sky-100 px-2.5 py-0.5 font-semibold text-sky-900 text-xs">
          {t('adminShops.paused')}
        </span>
      )}
    </span>
  );
}
