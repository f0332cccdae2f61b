import type { OfferCreate, OfferUpdate, PromoCodeCreate, ShopOffer } from '@haflah/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet } from '../../../components/forms/FormSheet';
import { TextField } from '../../../components/forms/fields';
import { RadioChips } from '../../../components/forms/RadioChips';
import { ApiError } from '../../../lib/api';
import { errorKey, hasCode } from '../../../lib/errors';
import { useFormat } from '../../../lib/format';
import {
  blankTerms,
  checkCode,
  checkOffer,
  dinarsToFils,
  fieldErrorsOf,
  offerTerms,
  shortMoney,
  type TermsErrors,
  type TermsField,
  type TermsValues,
} from '../utils/terms-form';

/** Sends a checked body; calls back with the refusal, if any. */
export type TermsSend<B> = (
  body: B,
  done: { onSuccess: () => void; onError: (error: Error) => void },
) => void;

/** After a refused submit, focus moves to the first field that needs fixing. */
function focusFirstInvalid(form: HTMLFormElement | null) {
  const first = form?.querySelector(INVALID_FIELD);
  if (first instanceof HTMLElement) first.focus();
}
const INVALID_FIELD = '[aria-invalid="true"]';

/**
 * The form of a new offer (percent, cap, minimum, start and end in Bahrain time, who gets it) or of a
 * new promo code (the same, with the code, an optional start and a usage limit), in a sheet; or of an
 * offer being edited (`editing`: its terms filled in; a running offer's start is fixed, shown but not
 * sent). Each refused field says why beside it, the server's refusals included; nothing typed is lost
 * on an error.
 */
export function TermsSheet(
  props: { pending: boolean; onClose: () => void } & (
    | { kind: 'offer'; send: TermsSend<OfferCreate>; editing?: undefined }
    | { kind: 'offer'; send: TermsSend<OfferUpdate>; editing: ShopOffer }
    | { kind: 'code'; send: TermsSend<PromoCodeCreate>; editing?: undefined }
  ),
) {
  const { kind, pending, onClose, editing } = props;
  const startFixed = editing?.state === 'running';
  const { t } = useTranslation();
  const f = useFormat();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<TermsValues>(() => (editing ? offerTerms(editing) : blankTerms(kind)));
  const [errors, setErrors] = useState<TermsErrors>({});
  const [formError, setFormError] = useState<string>();

  const show = (next: TermsErrors) => {
    setErrors(next);
    requestAnimationFrame(() => focusFirstInvalid(formRef.current));
  };
  const onError = (error: Error) => {
    if (hasCode(error, 'PROMO_CODE_TAKEN')) return show({ code: errorKey(error) });
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED') {
      const named = fieldErrorsOf(error.details, error.issues);
      if (Object.keys(named).length) return show(named);
    }
    setFormError(errorKey(error));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    setFormError(undefined);
    if (props.kind === 'offer') {
      const checked = checkOffer(values);
      if (!checked.ok) return show(checked.errors);
      setErrors({});
      // A running offer keeps its start (the server's rule too): only its terms and end are sent.
      const done = { onSuccess: onClose, onError };
      if (!props.editing) return props.send(checked.body, done);
      const { startsAt: _, ...rest } = checked.body;
      props.send(startFixed ? rest : checked.body, done);
    } else {
      const checked = checkCode(values);
      if (!checked.ok) return show(checked.errors);
      setErrors({});
      props.send(checked.body, { onSuccess: onClose, onError });
    }
  };

  const field = (name: TermsField) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const value = name === 'code' ? e.target.value.toUpperCase() : e.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      setErrors(({ [name]: _, ...rest }) => rest);
      setFormError(undefined);
    },
    error: errors[name] ? t(errors[name]) : undefined,
  });

  const percent = Number(values.percent);
  const cap = dinarsToFils(values.cap);
  const preview =
    Number.isInteger(percent) && percent > 0 && cap && !Number.isNaN(cap)
      ? t('retailers.offer', { percent, cap: shortMoney(f.money(cap)) })
      : null;

  return (
    <FormSheet
      title={t(
        editing
          ? 'shopOffers.form.editTitle'
          : kind === 'offer'
            ? 'shopOffers.form.offerTitle'
            : 'shopOffers.form.codeTitle',
      )}
      subtitle={t(
        editing
          ? startFixed
            ? 'shopOffers.form.editRunningText'
            : 'shopOffers.form.offerText'
          : kind === 'offer'
            ? 'shopOffers.form.offerText'
            : 'shopOffers.form.codeText',
      )}
      width="sm:max-w-lg"
      onClose={onClose}
      formRef={formRef}
      onSubmit={submit}
      formError={formError ? t(formError) : undefined}
      pending={pending}
      submitLabel={t(
        editing
          ? 'shopOffers.form.saveChanges'
          : kind === 'offer'
            ? 'shopOffers.form.saveOffer'
            : 'shopOffers.form.saveCode',
      )}
      cancelLabel={t('shopOffers.form.cancel')}
    >
      {kind === 'code' && (
        <TextField
          label={t('shopOffers.form.code')}
          hint={t('shopOffers.form.codeHint')}
          dir="ltr"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={20}
          {...field('code')}
        />
      )}
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('shopOffers.form.percent')}
          inputMode="numeric"
          maxLength={2}
          {...field('percent')}
        />
        <TextField label={t('shopOffers.form.cap')} inputMode="decimal" maxLength={10} {...field('cap')} />
      </div>
      <TextField
        label={t('shopOffers.form.minOrder')}
        optional
        inputMode="decimal"
        maxLength={10}
        {...field('minOrder')}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t('shopOffers.form.startDate')}
          optional={kind === 'code'}
          hint={kind === 'code' ? t('shopOffers.form.startHint') : undefined}
          type="date"
          readOnly={startFixed}
          {...field('startDate')}
        />
        <TextField
          label={t('shopOffers.form.startTime')}
          type="time"
          readOnly={startFixed}
          {...field('startTime')}
        />
        <TextField
          label={t(kind === 'offer' ? 'shopOffers.form.endDate' : 'shopOffers.form.expiryDate')}
          type="date"
          {...field('endDate')}
        />
        <TextField label={t('shopOffers.form.endTime')} type="time" {...field('endTime')} />
      </div>
      {kind === 'code' && (
        <TextField
          label={t('shopOffers.form.usageLimit')}
          optional
          hint={t('shopOffers.form.usageLimitHint')}
          inputMode="numeric"
          maxLength={7}
          {...field('usageLimit')}
        />
      )}
      <RadioChips
        legend={t('shopOffers.form.who')}
        name="who"
        value={values.firstOrderOnly ? 'first' : 'everyone'}
        invalid={false}
        onChange={(e) => setValues((v) => ({ ...v, firstOrderOnly: e.target.value === 'first' }))}
        options={[
          { value: 'everyone', label: t('shopOffers.form.everyone') },
          { value: 'first', label: t('shopOffers.form.firstOrderOnly') },
        ]}
      />
      {preview && (
        <p className="rounded-xl bg-rose-50 px-3.5 py-3 text-rose-800 text-sm" aria-live="polite">
          {t('shopOffers.form.preview', { text: preview })}
        </p>
      )}
    </FormSheet>
  );
}
