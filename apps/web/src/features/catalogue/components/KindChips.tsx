import { LISTING_KINDS, type ListingKind } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

/**
 * Filter chips above the item list: all kinds, or one; with `kinds` (a shop's page), only those it
 * sells, and none when it sells one kind at most (the one chip would filter nothing).
 */
export function KindChips({
  value,
  onChange,
  kinds,
}: {
  value: ListingKind | undefined;
  onChange: (kind: ListingKind | undefined) => void;
  kinds?: readonly ListingKind[];
}) {
  const { t } = useTranslation();
  const offered = kinds ? LISTING_KINDS.filter((k) => kinds.includes(k) || k === value) : LISTING_KINDS;
  if (offered.length <= 1 && !value) return null;
  const chips: Array<{ kind: ListingKind | undefined; label: string }> = [
    { kind: undefined, label: t('kind.all') },
    ...offered.map((k) => ({ kind: k, label: t(`kindPlural.${k}`) })),
  ];
  return (
    <fieldset className="-mx-4 m-0 flex min-w-0 gap-2 overflow-x-auto border-0 px-4 pt-0 pb-1">
      <legend className="sr-only">{t('home.filterByKind')}</legend>
      {chips.map((c) => {
        const active = c.kind === value;
        return (
          <button
            key={c.kind ?? 'all'}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(c.kind)}
            className={cn(
              'shrink-0 rounded-full px-3.5 py-1.5 font-medium text-sm transition',
              active
                ? 'bg-violet-600 text-white shadow'
                : 'bg-surface text-slate-700 ring-1 ring-slate-200 hover:bg-violet-50',
            )}
          >
            {c.label}
          </button>
        );
      })}
    </fieldset>
  );
}
