import { useQueryClient } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { NextPage } from '../../../components/ui/LoadMoreButton';
import { useShop } from '../../../features/retailer/api/retailer';
import { useShopRealtime } from '../../../features/retailer/hooks/useShopRealtime';
import { reviewsLive, type ShopReviewsFilter, useShopReviews } from '../../../features/reviews/api/reviews';
import { ShopReviewFilters, ShopReviewList } from '../../../features/reviews/components/ShopReviewList';
import { usePageTitle } from '../../../lib/page-title';

/**
 * /retailer/reviews: what customers said about the shop's items, newest first; all, unanswered, or by
 * stars. The shop replies once, publicly, and may report a review to the admins. A new review arrives
 * live (the shop's room says `reviews.changed`).
 */
export default function ReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('reviews.shop.title'));
  const [filter, setFilter] = useState<ShopReviewsFilter>({ kind: 'all' });
  const query = useShopReviews(filter);
  const queryClient = useQueryClient();
  useShopRealtime(useShop().data?.id, reviewsLive(queryClient));
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton label={t('reviews.loading')} blocks={['h-40', 'h-40', 'h-40']} />;
  else if (query.isError && !query.data) {
    body = <ErrorPanel message={t('reviews.shop.loadError')} onRetry={() => query.refetch()} />;
  } else if (reviews.length === 0) {
    body =
      filter.kind === 'all' ? (
        <EmptyState
          icon={<MessageSquareText className="size-7" aria-hidden />}
          title={t('reviews.shop.empty')}
          text={t('reviews.shop.emptyText')}
        />
      ) : (
        <EmptyState
          icon={<MessageSquareText className="size-7" aria-hidden />}
          title={t('reviews.shop.emptyFiltered')}
        >
          <button type="button" className={secondaryButton} onClick={() => setFilter({ kind: 'all' })}>
            {t('reviews.shop.showAll')}
          </button>
        </EmptyState>
      );
  } else {
    body = (
      <>
        <ShopReviewList reviews={reviews} />
        <NextPage query={query} error={t('reviews.shop.loadError')} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h1 className="font-extrabold text-2xl text-slate-900">{t('reviews.shop.title')}</h1>
        <p className="text-slate-600">{t('reviews.shop.intro')}</p>
      </div>
      <ShopReviewFilters filter={filter} onChange={setFilter} />
      <div className="grid gap-4">{body}</div>
    </div>
  );
}
