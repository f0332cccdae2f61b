import { type Address, MAX_ADDRESSES } from '@haflah/contracts';
import { ChevronLeft, Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { useAddresses } from '../../../features/addresses/api/addresses';
import { AddressesEmpty, AddressesSignedOut } from '../../../features/addresses/components/AddressesEmpty';
import { AddressFormDialog } from '../../../features/addresses/components/AddressFormDialog';
import { AddressList, AddressListSkeleton } from '../../../features/addresses/components/AddressList';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/** The form on show: a new address (null) or the one being edited; `open` counts openings. */
interface Editing {
  address: Address | null;
  open: number;
}

/**
 * /address-manager: the signed-in customer's delivery addresses (Profile → Addresses). Add, edit, make
 * one the default and delete, up to MAX_ADDRESSES.
 */
export default function AddressManagerPage() {
  const { t } = useTranslation();
  usePageTitle(t('addresses.title'));
  const { user, isLoading } = useSession();
  const addresses = useAddresses();
  const [editing, setEditing] = useState<Editing | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const limitId = useId();
  const list = addresses.data;
  const full = (list?.length ?? 0) >= MAX_ADDRESSES;
  const edit = (address: Address | null) => setEditing((e) => ({ address, open: (e?.open ?? 0) + 1 }));

  let body: React.ReactNode;
  if (isLoading) body = <AddressListSkeleton />;
  else if (!user) body = <AddressesSignedOut />;
  else if (addresses.isPending) body = <AddressListSkeleton />;
  else if (addresses.isError) {
    body = <ErrorPanel message={t('addresses.loadError')} onRetry={() => addresses.refetch()} />;
  } else if (addresses.data.length === 0) body = <AddressesEmpty onAdd={() => edit(null)} />;
  else {
    body = (
      <AddressList addresses={addresses.data} onEdit={edit} onDeleted={() => titleRef.current?.focus()} />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-4">
      <Link
        to="/profile"
        className="flex w-fit items-center gap-1 rounded-full py-1 pe-2 font-semibold text-sm text-violet-700 hover:underline"
      >
        <ChevronLeft className="size-4 rtl:-scale-x-100" aria-hidden />
        {t('addresses.backToProfile')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <h1 ref={titleRef} tabIndex={-1} className="font-extrabold text-2xl text-slate-900">
            {t('addresses.title')}
          </h1>
          {user && list && list.length > 0 && (
            <p className="text-slate-500 text-sm">
              {t('addresses.count', { saved: list.length, max: MAX_ADDRESSES })}
            </p>
          )}
        </div>
        {user && list && list.length > 0 && (
          <button
            type="button"
            onClick={() => edit(null)}
            disabled={full}
            aria-describedby={full ? limitId : undefined}
            className="flex h-11 items-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Plus className="size-4" aria-hidden />
            {t('addresses.add')}
          </button>
        )}
      </div>
      {user && full && (
        <p id={limitId} className="rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-950 text-sm">
          {t('addresses.limitReached', { max: MAX_ADDRESSES })}
        </p>
      )}
      {body}
      {user && editing && (
        <AddressFormDialog
          key={editing.open}
          address={editing.address}
          isFirst={!list?.length}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
