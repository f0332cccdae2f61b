import { bahrainDate } from '@haflah/contracts';
import { ChartColumn, Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { FigureSection } from '../../../components/ui/FigureCard';
import { ordersCsvUrl, useShopAnalytics } from '../../../features/shop-analytics/api/analytics';
import { AnalyticsFigures } from '../../../features/shop-analytics/components/AnalyticsFigures';
import {
  CustomersTable,
  SalesByDayTable,
  TopListingsTable,
  UtilisationTable,
} from '../../../features/shop-analytics/components/AnalyticsTables';
import { LazySalesChart } from '../../../features/shop-analytics/components/LazySalesChart';
import { PeriodPicker } from '../../../features/shop-analytics/components/PeriodPicker';
import { periodFromSearch, searchOf } from '../../../features/shop-analytics/utils/period';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/analytics: the shop's sales, refunds and orders for a period (kept in the address) against
 * the previous one, by day as a chart with its table, top listings, utilisation and customers; the
 * period's orders as CSV.
 */
export default function AnalyticsPage() {
  const { t } = useTranslation();
  usePageTitle(t('shopAnalytics.title'));
  const [search, setSearch] = useSearchParams();
  const today = bahrainDate(new Date());
  const query = periodFromSearch(search, today);
  const analytics = useShopAnalytics(query);
  const data = analytics.data;

  let body: ReactNode;
  if (analytics.isPending) {
    body = <div aria-hidden className="h-96 animate-pulse rounded-3xl bg-slate-100" />;
  } else if (analytics.isError && !data) {
    body = <ErrorPanel message={t('shopAnalytics.loadError')} onRetry={() => analytics.refetch()} />;
  } else if (data) {
    const quiet = data.current.orders === 0 && data.current.grossFils === 0 && data.current.refundsFils === 0;
    body = (
      <div
        className={`grid gap-6 ${analytics.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={analytics.isPlaceholderData}
      >
        <AnalyticsFigures current={data.current} previous={data.previous} />
        {quiet ? (
          <EmptyState
            icon={<ChartColumn className="size-7" aria-hidden />}
            title={t('shopAnalytics.empty.title')}
            text={t('shopAnalytics.empty.text')}
          />
        ) : (
          <>
            <FigureSection title={t('shopAnalytics.byDay.title')}>
              <div className="grid gap-3">
                <div className="rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
                  <LazySalesChart days={data.days} />
                </div>
                <SalesByDayTable days={data.days} />
              </div>
            </FigureSection>
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <FigureSection title={t('shopAnalytics.top.title')}>
                <TopListingsTable listings={data.topListings} />
              </FigureSection>
              <FigureSection title={t('shopAnalytics.customers.title')}>
                <CustomersTable customers={data.customers} />
              </FigureSection>
            </div>
          </>
        )}
        {data.utilisation.length > 0 && (
          <FigureSection title={t('shopAnalytics.utilisation.title')}>
            <p className="text-slate-600 text-sm">{t('shopAnalytics.utilisation.explain')}</p>
            <UtilisationTable rows={data.utilisation} />
          </FigureSection>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('shopAnalytics.title')}</h1>
        <a href={ordersCsvUrl(query)} download className={secondaryButton}>
          <Download className="size-4" aria-hidden />
          {t('shopAnalytics.export')}
        </a>
      </div>
      <PeriodPicker
        query={query}
        today={today}
        onChange={(next) => setSearch(searchOf(next), { replace: true })}
      />
      {body}
    </div>
  );
}
