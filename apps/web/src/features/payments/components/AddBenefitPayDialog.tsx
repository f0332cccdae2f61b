import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet, useFormSubmit } from '../../../components/forms/FormSheet';
import { TextField } from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
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
import { TestNumberHint } from './TestModeBanner';

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
  const submit = useFormSubmit({
    form,
    pending: add.isPending,
    check: () => validateWalletForm(values, isFirst || makeDefault),
    send: (body, onError) =>
      add.mutate(body, {
        onSuccess: () => {
          toast({ kind: 'success', description: t('payments.toast.walletAdded') });
          onClose();
        },
        onError,
      }),
    signInReason: SIGN_IN_REASON,
  });

  return (
    <FormSheet
      title={t('payments.walletForm.title')}
      subtitle={t('payments.walletForm.subtitle')}
      mark={<BrandMark kind="benefitpay" />}
      onClose={onClose}
      formRef={form.formRef}
      onSubmit={submit}
      formError={form.formError}
      pending={add.isPending}
      submitLabel={add.isPending ? t('payments.walletForm.saving') : t('payments.walletForm.save')}
      cancelLabel={t('payments.form.cancel')}
    >
      {testMode && <TestNumberHint text={t('payments.walletForm.testHint')} number={TEST_WALLET} />}
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
    </FormSheet>
  );
}
