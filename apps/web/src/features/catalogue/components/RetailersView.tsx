import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { LoadMoreButton } from '../../../components/ui/LoadMoreButton';
import { errorMessage } from '../../../lib/errors';
import { useLanguage } from '../../../lib/i18n';
import { useShopPages } from '../api/catalogue';
import type { BrowseState, useBrowseState } from '../hooks/useBrowseState';
import { RetailerCard } from './RetailerCard';
import { PageGridSkeleton } from './Skeletons';

/** A category's shops, a page at a time. */
export function RetailersView({
  state,
  onSelect,
}: {
  state: BrowseState;
  onSelect: ReturnType<typeof useBrowseState>['selectShop'];
}) {
  const { t } = useTranslation();
  const { pick } = useLanguage();
  const category = state.category ? pick(state.category.name) : '';
  const pages = useShopPages(state.category?.id);
  const retailers = pages.data?.pages.flatMap((p) => p.shops);

  if (pages.isPending) {
    return (
      <section className="grid gap-3" aria-busy>
        <h1 className="font-bold text-slate-900 text-xl">{t('retailers.loading')}</h1>
        <PageGridSkeleton count={6} />
      </section>
    );
  }
  if (pages.isError || !retailers) {
    return (
      <section className="grid gap-3">
        <h1 className="font-bold text-slate-900 text-xl">{t('retailers.errorTitle')}</h1>
        <ErrorPanel
          message={pages.error ? errorMessage(t, pages.error) : t('errors.anErrorOccurred')}
          onRetry={() => pages.refetch()}
        />
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-labelledby="retailers-title">
      <div>
        <h1 id="retailers-title" className="font-bold text-slate-900 text-xl sm:text-2xl">
          {t('retailers.title', { category })}
        </h1>
        <p className="text-slate-500 text-sm">
          {t('retailers.count', { count: pages.data.pages[0]?.total ?? retailers.length })}
        </p>
      </div>
      {retailers.length === 0 ? (
        <EmptyState
          icon={<Store className="size-7" />}
          title={t('retailers.emptyTitle')}
          text={t('retailers.emptyText', { category })}
        />
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {retailers.map((r) => (
              <li key={r.id}>
                <RetailerCard shop={r} onSelect={() => onSelect({ id: r.id, name: r.name })} />
              </li>
            ))}
          </ul>
          {pages.hasNextPage && (
            <LoadMoreButton loading={pages.isFetchingNextPage} onClick={() => pages.fetchNextPage()} />
          )}
        </>
      )}
    </section>
  );
}
