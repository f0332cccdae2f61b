import type { ItemReview } from '@haflah/contracts';
import { MessageSquareText } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { useFormat } from '../../../lib/format';
import { useItemReviews } from '../api/reviews';
import { ReviewBody, ShopReply } from './ReviewParts';
import { Stars } from './Stars';

/**
 * The product page's reviews: the average and count (the listing's own figures, which are the
 * aggregate of these reviews), then the recent reviews, newest first, each with the shop's reply.
 */
export function ItemReviews({
  listingId,
  rating,
  reviewCount,
  shopName,
}: {
  listingId: string;
  rating: number;
  reviewCount: number;
  shopName: string;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const headingId = useId();
  const query = useItemReviews(listingId);
  const reviews = query.data?.pages.flatMap((p) => p.reviews) ?? [];

  return (
    <section aria-labelledby={headingId} className="grid gap-4 border-slate-100 border-t pt-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id={headingId} className="font-bold text-slate-900 text-xl">
          {t('reviews.item.title')}
        </h2>
        {reviewCount > 0 && (
          <p className="flex items-center gap-2 text-slate-600 text-sm">
            <Stars rating={rating} size="md" />
            <span className="font-semibold text-slate-900">
              {t('reviews.item.average', { rating: f.rating(rating) })}
            </span>
            <span>({t('item.reviews', { count: reviewCount })})</span>
          </p>
        )}
      </div>
      {query.isPending ? (
        <div className="h-24 animate-pulse rounded-2xl bg-slate-100" />
      ) : query.isError && reviews.length === 0 ? (
        <ErrorPanel message={t('reviews.item.loadError')} onRetry={() => query.refetch()} />
      ) : reviews.length === 0 ? (
        <div className="flex items-center gap-3 rounded-2xl bg-slate-50 p-4 text-slate-600 text-sm">
          <MessageSquareText className="size-5 shrink-0 text-violet-600" aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">{t('reviews.item.empty')}</p>
            <p>{t('reviews.item.emptyText')}</p>
          </div>
        </div>
      ) : (
        <>
          <ul className="grid gap-3">
            {reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard review={review} shopName={shopName} />
              </li>
            ))}
          </ul>
          {query.hasNextPage && (
            <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />
          )}
        </>
      )}
    </section>
  );
}

function ReviewCard({ review, shopName }: { review: ItemReview; shopName: string }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <article className="grid gap-2 rounded-2xl bg-surface p-4 ring-1 ring-slate-100">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span dir="auto" className="font-semibold text-slate-900 text-sm">
          {review.reviewer ?? t('reviews.customer')}
        </span>
        <span className="text-slate-500 text-xs">{f.date(review.createdAt)}</span>
      </div>
      <ReviewBody text={review.body} />
      {review.reply && <ShopReply title={t('reviews.item.reply', { shop: shopName })} reply={review.reply} />}
    </article>
  );
}
