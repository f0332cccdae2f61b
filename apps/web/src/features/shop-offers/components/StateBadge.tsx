import type { OfferState, PromoCodeState } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const TONE: Record<OfferState | PromoCodeState, string> = {
  running: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  upcoming: 'bg-sky-50 text-sky-800 ring-sky-200',
  scheduled: 'bg-sky-50 text-sky-800 ring-sky-200',
  usedUp: 'bg-amber-50 text-amber-900 ring-amber-200',
  past: 'bg-slate-100 text-slate-700 ring-slate-200',
  expired: 'bg-slate-100 text-slate-700 ring-slate-200',
  disabled: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** An offer's or a code's state as a small badge, in words (never colour alone). */
export function StateBadge({ state }: { state: OfferState | PromoCodeState }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 font-semibold text-xs ring-1',
        TONE[state],
      )}
    >
      {t(`shopOffers.state.${state}`)}
    </span>
  );
}
