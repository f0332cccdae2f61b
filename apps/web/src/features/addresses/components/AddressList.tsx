import type { Address } from '@haflah/contracts';
import { MapPin, Navigation, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { DefaultBadge } from '../../../components/ui/DefaultBadge';
import { ItemAction, useRefusedItemAction } from '../../../components/ui/ItemActions';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { formatPhone } from '../../../lib/format';
import { useDeleteAddress, useSetDefaultAddress } from '../api/addresses';
import { addressLine, addressName } from '../utils/address-text';
import { LABEL_ICONS } from './label-icons';

/** What a refused card action says: the registry's sentence, or ours for an address that has gone. */
const CARD_ERRORS = { codes: { NOT_FOUND: 'addresses.errors.notFound' } } as const;
const SIGN_IN_REASON = 'addresses.errors.signInAgain';

/**
 * The saved addresses, default first: each card with its name, the default badge, the address as
 * written in Bahrain, the contact phone, and Edit, Make default and Delete (which asks first).
 */
export function AddressList({
  addresses,
  onEdit,
  onDeleted,
}: {
  addresses: Address[];
  onEdit: (address: Address) => void;
  /** The card (and the button that had focus) has gone: the page takes focus back. */
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('addresses.list')} className="grid items-start gap-4 md:grid-cols-2">
      {addresses.map((address) => (
        <AddressCard
          key={address.id}
          address={address}
          onEdit={() => onEdit(address)}
          onDeleted={onDeleted}
        />
      ))}
    </ul>
  );
}

function AddressCard({
  address,
  onEdit,
  onDeleted,
}: {
  address: Address;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirm = useConfirmInline();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const busy = setDefault.isPending || remove.isPending;
  const name = addressName(t, address);
  const Icon = LABEL_ICONS[address.labelKind];

  const failed = useRefusedItemAction(CARD_ERRORS, SIGN_IN_REASON);

  const makeDefault = () =>
    setDefault.mutate(address.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('addresses.toast.defaultChanged', { name }) });
        // Its button has gone (it is the default now) and the card moved to the top: focus goes with it.
        headingRef.current?.focus();
      },
      onError: failed(makeDefault),
    });

  const confirmDelete = () =>
    remove.mutate(address.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('addresses.toast.deleted') });
        onDeleted();
      },
      onError: failed(confirmDelete),
    });

  return (
    <li className="grid min-w-0 content-start gap-3 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-50 text-violet-700">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <h2 ref={headingRef} tabIndex={-1} className="min-w-0 break-words font-bold text-lg text-slate-900">
            {name}
          </h2>
          {address.isDefault && <DefaultBadge label={t('addresses.default')} />}
        </div>
      </div>

      <p className="break-words text-slate-700">{addressLine(t, address)}</p>
      <ul className="grid gap-1.5 text-slate-600 text-sm">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-violet-600" aria-hidden />
          <span className="sr-only">{t('addresses.card.phone')}</span>
          <bdi dir="ltr">{formatPhone(address.contactPhone)}</bdi>
        </li>
        {address.directions && (
          <li className="flex items-start gap-2">
            <Navigation className="mt-0.5 size-4 shrink-0 text-violet-600" aria-hidden />
            <span className="sr-only">{t('addresses.card.directions')}</span>
            <span className="min-w-0 break-words">{address.directions}</span>
          </li>
        )}
        {address.pin && (
          <li className="flex items-center gap-2">
            <MapPin className="size-4 shrink-0 text-violet-600" aria-hidden />
            {t('addresses.card.pinned')}
          </li>
        )}
      </ul>

      {confirm.confirming ? (
        <ConfirmInline
          text={t('addresses.confirmDelete.text')}
          confirmLabel={t('addresses.confirmDelete.confirm')}
          cancelLabel={t('addresses.confirmDelete.cancel')}
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={confirm.cancel}
        />
      ) : (
        <div className="flex flex-wrap gap-1.5 border-slate-100 border-t pt-3">
          <ItemAction
            icon={Pencil}
            label={t('addresses.actions.edit')}
            itemName={name}
            tone="soft"
            onClick={onEdit}
            disabled={busy}
          />
          {!address.isDefault && (
            <ItemAction
              icon={Star}
              label={t('addresses.actions.makeDefault')}
              itemName={name}
              tone="plain"
              onClick={makeDefault}
              disabled={busy}
              pending={setDefault.isPending}
            />
          )}
          <ItemAction
            ref={confirm.triggerRef}
            icon={Trash2}
            label={t('addresses.actions.delete')}
            itemName={name}
            tone="danger"
            className="ms-auto"
            onClick={confirm.ask}
            disabled={busy}
          />
        </div>
      )}
    </li>
  );
}

export function AddressListSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('addresses.loading')} blocks={['h-52', 'h-52']} className="md:grid-cols-2" />;
}
