import { REVIEW_REPLY_MAX_LENGTH, REVIEW_REPORT_REASON_MAX_LENGTH, type ShopReview } from '@haflah/contracts';
import { Flag, MessageSquareReply } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton, smallSecondaryButton } from '../../../components/ui/buttons';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { toast } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { type ShopReviewsFilter, useShopReviewAction } from '../api/reviews';
import { ReviewBody, ReviewByline, ShopReply } from './ReviewParts';

const chip =
  'min-h-11 rounded-full px-4 font-semibold text-sm ring-1 transition aria-pressed:bg-violet-600 aria-pressed:text-white aria-pressed:ring-violet-600';
const textBox =
  'w-full rounded-2xl border border-slate-300 bg-surface px-4 py-3 text-slate-900 focus:border-violet-500 focus:outline-none focus:ring-2 focus:ring-violet-200';

/** All / Unanswered / 5★ … 1★: the shop's list's filter, as toggle buttons. */
export function ShopReviewFilters({
  filter,
  onChange,
}: {
  filter: ShopReviewsFilter;
  onChange: (filter: ShopReviewsFilter) => void;
}) {
  const { t } = useTranslation();
  const options: { key: string; label: string; name?: string; value: ShopReviewsFilter }[] = [
    { key: 'all', label: t('reviews.shop.all'), value: { kind: 'all' } },
    { key: 'unanswered', label: t('reviews.shop.unanswered'), value: { kind: 'unanswered' } },
    ...[5, 4, 3, 2, 1].map((rating) => ({
      key: `stars-${rating}`,
      label: `${rating}★`,
      name: t('reviews.stars', { value: rating }),
      value: { kind: 'stars', rating } as const,
    })),
  ];
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{t('reviews.shop.filterLabel')}</legend>
      {options.map((o) => (
        <button
          key={o.key}
          type="button"
          aria-pressed={JSON.stringify(o.value) === JSON.stringify(filter)}
          aria-label={o.name}
          onClick={() => onChange(o.value)}
          className={`${chip} bg-surface text-slate-700 ring-slate-200 hover:bg-violet-50`}
        >
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}

/** The shop's reviews: each with its item, order, stars, words, the reply (or a reply box) and report. */
export function ShopReviewList({ reviews }: { reviews: ShopReview[] }) {
  const [reporting, setReporting] = useState<ShopReview | null>(null);
  return (
    <>
      <ul className="grid gap-3">
        {reviews.map((review) => (
          <li key={review.id}>
            <ShopReviewCard review={review} onReport={() => setReporting(review)} />
          </li>
        ))}
      </ul>
      <ReportDialog review={reporting} onClose={() => setReporting(null)} />
    </>
  );
}

function ShopReviewCard({ review, onReport }: { review: ShopReview; onReport: () => void }) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const [replying, setReplying] = useState(false);
  return (
    <article className="grid gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h2 className="font-bold text-slate-900">
            {pick({ en: review.listingNameEn, ar: review.listingNameAr })}
          </h2>
          <ReviewByline review={review}>
            <span>{t('reviews.shop.order', { number: review.orderNumber })}</span>
          </ReviewByline>
        </div>
        <div className="flex flex-wrap gap-2">
          {review.hidden ? (
            <span className="rounded-full bg-slate-100 px-3 py-1 font-semibold text-slate-700 text-xs">
              {t('reviews.shop.hidden')}
            </span>
          ) : review.reportedAt ? (
            <span className="rounded-full bg-amber-50 px-3 py-1 font-semibold text-amber-800 text-xs">
              {t('reviews.shop.reported')}
            </span>
          ) : null}
        </div>
      </div>
      <ReviewBody text={review.body} />
      {review.reply ? (
        <ShopReply title={t('reviews.shop.yourReply')} reply={review.reply} />
      ) : replying ? (
        <ReplyForm review={review} onDone={() => setReplying(false)} />
      ) : null}
      {!replying && (
        <div className="flex flex-wrap gap-2">
          {!review.reply && (
            <button type="button" className={smallSecondaryButton} onClick={() => setReplying(true)}>
              <MessageSquareReply className="size-4" aria-hidden />
              {t('reviews.shop.reply')}
            </button>
          )}
          {!review.reportedAt && !review.hidden && (
            <button type="button" className={smallSecondaryButton} onClick={onReport}>
              <Flag className="size-4" aria-hidden />
              {t('reviews.shop.report')}
            </button>
          )}
        </div>
      )}
    </article>
  );
}

function ReplyForm({ review, onDone }: { review: ShopReview; onDone: () => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const id = useId();
  const hintId = useId();
  const reply = useShopReviewAction('reply');
  return (
    <form
      className="grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return;
        reply.mutate(
          { id: review.id, text: text.trim() },
          {
            onSuccess: () => {
              toast({ kind: 'success', title: t('reviews.shop.replied') });
              onDone();
            },
          },
        );
      }}
    >
      <label htmlFor={id} className="font-medium text-slate-700 text-sm">
        {t('reviews.shop.replyLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        required
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={hintId}
        // biome-ignore lint/a11y/noAutofocus: the box opened by the Reply button takes the focus
        autoFocus
        className={textBox}
      />
      <p id={hintId} className="text-slate-500 text-xs">
        {t('reviews.shop.replyHint')}{' '}
        {t('reviews.rate.counter', { used: text.length, max: REVIEW_REPLY_MAX_LENGTH })}
      </p>
      <SendOrCancel action={reply} send={t('reviews.shop.replySend')} onCancel={onDone} />
    </form>
  );
}

function ReportDialog({ review, onClose }: { review: ShopReview | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const id = useId();
  const report = useShopReviewAction('report');
  const close = () => {
    setReason('');
    report.reset();
    onClose();
  };
  return (
    <SheetDialog open={review != null} onOpenChange={(open) => !open && close()}>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!review || !reason.trim()) return;
          report.mutate(
            { id: review.id, text: reason.trim() },
            {
              onSuccess: () => {
                toast({ kind: 'success', title: t('reviews.shop.reportSent') });
                close();
              },
            },
          );
        }}
      >
        <Dialog.Title className="font-bold text-lg text-slate-900">
          {t('reviews.shop.reportTitle')}
        </Dialog.Title>
        <Dialog.Description className="text-slate-600 text-sm">
          {t('reviews.shop.reportText')}
        </Dialog.Description>
        <label htmlFor={id} className="font-medium text-slate-700 text-sm">
          {t('reviews.shop.reason')}
        </label>
        <textarea
          id={id}
          rows={3}
          required
          maxLength={REVIEW_REPORT_REASON_MAX_LENGTH}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          className={textBox}
        />
        <SendOrCancel action={report} send={t('reviews.shop.reportSend')} onCancel={close} />
      </form>
    </SheetDialog>
  );
}

/** The end of a reply's or a report's form: the server's refusal, if any, then Send and Cancel. */
function SendOrCancel({
  action,
  send,
  onCancel,
}: {
  action: ReturnType<typeof useShopReviewAction>;
  send: string;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {action.isError && (
        <p role="alert" className="text-red-700 text-sm">
          {errorMessage(t, action.error)}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className={primaryButton}
          disabled={action.isPending}
          aria-busy={action.isPending || undefined}
        >
          {send}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel} disabled={action.isPending}>
          {t('reviews.shop.cancel')}
        </button>
      </div>
    </>
  );
}
