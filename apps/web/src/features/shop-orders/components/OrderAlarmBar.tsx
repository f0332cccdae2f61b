import { BellRing, Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton } from '../../../components/ui/buttons';
import type { OrderAlarm } from '../hooks/useOrderAlarm';

/**
 * The alarm's controls and voice: the one-time question about sound (browsers play it only after a
 * tap), the mute switch, and a polite live region that says which orders arrived.
 */
export function OrderAlarmBar({ alarm }: { alarm: OrderAlarm }) {
  const { t } = useTranslation();
  const last = alarm.arrived.at(-1);
  // The oldest waiting order first: it has waited longest.
  const first = alarm.ringing.at(-1);
  return (
    <div className="grid gap-2">
      {alarm.askSound && (
        <section
          aria-labelledby="order-sound-title"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-violet-50 p-4 ring-1 ring-violet-200"
        >
          <BellRing className="size-6 shrink-0 text-violet-700" aria-hidden />
          <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
            <h2 id="order-sound-title" className="font-bold text-slate-900">
              {t('shopOrders.alarm.askTitle')}
            </h2>
            <p className="text-slate-600 text-sm">{t('shopOrders.alarm.askText')}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={alarm.turnSoundOn} className={primaryButton}>
              {t('shopOrders.alarm.turnOn')}
            </button>
            <button
              type="button"
              onClick={() => alarm.setMuted(true)}
              className="h-11 rounded-full px-4 font-semibold text-slate-700 hover:bg-violet-100"
            >
              {t('shopOrders.alarm.notNow')}
            </button>
          </div>
        </section>
      )}
      {first && (
        <div
          data-testid="new-orders"
          className="flex flex-wrap items-center gap-3 rounded-2xl bg-amber-100 p-3 ring-2 ring-amber-400"
        >
          <BellRing className="size-6 shrink-0 text-amber-800 motion-safe:animate-pulse" aria-hidden />
          <p className="min-w-0 flex-1 font-bold text-amber-950">
            {t('shopOrders.alarm.waiting', { count: alarm.ringing.length, number: first.number })}
          </p>
          <Link
            to={`/retailer/orders/${first.id}`}
            className="flex h-10 items-center rounded-full bg-amber-900 px-4 font-bold text-sm text-white hover:bg-amber-950"
          >
            {t('shopOrders.alarm.open', { number: first.number })}
          </Link>
        </div>
      )}
      {!alarm.askSound && (
        <div className="flex flex-wrap items-center justify-end gap-2">
          {alarm.needsTap && alarm.ringing.length > 0 && (
            <p className="text-slate-600 text-sm">{t('shopOrders.alarm.tapForSound')}</p>
          )}
          <button
            type="button"
            aria-pressed={alarm.muted}
            onClick={() => alarm.setMuted(!alarm.muted)}
            className="flex h-10 items-center gap-1.5 rounded-full bg-white px-4 font-semibold text-slate-700 text-sm ring-1 ring-slate-200 hover:bg-violet-50"
          >
            {alarm.muted ? (
              <VolumeX className="size-4" aria-hidden />
            ) : (
              <Volume2 className="size-4" aria-hidden />
            )}
            {t('shopOrders.alarm.mute')}
          </button>
        </div>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {last ? t('shopOrders.alarm.arrived', { number: last.number }) : ''}
      </p>
    </div>
  );
}
