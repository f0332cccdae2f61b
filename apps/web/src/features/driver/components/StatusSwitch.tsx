import { DRIVER_MISSED_OFFERS_LIMIT, type DriverDashboard } from '@haflah/contracts';
import { Ban, Power, TimerOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { errorKey } from '../../../lib/errors';
import { useSetDriverStatus } from '../api/driver';
import { unlockOfferSound } from '../utils/offer-alert';

/** Why the server set the driver offline, or why they can't go online at all (an admin's decision). */
export function OfflineNotice({ dashboard }: { dashboard: DriverDashboard }) {
  const { t } = useTranslation();
  if (!dashboard.driver.isActive) {
    return (
      <div role="note" className="flex items-start gap-3 rounded-3xl bg-red-50 p-4 text-red-900">
        <Ban className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p className="font-bold">{t('driver.status.inactiveTitle')}</p>
          <p className="text-sm">{t('driver.errors.DRIVER_INACTIVE')}</p>
        </div>
      </div>
    );
  }
  if (dashboard.offlineReason === 'missed_offers' && dashboard.driver.status === 'offline') {
    return (
      <div role="note" className="flex items-start gap-3 rounded-3xl bg-amber-50 p-4 text-amber-900">
        <TimerOff className="mt-0.5 size-5 shrink-0" aria-hidden />
        <div className="grid gap-1">
          <p className="font-bold">{t('driver.status.missedTitle')}</p>
          <p className="text-sm">{t('driver.status.missedText', { limit: DRIVER_MISSED_OFFERS_LIMIT })}</p>
        </div>
      </div>
    );
  }
  return null;
}

/**
 * The one main action of the dashboard: a large switch, online or offline. An inactive driver sees it
 * switched off and unavailable (the notice says why) rather than trying and being refused.
 */
export function StatusSwitch({ dashboard }: { dashboard: DriverDashboard }) {
  const { t } = useTranslation();
  const setStatus = useSetDriverStatus();
  const hintId = useId();
  const online = dashboard.driver.status !== 'offline';
  const inactive = !dashboard.driver.isActive;
  const toggle = () => {
    // The tap lets the new-offer beep sound later (browsers' autoplay rule).
    void unlockOfferSound();
    setStatus.mutate(!online, {
      onError: (error) =>
        toast({
          kind: 'error',
          title: t(errorKey(error, { only: ['DRIVER_INACTIVE'], fallback: 'driver.spec.statusFailed' })),
        }),
    });
  };
  return (
    <button
      type="button"
      role="switch"
      aria-checked={online}
      aria-describedby={hintId}
      disabled={inactive || setStatus.isPending}
      onClick={toggle}
      className={cn(
        'flex min-h-20 w-full items-center gap-4 rounded-3xl px-5 py-4 text-start font-bold shadow-lg transition disabled:cursor-not-allowed',
        online
          ? 'bg-emerald-700 text-white hover:bg-emerald-800'
          : 'bg-slate-900 text-white hover:bg-slate-800',
        inactive && 'bg-slate-300 text-slate-700 shadow-none hover:bg-slate-300',
        setStatus.isPending && 'opacity-80',
      )}
    >
      <span
        className={cn(
          'relative h-9 w-16 shrink-0 rounded-full transition',
          online ? 'bg-emerald-300' : 'bg-slate-500',
        )}
        aria-hidden
      >
        <span
          className={cn(
            'absolute top-1 grid size-7 place-items-center rounded-full bg-white text-slate-900 transition-all',
            online ? 'end-1' : 'start-1',
          )}
        >
          <Power className="size-4" />
        </span>
      </span>
      <span className="grid gap-0.5">
        <span className="text-xl">{online ? t('driver.status.online') : t('driver.status.offline')}</span>
        <span id={hintId} className="font-medium text-sm opacity-90">
          {setStatus.isPending
            ? t('driver.status.updating')
            : inactive
              ? t('driver.status.inactiveHint')
              : online
                ? t('driver.status.onlineHint')
                : t('driver.status.offlineHint')}
        </span>
      </span>
    </button>
  );
}
