import { useTranslation } from 'react-i18next';

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
