import type { ReportedReview } from '@haflah/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../components/ui/buttons';
import { ConfirmInline } from '../../../components/ui/ConfirmInline';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useDecideReview } from '../api/reviews';
import { ReviewBody, ReviewByline } from './ReviewParts';

/** The admins' reported reviews, oldest first: each with the shop's reason, kept or hidden after a confirm. */
export function ReportedReviewList({ reviews }: { reviews: ReportedReview[] }) {
  return (
    <ul className="grid gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReportedReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}

function ReportedReviewCard({ review }: { review: ReportedReview }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const f = useFormat();
  const [confirming, setConfirming] = useState<'keep' | 'hide' | null>(null);
  const decide = useDecideReview();
  return (
    <article className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100">
      <div className="grid gap-1">
        <h2 className="font-bold text-slate-900">
          {pick({ en: review.listingNameEn, ar: review.listingNameAr })}
        </h2>
        <p className="text-slate-600 text-sm">
          {t('reviews.admin.shop')}: {pick({ en: review.shopNameEn, ar: review.shopNameAr })}
        </p>
        <ReviewByline review={review} />
      </div>
      <ReviewBody text={review.body} />
      <div className="grid gap-1 rounded-xl bg-amber-50 p-3 text-sm">
        <p className="font-semibold text-amber-900">
          {t('reviews.admin.reason')} ·{' '}
          <span className="font-normal text-xs">{f.date(review.reportedAt)}</span>
        </p>
        <p dir="auto" className="whitespace-pre-line text-slate-700">
          {review.reason}
        </p>
      </div>
      {decide.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(t, decide.error)}
        </p>
      )}
      {confirming ? (
        <ConfirmInline
          text={t(confirming === 'keep' ? 'reviews.admin.keepConfirm' : 'reviews.admin.hideConfirm')}
          confirmLabel={t(confirming === 'keep' ? 'reviews.admin.keep' : 'reviews.admin.hide')}
          cancelLabel={t('reviews.admin.cancel')}
          pending={decide.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() =>
            decide.mutate(
              { id: review.id, decision: confirming },
              {
                onSuccess: () =>
                  toast({
                    kind: 'success',
                    title: t(confirming === 'keep' ? 'reviews.admin.kept' : 'reviews.admin.hidden'),
                  }),
                onSettled: () => setConfirming(null),
              },
            )
          }
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" className={smallSecondaryButton} onClick={() => setConfirming('keep')}>
            {t('reviews.admin.keep')}
          </button>
          <button type="button" className={smallSecondaryButton} onClick={() => setConfirming('hide')}>
            {t('reviews.admin.hide')}
          </button>
        </div>
      )}
    </article>
  );
}
