import type { DriverDashboard } from '@haflah/contracts';
import { Banknote, Bell, PackageCheck, Truck, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Figure, FigureSection } from '../../../components/ui/FigureCard';
import { useFormat } from '../../../lib/format';

/** Today's work, the load, the cash held and the offers waiting (each offer links to the deliveries). */
export function DriverFigures({
  dashboard,
  deliveriesTo,
}: {
  dashboard: DriverDashboard;
  deliveriesTo: string;
}) {
  const { t } = useTranslation();
  const { money, count } = useFormat();
  const { driver, today, cash, offersWaiting } = dashboard;
  const atCap = cash.heldFils >= cash.capFils;
  return (
    <>
      {atCap && (
        <div role="note" className="flex items-start gap-3 rounded-3xl bg-amber-50 p-4 text-amber-900">
          <Wallet className="mt-0.5 size-5 shrink-0" aria-hidden />
          <div className="grid gap-1">
            <p className="font-bold">{t('driver.dashboard.cashCapTitle')}</p>
            <p className="text-sm">{t('driver.dashboard.cashCapText')}</p>
          </div>
        </div>
      )}
      <FigureSection title={t('driver.dashboard.today')}>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
          <Figure
            icon={Bell}
            tone={offersWaiting > 0 ? 'amber' : 'slate'}
            label={t('driver.dashboard.offersWaiting')}
            value={count(offersWaiting)}
            to={deliveriesTo}
          />
          <Figure
            icon={Truck}
            label={t('driver.dashboard.load')}
            value={t('driver.dashboard.loadValue', { current: driver.currentOrders, max: driver.maxOrders })}
            to={deliveriesTo}
          />
          <Figure
            icon={PackageCheck}
            tone="emerald"
            label={t('driver.dashboard.deliveries')}
            value={count(today.deliveries)}
          />
          <Figure
            icon={Banknote}
            tone="emerald"
            label={t('driver.dashboard.earnings')}
            value={money(today.earningsFils)}
            note={<span className="text-slate-500 text-xs">{t('driver.dashboard.earningsRule')}</span>}
          />
          <Figure
            icon={Wallet}
            tone={atCap ? 'red' : 'violet'}
            label={t('driver.dashboard.cashHeld')}
            value={money(cash.heldFils)}
            note={
              <span className={atCap ? 'font-semibold text-red-800 text-xs' : 'text-slate-500 text-xs'}>
                {t('driver.dashboard.cashCap', { cap: money(cash.capFils) })}
              </span>
            }
            className="col-span-2 lg:col-span-1"
          />
        </ul>
      </FigureSection>
    </>
  );
}
