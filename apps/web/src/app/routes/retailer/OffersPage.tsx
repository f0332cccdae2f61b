import { useTranslation } from 'react-i18next';
import { PromoCodes } from '../../../features/shop-offers/components/PromoCodes';
import { ShopOffers } from '../../../features/shop-offers/components/ShopOffers';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/offers (issue 27 point 6): the shop's offers (the running one as customers see it on the
 * shop's card, upcoming and past ones, "New offer", "End now") and its promo codes.
 */
export default function OffersPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopOffers.page.title'));
  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-8">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('shopOffers.page.title')}</h1>
        <p className="text-slate-600">{t('shopOffers.page.intro')}</p>
      </div>
      <ShopOffers />
      <PromoCodes scope="retailer" />
    </div>
  );
}
