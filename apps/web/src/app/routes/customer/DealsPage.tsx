import { PackageSearch } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListPageHeader } from '../../../components/ui/ListPageHeader';
import { type DealsList, useDeals } from '../../../features/catalogue/api/deals';
import { ItemGrid } from '../../../features/catalogue/components/ItemGrid';
import { usePageTitle } from '../../../lib/page-title';
import { ItemGridSkeleton } from './ItemGridSkeleton';
import { useItemActions } from './useItemActions';

/**
 * /deals and /express, opened from Home's hero (spec: 'Hot Deals · Up to 30% off', 'Express · Under 2
 * hours'): what is really on sale, best discount first, and what can still arrive today.
 */
export default function DealsPage({ list }: { list: DealsList }) {
  const { t } = useTranslation();
  const deals = list === 'deals';
  const title = deals ? t('promo.hotDeals') : t('promo.express');
  usePageTitle(title);
  const query = useDeals(list);
  const actions = useItemActions();
  const limitId = useId();
  const items = query.data;

  let body: React.ReactNode;
  if (query.isPending) {
    body = <ItemGridSkeleton label={t('shopOffers.deals.loading')} />;
  } else if (query.isError) {
    body = <ErrorPanel message={t('shopOffers.deals.loadError')} onRetry={() => query.refetch()} />;
  } else if (!items?.length) {
    body = (
      <div className="grid justify-items-center gap-2 rounded-2xl bg-surface p-8 text-center ring-1 ring-slate-100">
        <PackageSearch className="size-10 text-slate-400" aria-hidden />
        <h2 className="font-bold text-slate-900">{t('shopOffers.deals.emptyTitle')}</h2>
        <p className="max-w-sm text-slate-600 text-sm">
          {deals ? t('shopOffers.deals.emptyDeals') : t('shopOffers.deals.emptyExpress')}
        </p>
      </div>
    );
  } else {
    body = <ItemGrid items={items} headingLevel={2} {...actions} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4">
      <ListPageHeader
        title={title}
        backTo="/"
        backLabel={t('shopOffers.deals.backHome')}
        count={deals ? t('shopOffers.deals.dealsIntro') : t('shopOffers.deals.expressIntro')}
        limitId={limitId}
      />
      {body}
    </div>
  );
}
