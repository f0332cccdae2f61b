import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { compactPrimaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';

/** Spec §2 "No results": suggested searches. */
const SUGGESTED_SEARCHES = ['birthdayCake', 'partySupplies', 'djServices', 'decorations'] as const;

/**
 * A search that found nothing: says so, offers to search everywhere when it was inside a category or
 * shop, and suggests searches (spec §2). Its own chunk: Home's first load never shows it.
 */
export default function NoResults({
  query,
  scoped,
  onSearch,
  onSearchEverywhere,
}: {
  query: string;
  scoped: boolean;
  onSearch: (q: string) => void;
  onSearchEverywhere: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<SearchX className="size-7" />} title={t('search.noResultsFor', { query })}>
      {scoped && (
        <button type="button" onClick={onSearchEverywhere} className={compactPrimaryButton}>
          {t('search.searchEverywhere')}
        </button>
      )}
      <p className="text-slate-600 text-sm">{t('search.suggestions')}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {SUGGESTED_SEARCHES.map((key) => (
          <button
            key={key}
            type="button"
            onClick={() => onSearch(t(`search.suggested.${key}`))}
            className="rounded-full bg-violet-50 px-3 py-1.5 font-medium text-sm text-violet-700 hover:bg-violet-100"
          >
            {t(`search.suggested.${key}`)}
          </button>
        ))}
      </div>
    </EmptyState>
  );
}
