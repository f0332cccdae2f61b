import { Flag } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { useReportedReviews } from '../../../features/reviews/api/reviews';
import { ReportedReviewList } from '../../../features/reviews/components/ReportedReviewList';
import { usePageTitle } from '../../../lib/page-title';

/** /admin/reviews: reviews the shops reported, oldest first; an admin keeps or hides each. */
export default function ReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.admin.title'));
  const query = useReportedReviews();

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={t('reviews.loading')} blocks={['h-40', 'h-40', 'h-40']} />;
  else if (query.isError) {
    body = <ErrorPanel message={t('reviews.admin.loadError')} onRetry={() => query.refetch()} />;
  } else if (query.data.reviews.length === 0) {
    body = (
      <EmptyState
        icon={<Flag className="size-7" aria-hidden />}
        title={t('reviews.admin.empty')}
        text={t('reviews.admin.emptyText')}
      />
    );
  } else body = <ReportedReviewList reviews={query.data.reviews} />;

  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('reviews.admin.title')}</h1>
        <p className="text-slate-600">{t('reviews.admin.intro')}</p>
      </div>
      {body}
    </div>
  );
}
