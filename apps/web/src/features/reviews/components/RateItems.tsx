import { type OrderReviewItem, REVIEW_TEXT_MAX_LENGTH } from '@haflah/contracts';
import { MessageSquareText } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { errorMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useCreateReview, useOrderReviews } from '../api/reviews';
import { StarRatingInput, Stars } from './Stars';

/**
 * "Rate your items" on a delivered (or completed) order: each item once, 1–5 stars and optional text
 * with a counter; once given, the stars (and words) stay shown in its place.
 */
export function RateItems({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useOrderReviews(orderId, true);
  if (query.isPending || (query.data && !query.data.canReview)) return null;
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-slate-900">
        <MessageSquareText className="size-5 text-violet-600" aria-hidden />
        {t('reviews.rate.title')}
      </h2>
      {query.isError ? (
        <ErrorPanel message={t('reviews.rate.loadError')} onRetry={() => query.refetch()} />
      ) : (
        <>
          <p className="text-slate-600 text-sm">{t('reviews.rate.intro')}</p>
          <ul className="grid gap-4">
            {query.data.items.map((item) => (
              <li
                key={item.listingId}
                className="grid gap-2 border-slate-100 border-t pt-4 first:border-0 first:pt-0"
              >
                <RateItem orderId={orderId} item={item} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function RateItem({ orderId, item }: { orderId: string; item: OrderReviewItem }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const textId = useId();
  const counterId = useId();
  const create = useCreateReview(orderId);
  const name = pick({ en: item.nameEn, ar: item.nameAr });

  if (item.review) {
    return (
      <div className="grid gap-1">
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="flex items-center gap-2 text-slate-600 text-sm">
          <span>{t('reviews.rate.yours')}</span>
          <Stars rating={item.review.rating} />
        </p>
        {item.review.body && (
          <p dir="auto" className="whitespace-pre-line text-slate-700 text-sm">
            {item.review.body}
          </p>
        )}
      </div>
    );
  }

  return (
    <form
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating == null) return setMissing(true);
        create.mutate({ listingId: item.listingId, rating, ...(text.trim() ? { body: text.trim() } : {}) });
      }}
    >
      <p className="font-semibold text-slate-900">{name}</p>
      <StarRatingInput
        legend={t('reviews.rate.legend', { name })}
        value={rating}
        onChange={(n) => {
          setRating(n);
          setMissing(false);
        }}
        disabled={create.isPending}
      />
      {missing && (
        <p role="alert" className="text-red-700 text-sm">
          {t('reviews.rate.pickStars')}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor={textId} className="font-medium text-slate-700 text-sm">
          {t('reviews.rate.text')}
        </label>
        <textarea
          id={textId}
          rows={3}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby={counterId}
          className="w-full rounded-2xl border border-slate-300 bg-surface px-4 py-3 text-slate-900 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-200"
        />
        <p id={counterId} className="text-end text-slate-500 text-xs">
          {t('reviews.rate.counter', { used: text.length, max: REVIEW_TEXT_MAX_LENGTH })}
        </p>
      </div>
      {create.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(t, create.error)}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending}
        aria-busy={create.isPending || undefined}
        className={primaryButton}
      >
        {create.isPending ? t('reviews.rate.sending') : t('reviews.rate.submit')}
      </button>
    </form>
  );
}
