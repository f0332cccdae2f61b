import type { EventStatus } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const TONES: Record<EventStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  completed: 'bg-slate-100 text-slate-700 ring-slate-200',
  cancelled: 'bg-red-50 text-red-800 ring-red-200',
};

/** Spec: the event status labels (active, completed, cancelled). */
export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'w-fit rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1',
        TONES[status],
        className,
      )}
    >
      {t(`events.status.${status}`)}
    </span>
  );
}
