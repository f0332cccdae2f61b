import {
  ADDRESS_LABELS,
  type Address,
  type AddressLabel,
  BAHRAIN_AREAS,
  GOVERNORATES,
  type Pin,
} from '@haflah/contracts';
import { Check, LocateFixed, MapPin, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSheet, useFormSubmit } from '../../../components/forms/FormSheet';
import { SelectField, TextAreaField, TextField } from '../../../components/forms/fields';
import { type FieldProps, type FormOptions, useForm } from '../../../components/forms/useForm';
import { wideSecondaryButton } from '../../../components/ui/buttons';
import { toast } from '../../../components/ui/toast';
import { cn } from '../../../lib/cn';
import { useLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useCreateAddress, useUpdateAddress } from '../api/addresses';
import { type LocationProblem, useCurrentLocation } from '../hooks/useCurrentLocation';
import {
  ADDRESS_MESSAGES,
  type AddressField,
  type AddressValues,
  emptyValues,
  fieldsFromIssues,
  typed,
  validateAddressForm,
  valuesOf,
} from '../utils/address-form';
import { formatPin } from '../utils/address-text';
import { LABEL_ICONS } from './label-icons';

const FORM_OPTIONS: FormOptions<AddressField> = {
  // Each field says what it needs beside it; the form's own message is only for the server's answers.
  isRequired: () => false,
  server: {
    messages: {
      codes: {
        // The server checks the number properly (libphonenumber, Bahrain only): said beside the field.
        INVALID_PHONE: ADDRESS_MESSAGES.contactPhone,
        NOT_FOUND: 'addresses.errors.notFound',
      },
    },
    fields: { INVALID_PHONE: 'contactPhone' },
    issues: fieldsFromIssues,
  },
};

const SIGN_IN_REASON = 'addresses.errors.signInAgain';

/**
 * Adding an address, or editing one (`address`): label, governorate, area, block, road, building,
 * flat, directions, contact phone, an optional map pin from the device's location, and whether it is
 * the default. Checked with the contract before sending; a refusal is said beside its field (or above
 * the button), and everything typed stays.
 */
