import { EVENT_OCCASIONS, MAX_COMPANIONS, MAX_EXPECTED_GUESTS } from '@haflah/contracts';
import { Minus, Plus } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FormAlert,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/forms/fields';
import { RadioChips } from '../../../components/forms/RadioChips';
import type { FieldProps } from '../../../components/forms/useForm';
import type { EventField } from '../utils/event-form';

/**
 * The event's fields: title, occasion, date and time (Bahrain), where (a saved address or the host's
 * words), expected guests, companions per guest and notes. The caller keeps the values and checks.
 */
export function EventForm({
  field,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  addresses,
  addressesAction,
  onCancel,
}: {
  field: (name: EventField) => FieldProps;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  formError?: string;
  pending: boolean;
  submitLabel: string;
  /** The host's saved addresses, worded. */
  addresses: ReadonlyArray<{ value: string; label: string }>;
  /** Shown when no address is saved (a link to add one). */
  addressesAction?: React.ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const venueKind = field('venueKind');
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="grid min-w-0 gap-5 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-6"
    >
      <TextField
        label={t('events.form.title')}
        hint={t('events.form.titleHint')}
        maxLength={100}
        autoComplete="off"
        {...field('title')}
      />
      <RadioChips
        legend={t('events.form.occasion')}
        options={EVENT_OCCASIONS.map((o) => ({ value: o, label: t(`events.occasion.${o}`) }))}
        {...field('occasion')}
      />
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <TextField label={t('events.form.date')} type="date" {...field('date')} />
        <TextField
          label={t('events.form.time')}
          hint={t('events.form.timeHint')}
          type="time"
          step={900}
          {...field('startTime')}
        />
      </div>
      <RadioChips
        legend={t('events.form.venue')}
        options={[
          { value: 'address', label: t('events.form.venueAddress') },
          { value: 'text', label: t('events.form.venueText') },
        ]}
        {...venueKind}
      />
      {venueKind.value === 'address' ? (
        addresses.length > 0 ? (
          <SelectField
            label={t('events.form.address')}
            placeholder={t('events.form.addressPlaceholder')}
            options={addresses}
            {...field('addressId')}
          />
        ) : (
          <div className="grid gap-2 rounded-2xl bg-slate-50 p-4 text-slate-700 text-sm">
            <p>{t('events.form.noAddresses')}</p>
            {addressesAction}
          </div>
        )
      ) : (
        <TextField
          label={t('events.form.place')}
          hint={t('events.form.placeHint')}
          maxLength={200}
          {...field('venueText')}
        />
      )}
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <NumberStepper
          label={t('events.form.expectedGuests')}
          min={1}
          max={MAX_EXPECTED_GUESTS}
          {...field('expectedGuests')}
        />
        <NumberStepper
          label={t('events.form.maxCompanions')}
          hint={t('events.form.maxCompanionsHint')}
          min={0}
          max={MAX_COMPANIONS}
          {...field('maxCompanions')}
        />
      </div>
      <TextAreaField label={t('events.form.notes')} optional maxLength={1000} {...field('notes')} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1 sm:flex-none">
          <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        </div>
        <button
          type="button"
          onClick={onCancel}
          className="h-12 rounded-full px-6 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {t('events.form.cancel')}
        </button>
      </div>
    </form>
  );
}

/** A whole number typed or stepped with − and +, kept as text so nothing typed is lost. */
export function NumberStepper({
  label,
  hint,
  min,
  max,
  name,
  value,
  onChange,
  error,
  invalid,
}: FieldProps & { label: string; hint?: string; min: number; max: number }) {
  const { t } = useTranslation();
  const id = useId();
  const n = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  const set = (next: number) => onChange({ target: { value: String(Math.min(max, Math.max(min, next))) } });
  const step =
    'grid size-12 shrink-0 place-items-center rounded-xl bg-violet-50 text-violet-800 transition hover:bg-violet-100 disabled:opacity-40';
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="font-semibold text-slate-800 text-sm">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={step}
          onClick={() => set(Number.isNaN(n) ? min : n - 1)}
          disabled={!Number.isNaN(n) && n <= min}
          aria-label={t('events.form.less', { label })}
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange({ target: { value: e.target.value } })}
          inputMode="numeric"
          aria-invalid={invalid || undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="h-12 w-full min-w-0 rounded-xl border border-slate-200 bg-surface px-3 text-center text-base text-slate-900 outline-none focus:border-violet-500 focus:ring-2 focus:ring-violet-500/30 aria-[invalid=true]:border-red-500"
        />
        <button
          type="button"
          className={step}
          onClick={() => set(Number.isNaN(n) ? min : n + 1)}
          disabled={!Number.isNaN(n) && n >= max}
          aria-label={t('events.form.more', { label })}
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-red-700 text-sm">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-slate-500 text-xs">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
