import type { RsvpCounts } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/** Who answered what, and everyone expected (guests going and their companions). Updates live. */
export function RsvpCountsPanel({ counts }: { counts: RsvpCounts }) {
  const { t } = useTranslation();
  const cells = [
    { key: 'going', value: counts.going, tone: 'text-emerald-700' },
    { key: 'maybe', value: counts.maybe, tone: 'text-amber-700' },
    { key: 'declined', value: counts.declined, tone: 'text-red-700' },
    { key: 'pending', value: counts.pending, tone: 'text-slate-700' },
  ] as const;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        <div className="col-span-2 grid rounded-2xl bg-violet-600 p-3 text-white sm:col-span-1">
          <dt className="font-semibold text-sm text-white/90">{t('events.counts.headcount')}</dt>
          <dd className="font-extrabold text-3xl" aria-live="polite" data-testid="headcount">
            {counts.headcount}
          </dd>
        </div>
        {cells.map((c) => (
          <div key={c.key} className="grid rounded-2xl bg-surface p-3 ring-1 ring-slate-100">
            <dt className="font-semibold text-slate-600 text-sm">{t(`events.counts.${c.key}`)}</dt>
            <dd className={cn('font-extrabold text-2xl', c.tone)}>{c.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
