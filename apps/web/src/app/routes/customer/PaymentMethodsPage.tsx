import { MAX_PAYMENT_METHODS } from '@haflah/contracts';
import { Plus, Wallet } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/ui/buttons';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { ListPageHeader } from '../../../components/ui/ListPageHeader';
import { usePaymentMethods } from '../../../features/payments/api/payments';
import { AddBenefitPayDialog } from '../../../features/payments/components/AddBenefitPayDialog';
import { AddCardDialog } from '../../../features/payments/components/AddCardDialog';
import {
  PaymentMethodList,
  PaymentMethodsSkeleton,
} from '../../../features/payments/components/PaymentMethodList';
import {
  PaymentMethodsEmpty,
  PaymentMethodsSignedOut,
} from '../../../features/payments/components/PaymentMethodsEmpty';
import { TestModeBanner } from '../../../features/payments/components/TestModeBanner';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';

/** The form on show; `open` counts openings, so each one starts empty. */
interface Adding {
  kind: 'card' | 'benefitpay';
  open: number;
}

/**
 * /payment-methods: how the signed-in customer pays (Profile → Payment Methods). Cash on delivery is
 * always there; cards and BenefitPay wallets are saved, made the default and removed here, up to
 * MAX_PAYMENT_METHODS. While payments go through the test gateway the screen says so, with the
 * numbers to use.
 */
export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.title'));
  const { user, isLoading } = useSession();
  const query = usePaymentMethods();
  const [adding, setAdding] = useState<Adding | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const limitId = useId();
  const methods = query.data?.methods;
  const saved = methods?.length ?? 0;
  const full = saved >= MAX_PAYMENT_METHODS;
  const add = (kind: Adding['kind']) => setAdding((a) => ({ kind, open: (a?.open ?? 0) + 1 }));

  let body: React.ReactNode;
  if (isLoading) body = <PaymentMethodsSkeleton />;
  else if (!user) body = <PaymentMethodsSignedOut />;
  else if (query.isPending) body = <PaymentMethodsSkeleton />;
  else if (query.isError) {
    body = <ErrorPanel message={t('payments.loadError')} onRetry={() => query.refetch()} />;
  } else {
    body = (
      <>
        {query.data.testMode && <TestModeBanner />}
        <PaymentMethodList methods={query.data.methods} onRemoved={() => titleRef.current?.focus()} />
        {query.data.methods.length === 0 && (
          <PaymentMethodsEmpty onAddCard={() => add('card')} onAddBenefitPay={() => add('benefitpay')} />
        )}
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-4">
      <ListPageHeader
        ref={titleRef}
        title={t('payments.title')}
        backTo="/profile"
        backLabel={t('payments.backToProfile')}
        count={user && saved > 0 ? t('payments.count', { saved, max: MAX_PAYMENT_METHODS }) : undefined}
        actions={
          user &&
          saved > 0 && (
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => add('card')}
                disabled={full}
                aria-describedby={full ? limitId : undefined}
                className={primaryButton}
              >
                <Plus className="size-4" aria-hidden />
                {t('payments.addCard')}
              </button>
              <button
                type="button"
                onClick={() => add('benefitpay')}
                disabled={full}
                aria-describedby={full ? limitId : undefined}
                className={secondaryButton}
              >
                <Wallet className="size-4" aria-hidden />
                {t('payments.addBenefitPay')}
              </button>
            </div>
          )
        }
        limit={user && full ? t('payments.limitReached', { max: MAX_PAYMENT_METHODS }) : undefined}
        limitId={limitId}
      />
      {body}
      {user && adding?.kind === 'card' && (
        <AddCardDialog
          key={adding.open}
          testMode={query.data?.testMode ?? false}
          isFirst={saved === 0}
          onClose={() => setAdding(null)}
        />
      )}
      {user && adding?.kind === 'benefitpay' && (
        <AddBenefitPayDialog
          key={adding.open}
          testMode={query.data?.testMode ?? false}
          isFirst={saved === 0}
          onClose={() => setAdding(null)}
        />
      )}
    </div>
  );
}
