import type { AddBenefitPayRequest } from '@haflah/contracts';
import { FlaskConical } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, SubmitButton, TextField } from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { SheetDialog } from '../../../components/ui/SheetDialog';
import { toast } from '../../../components/ui/toast';
import { hasCode } from '../../../lib/errors';
import { signInThen } from '../../../lib/sign-in-dialog';
import { useAddBenefitPay } from '../api/payments';
import {
  PAYMENT_MESSAGES,
  typedPhone,
  validateWalletForm,
  type WalletField,
  type WalletValues,
  walletFieldsFromIssues,
} from '../utils/card-form';
import { BrandMark } from './BrandMark';
import { DefaultCheckbox } from './DefaultCheckbox';

const FORM_OPTIONS: FormOptions<WalletField> = {
  isRequired: () => false,
  server: {
    messages: {
      codes: {
        // The server checks the number properly (libphonenumber, Bahrain only).
        INVALID_PHONE: PAYMENT_MESSAGES.phone,
        // The registry's sentence speaks of a card; this is a wallet.
        CARD_NOT_ACCEPTED: PAYMENT_MESSAGES.walletNotAccepted,
      },
    },
    fields: { INVALID_PHONE: 'phone', CARD_NOT_ACCEPTED: 'phone' },
    issues: walletFieldsFromIssues,
  },
};

const SIGN_IN_REASON = 'payments.errors.signInAgain';
const TEST_WALLET = '3300 0001';

/** Linking a BenefitPay wallet by the Bahrain mobile number it is registered to. */
export function AddBenefitPayDialog({
  testMode,
  isFirst,
  onClose,
}: {
  testMode: boolean;
  isFirst: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddBenefitPay();
  const [values, setValues] = useState<WalletValues>({ phone: '' });
  const [makeDefault, setMakeDefault] = useState(false);
  const form = useForm<WalletField>(
    values,
    (_field, value) => setValues({ phone: typedPhone(value) }),
    FORM_OPTIONS,
  );
  const waitingForSignIn = useRef<() => void>(() => {});
  // A send waiting for sign-in goes with the form: closed, nothing it held is sent later.
  useEffect(() => () => waitingForSignIn.current(), []);

  const send = (body: AddBenefitPayRequest) =>
    add.mutate(body, {
      onSuccess: () => {
        toast({ kind: 'success', description: t('payments.toast.walletAdded') });
        onClose();
      },
      onError: (error) => {
        form.showServerError(error);
        if (hasCode(error, 'UNAUTHENTICATED')) {
          waitingForSignIn.current = signInThen(() => send(body), { reason: SIGN_IN_REASON });
        }
      },
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    const checked = validateWalletForm(values, isFirst || makeDefault);
    if (!checked.ok) return form.showErrors(checked.errors);
    form.clearErrors();
    waitingForSignIn.current();
    send(checked.data);
  };

  return (
    <SheetDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      aria-describedby={undefined}
    >
      <div className="mb-5 flex items-start gap-3 pe-10">
        <BrandMark kind="benefitpay" />
        <div className="grid gap-1">
          <Dialog.Title className="font-extrabold text-slate-900 text-xl sm:text-2xl">
            {t('payments.walletForm.title')}
          </Dialog.Title>
          <p className="text-slate-600 text-sm">{t('payments.walletForm.subtitle')}</p>
        </div>
      </div>
      <form ref={form.formRef} noValidate onSubmit={submit} className="grid min-w-0 gap-4">
        {testMode && (
          <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-amber-950 text-sm">
            <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              {t('payments.walletForm.testHint')}{' '}
              <bdi dir="ltr" className="whitespace-nowrap font-bold tabular-nums">
                {TEST_WALLET}
              </bdi>
            </span>
          </p>
        )}
        <TextField
          label={t('payments.walletForm.phone')}
          hint={t('payments.walletForm.phoneHint')}
          placeholder={t('payments.walletForm.phonePlaceholder')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          maxLength={20}
          {...form.field('phone')}
        />
        <DefaultCheckbox checked={makeDefault} onChange={setMakeDefault} isFirst={isFirst} />
        <FormAlert message={form.formError} />
        <div className="flex flex-wrap gap-2">
          <div className="min-w-40 flex-1">
            <SubmitButton pending={add.isPending}>
              {add.isPending ? t('payments.walletForm.saving') : t('payments.walletForm.save')}
            </SubmitButton>
          </div>
          <Dialog.Close className="h-12 rounded-full px-6 font-semibold text-slate-700 hover:bg-slate-100">
            {t('payments.form.cancel')}
          </Dialog.Close>
        </div>
      </form>
    </SheetDialog>
  );
}
