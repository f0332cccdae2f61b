import { type AdminDriver, DRIVER_MAX_ORDERS_LIMIT } from '@haflah/contracts';
import { Minus, Plus, Star } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../../components/ui/buttons';
import { toast } from '../../../../components/ui/toast';
import { cn } from '../../../../lib/cn';
import { errorMessage } from '../../../../lib/errors';
import { formatPhone, useFormat } from '../../../../lib/format';
import { useUpdateDriver } from '../../api/admin-ops';
import { DeactivateDriverDialog } from './DeactivateDriverDialog';

const STATUS_TONE = {
  available: 'bg-emerald-100 text-emerald-900',
  busy: 'bg-amber-100 text-amber-900',
  offline: 'bg-slate-100 text-slate-700',
} as const;

const stepButton =
  'grid size-10 place-items-center rounded-full bg-violet-50 text-violet-800 hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-40';

/** The most orders at once: − n + and Save, never under what the driver carries now. */
function MaxOrders({ driver }: { driver: AdminDriver }) {
  const { t } = useTranslation();
  const format = useFormat();
  const update = useUpdateDriver();
  const [value, setValue] = useState(driver.maxOrders);
  const ids = { label: useId(), error: useId() };
  // A new answer (saved here, or changed by another admin) resets the stepper.
  useEffect(() => setValue(driver.maxOrders), [driver.maxOrders]);
  const min = Math.max(1, driver.currentOrders);
  const save = () =>
    update.mutate(
      { id: driver.id, change: { maxOrders: value } },
      {
        onSuccess: (saved) =>
          toast({
            kind: 'success',
            title: t('adminOps.drivers.maxSaved', { name: saved.name, count: saved.maxOrders }),
          }),
      },
    );
  return (
    <div className="grid gap-1">
      <span id={ids.label} className="font-semibold text-slate-700 text-sm">
        {t('adminOps.drivers.maxOrders')}
      </span>
      <div className="flex flex-wrap items-center gap-2">
        <fieldset
          aria-labelledby={ids.label}
          aria-describedby={update.isError ? ids.error : undefined}
          className="flex items-center gap-1"
        >
          <button
            type="button"
            className={stepButton}
            disabled={value <= min || update.isPending}
            onClick={() => setValue((v) => v - 1)}
            aria-label={t('adminOps.drivers.fewer')}
          >
            <Minus className="size-4" aria-hidden />
          </button>
          <output
            aria-live="polite"
            className="w-8 text-center font-bold text-lg text-slate-900 tabular-nums"
          >
            {format.count(value)}
          </output>
          <button
            type="button"
            className={stepButton}
            disabled={value >= DRIVER_MAX_ORDERS_LIMIT || update.isPending}
            onClick={() => setValue((v) => v + 1)}
            aria-label={t('adminOps.drivers.more')}
          >
            <Plus className="size-4" aria-hidden />
          </button>
        </fieldset>
        <button
          type="button"
          className={smallSecondaryButton}
          disabled={value === driver.maxOrders || update.isPending}
          onClick={save}
        >
          {update.isPending ? t('adminOps.drivers.saving') : t('adminOps.drivers.saveMax')}
        </button>
      </div>
      {update.isError && (
        <p id={ids.error} role="alert" className="text-red-700 text-sm">
          {errorMessage(t, update.error)}
        </p>
      )}
    </div>
  );
}

function ActiveSwitch({ driver }: { driver: AdminDriver }) {
  const { t } = useTranslation();
  const update = useUpdateDriver();
  const [asking, setAsking] = useState(false);
  const change = (isActive: boolean) =>
    update.mutate(
      { id: driver.id, change: { isActive } },
      {
        onSuccess: (saved) => {
          setAsking(false);
          toast({
            kind: 'success',
            title: t(saved.isActive ? 'adminOps.drivers.activated' : 'adminOps.drivers.deactivated', {
              name: saved.name,
            }),
          });
        },
        onError: () => setAsking(false),
      },
    );
  return (
    <div className="grid gap-1">
      {driver.isActive ? (
        <button
          type="button"
          className="flex h-10 w-fit items-center justify-center rounded-full px-4 font-semibold text-red-700 text-sm ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60"
          onClick={() => setAsking(true)}
          disabled={update.isPending}
        >
          {t('adminOps.drivers.deactivate')}
        </button>
      ) : (
        <button
          type="button"
          className={smallSecondaryButton}
          onClick={() => change(true)}
          disabled={update.isPending}
          aria-busy={update.isPending}
        >
          {update.isPending ? t('adminOps.drivers.saving') : t('adminOps.drivers.activate')}
        </button>
      )}
      {update.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(t, update.error)}
        </p>
      )}
      <DeactivateDriverDialog
        open={asking}
        onOpenChange={setAsking}
        name={driver.name}
        online={driver.status !== 'offline'}
        busy={update.isPending}
        onConfirm={() => change(false)}
      />
    </div>
  );
}

/** One driver: who, how to reach them, their vehicle, where they stand, and the admin's two actions. */
export function DriverCard({ driver }: { driver: AdminDriver }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <h2 className="break-words font-bold text-lg text-slate-900">{driver.name}</h2>
          <p className="text-slate-600 text-sm">
            <bdi dir="ltr">{formatPhone(driver.phone)}</bdi>
            <span aria-hidden> · </span>
            <span className="break-all">{driver.email}</span>
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <span className={cn('rounded-full px-2.5 py-1 font-semibold text-xs', STATUS_TONE[driver.status])}>
            {t(`adminOps.drivers.status.${driver.status}`)}
          </span>
          {!driver.isActive && (
            <span className="rounded-full bg-red-100 px-2.5 py-1 font-semibold text-red-800 text-xs">
              {t('adminOps.drivers.inactive')}
            </span>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div className="grid gap-0.5">
          <dt className="text-slate-500">{t('adminOps.drivers.vehicle')}</dt>
          <dd className="font-semibold text-slate-900">
            {t(`adminOps.drivers.vehicleType.${driver.vehicleType}`)} ·{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {driver.licensePlate}
            </bdi>
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-slate-500">{t('adminOps.drivers.load')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {t('adminOps.drivers.loadValue', {
              current: format.count(driver.currentOrders),
              max: format.count(driver.maxOrders),
            })}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-slate-500">{t('adminOps.drivers.rating')}</dt>
          <dd className="flex items-center gap-1 font-semibold text-slate-900 tabular-nums">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            {driver.totalDeliveries > 0 || driver.rating > 0
              ? format.rating(driver.rating)
              : t('adminOps.drivers.noRating')}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-slate-500">{t('adminOps.drivers.deliveries')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {format.count(driver.totalDeliveries)}
          </dd>
        </div>
      </dl>
      <p className="text-slate-500 text-xs">
        {t('adminOps.drivers.joined', { date: format.date(driver.joinedAt) })}
      </p>
      <div className="flex flex-wrap items-end justify-between gap-4 border-slate-100 border-t pt-4">
        <MaxOrders driver={driver} />
        <ActiveSwitch driver={driver} />
      </div>
    </li>
  );
}
