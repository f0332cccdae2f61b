import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import { Stars } from './Stars';

/**
 * A review's line in the staff lists (the shop's, the admins' reports): its stars, the reviewer (or
 * "Customer" once the account is gone) and the date, then what the list adds (the order's number).
 */
export function ReviewByline({
  review,
  children,
}: {
  review: { rating: number; reviewer: string | null; createdAt: string };
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-500 text-xs">
      <Stars rating={review.rating} />
      <span dir="auto" className="font-semibold text-slate-700 text-sm">
        {review.reviewer ?? t('reviews.customer')}
      </span>
      <span>{f.date(review.createdAt)}</span>
      {children}
    </p>
  );
}

/** What the reviewer wrote (nothing if only stars), in its own direction, line breaks kept. */
export function ReviewBody({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <p dir="auto" className="whitespace-pre-line text-slate-700 text-sm">
      {text}
    </p>
  );
}

/** The shop's public reply under a review, headed by `title` and its date. */
export function ShopReply({ title, reply }: { title: string; reply: { text: string; at: string } }) {
  const f = useFormat();
  return (
    <div className="grid gap-1 rounded-xl bg-violet-50 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-semibold text-violet-900">
        <Store className="size-4" aria-hidden />
        {title}
        <span className="font-normal text-violet-700 text-xs">· {f.date(reply.at)}</span>
      </p>
      <p dir="auto" className="whitespace-pre-line text-slate-700">
        {reply.text}
      </p>
    </div>
  );
}
