import type { ShopApplication } from '@haflah/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { adminKeys, usePendingShops } from '../api/admin';
import { PendingShopCard } from './PendingShopCard';

/**
 * The shops waiting for approval, oldest application first (the server's order), live: a new
 * application appears, and one decided anywhere leaves. A shop another admin decided first stays in
 * its place, saying so, until this admin has read it, while the rest of the list is read again.
 */
export function PendingShopsList() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pending = usePendingShops();
  const [elsewhere, setElsewhere] = useState<ShopApplication[]>([]);

  if (pending.isError) {
    return <ErrorPanel message={t('admin.pending.loadError')} onRetry={() => void pending.refetch()} />;
  }
  if (!pending.data) {
    return <ListSkeleton label={t('admin.pending.loading')} blocks={['h-80', 'h-80']} />;
  }
  const fresh = pending.data.applications;
  const kept = elsewhere.filter((a) => !fresh.some((f) => f.id === a.id));
  const shown = [...fresh, ...kept].sort((x, y) => x.appliedAt.localeCompare(y.appliedAt));
  if (shown.length === 0) {
    return (
      <EmptyState
        icon={<Store className="size-7" aria-hidden />}
        title={t('admin.pending.emptyTitle')}
        text={t('admin.pending.emptyText')}
      />
    );
  }
  return (
    <ul className="grid gap-4">
      {shown.map((application) => (
        <li key={application.id}>
          <PendingShopCard
            application={application}
            decidedElsewhere={elsewhere.some((a) => a.id === application.id)}
            onDecidedElsewhere={(a) => {
              setElsewhere((list) => [...list.filter((x) => x.id !== a.id), a]);
              void queryClient.invalidateQueries({ queryKey: adminKeys.all });
            }}
            onDismiss={(id) => setElsewhere((list) => list.filter((x) => x.id !== id))}
          />
        </li>
      ))}
    </ul>
  );
}
