import type { SupportRequest, SupportStatus } from '@haflah/contracts';
import { MailQuestion, MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { cn } from '../../../lib/cn';
import { formatMoment } from '../../../lib/format-time';
import { useLanguage } from '../../../lib/i18n';
import { useMySupportRequests } from '../api/support';

const STATUS_TONE: Record<SupportStatus, string> = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-700',
};

/** A request's status as a badge, in the customer's words. */
export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <span className={cn('shrink-0 rounded-full px-2.5 py-0.5 font-semibold text-xs', STATUS_TONE[status])}>
      {t(`help.status.${status}`)}
    </span>
  );
}

function RequestCard({ request }: { request: SupportRequest }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const when = (iso: string) => formatMoment(iso, lang);
  return (
    <li className="grid gap-3 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 className="font-bold text-slate-900">
            {t('help.requests.number', { number: request.number })}
          </h3>
          <p className="text-slate-600 text-sm">
            {t(`help.topics.${request.topic}`)} · {t('help.requests.sent', { date: when(request.createdAt) })}
            {request.order && <> · {t('help.requests.order', { number: request.order.number })}</>}
          </p>
        </div>
        <SupportStatusBadge status={request.status} />
      </div>
      <p className="whitespace-pre-line break-words text-slate-800" dir="auto">
        {request.message}
      </p>
      {request.replies.length > 0 ? (
        <ul className="grid gap-2">
          {request.replies.map((reply) => (
            <li key={reply.id} className="grid gap-1 rounded-2xl bg-violet-50 p-3 text-violet-950">
              <p className="flex items-center gap-1.5 font-semibold text-sm">
                <MessageSquareReply className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden />
                {t('help.requests.answer', { date: when(reply.at) })}
              </p>
              <p className="whitespace-pre-line break-words" dir="auto">
                {reply.body}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        request.status === 'open' && <p className="text-slate-600 text-sm">{t('help.requests.waiting')}</p>
      )}
      {request.closedAt && (
        <p className="text-slate-500 text-sm">
          {t('help.requests.closed', { date: when(request.closedAt) })}
        </p>
      )}
    </li>
  );
}

/** The signed-in user's requests with the admins' answers (live: `support.changed`). */
export function MyRequests() {
  const { t } = useTranslation();
  const query = useMySupportRequests();
  let body: React.ReactNode;
  if (query.isPending) body = <ListSkeleton label={t('help.requests.loading')} blocks={['h-32', 'h-32']} />;
  else if (query.isError)
    body = <ErrorPanel message={t('help.requests.loadError')} onRetry={() => void query.refetch()} />;
  else if (query.data.requests.length === 0)
    body = (
      <p className="flex items-center gap-2 rounded-3xl bg-surface p-4 text-slate-600 shadow-sm ring-1 ring-slate-100">
        <MailQuestion className="size-5 shrink-0" aria-hidden />
        {t('help.requests.empty')}
      </p>
    );
  else
    body = (
      <ul className="grid gap-3">
        {query.data.requests.map((request) => (
          <RequestCard key={request.id} request={request} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="help-requests" className="grid gap-3">
      <h2 id="help-requests" className="font-bold text-slate-900 text-xl">
        {t('help.requests.title')}
      </h2>
      {body}
    </section>
  );
}
