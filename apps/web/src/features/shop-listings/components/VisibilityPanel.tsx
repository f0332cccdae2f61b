import type { ShopListing } from '@haflah/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { useListingStatusChange } from '../hooks/useStatusChange';

/**
 * Whether customers see the listing, with the switch: deactivating one that customers hold in carts
 * or booked asks first (how many, and that they stay honoured).
 */
export function VisibilityPanel({ listing, headingId }: { listing: ShopListing; headingId: string }) {
  const { t } = useTranslation();
  const status = useListingStatusChange();
  const active = listing.isActive;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-slate-900">
          {t('shopListings.visibility.title')}
          <span
            className={cn(
              'rounded-full px-2 py-0.5 font-bold text-xs',
              active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800',
            )}
          >
            {t(active ? 'shopListings.row.active' : 'shopListings.row.inactive')}
          </span>
        </h2>
        <p className="text-slate-600 text-sm">
          {t(active ? 'shopListings.visibility.active' : 'shopListings.visibility.inactive')}
        </p>
      </div>
      <button
        type="button"
        onClick={() => status.change(listing.id, !active)}
        disabled={status.pending}
        aria-busy={status.pending || undefined}
        className={cn(
          'flex h-11 w-fit items-center justify-center gap-2 rounded-full px-5 font-bold transition disabled:opacity-60',
          active
            ? 'bg-slate-100 text-slate-800 hover:bg-slate-200'
            : 'bg-violet-600 text-white shadow hover:bg-violet-700',
        )}
      >
        {active ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
        {t(active ? 'shopListings.visibility.deactivate' : 'shopListings.visibility.activate')}
      </button>
      {status.dialog}
    </div>
  );
}
