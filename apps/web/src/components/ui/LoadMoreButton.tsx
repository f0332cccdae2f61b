import { useTranslation } from 'react-i18next';
import { ErrorPanel } from './ErrorPanel';

/** "Load more" under a paged list; busy (and disabled) while the next page loads. */
export function LoadMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center">
      <button
        type="button"
        onClick={onClick}
        disabled={loading}
        aria-busy={loading}
        className="min-h-11 rounded-full border border-violet-200 bg-white px-5 font-semibold text-sm text-violet-700 hover:bg-violet-50 disabled:opacity-60"
      >
        {loading ? t('items.loadingMore') : t('items.loadMore')}
      </button>
    </div>
  );
}

/**
 * What stands under a paged list (a TanStack infinite query): the next page's failure, said with
 * `error` and Try again, or Load more while there is a next page.
 */
export function NextPage({
  query,
  error,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    isFetchNextPageError: boolean;
    fetchNextPage: () => unknown;
  };
  error: string;
}) {
  if (query.isFetchNextPageError) return <ErrorPanel message={error} onRetry={() => query.fetchNextPage()} />;
  if (!query.hasNextPage) return null;
  return <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()} />;
}
