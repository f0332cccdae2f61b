import {
  BUFFER_STEP_MINUTES,
  LISTING_CAPACITY_MAX,
  LISTING_DESCRIPTION_MAX,
  LISTING_KINDS,
  LISTING_NAME_MAX,
  MAX_BUFFER_MINUTES,
  MAX_SERVES_GUESTS,
  NOTICE_CHOICES_MINUTES,
  SLOT_DAYS,
} from '@haflah/contracts';
import { type FormEvent, type ReactNode, type RefObject, useId } from 'react';
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
import type { ListingField } from '../utils/listing-form';
import { dinarsToFils, filsToDinars } from '../utils/money-input';

/**
 * The listing's fields, in the order a shop owner thinks of them: what it is, its names and
 * descriptions in both languages, its price (fixed, with an optional sale price, or per hour; in BD),
 * and how much of it can be taken at once. The caller keeps the values and checks them.
 */
export function ListingForm({
  field,
  formRef,
  onSubmit,
  formError,
  pending,
  submitLabel,
  categories,
  categoriesNote,
  extra,
  onCancel,
}: {
  field: (name: ListingField) => FieldProps;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (e: FormEvent) => void;
  formError?: string;
  pending: boolean;
  submitLabel: string;
  categories: ReadonlyArray<{ value: string; label: string }>;
  /** Said under the category when the categories could not be loaded (with a way to try again). */
  categoriesNote?: ReactNode;
  /** Shown above the buttons (the create form's "show it now"). */
  extra?: ReactNode;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const kind = field('kind');
  const pricing = field('pricingType');
  const hourly = pricing.value === 'hourly';
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid min-w-0 gap-4">
      <Card title={t('shopListings.form.sections.about')}>
        <RadioChips
          legend={t('shopListings.form.kind')}
          options={LISTING_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          {...kind}
        />
        <SelectField
          label={t('shopListings.form.category')}
          placeholder={t('shopListings.form.categoryPlaceholder')}
          options={categories}
          {...field('categoryId')}
        />
        {categoriesNote}
      </Card>

      <Card title={t('shopListings.form.sections.names')}>
        <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopListings.form.nameEn')}
            lang="en"
            dir="ltr"
            maxLength={LISTING_NAME_MAX}
            autoComplete="off"
            {...field('nameEn')}
          />
          <TextField
            label={t('shopListings.form.nameAr')}
            lang="ar"
            dir="rtl"
            maxLength={LISTING_NAME_MAX}
            autoComplete="off"
            {...field('nameAr')}
          />
          <TextAreaField
            label={t('shopListings.form.descriptionEn')}
            optional
            lang="en"
            dir="ltr"
            maxLength={LISTING_DESCRIPTION_MAX}
            hint={t('shopListings.form.descriptionHint')}
            {...field('descriptionEn')}
          />
          <TextAreaField
            label={t('shopListings.form.descriptionAr')}
            optional
            lang="ar"
            dir="rtl"
            maxLength={LISTING_DESCRIPTION_MAX}
            hint={t('shopListings.form.descriptionHint')}
            {...field('descriptionAr')}
          />
        </div>
      </Card>

      <Card title={t('shopListings.form.sections.price')}>
        {kind.value === 'product' ? (
          <p className="text-slate-600 text-sm">{t('shopListings.form.productFixedHint')}</p>
        ) : (
          <RadioChips
            legend={t('shopListings.form.pricingType')}
            options={[
              { value: 'fixed', label: t('shopListings.form.fixed') },
              { value: 'hourly', label: t('shopListings.form.hourly') },
            ]}
            {...pricing}
          />
        )}
        {hourly ? (
          <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
            <MoneyField label={t('shopListings.form.hourlyRate')} {...field('hourlyRate')} />
          </div>
        ) : (
          <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
            <MoneyField
              label={t('shopListings.form.price')}
              hint={t('shopListings.form.priceHint')}
              {...field('price')}
            />
            <MoneyField
              label={t('shopListings.form.salePrice')}
              optional
              hint={t('shopListings.form.salePriceHint')}
              {...field('salePrice')}
            />
          </div>
        )}
      </Card>

      <Card title={t('shopListings.form.sections.size')}>
        <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
          <TextField
            label={t('shopListings.form.capacity')}
            hint={t('shopListings.form.capacityHint')}
            inputMode="numeric"
            dir="ltr"
            maxLength={String(LISTING_CAPACITY_MAX).length}
            autoComplete="off"
            {...field('capacity')}
          />
          <TextField
            label={t('shopListings.form.servesGuests')}
            optional
            hint={t('shopListings.form.servesGuestsHint')}
            inputMode="numeric"
            dir="ltr"
            maxLength={String(MAX_SERVES_GUESTS).length}
            autoComplete="off"
            {...field('servesGuests')}
          />
        </div>
      </Card>

      {kind.value !== 'product' && <BookingRulesCard field={field} />}

      {extra}
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
          {t('shopListings.form.cancel')}
        </button>
      </div>
    </form>
  );
}

const BUFFERS = Array.from(
  { length: MAX_BUFFER_MINUTES / BUFFER_STEP_MINUTES + 1 },
  (_, i) => i * BUFFER_STEP_MINUTES,
);
const ADVANCE_DAYS = Array.from({ length: SLOT_DAYS }, (_, i) => i + 1);

/**
 * A booked item's own rules (issue 27): set-up and travel buffers, the least notice and how many days
 * ahead it can be booked. The server keeps every hold and checkout to them; the time-slot dialog offers
 * only the start times they allow.
 */
function BookingRulesCard({ field }: { field: (name: ListingField) => FieldProps }) {
  const { t } = useTranslation();
  const F = 'shopListings.form';
  const buffers = BUFFERS.map((m) => ({
    value: String(m),
    label: m === 0 ? t(`${F}.minutes.none`) : t(`${F}.minutes.some`, { n: m }),
  }));
  return (
    <Card title={t(`${F}.sections.booking`)}>
      <p className="text-slate-600 text-sm">{t(`${F}.bookingHint`)}</p>
      <div className="grid min-w-0 items-start gap-4 sm:grid-cols-2">
        <SelectField
          label={t(`${F}.bufferBefore`)}
          placeholder={t(`${F}.choose`)}
          hint={t(`${F}.bufferHint`)}
          options={buffers}
          {...field('bufferBefore')}
        />
        <SelectField
          label={t(`${F}.bufferAfter`)}
          placeholder={t(`${F}.choose`)}
          options={buffers}
          {...field('bufferAfter')}
        />
        <SelectField
          label={t(`${F}.minNotice`)}
          placeholder={t(`${F}.choose`)}
          options={NOTICE_CHOICES_MINUTES.map((m) => ({ value: String(m), label: t(`${F}.notice.${m}`) }))}
          {...field('minNotice')}
        />
        <SelectField
          label={t(`${F}.maxAdvance`)}
          placeholder={t(`${F}.choose`)}
          options={ADVANCE_DAYS.map((d) => ({
            value: String(d),
            label: d === 1 ? t(`${F}.advance.today`) : t(`${F}.advance.days`, { n: d }),
          }))}
          {...field('maxAdvance')}
        />
      </div>
    </Card>
  );
}

/** A group of the form's fields under its heading. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-4 rounded-3xl bg-surface p-4 shadow-sm ring-1 ring-slate-100 sm:p-6"
    >
      <h2 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * An amount in BD, typed with up to 3 decimals (the number keyboard on a phone), written out with its
 * 3 decimals once the field is left (12.5 → 12.500); what cannot be read as an amount stays as typed.
 */
function MoneyField(props: FieldProps & { label: string; hint?: string; optional?: boolean }) {
  const { value, onChange } = props;
  return (
    <TextField
      inputMode="decimal"
      dir="ltr"
      maxLength={12}
      autoComplete="off"
      placeholder="0.000"
      {...props}
      onBlur={() => {
        const fils = dinarsToFils(value);
        if (fils !== null && filsToDinars(fils) !== value)
          onChange({ target: { value: filsToDinars(fils) } });
      }}
    />
  );
}
