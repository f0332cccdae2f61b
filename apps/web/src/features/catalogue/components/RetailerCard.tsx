import type { Shop } from '@haflah/contracts';
import { BadgePercent, Bike, Clock, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useOfferText } from '../hooks/useOfferText';
import { OfferConditions } from './OfferConditions';

export function RetailerCard({ shop, onSelect }: { shop: Shop; onSelect: () => void }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const offerText = useOfferText();
  const offer = shop.offer ? offerText(shop.offer) : null;
  return (
    <button
      type="button"
      onClick={onSelect}
      className="flex w-full items-center gap-4 rounded-2xl bg-surface p-3 text-start shadow-sm ring-1 ring-slate-100 transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-violet-600"
    >
      <img
        src={shop.logoUrl ?? '/placeholder.svg'}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-2xl bg-slate-100 object-cover"
      />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-bold text-slate-900">{pick(shop.name)}</span>
          <span className="flex shrink-0 items-center gap-1 text-slate-700 text-sm">
            <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
            {f.rating(shop.rating)}
          </span>
        </span>
        <span className="truncate text-slate-500 text-xs">{pick(shop.area)}</span>
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-600 text-xs">
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t('retailers.deliveryTime', { minutes: shop.deliveryMinutes })}
          </span>
          <span className="flex items-center gap-1">
            <Bike className="size-3.5" aria-hidden />
            {t('retailers.deliveryFee', { fee: f.money(shop.deliveryFeeFils) })}
          </span>
        </span>
        {offer && (
          <span data-testid="offer-note" className="flex items-start gap-1 text-rose-600 text-xs">
            <BadgePercent className="mt-px size-3.5 shrink-0" aria-hidden />
            <span>
              <span className="font-semibold">{offer.headline}</span>
              <OfferConditions conditions={offer.conditions} />
            </span>
          </span>
        )}
      </span>
    </button>
  );
}
