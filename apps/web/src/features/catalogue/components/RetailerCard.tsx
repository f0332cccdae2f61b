import type { Shop } from '@haflah/contracts';
import { BadgePercent, Bike, Clock, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';

export function RetailerCard({ shop, onSelect }: { shop: Shop; onSelect: () => void }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
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
        {shop.offer && (
          <span className="flex items-center gap-1 font-semibold text-rose-600 text-xs">
            <BadgePercent className="size-3.5" aria-hidden />
            {t('retailers.offer', {
              percent: shop.offer.percent,
              // Whole dinars without their fils, as the spec writes it: "up to BD 20".
              cap: f.money(shop.offer.capFils).replace(/\.000(?!\d)/, ''),
            })}
          </span>
        )}
      </span>
    </button>
  );
}
