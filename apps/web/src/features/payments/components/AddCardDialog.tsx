import { type CardBrand, cardBrand, cardDigits, type OneTimeCard } from '@haflah/contracts';
import { Lock } from 'lucide-react';
import { type ChangeEvent, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet, useFormSubmit } from '../../../components/forms/FormSheet';
import { TextField } from '../../../components/forms/fields';
import { type FormOptions, useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { useAddCard } from '../api/payments';
import {
  brandFromPrefix,
  type CardField,
  type CardValues,
  cardFieldsFromIssues,
  caretAfterFormat,
  emptyCard,
  formatCardNumber,
  typedCard,
  validateCardForm,
} from '../utils/card-form';
import { brandName } from '../utils/method-text';
import { BrandMark } from './BrandMark';
import { CheckboxRow, DefaultCheckbox } from './DefaultCheckbox';
import { TestNumberHint } from './TestModeBanner';

const FORM_OPTIONS: FormOptions<CardField> = {
  // Each field says what it needs beside it; the form's own message is only for the server's answers.
  isRequired: () => false,
  server: {
    messages: {},
    // An expired card is about its expiry date; a card the gateway will not take, about its number.
    fields: { CARD_EXPIRED: 'expiry', CARD_NOT_ACCEPTED: 'number' },
    issues: cardFieldsFromIssues,
  },
};

const SIGN_IN_REASON = 'payments.errors.signInAgain';
const TEST_CARD = '4242 4242 4242 4242';

/**
 * Adding a card: its number (grouped as typed, its brand shown as soon as its first digits say it),
 * expiry MM/YY, security code and the name on it. Checked with the contract before sending; a refusal
 * is said beside its field (or above the button), and everything typed stays. Once saved the dialog
 * closes and the number and code go with it: only the provider keeps them.
 *
 * At checkout (`onUseOnce`), "Save this card for next time" may be unticked: the card is then checked
 * the same way and handed to checkout to pay this order only, and nothing is saved.
 */
export function AddCardDialog({
  testMode,
  isFirst,
  onClose,
  onUseOnce,
}: {
  testMode: boolean;
  /** Nothing is saved yet: this card will be the default whatever is ticked. */
  isFirst: boolean;
  onClose: () => void;
  /** Checkout's: the card to pay this order with, without saving it. */
  onUseOnce?: (once: { card: OneTimeCard; brand: CardBrand | null; last4: string }) => void;
}) {
  const { t } = useTranslation();
  const add = useAddCard();
  const [values, setValues] = useState<CardValues>(emptyCard);
  const [makeDefault, setMakeDefault] = useState(false);
  const [save, setSave] = useState(true);
  const once = onUseOnce != null && !save;
  const form = useForm<CardField>(
    values,
    (field, value) => setValues((v) => ({ ...v, [field]: typedCard(field, value, v[field]) })),
    FORM_OPTIONS,
  );
  const brand = brandFromPrefix(cardDigits(values.number));

  // Grouping the number adds and removes spaces: the caret stays after the digit it was after.
  const caret = useRef<{ input: HTMLInputElement; at: number } | null>(null);
  useLayoutEffect(() => {
    if (!caret.current) return;
    const { input, at } = caret.current;
    caret.current = null;
    if (document.activeElement === input) input.setSelectionRange(at, at);
  });
  const numberField = form.field('number');
  const typeNumber = (e: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = e.target;
    if (selectionStart != null && selectionStart < value.length) {
      caret.current = {
        input: e.target,
        at: caretAfterFormat(value, selectionStart, formatCardNumber(value)),
      };
    }
    numberField.onChange(e);
  };

  // A refusal is said on the form; if the session ended meanwhile, the same card is sent after sign-in.
  const submit = useFormSubmit({
    form,
    pending: add.isPending,
    check: () => validateCardForm(values, !once && (isFirst || makeDefault)),
    send: (body, onError) => {
      if (once) {
        const { isDefault: _, ...card } = body;
        onUseOnce({ card, brand: cardBrand(card.number), last4: card.number.slice(-4) });
        onClose();
        return;
      }
      add.mutate(body, {
        onSuccess: () => {
          toast({ kind: 'success', description: t('payments.toast.cardAdded') });
          onClose();
        },
        onError,
      });
    },
    signInReason: SIGN_IN_REASON,
  });

  return (
    <FormSheet
      title={t('payments.cardForm.title')}
      subtitle={t('payments.cardForm.subtitle')}
      subtitleIcon={<Lock className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />}
      onClose={onClose}
      formRef={form.formRef}
      onSubmit={submit}
      formError={form.formError}
      pending={add.isPending}
      submitLabel={
        add.isPending
          ? t('payments.form.saving')
          : once
            ? t('payments.once.use')
            : t('payments.cardForm.save')
      }
      cancelLabel={t('payments.form.cancel')}
    >
      {testMode && <TestNumberHint text={t('payments.cardForm.testHint')} number={TEST_CARD} />}
      <TextField
        label={t('payments.cardForm.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        dir="ltr"
        maxLength={23}
        {...numberField}
        onChange={typeNumber}
        end={
          <span className="flex items-center pe-1.5">
            <BrandMark kind={brand} size="sm" />
            <span className="sr-only" aria-live="polite">
              {brand
                ? t('payments.cardForm.brandDetected', { brand: brandName(t, { type: 'card', brand }) })
                : ''}
            </span>
          </span>
        }
      />
      <div className="grid min-w-0 grid-cols-2 items-start gap-3 sm:gap-4">
        <TextField
          label={t('payments.cardForm.expiry')}
          hint={t('payments.cardForm.expiryHint')}
          placeholder={t('payments.cardForm.expiryPlaceholder')}
          inputMode="numeric"
          autoComplete="cc-exp"
          dir="ltr"
          maxLength={7}
          {...form.field('expiry')}
        />
        <TextField
          label={t('payments.cardForm.cvc')}
          hint={t(brand === 'amex' ? 'payments.cardForm.cvcHintAmex' : 'payments.cardForm.cvcHint')}
          inputMode="numeric"
          autoComplete="cc-csc"
          dir="ltr"
          maxLength={4}
          {...form.field('cvc')}
        />
      </div>
      <TextField
        label={t('payments.cardForm.holderName')}
        autoComplete="cc-name"
        autoCapitalize="words"
        spellCheck={false}
        maxLength={60}
        {...form.field('holderName')}
      />
      {onUseOnce && (
        <CheckboxRow
          checked={save}
          onChange={setSave}
          label={t('payments.once.save')}
          note={save ? undefined : t('payments.once.notSaved')}
        />
      )}
      {!once && <DefaultCheckbox checked={makeDefault} onChange={setMakeDefault} isFirst={isFirst} />}
    </FormSheet>
  );
}
