import { LISTING_BULK_MAX } from '@haflah/contracts';
import { Eye, EyeOff, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * What to do with the listings chosen in the list: activate or deactivate them together (at most
 * LISTING_BULK_MAX a request, all or nothing), or let them go. It stays in reach of the thumb while
 * the list scrolls.
 */
export function SelectionBar({
  count,
  pending,
  onActivate,
  onDeactivate,
  onClear,
}: {
  count: number;
  pending: boolean;
  onActivate: () => void;
  onDeactivate: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const tooMany = count > LISTING_BULK_MAX;
  return (
    <section
      aria-label={t('shopListings.selection.selected', { count })}
      className="sticky bottom-[calc(env(safe-area-inset-bottom)+5rem)] z-20 grid gap-2 rounded-2xl bg-slate-900 p-3 text-white shadow-xl lg:bottom-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          onClick={onClear}
          aria-label={t('shopListings.selection.clear')}
          className="grid size-10 place-items-center rounded-full text-white/90 hover:bg-white/10"
        >
          <X className="size-5" aria-hidden />
        </button>
        <p aria-live="polite" className="me-auto font-bold">
          {t('shopListings.selection.selected', { count })}
        </p>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto">
          <button
            type="button"
            onClick={onActivate}
            disabled={pending || tooMany}
            className="flex h-11 items-center justify-center gap-1.5 rounded-full bg-white px-4 font-bold text-slate-900 text-sm hover:bg-slate-100 disabled:opacity-60"
          >
            <Eye className="size-4" aria-hidden />
            {t('shopListings.selection.activate')}
          </button>
          <button
            type="button"
            onClick={onDeactivate}
            disabled={pending || tooMany}
            className="flex h-11 items-center justify-center gap-1.5 rounded-full bg-white/15 px-4 font-bold text-sm text-white ring-1 ring-white/40 hover:bg-white/25 disabled:opacity-60"
          >
            <EyeOff className="size-4" aria-hidden />
            {t('shopListings.selection.deactivate')}
          </button>
        </div>
      </div>
      {tooMany && (
        <p className="text-sm text-white/90">
          {t('shopListings.selection.tooMany', { max: LISTING_BULK_MAX })}
        </p>
      )}
    </section>
  );
}
