import { unitsFor } from '@haflah/contracts';
import { CircleCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface GuestCoverageProps {
  /** The guests of the event being shopped for. */
  guests: number;
  servesGuests: number;
  quantity: number;
  /** Offers "Make it N" when short, if N is no more than this. */
  fix?: { max: number; name: string; onFix: (quantity: number) => void; disabled?: boolean };
}

/**
 * Whether a quantity is enough for the event's guests (a cake's portions, a set of chairs): "Serves
 * 30 of your 45 guests" with a way to fix it, or "Enough for all 45 guests". Strings: `product` group.
 */
export function GuestCoverage({ guests, servesGuests, quantity, fix }: GuestCoverageProps) {
  const { t } = useTranslation();
  const needed = unitsFor(guests, servesGuests);
  if (quantity >= needed) {
    return (
      <p className="flex items-center gap-1.5 font-medium text-emerald-800 text-xs sm:text-[13px]">
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {t('product.coverageEnough', { count: guests })}
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-amber-900 text-xs sm:text-[13px]">
      <span className="flex items-center gap-1.5">
        <Users className="size-4 shrink-0" aria-hidden />
        {t('product.coverageShort', { count: guests, served: quantity * servesGuests })}
      </span>
      {fix && needed <= fix.max && (
        <button
          type="button"
          onClick={() => fix.onFix(needed)}
          disabled={fix.disabled}
          aria-label={t('product.coverageFixLabel', { name: fix.name, units: needed })}
          className="min-h-11 rounded-full bg-amber-100 px-3 font-bold text-amber-950 transition hover:bg-amber-200 disabled:opacity-50"
        >
          {t('product.coverageFix', { units: needed })}
        </button>
      )}
    </p>
  );
}
