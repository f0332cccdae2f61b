import { DELIVERY_OFFER_SECONDS, type DriverOffer } from '@haflah/contracts';
import { Check, MapPin, Package, Store, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { formatCountdown, useCountdown } from '../../../lib/countdown';
import { errorKey, hasCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useAcceptDelivery, useDeclineDelivery } from '../api/driver';

/** When the countdown is announced to screen readers (not every second: that would drown the page). */
const ANNOUNCE_AT = new Set([45, 30, 15, 10, 5]);

/** The ring around the seconds: how much of the offer's time is left (drawn only; the text says it). */
function CountdownRing({ left }: { left: number }) {
  const r = 26;
  const length = 2 * Math.PI * r;
  const share = Math.min(1, left / DELIVERY_OFFER_SECONDS);
  return (
    <svg viewBox="0 0 64 64" className="size-16 -rotate-90" aria-hidden>
      <circle cx="32" cy="32" r={r} fill="none" strokeWidth="6" className="stroke-amber-100" />
      <circle
        cx="32"
        cy="32"
        r={r}
        fill="none"
        strokeWidth="6"
        strokeLinecap="round"
        strokeDasharray={length}
        strokeDashoffset={length * (1 - share)}
        className={left <= 10 ? 'stroke-red-500' : 'stroke-amber-500'}
      />
    </svg>
  );
}

/**
 * One offer: the shop, where it goes (the area only, until accepted), the items, the fee, the cash to
 * collect, and the time left to answer (a ring, and the seconds as text, announced now and then).
 * Accept is the main action; another driver's win says so at once and the card goes.
 */
export function OfferCard({ offer, onGone }: { offer: DriverOffer; onGone: (id: string) => void }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const { money } = useFormat();
  const headingId = useId();
  const left = useCountdown(Date.parse(offer.expiresAt));
  const accept = useAcceptDelivery();
  const decline = useDeclineDelivery();
  const { delivery } = offer;
  const expired = left === 0;
  const busy = accept.isPending || decline.isPending;

  const onAccept = () =>
    accept.mutate(delivery.id, {
      onSuccess: () => toast({ kind: 'success', title: t('driver.offers.accepted') }),
      onError: (error) => {
        toast({ kind: 'error', title: t(errorKey(error)) });
        if (hasCode(error, 'DELIVERY_TAKEN') || hasCode(error, 'NOT_FOUND')) onGone(offer.id);
      },
    });
  const onDecline = () =>
    decline.mutate(delivery.id, {
      onSuccess: () => onGone(offer.id),
      onError: (error) => toast({ kind: 'error', title: t(errorKey(error)) }),
    });

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="grid gap-4 rounded-3xl bg-surface p-4 shadow-md ring-2 ring-amber-300 sm:p-5"
      >
        <div className="flex items-start gap-3">
          <div className="grid min-w-0 flex-1 gap-1">
            <p className="font-semibold text-amber-800 text-xs uppercase tracking-wide">
              {t('driver.offers.newOffer')}
            </p>
            <h3 id={headingId} className="flex items-center gap-2 font-bold text-lg text-slate-900">
              <Store className="size-5 shrink-0 text-violet-700" aria-hidden />
              <span className="min-w-0 truncate">{pick(delivery.shop.name)}</span>
            </h3>
            <p className="flex items-center gap-2 text-slate-700">
              <MapPin className="size-4 shrink-0" aria-hidden />
              {delivery.area ?? t('driver.offers.noArea')}
            </p>
            <p className="flex items-center gap-2 text-slate-700">
              <Package className="size-4 shrink-0" aria-hidden />
              {t('driver.offers.items', { count: delivery.itemCount })}
            </p>
          </div>
          <div className="relative grid shrink-0 place-items-center">
            <CountdownRing left={left} />
            <span className="absolute font-extrabold text-slate-900 text-sm tabular-nums" aria-hidden>
              {formatCountdown(left)}
            </span>
          </div>
        </div>
        <p className="sr-only" role="timer">
          {expired
            ? t('driver.offers.expired')
            : t('driver.offers.timeLeft', { time: formatCountdown(left) })}
        </p>
        <p aria-live="polite" className="sr-only">
          {expired
            ? t('driver.offers.expired')
            : ANNOUNCE_AT.has(left)
              ? t('driver.offers.secondsLeft', { count: left })
              : ''}
        </p>
        <dl className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-50 p-3">
          <div className="grid gap-0.5">
            <dt className="text-slate-600 text-xs">{t('driver.offers.fee')}</dt>
            <dd className="font-extrabold text-emerald-800 tabular-nums">{money(delivery.feeFils)}</dd>
          </div>
          <div className="grid gap-0.5">
            <dt className="text-slate-600 text-xs">{t('driver.offers.cash')}</dt>
            <dd className="font-extrabold text-slate-900 tabular-nums">
              {delivery.cashDueFils > 0 ? money(delivery.cashDueFils) : t('driver.offers.prepaid')}
            </dd>
          </div>
        </dl>
        {expired ? (
          <p className="rounded-2xl bg-slate-100 p-3 text-center font-semibold text-slate-700">
            {t('driver.offers.expired')}
          </p>
        ) : (
          <div className="grid grid-cols-[1fr_2fr] gap-3">
            <button
              type="button"
              onClick={onDecline}
              disabled={busy}
              className="flex h-14 items-center justify-center gap-2 rounded-full bg-slate-100 font-bold text-slate-800 hover:bg-slate-200 disabled:opacity-60"
            >
              <X className="size-5" aria-hidden />
              {t('driver.offers.decline')}
            </button>
            <button
              type="button"
              onClick={onAccept}
              disabled={busy}
              className="flex h-14 items-center justify-center gap-2 rounded-full bg-emerald-700 font-bold text-lg text-white shadow hover:bg-emerald-800 disabled:opacity-60"
            >
              <Check className="size-6" aria-hidden />
              {accept.isPending ? t('driver.offers.accepting') : t('driver.offers.accept')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}
