import { Hourglass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { formatCountdown, useCountdown } from '../../../lib/countdown';

/**
 * The time left to place the order before the first reserved time slot is released, counted against
 * the server's clock (`deadline` is already in this device's time). At zero the preview is asked for
 * again (`onExpired`): the lapsed slot leaves it, with its cost.
 */
export function HoldNotice({ deadline, onExpired }: { deadline: number; onExpired: () => void }) {
  const { t } = useTranslation();
  const left = useCountdown(deadline);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the time runs out
  useEffect(() => {
    if (left === 0) onExpired();
  }, [left === 0]);
  const urgent = left <= 60;
  return (
    <p
      data-testid="hold-notice"
      className={cn(
        'flex items-start gap-2 rounded-2xl px-4 py-3 text-sm',
        urgent ? 'bg-red-50 text-red-900' : 'bg-amber-50 text-amber-950',
      )}
    >
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {left > 0 ? (
          <>
            {t('checkout.holdFor')} <span className="font-bold tabular-nums">{formatCountdown(left)}</span>
          </>
        ) : (
          t('checkout.holdExpired')
        )}
      </span>
    </p>
  );
}