export function AddressFormDialog({
  address,
  isFirst,
  onClose,
}: {
  /** The address being edited, or null to add one. */
  address: Address | null;
  /** No address is saved yet: this one will be the default whatever is ticked. */
  isFirst: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const pending = create.isPending || update.isPending;
  const [values, setValues] = useState<AddressValues>(() =>
    address ? valuesOf(address) : emptyValues(user?.phone),
  );
  const [pin, setPin] = useState<Pin | null>(address?.pin ?? null);
  // The default stays the default (another one is made default from its card); the first one always is.
  const defaultFixed = isFirst || Boolean(address?.isDefault);
  const [makeDefault, setMakeDefault] = useState(defaultFixed);
  const form = useForm<AddressField>(
    values,
    (field, value) => {
      if (field !== 'pin') setValues((v) => ({ ...v, [field]: typed(field, value) }));
    },
    FORM_OPTIONS,
  );
  // A new pin (or none) answers whatever was said about the old one.
  const clearPinError = form.field('pin').onChange;
  const changePin = (next: Pin | null) => {
    setPin(next);
    clearPinError({ target: { value: '' } });
  };

  // A refusal is said on the form; if the session ended meanwhile, the same address is sent after sign-in.
  const submit = useFormSubmit({
    form,
    pending,
    check: () => validateAddressForm(values, pin, makeDefault),
    send: (body, onError) => {
      const done = {
        onSuccess: () => {
          toast({
            kind: 'success',
            description: t(address ? 'addresses.toast.updated' : 'addresses.toast.added'),
          });
          onClose();
        },
        onError,
      };
      if (address) update.mutate({ id: address.id, body }, done);
      else create.mutate(body, done);
    },
    signInReason: SIGN_IN_REASON,
  });

  return (
    <FormSheet
      title={t(address ? 'addresses.form.editTitle' : 'addresses.form.addTitle')}
      subtitle={t('addresses.form.subtitle')}
      width="sm:max-w-lg"
      onClose={onClose}
      formRef={form.formRef}
      onSubmit={submit}
      formError={form.formError}
      pending={pending}
      submitLabel={pending ? t('addresses.form.saving') : t('addresses.form.save')}
      cancelLabel={t('addresses.form.cancel')}
    >
      <LabelChoice
        value={values.labelKind as AddressLabel}
        onChange={(kind) => form.field('labelKind').onChange({ target: { value: kind } })}
      />
      {values.labelKind === 'other' && (
        <TextField
          label={t('addresses.form.customLabel')}
          hint={t('addresses.form.customLabelHint')}
          maxLength={40}
          autoComplete="off"
          {...form.field('label')}
        />
      )}
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <GovernorateField {...form.field('governorate')} />
        <AreaField {...form.field('area')} />
      </div>
      <div className="grid min-w-0 grid-cols-2 items-start gap-3 sm:gap-4">
        <TextField
          label={t('addresses.form.block')}
          hint={t('addresses.form.blockHint')}
          inputMode="numeric"
          dir="ltr"
          autoComplete="off"
          maxLength={8}
          {...form.field('block')}
        />
        <TextField
          label={t('addresses.form.road')}
          hint={t('addresses.form.roadHint')}
          autoComplete="off"
          maxLength={60}
          {...form.field('road')}
        />
        <TextField
          label={t('addresses.form.building')}
          autoComplete="off"
          maxLength={20}
          {...form.field('building')}
        />
        <TextField
          label={t('addresses.form.flat')}
          optional
          autoComplete="off"
          maxLength={20}
          {...form.field('flat')}
        />
      </div>
      <TextAreaField
        label={t('addresses.form.directions')}
        hint={t('addresses.form.directionsHint')}
        optional
        maxLength={300}
        {...form.field('directions')}
      />
      <TextField
        label={t('addresses.form.contactPhone')}
        hint={t('addresses.form.contactPhoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        maxLength={20}
        placeholder={t('addresses.form.phonePlaceholder')}
        {...form.field('contactPhone')}
      />
      <PinField pin={pin} onChange={changePin} error={form.field('pin').error} />
      <DefaultCheckbox
        checked={makeDefault}
        onChange={setMakeDefault}
        note={
          address?.isDefault
            ? t('addresses.form.isDefault')
            : isFirst
              ? t('addresses.form.alwaysDefault')
              : undefined
        }
        disabled={defaultFixed}
      />
    </FormSheet>
  );
}

/** Home, Work, Venue or Other: one choice, as chips (real radio buttons underneath). */
function LabelChoice({ value, onChange }: { value: AddressLabel; onChange: (kind: AddressLabel) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 font-semibold text-slate-800 text-sm">{t('addresses.form.label')}</legend>
      <div className="flex flex-wrap gap-1.5 sm:gap-2">
        {ADDRESS_LABELS.map((kind) => {
          const Icon = LABEL_ICONS[kind];
          const checked = value === kind;
          return (
            <label
              key={kind}
              className={cn(
                'relative flex h-10 cursor-pointer select-none items-center gap-1.5 rounded-full border px-3 font-semibold text-sm sm:px-3.5 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-violet-500/40',
                checked
                  ? 'border-violet-600 bg-violet-600 text-white'
                  : 'border-slate-200 bg-surface text-slate-700 hover:border-violet-300',
              )}
            >
              <input
                type="radio"
                name={name}
                value={kind}
                checked={checked}
                onChange={() => onChange(kind)}
                className="sr-only"
              />
              <Icon className="size-4 shrink-0" aria-hidden />
              {t(`addresses.labels.${kind}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function GovernorateField(props: FieldProps) {
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('addresses.form.governorate')}
      placeholder={t('addresses.form.governoratePlaceholder')}
      options={GOVERNORATES.map((g) => ({ value: g, label: t(`addresses.governorates.${g}`) }))}
      {...props}
    />
  );
}

/** Free text (Bahrain has more areas than any list), with the usual ones offered as the user types. */
function AreaField(props: FieldProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const list = useId();
  return (
    <>
      <TextField
        label={t('addresses.form.area')}
        hint={t('addresses.form.areaHint')}
        list={list}
        autoComplete="off"
        maxLength={60}
        {...props}
      />
      <datalist id={list}>
        {Object.values(BAHRAIN_AREAS).map((area) => (
          <option key={area.en} value={area[lang]} />
        ))}
      </datalist>
    </>
  );
}

const PROBLEM_KEYS: Record<LocationProblem, string> = {
  outsideBahrain: 'addresses.pin.outsideBahrain',
  denied: 'addresses.pin.denied',
  unavailable: 'addresses.pin.unavailable',
};

/**
 * The optional map pin: the device's current location (inside Bahrain), shown as coordinates, which
 * the customer can take again or remove. No map is drawn.
 */
function PinField({
  pin,
  onChange,
  error,
}: {
  pin: Pin | null;
  onChange: (pin: Pin | null) => void;
  /** The server's refusal of the pin, translated. */
  error?: string;
}) {
  const { t } = useTranslation();
  const location = useCurrentLocation(onChange);
  const titleId = useId();
  const message = location.problem ? t(PROBLEM_KEYS[location.problem]) : error;
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-2xl border border-slate-200 border-dashed p-4"
    >
      <div className="grid gap-0.5">
        <h3 id={titleId} className="flex items-center gap-1.5 font-semibold text-slate-800 text-sm">
          <MapPin className="size-4 shrink-0 text-violet-700" aria-hidden />
          <span>
            {t('addresses.pin.title')}{' '}
            <span className="font-normal text-slate-500">{t('auth.fields.optional')}</span>
          </span>
        </h3>
        <p className="text-slate-600 text-sm">{t('addresses.pin.text')}</p>
      </div>
      {pin && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 px-3 py-2 text-emerald-950 text-sm">
          <p className="flex items-center gap-1.5">
            <Check className="size-4 shrink-0" aria-hidden />
            <span>
              {t('addresses.pin.pinnedAt')}{' '}
              <bdi dir="ltr" className="font-semibold tabular-nums" data-testid="pin-coordinates">
                {formatPin(pin)}
              </bdi>
            </span>
          </p>
          <button
            type="button"
            onClick={() => {
              location.clearProblem();
              onChange(null);
            }}
            className="flex items-center gap-1 rounded-full px-2.5 py-1 font-semibold text-emerald-900 hover:bg-emerald-100"
          >
            <X className="size-4" aria-hidden />
            {t('addresses.pin.remove')}
          </button>
        </div>
      )}
      <button
        type="button"
        onClick={location.locate}
        disabled={location.locating}
        aria-busy={location.locating || undefined}
        className={wideSecondaryButton}
      >
        {location.locating ? (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-violet-300 border-t-violet-700"
          />
        ) : (
          <LocateFixed className="size-4" aria-hidden />
        )}
        {location.locating
          ? t('addresses.pin.locating')
          : pin
            ? t('addresses.pin.replace')
            : t('addresses.pin.use')}
      </button>
      {message && (
        <p role="alert" className="flex items-start gap-1.5 text-red-700 text-sm">
          <X className="mt-0.5 size-4 shrink-0" aria-hidden />
          {message}
        </p>
      )}
    </section>
  );
}

function DefaultCheckbox({
  checked,
  onChange,
  note,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  note?: string;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className={cn(
          'flex items-center gap-3 font-medium text-slate-800',
          disabled ? 'cursor-default' : 'cursor-pointer',
        )}
      >
        <input
          id={id}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={note ? `${id}-note` : undefined}
          className="size-5 shrink-0 accent-violet-600"
        />
        {t('addresses.form.makeDefault')}
      </label>
      {note && (
        <p id={`${id}-note`} className="ps-8 text-slate-500 text-xs sm:text-[13px]">
          {note}
        </p>
      )}
    </div>
  );
}
