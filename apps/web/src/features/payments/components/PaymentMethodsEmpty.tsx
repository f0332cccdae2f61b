import { CreditCard, Plus, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { SignedOutState } from '../../../components/ui/SignedOutState';

export const primaryButton =
  'flex h-11 items-center gap-2 rounded-full bg-violet-600 px-5 font-bold text-white shadow transition hover:bg-violet-700 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'flex h-11 items-center gap-2 rounded-full bg-violet-50 px-5 font-bold text-violet-800 transition hover:bg-violet-100 disabled:cursor-not-allowed disabled:opacity-60';

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
