import {
  type AdminSupportSummary,
  SUPPORT_STATUS_FILTERS,
  type SupportStatusFilter,
} from '@haflah/contracts';
import { ChevronRight, Mails, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField } from '../../../../components/forms/FilterChips';
import { RadioChips } from '../../../../components/forms/RadioChips';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { LoadMoreButton } from '../../../../components/ui/LoadMoreButton';
import { formatMoment } from '../../../../lib/format-time';
import { useLanguage } from '../../../../lib/i18n';
import { type SupportFilter, useSupportRequests } from '../../api/support';
import { SupportBadge } from './SupportBadge';

function Row({ request }: { request: AdminSupportSummary }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <li>
      <Link
        to={`/admin/support/${request.id}`}
        className="flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-500 focus-visible:-outline-offset-2"
      >
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-bold text-slate-900">
              {t('adminSupport.list.number', { number: request.number })}
            </span>
            <span className="text-slate-600 text-sm">{t(`adminSupport.topics.${request.topic}`)}</span>
            <SupportBadge status={request.status} />
          </span>
          <span className="truncate text-slate-700 text-sm">
            {request.name && (
              <>
                <bdi>{request.name}</bdi> ·{' '}
              </>
            )}
            <bdi dir="ltr">{request.email}</bdi>
            {!request.hasAccount && <> · {t('adminSupport.list.visitor')}</>}
          </span>
          <span className="line-clamp-2 break-words text-slate-600 text-sm" dir="auto">
            {request.excerpt}
          </span>
          <span className="text-slate-500 text-xs">
            {formatMoment(request.createdAt, lang)}
            {request.replyCount > 0 && (
              <> · {t('adminSupport.list.replies', { count: request.replyCount })}</>
            )}
          </span>
        </span>
        <ChevronRight className="mt-1 size-5 shrink-0 text-slate-400 rtl:-scale-x-100" aria-hidden />
      </Link>
    </li>
  );
}

/**
 * The support requests (issue 24 point 8): a status filter (open by default), a search by number or
 * email, newest first, more with "Load more"; each opens the request. Live through `support.changed`.
 */
export function SupportRequestList({
  filter,
  query,
  onStatus,
  onQuery,
}: {
  filter: SupportFilter;
  /** What is typed in the search box (the filter takes it once typing pauses). */
  query: string;
  onStatus: (status: SupportStatusFilter) => void;
  onQuery: (q: string) => void;
}) {
  const { t } = useTranslation();
  const list = useSupportRequests(filter);
  const requests = list.data?.pages.flatMap((p) => p.requests) ?? [];

  let body: ReactNode;
  if (list.isPending)
    body = <ListSkeleton label={t('adminSupport.list.loading')} blocks={['h-24', 'h-24', 'h-24']} />;
  else if (list.isError && !list.data)
    body = <ErrorPanel message={t('adminSupport.list.loadError')} onRetry={() => void list.refetch()} />;
  else if (requests.length === 0)
    body = filter.q ? (
      <EmptyState
        icon={<SearchX className="size-7" aria-hidden />}
        title={t('adminSupport.list.noMatchTitle', { query: filter.q })}
        text={t('adminSupport.list.noMatchText')}
      />
    ) : (
      <EmptyState
        icon={<Mails className="size-7" aria-hidden />}
        title={t(`adminSupport.list.emptyTitle.${filter.status}`)}
        text={t('adminSupport.list.emptyText')}
      />
    );
  else
    body = (
      <>
        <ul className="grid divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100">
          {requests.map((request) => (
            <Row key={request.id} request={request} />
          ))}
        </ul>
        {list.isFetchNextPageError ? (
          <ErrorPanel message={t('adminSupport.list.loadError')} onRetry={() => void list.fetchNextPage()} />
        ) : (
          list.hasNextPage && (
            <LoadMoreButton loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} />
          )
        )}
      </>
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 md:grid-cols-[auto_1fr] md:items-end">
        <RadioChips
          legend={t('adminSupport.filter.legend')}
          name="status"
          value={filter.status}
          invalid={false}
          onChange={(e) => onStatus(e.target.value as SupportStatusFilter)}
          options={SUPPORT_STATUS_FILTERS.map((s) => ({ value: s, label: t(`adminSupport.filter.${s}`) }))}
        />
        <div className="grid gap-1.5">
          <SearchField
            look="form"
            id="support-search"
            label={t('adminSupport.search.label')}
            value={query}
            onChange={(e) => onQuery(e.target.value)}
            placeholder={t('adminSupport.search.placeholder')}
            maxLength={254}
          />
        </div>
      </div>
      {body}
    </div>
  );
}
