import { ChevronDown, SearchX } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/forms/FilterChips';
import { secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { FAQ, matchesQuery, normalizeForSearch } from '../faq';

/**
 * The FAQ by section, each question an accordion (<details>), and a search that filters the questions
 * as you type (question and answer, Arabic-aware). Nothing matching says so and leads to the form.
 */
export function FaqList({ contactId }: { contactId: string }) {
  const { t } = useTranslation();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const normalized = normalizeForSearch(query);

  const sections = useMemo(
    () =>
      FAQ.map((section) => ({
        id: section.id,
        items: section.items.filter((item) =>
          matchesQuery(
            normalized,
            `${t(`help.faq.${section.id}.${item}.q`)} ${t(`help.faq.${section.id}.${item}.a`)} ${t(`help.faq.${section.id}.title`)}`,
          ),
        ),
      })).filter((section) => section.items.length > 0),
    [normalized, t],
  );
  const shown = sections.reduce((n, s) => n + s.items.length, 0);
  const searching = normalized.length > 0;

  return (
    <section aria-labelledby={`${searchId}-faq`} className="grid gap-4">
      <h2 id={`${searchId}-faq`} className="font-bold text-slate-900 text-xl">
        {t('help.faq.title')}
      </h2>
      <div className="grid gap-1.5">
        <SearchField
          look="form"
          id={searchId}
          label={t('help.search.label')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('help.search.placeholder')}
          maxLength={100}
        />
        <p aria-live="polite" className="min-h-5 text-slate-600 text-sm">
          {searching && shown > 0 ? t('help.search.results', { count: shown }) : ''}
        </p>
      </div>

      {shown === 0 ? (
        <EmptyState
          icon={<SearchX className="size-7" aria-hidden />}
          title={t('help.search.noneTitle', { query: query.trim() })}
          text={t('help.search.noneText')}
        >
          <div className="flex flex-wrap justify-center gap-2">
            <a href={`#${contactId}`} className={secondaryButton}>
              {t('help.search.ask')}
            </a>
            <button type="button" onClick={() => setQuery('')} className={secondaryButton}>
              {t('help.search.clear')}
            </button>
          </div>
        </EmptyState>
      ) : (
        sections.map((section) => (
          <div key={section.id} className="grid gap-2">
            <h3 className="font-semibold text-slate-700 text-sm uppercase tracking-wide">
              {t(`help.faq.${section.id}.title`)}
            </h3>
            <ul className="grid divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100">
              {section.items.map((item) => (
                <li key={item}>
                  {/* Searching opens what it found; a new query remounts them open. */}
                  <details
                    key={searching ? `open-${normalized}` : 'closed'}
                    open={searching}
                    className="group"
                  >
                    <summary className="flex cursor-pointer list-none items-center gap-3 px-4 py-3.5 font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-500 focus-visible:-outline-offset-2 [&::-webkit-details-marker]:hidden">
                      <span className="min-w-0 flex-1">{t(`help.faq.${section.id}.${item}.q`)}</span>
                      <ChevronDown
                        className="size-5 shrink-0 text-slate-500 transition group-open:rotate-180"
                        aria-hidden
                      />
                    </summary>
                    <p className="px-4 pb-4 text-slate-700 leading-relaxed">
                      {t(`help.faq.${section.id}.${item}.a`)}
                    </p>
                  </details>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
