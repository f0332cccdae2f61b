import type { DriverDelivery } from '@haflah/contracts';
import { Navigation, PackageCheck, Phone, Store, UserRound } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { errorKey } from '../../../lib/errors';
import { formatPhone, useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { usePickUpDelivery } from '../api/driver';
import { addressLine, directionsUrl, telUrl } from '../utils/delivery-text';
import { DeliverDialog } from './DeliverDialog';

const linkButton =
  'flex h-12 flex-1 items-center justify-center gap-2 rounded-full bg-violet-50 px-4 font-bold text-violet-800 hover:bg-violet-100';

/** A stop of the delivery: where to pick up, or who to hand it to, with its links. */
function Stop({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2 rounded-2xl bg-slate-50 p-3">
      <h4 className="flex items-center gap-2 font-semibold text-slate-600 text-xs uppercase tracking-wide">
        {icon}
        {title}
      </h4>
      {children}
    </section>
  );
}

/**
 * A delivery in hand: the shop to pick it up from, the customer (first name, phone, address) with
 * Directions and Call, the cash to collect, and the next step as the card's main action: Picked up,
 * then Delivered (which asks for the proof).
 */
export function ActiveDeliveryCard({ delivery }: { delivery: DriverDelivery }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { money } = useFormat();
  const headingId = useId();
  const pickUp = usePickUpDelivery();
  const [delivering, setDelivering] = useState(false);
  const directions = directionsUrl(delivery);
  const pickedUp = delivery.status === 'picked_up';

  const onPickUp = () =>
    pickUp.mutate(delivery.id, {
      onSuccess: () => toast({ kind: 'success', title: t('driver.active.pickedUpDone') }),
      onError: (error) => toast({ kind: 'error', title: t(errorKey(error)) }),
    });

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="font-bold text-lg text-slate-900">
            {t('driver.active.order', { number: delivery.orderNumber })}
          </h3>
          <span
            className={
              pickedUp
                ? 'rounded-full bg-violet-100 px-3 py-1 font-semibold text-violet-800 text-xs'
                : 'rounded-full bg-amber-100 px-3 py-1 font-semibold text-amber-900 text-xs'
            }
          >
            {pickedUp ? t('driver.active.onTheWay') : t('driver.active.toPickUp')}
          </span>
        </div>

        <Stop icon={<Store className="size-4" aria-hidden />} title={t('driver.active.pickUpFrom')}>
          <p className="font-bold text-slate-900">{pick(delivery.shop.name)}</p>
          {delivery.shop.address && <p className="text-slate-700 text-sm">{delivery.shop.address}</p>}
          {delivery.shop.phone && !pickedUp && (
            <a href={telUrl(delivery.shop.phone)} className={linkButton}>
              <Phone className="size-5" aria-hidden />
              {t('driver.active.callShop')}
            </a>
          )}
        </Stop>

        <Stop icon={<UserRound className="size-4" aria-hidden />} title={t('driver.active.deliverTo')}>
          {delivery.customer ? (
            <p className="font-bold text-slate-900">
              {delivery.customer.firstName}{' '}
              <bdi dir="ltr" className="font-normal text-slate-600 text-sm">
                {formatPhone(delivery.customer.phone)}
              </bdi>
            </p>
          ) : (
            <p className="text-slate-600 text-sm">{t('driver.active.noCustomer')}</p>
          )}
          {delivery.address && <p className="text-slate-700 text-sm">{addressLine(delivery.address, t)}</p>}
          {delivery.address?.directions && (
            <p className="text-slate-600 text-sm italic">{delivery.address.directions}</p>
          )}
          <div className="flex gap-2">
            {directions && (
              <a href={directions} target="_blank" rel="noreferrer" className={linkButton}>
                <Navigation className="size-5 rtl:-scale-x-100" aria-hidden />
                {t('driver.active.directions')}
              </a>
            )}
            {delivery.customer && (
              <a href={telUrl(delivery.customer.phone)} className={linkButton}>
                <Phone className="size-5" aria-hidden />
                {t('driver.active.call')}
              </a>
            )}
          </div>
        </Stop>

        <p className="flex items-center justify-between gap-2 rounded-2xl bg-emerald-50 p-3 text-emerald-900">
          <span className="font-semibold text-sm">{t('driver.active.cashToCollect')}</span>
          <span className="font-extrabold text-lg tabular-nums">
            {delivery.cashDueFils > 0 ? money(delivery.cashDueFils) : t('driver.offers.prepaid')}
          </span>
        </p>

        {pickedUp ? (
          <button
            type="button"
            onClick={() => setDelivering(true)}
            className="flex h-14 w-full items-center justify-center gap-2 rounded-full bg-emerald-700 font-bold text-lg text-white shadow hover:bg-emerald-800"
          >
            <PackageCheck className="size-6" aria-hidden />
            {t('driver.active.delivered')}
          </button>
        ) : (
          <button
            type="button"
            onClick={onPickUp}
            disabled={pickUp.isPending}
            className="flex h-14 w-full items-center justify-center gap-2 rounded-full bg-violet-600 font-bold text-lg text-white shadow hover:bg-violet-700 disabled:opacity-60"
          >
            <Store className="size-6" aria-hidden />
            {pickUp.isPending ? t('driver.active.pickingUp') : t('driver.active.pickedUp')}
          </button>
        )}
      </article>
      {pickedUp && <DeliverDialog delivery={delivery} open={delivering} onOpenChange={setDelivering} />}
    </li>
  );
}
