import { CreditCard, Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SignedOutState } from '../../../components/ui/SignedOutState';

/** No card or wallet saved yet (cash on delivery needs none): what saving one is for, and the way to. */
export function PaymentMethodsEmpty({
  onAddCard,
  onAddBenefitPay,
}: {
  onAddCard: () => void;
  onAddBenefitPay: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<CreditCard className="size-7" />}
      title={t('payments.emptyTitle')}
      text={t('payments.emptyText')}
    >
      <div className="flex flex-wrap justify-center gap-2">
        <button type="button" onClick={onAddCard} className={primaryButton}>
          <Plus className="size-4" aria-hidden /> {t('payments.addCard')}
        </button>
        <button type="button" onClick={onAddBenefitPay} className={secondaryButton}>
          <Wallet className="size-4" aria-hidden /> {t('payments.addBenefitPay')}
        </button>
      </div>
    </EmptyState>
  );
}

/** Payment methods are kept with the account: signed out, the page asks to sign in, as the cart does. */
export function PaymentMethodsSignedOut() {
  const { t } = useTranslation();
  return (
    <SignedOutState
      icon={<CreditCard className="size-7" />}
      title={t('payments.signedOutTitle')}
      text={t('payments.signedOutText')}
      signInLabel={t('payments.signIn')}
    />
  );
}
