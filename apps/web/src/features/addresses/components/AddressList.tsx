import type { Address } from '@haflah/contracts';
import { MapPin, Navigation, Pencil, Phone, Star, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { errorMessage, hasCode } from '../../../lib/errors';
import { formatPhone } from '../../../lib/format';
import { signInThen } from '../../../lib/sign-in-dialog';
import { useDeleteAddress, useSetDefaultAddress } from '../api/addresses';
import { addressLine, addressName } from '../utils/address-text';
import { LABEL_ICONS } from './label-icons';

/** What a refused card action says: the registry's sentence, or ours for an address that has gone. */
const CARD_ERRORS = { codes: { NOT_FOUND: 'addresses.errors.notFound' } } as const;
const SIGN_IN_REASON = 'addresses.errors.signInAgain';

const actionClass =
  'flex h-10 items-center gap-1.5 rounded-full px-3.5 font-semibold text-sm transition disabled:opacity-50';

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
  const deleteRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const busy = setDefault.isPending || remove.isPending;
  const name = addressName(t, address);
  const Icon = LABEL_ICONS[address.labelKind];

  const failed = (retry: () => void) => (error: Error) => {
    toast({ kind: 'error', description: errorMessage(t, error, CARD_ERRORS) });
    if (hasCode(error, 'UNAUTHENTICATED')) signInThen(retry, { reason: SIGN_IN_REASON });
  };

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
          {address.isDefault && (
            <span className="flex items-center gap-1 rounded-full bg-violet-100 px-2.5 py-0.5 font-semibold text-violet-800 text-xs">
              <Star className="size-3 fill-current" aria-hidden />
              {t('addresses.default')}
            </span>
          )}
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

      {confirming ? (
        <ConfirmDelete
          pending={remove.isPending}
          onConfirm={confirmDelete}
          onCancel={() => {
            setConfirming(false);
            // The Delete button is back in the confirm panel's place.
            requestAnimationFrame(() => deleteRef.current?.focus());
          }}
        />
      ) : (
        <div className="flex flex-wrap gap-1.5 border-slate-100 border-t pt-3">
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            className={`${actionClass} bg-violet-50 text-violet-800 hover:bg-violet-100`}
          >
            <Pencil className="size-4" aria-hidden />
            {t('addresses.actions.edit')} <span className="sr-only">{name}</span>
          </button>
          {!address.isDefault && (
            <button
              type="button"
              onClick={makeDefault}
              disabled={busy}
              aria-busy={setDefault.isPending || undefined}
              className={`${actionClass} text-slate-700 hover:bg-slate-100`}
            >
              <Star className="size-4" aria-hidden />
              {t('addresses.actions.makeDefault')} <span className="sr-only">{name}</span>
            </button>
          )}
          <button
            ref={deleteRef}
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy}
            className={`${actionClass} ms-auto text-red-700 hover:bg-red-50`}
          >
            <Trash2 className="size-4" aria-hidden />
            {t('addresses.actions.delete')} <span className="sr-only">{name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

/** The step before a delete: it says what will happen, and Keep it has focus. */
function ConfirmDelete({
  pending,
  onConfirm,
  onCancel,
}: {
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div role="alert" className="grid gap-3 rounded-2xl bg-red-50 p-4 text-red-900 text-sm">
      <p>{t('addresses.confirmDelete.text')}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending || undefined}
          className="rounded-full bg-red-600 px-4 py-2 font-semibold text-white hover:bg-red-700 disabled:opacity-60"
        >
          {t('addresses.confirmDelete.confirm')}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          disabled={pending}
          className="rounded-full bg-surface px-4 py-2 font-semibold text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50"
        >
          {t('addresses.confirmDelete.cancel')}
        </button>
      </div>
    </div>
  );
}

export function AddressListSkeleton() {
  const { t } = useTranslation();
  return (
    <div aria-busy className="grid gap-4 md:grid-cols-2">
      <span className="sr-only">{t('addresses.loading')}</span>
      <div className="h-52 animate-pulse rounded-3xl bg-slate-200" />
      <div className="h-52 animate-pulse rounded-3xl bg-slate-200" />
    </div>
  );
}
