import { MapPin, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SignedOutState } from '../../../components/ui/SignedOutState';

/** No address saved yet: what the list is for, and the way to add the first one. */
export function AddressesEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<MapPin className="size-7" />}
      title={t('addresses.emptyTitle')}
      text={t('addresses.emptyText')}
    >
      <button type="button" onClick={onAdd} className={primaryButton}>
        <Plus className="size-4" aria-hidden /> {t('addresses.add')}
      </button>
    </EmptyState>
  );
}

/** Addresses are kept with the account: signed out, the page asks to sign in, as the cart does. */
export function AddressesSignedOut() {
  const { t } = useTranslation();
  return (
    <SignedOutState
      icon={<MapPin className="size-7" />}
      title={t('addresses.signedOutTitle')}
      text={t('addresses.signedOutText')}
      signInLabel={t('addresses.signIn')}
    />
  );
}
