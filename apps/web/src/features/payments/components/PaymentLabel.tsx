import type { OrderPayment } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { brandName } from '../utils/method-text';
import { BrandMark } from './BrandMark';

/** How something was paid, in a line: the brand's mark, its name, and the card's last 4 digits. */
export function PaymentLabel({ payment }: { payment: Pick<OrderPayment, 'type' | 'brand' | 'last4'> }) {
  const { t } = useTranslation();
  const name =
    payment.type === 'cash'
      ? t('payments.cash.name')
      : brandName(t, { type: payment.type, brand: payment.brand });
  return (
    <>
      <BrandMark kind={payment.type === 'card' ? payment.brand : payment.type} size="sm" />
      <p className="font-semibold text-slate-900">
        {name}
        {payment.last4 && (
          <>
            {' '}
            <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
              ••{payment.last4}
            </bdi>
          </>
        )}
      </p>
    </>
  );
}
