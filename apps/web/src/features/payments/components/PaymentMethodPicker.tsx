import type { PaymentMethod } from '@haflah/contracts';
import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DefaultBadge } from '../../../components/ui/DefaultBadge';
import { cn } from '../../../lib/cn';
import { canPay, formatExpiryOf } from '../utils/card-form';
import { brandName } from '../utils/method-text';
import { BrandMark } from './BrandMark';

/** Cash on delivery, the card used once, or a saved method's id. */
export type PaymentChoice = 'cash' | 'once' | (string & {});

/**
 * Choosing how to pay (checkout): cash on delivery, always there, then the saved cards and BenefitPay
 * wallets, the default marked. Real radio buttons, one tab stop with arrow keys. An expired card is
 * shown but cannot be chosen. A card typed to pay this order only ("pay once") is offered after cash.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  labelledBy,
  name,
  once,
}: {
  methods: PaymentMethod[];
  /** The card to use once, not saved. */
  once?: { brand: PaymentMethod['brand']; last4: string } | null;
  value: PaymentChoice;
  onChange: (choice: PaymentChoice) => void;
  labelledBy: string;
  name: string;
}) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-2">
      <Option
        name={name}
        value="cash"
        checked={value === 'cash'}
        onChange={onChange}
        mark={<BrandMark kind="cash" size="sm" />}
      >
        <span className="font-bold text-slate-900">{t('payments.cash.name')}</span>
        <span className="text-slate-600 text-sm">{t('payments.cash.text')}</span>
      </Option>
      {once && (
        <Option
          name={name}
          value="once"
          checked={value === 'once'}
          onChange={onChange}
          mark={<BrandMark kind={once.brand} size="sm" />}
        >
          <span className="font-bold text-slate-900">
            {brandName(t, { type: 'card', brand: once.brand })}{' '}
            <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
              •••• {once.last4}
            </bdi>
          </span>
          <span className="text-slate-600 text-sm">{t('payments.once.text')}</span>
        </Option>
      )}
      {methods.map((method) => {
        const expired = !canPay(method);
        return (
          <Option
            key={method.id}
            name={name}
            value={method.id}
            checked={value === method.id}
            disabled={expired}
            onChange={onChange}
            mark={<BrandMark kind={method.type === 'benefitpay' ? 'benefitpay' : method.brand} size="sm" />}
          >
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-bold text-slate-900">
                {brandName(t, method)}{' '}
                <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
                  •••• {method.last4}
                </bdi>
              </span>
              {method.isDefault && <DefaultBadge label={t('payments.default')} />}
            </span>
            <span className={cn('text-sm', expired ? 'font-semibold text-red-700' : 'text-slate-600')}>
              {method.type === 'card' && method.expMonth != null && method.expYear != null ? (
                <>
                  {t(expired ? 'payments.card.expired' : 'payments.card.expires')}{' '}
                  <bdi dir="ltr" className="tabular-nums">
                    {formatExpiryOf(method.expMonth, method.expYear)}
                  </bdi>
                </>
              ) : (
                t('payments.wallet.text')
              )}
            </span>
          </Option>
        );
      })}
    </div>
  );
}

function Option({
  name,
  value,
  checked,
  disabled,
  onChange,
  mark,
  children,
}: {
  name: string;
  value: PaymentChoice;
  checked: boolean;
  disabled?: boolean;
  onChange: (choice: PaymentChoice) => void;
  mark: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <label
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
        disabled
          ? 'cursor-not-allowed border-slate-200 bg-slate-50'
          : checked
            ? 'cursor-pointer border-violet-600 bg-violet-50/60'
            : 'cursor-pointer border-slate-200 hover:border-violet-300',
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-4 shrink-0 accent-violet-600"
      />
      {mark}
      <span className="grid min-w-0 flex-1 gap-0.5">{children}</span>
    </label>
  );
}

/** While payments go through the test gateway, checkout says so: no real money moves. */
export function TestModeNote() {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-2 rounded-xl border border-amber-300 border-dashed bg-amber-50 px-3.5 py-2.5 text-amber-950 text-sm">
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <span className="font-bold">{t('payments.testMode.title')}</span>
        {' · '}
        {t('payments.testMode.checkout')}
      </span>
    </p>
  );
}
