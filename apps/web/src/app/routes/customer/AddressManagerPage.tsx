import { type Address, MAX_ADDRESSES } from '@haflah/contracts';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListPageHeader } from '../../../components/ui/ListPageHeader';
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
      <ListPageHeader
        ref={titleRef}
        title={t('addresses.title')}
        backTo="/profile"
        backLabel={t('addresses.backToProfile')}
        count={
          user && list && list.length > 0
            ? t('addresses.count', { saved: list.length, max: MAX_ADDRESSES })
            : undefined
        }
        actions={
          user &&
          list &&
          list.length > 0 && (
            <button
              type="button"
              onClick={() => edit(null)}
              disabled={full}
              aria-describedby={full ? limitId : undefined}
              className={primaryButton}
            >
              <Plus className="size-4" aria-hidden />
              {t('addresses.add')}
            </button>
          )
        }
        limit={user && full ? t('addresses.limitReached', { max: MAX_ADDRESSES }) : undefined}
        limitId={limitId}
      />
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
