import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { errorMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { openSignIn } from '../../../lib/sign-in-dialog';
import { useAddresses, useSetDefaultAddress } from '../api/addresses';
import { AddressPicker } from './AddressPicker';

/**
 * The header's location, opened (issue 26 point 7): signed in, the saved addresses, where choosing one
 * makes it the default that checkout starts from; signed out, it says deliveries are shown for Manama
 * until the visitor signs in to save addresses.
 */
export default function LocationSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const close = () => onOpenChange(false);
  return (
    <SheetDialog open={open} onOpenChange={onOpenChange} aria-describedby={undefined}>
      <Dialog.Title className="pe-10 font-extrabold text-slate-900 text-xl">
        {t('addresses.location.title')}
      </Dialog.Title>
      <div className="mt-4 grid gap-4">
        {user ? (
          <SavedAddresses onDone={close} />
        ) : (
          <>
            <p className="text-slate-700">{t('addresses.location.signedOutText')}</p>
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                close();
                openSignIn('login');
              }}
            >
              {t('addresses.signIn')}
            </button>
          </>
        )}
      </div>
    </SheetDialog>
  );
}

function SavedAddresses({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const labelId = useId();
  const addresses = useAddresses();
  const setDefault = useSetDefaultAddress();
  if (addresses.isPending) return <ListSkeleton label={t('addresses.loading')} blocks={['h-20', 'h-20']} />;
  if (addresses.isError)
    return <ErrorPanel message={t('addresses.loadError')} onRetry={() => addresses.refetch()} />;
  const list = addresses.data;
  const chosen = list.find((a) => a.isDefault)?.id ?? null;
  return (
    <>
      {list.length === 0 ? (
        <p className="text-slate-700">{t('addresses.location.empty')}</p>
      ) : (
        <>
          <p id={labelId} className="text-slate-700 text-sm">
            {t('addresses.location.choose')}
          </p>
          <AddressPicker
            addresses={list}
            value={setDefault.isPending ? (setDefault.variables ?? chosen) : chosen}
            onChange={(id) => {
              if (id !== chosen) setDefault.mutate(id);
            }}
            labelledBy={labelId}
            name="delivery-location"
            columns=""
          />
          {setDefault.isError && (
            <p role="alert" className="text-red-700 text-sm">
              {errorMessage(t, setDefault.error)}
            </p>
          )}
        </>
      )}
      <Link to="/address-manager" onClick={onDone} className={secondaryButton}>
        {list.length === 0 ? t('addresses.add') : t('addresses.location.manage')}
      </Link>
    </>
  );
}
