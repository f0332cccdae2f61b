import type { ListingCommitments } from '@haflah/contracts';
import { CalendarClock, ShoppingCart } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SheetDialog } from '../../../components/ui/SheetDialog';

/**
 * The step before deactivating listings that customers are counting on (409 LISTING_HAS_COMMITMENTS):
 * how many carts hold them and how many bookings are ahead, and that those stay honoured. Keeping
 * them active has focus: the safe choice is one tap, the other is read first.
 */
export function CommitmentsDialog({
  commitments,
  many,
  pending,
  onConfirm,
  onCancel,
}: {
  /** The counts to tell; the dialog is closed while null. */
  commitments: Pick<ListingCommitments, 'liveHolds' | 'futureBookings'> | null;
  /** More than one listing was asked about. */
  many: boolean;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <SheetDialog
      open={commitments !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      aria-describedby={undefined}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        keepRef.current?.focus();
      }}
    >
      <div className="grid gap-4">
        <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
          {t(many ? 'shopListings.commitments.titleMany' : 'shopListings.commitments.title')}
        </Dialog.Title>
        {commitments && (
          <ul className="grid gap-2 text-slate-800">
            {commitments.liveHolds > 0 && (
              <li className="flex items-start gap-2">
                <ShoppingCart className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden />
                {t('shopListings.commitments.holds', { count: commitments.liveHolds })}
              </li>
            )}
            {commitments.futureBookings > 0 && (
              <li className="flex items-start gap-2">
                <CalendarClock className="mt-0.5 size-5 shrink-0 text-violet-600" aria-hidden />
                {t('shopListings.commitments.bookings', { count: commitments.futureBookings })}
              </li>
            )}
          </ul>
        )}
        <p className="rounded-2xl bg-amber-50 p-4 text-amber-950 text-sm">
          {t('shopListings.commitments.honoured')}
        </p>
        <div className="flex flex-wrap gap-2">
          <Dialog.Close
            ref={keepRef}
            className="h-12 flex-1 rounded-full bg-violet-600 px-5 font-bold text-white hover:bg-violet-700"
          >
            {t('shopListings.commitments.cancel')}
          </Dialog.Close>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            aria-busy={pending || undefined}
            className="h-12 flex-1 rounded-full bg-red-50 px-5 font-bold text-red-800 ring-1 ring-red-200 hover:bg-red-100 disabled:opacity-60"
          >
            {t('shopListings.commitments.confirm')}
          </button>
        </div>
      </div>
    </SheetDialog>
  );
}
