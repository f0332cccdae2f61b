import type { PaymentMethod } from '@haflah/contracts';
import type { TFunction } from 'i18next';

/** What the customer knows a method by: its brand (or BenefitPay) and the last 4 digits. */
export const brandName = (t: TFunction, method: Pick<PaymentMethod, 'type' | 'brand'>) =>
  method.type === 'benefitpay' ? t('payments.benefitPay') : t(`payments.brands.${method.brand ?? 'visa'}`);

/** "Visa •••• 4242", "BenefitPay •••• 0001": for toasts and the names screen readers give buttons. */
export const methodName = (t: TFunction, method: Pick<PaymentMethod, 'type' | 'brand' | 'last4'>) =>
  t('payments.methodName', { brand: brandName(t, method), last4: method.last4 });
