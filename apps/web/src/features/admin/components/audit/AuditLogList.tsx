import type { AuditFilters } from '@haflah/contracts';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { smallSecondaryButton } from '../../../../components/ui/buttons';
import { EmptyState } from '../../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../../components/ui/ListSkeleton';
import { LoadMoreButton } from '../../../../components/ui/LoadMoreButton';
import { useAuditLog } from '../../api/admin-ops';
import { AuditEntryItem } from './AuditEntryItem';

/** The log as the filters narrow it, newest first, "load more" for older; every state designed. */
export function AuditLogList({
  filters,
  filtered,
  onClear,
}: {
  filters: AuditFilters;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const query = useAuditLog(filters);
  if (query.isPending) {
    return <ListSkeleton label={t('adminOps.audit.loading')} blocks={['h-28', 'h-28', 'h-28', 'h-28']} />;
  }
  if (query.isError && !query.data) {
    return <ErrorPanel message={t('adminOps.audit.loadError')} onRetry={() => void query.refetch()} />;
  }
  const entries = query.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={<ScrollText className="size-7" aria-hidden />}
        title={filtered ? t('adminOps.audit.noneFound') : t('adminOps.audit.none')}
        text={filtered ? t('adminOps.audit.noneFoundText') : t('adminOps.audit.noneText')}
      >
        {filtered && (
          <button type="button" className={smallSecondaryButton} onClick={onClear}>
            {t('adminOps.audit.clear')}
          </button>
        )}
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4">
      <ol
        aria-label={t('adminOps.audit.entries')}
        className="grid divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100"
      >
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} />
        ))}
      </ol>
      {query.isFetchNextPageError ? (
        <ErrorPanel message={t('adminOps.audit.loadError')} onRetry={() => void query.fetchNextPage()} />
      ) : (
        query.hasNextPage && (
          <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} />
        )
      )}
    </div>
  );
}
