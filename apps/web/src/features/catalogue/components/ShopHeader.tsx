import type { ListingKind } from '@haflah/contracts';
import { BadgePercent, Bike, Clock, Gift, Star } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useShopPage } from '../api/shop-page';
import { useOfferText } from '../hooks/useOfferText';
import { todayHours } from '../utils/opening-hours';
import { OfferConditions } from './OfferConditions';
import { ShopHeaderSkeleton } from './Skeletons';

/**
 * A shop's header above its items: its cover (or a band of colour), logo, rating, today's hours and
 * whether it is open now, the offer it runs now with its terms, delivery time and fee (free over an
 * amount), and its own words about itself. Tells the page the kinds it sells (`onKinds`: the filter chips offer only those).
 */
export default function ShopHeader({
  shopId,
  onKinds,
}: {
  shopId: string;
  onKinds: (shopId: string, kinds: ListingKind[]) => void;
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const offerText = useOfferText();
  const { data: shop, isPending, isError } = useShopPage(shopId);
  useEffect(() => {
    if (shop) onKinds(shop.id, shop.kinds);
  }, [shop, onKinds]);

  if (isPending) return <ShopHeaderSkeleton />;
  // The items below have their own error state; a header that failed only leaves its facts out.
  if (isError) return null;

  const name = pick(shop.name);
  const about = pick(shop.about).trim();
  const hours = shop.openingHours && todayHours(shop.openingHours, new Date());
  const fact = 'flex items-center gap-1.5';
  const offer = shop.offer ? offerText(shop.offer) : null;

  return (
    <section aria-label={t('shopPage.label', { shop: name })} className="grid">
      {shop.coverUrl ? (
        <img
          src={shop.coverUrl}
          alt=""
          className="h-24 w-full rounded-2xl bg-slate-100 object-cover sm:h-36"
        />
      ) : (
        <div className="h-24 rounded-2xl bg-gradient-to-br from-violet-500 via-fuchsia-500 to-rose-400 sm:h-36" />
      )}
      <div className="-mt-8 flex items-end gap-3 ps-4">
        <img
          src={shop.logoUrl ?? '/placeholder.svg'}
          alt=""
          width={64}
          height={64}
          className="size-16 shrink-0 rounded-2xl bg-slate-100 object-cover shadow ring-4 ring-surface"
        />
        <p className="flex items-center gap-1 pb-1 text-slate-700 text-sm">
          <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
          <span className="font-semibold text-slate-900">{f.rating(shop.rating)}</span>
          <span>({t('item.reviews', { count: shop.reviewCount })})</span>
        </p>
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-slate-700 text-sm">
        {offer && (
          <li data-testid="shop-offer" className="flex basis-full items-start gap-1.5 text-rose-700">
            <BadgePercent className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              <span className="font-semibold">{offer.headline}</span>
              <OfferConditions conditions={offer.conditions} />
            </span>
          </li>
        )}
        {hours && (
          <li className={fact}>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 font-semibold text-xs',
                hours.open ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
              )}
            >
              {hours.open ? t('shopPage.openNow') : t('shopPage.closedNow')}
            </span>
            {hours.today
              ? t('shopPage.todayHours', { opens: hours.today.opens, closes: hours.today.closes })
              : t('shopPage.closedToday')}
          </li>
        )}
        <li className={fact}>
          <Clock className="size-4 text-slate-500" aria-hidden />
          {t('retailers.deliveryTime', { minutes: shop.deliveryMinutes })}
        </li>
        <li className={fact}>
          <Bike className="size-4 text-slate-500" aria-hidden />
          {t('retailers.deliveryFee', { fee: f.money(shop.deliveryFeeFils) })}
        </li>
        {shop.freeDeliveryOverFils != null && (
          <li className={cn(fact, 'font-medium text-emerald-800')}>
            <Gift className="size-4" aria-hidden />
            {t('shopPage.freeDeliveryOver', { amount: f.money(shop.freeDeliveryOverFils) })}
          </li>
        )}
      </ul>
      {about && <p className="mt-2 line-clamp-3 text-slate-600 text-sm">{about}</p>}
    </section>
  );
}
