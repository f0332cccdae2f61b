import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { FigureSection } from '../../../components/ui/FigureCard';
import { useFormat } from '../../../lib/format';
import { useShopAnalytics } from '../api/analytics';
import { SalesByDayTable } from './AnalyticsTables';
import { LazySalesChart } from './LazySalesChart';

const WEEK = { period: '7d' } as const;

/** The dashboard's week: 7 Bahrain days of sales as a chart and the same numbers as a table. */
export function WeekSales({ analyticsTo }: { analyticsTo: string | null }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useShopAnalytics(WEEK);
  return (
    <FigureSection title={t('shopAnalytics.week.title')}>
      {query.isPending ? (
        <div aria-hidden className="h-56 animate-pulse rounded-3xl bg-slate-100" />
      ) : query.isError ? (
        <ErrorPanel message={t('shopAnalytics.loadError')} onRetry={() => query.refetch()} />
      ) : (
        <div className="grid gap-3">
          <div className="grid gap-2 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100">
            <p className="text-slate-700 text-sm">
              {t('shopAnalytics.week.total', { amount: format.money(query.data.current.grossFils) })}
            </p>
            <LazySalesChart days={query.data.days} />
          </div>
          <SalesByDayTable days={query.data.days} caption={t('shopAnalytics.week.caption')} />
          {analyticsTo && (
            <Link
              to={analyticsTo}
              className="flex min-h-11 w-fit items-center font-semibold text-sm text-violet-700 hover:underline"
            >
              {t('shopAnalytics.week.more')}
            </Link>
          )}
        </div>
      )}
    </FigureSection>
  );
}
