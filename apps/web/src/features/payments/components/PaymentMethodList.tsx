import type { PaymentMethod } from '@haflah/contracts';
import { Star, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmInline, useConfirmInline } from '../../../components/ui/ConfirmInline';
import { DefaultBadge } from '../../../components/ui/DefaultBadge';
import { ItemAction, useRefusedItemAction } from '../../../components/ui/ItemActions';
import { ListSkeleton } from '../../../components/ui/ListSkeleton';
import { toast } from '../../../components/ui/toast';
import { useRemovePaymentMethod, useSetDefaultPaymentMethod } from '../api/payments';
import { formatExpiryOf, hasExpired } from '../utils/card-form';
import { brandName, methodName } from '../utils/method-text';
import { BrandMark } from './BrandMark';

/** What a refused row action says: the registry's sentence, or ours for a method that has gone. */
const ROW_ERRORS = { codes: { NOT_FOUND: 'payments.errors.notFound' } } as const;
const SIGN_IN_REASON = 'payments.errors.signInAgain';

const rowClass = 'flex min-w-0 flex-wrap items-center gap-3 p-4 sm:p-5';
const infoClass = 'grid min-w-0 flex-1 basis-48 gap-0.5';

/**
 * Every way to pay: cash on delivery first (always there, nothing to save or remove), then the saved
 * cards and BenefitPay wallets, the default first. Each saved one can be made the default or removed
 * (which asks first).
 */
export function PaymentMethodList({
  methods,
  onRemoved,
}: {
  methods: PaymentMethod[];
  /** The row (and the button that had focus) has gone: the page takes focus back. */
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('payments.list')}
      className="divide-y divide-slate-100 overflow-hidden rounded-3xl bg-surface shadow-sm ring-1 ring-slate-100"
    >
      <CashRow />
      {methods.map((method) => (
        <MethodRow key={method.id} method={method} onRemoved={onRemoved} />
      ))}
    </ul>
  );
}

function CashRow() {
  const { t } = useTranslation();
  return (
    <li className={rowClass}>
      <BrandMark kind="cash" />
      <div className={infoClass}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 className="font-bold text-slate-900">{t('payments.cash.name')}</h2>
          <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold text-emerald-800 text-xs">
            {t('payments.cash.badge')}
          </span>
        </div>
        <p className="text-slate-600 text-sm">{t('payments.cash.text')}</p>
      </div>
    </li>
  );
}

function MethodRow({ method, onRemoved }: { method: PaymentMethod; onRemoved: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const confirm = useConfirmInline();
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const busy = setDefault.isPending || remove.isPending;
  const name = methodName(t, method);
  const expired =
    method.expMonth != null && method.expYear != null && hasExpired(method.expMonth, method.expYear);

  const failed = useRefusedItemAction(ROW_ERRORS, SIGN_IN_REASON);

  const makeDefault = () =>
    setDefault.mutate(method.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('payments.toast.defaultChanged', { name }) });
        // Its button has gone (it is the default now) and the row moved to the top: focus goes with it.
        headingRef.current?.focus();
      },
      onError: failed(makeDefault),
    });

  const confirmRemove = () =>
    remove.mutate(method.id, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('payments.toast.removed', { name }) });
        onRemoved();
      },
      onError: failed(confirmRemove),
    });

  return (
    <li className={rowClass}>
      <BrandMark kind={method.type === 'benefitpay' ? 'benefitpay' : method.brand} />
      <div className={infoClass}>
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 ref={headingRef} tabIndex={-1} className="font-bold text-slate-900">
            {brandName(t, method)}{' '}
            <bdi dir="ltr" className="whitespace-nowrap tabular-nums">
              •••• {method.last4}
            </bdi>
          </h2>
          {method.isDefault && <DefaultBadge label={t('payments.default')} />}
        </div>
        <p className="flex flex-wrap gap-x-1.5 text-slate-600 text-sm">
          {method.type === 'card' && method.expMonth != null && method.expYear != null ? (
            <>
              <span className={expired ? 'font-semibold text-red-700' : undefined}>
                {t(expired ? 'payments.card.expired' : 'payments.card.expires')}{' '}
                <bdi dir="ltr" className="tabular-nums">
                  {formatExpiryOf(method.expMonth, method.expYear)}
                </bdi>
              </span>
              {method.holderName && (
                <>
                  <span aria-hidden>·</span>
                  <span className="min-w-0 break-words">{method.holderName}</span>
                </>
              )}
            </>
          ) : (
            <span>{t('payments.wallet.text')}</span>
          )}
        </p>
      </div>

      {confirm.confirming ? (
        <ConfirmInline
          text={t('payments.confirmRemove.text', { name })}
          confirmLabel={t('payments.confirmRemove.confirm')}
          cancelLabel={t('payments.confirmRemove.cancel')}
          pending={remove.isPending}
          onConfirm={confirmRemove}
          onCancel={confirm.cancel}
        />
      ) : (
        // On a phone the actions take a line of their own; from `sm` up they sit at the row's end.
        <div className="flex w-full flex-wrap gap-1.5 sm:ms-auto sm:w-auto">
          {!method.isDefault && (
            <ItemAction
              icon={Star}
              label={t('payments.actions.makeDefault')}
              itemName={name}
              tone="soft"
              onClick={makeDefault}
              disabled={busy}
              pending={setDefault.isPending}
            />
          )}
          <ItemAction
            ref={confirm.triggerRef}
            icon={Trash2}
            label={t('payments.actions.remove')}
            itemName={name}
            tone="danger"
            className="ms-auto sm:ms-0"
            onClick={confirm.ask}
            disabled={busy}
          />
        </div>
      )}
    </li>
  );
}

export function PaymentMethodsSkeleton() {
  const { t } = useTranslation();
  return <ListSkeleton label={t('payments.loading')} blocks={['h-24', 'h-56']} />;
}
