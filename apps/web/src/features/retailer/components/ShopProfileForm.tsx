import { AREA_KEYS, BAHRAIN_AREAS, BUSINESS_TYPES, type ShopProfile } from '@haflah/contracts';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChoiceChips,
  FormAlert,
  PhoneField,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/forms/fields';
import { useLanguage } from '../../../lib/i18n';
import { useShopProfileForm } from '../hooks/useShopProfileForm';
import { OpeningHoursFields } from './OpeningHoursFields';

/** One part of the form, with its own heading. */
export function FormSection({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 grid-cols-1 items-start gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:grid-cols-2 sm:p-6"
    >
      <div className="grid gap-1 sm:col-span-2">
        <h2 id={id} className="font-bold text-lg text-slate-900">
          {title}
        </h2>
        {text && <p className="text-slate-600 text-sm">{text}</p>}
      </div>
      {children}
    </section>
  );
}

function Wide({ children }: { children: ReactNode }) {
  return <div className="grid min-w-0 sm:col-span-2">{children}</div>;
}

/**
 * The shop's profile (issue 23, point 3): names and descriptions in both languages, what it offers,
 * how to reach it, its payouts account, delivery and opening hours. Keyed by the shop so it starts
 * from the shop as loaded.
 */
export function ShopProfileForm({ shop }: { shop: ShopProfile }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const state = useShopProfileForm(shop);
  const { form, submit, pending } = state;
  const money = { inputMode: 'decimal' as const, dir: 'ltr' as const, maxLength: 12 };

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="grid grid-cols-1 gap-5">
      <FormSection title={t('shop.profile.sections.business')}>
        <TextField
          label={t('staffRegister.fields.businessNameEn')}
          maxLength={80}
          dir="ltr"
          {...form.field('nameEn')}
        />
        <TextField
          label={t('staffRegister.fields.businessNameAr')}
          maxLength={80}
          dir="rtl"
          {...form.field('nameAr')}
        />
        <Wide>
          <ChoiceChips
            legend={t('staffRegister.fields.businessTypes')}
            hint={t('staffRegister.fields.businessTypesHint')}
            options={BUSINESS_TYPES.map((type) => ({
              value: type,
              label: t(`staffRegister.businessTypes.${type}`),
            }))}
            {...form.choices('businessTypes')}
          />
        </Wide>
        <TextAreaField
          label={t('shop.profile.descriptionEn')}
          optional
          maxLength={1000}
          dir="ltr"
          {...form.field('descriptionEn')}
        />
        <TextAreaField
          label={t('shop.profile.descriptionAr')}
          optional
          maxLength={1000}
          dir="rtl"
          {...form.field('descriptionAr')}
        />
      </FormSection>

      <FormSection title={t('shop.profile.sections.contact')}>
        <PhoneField hint={t('shop.profile.phoneHint')} {...form.field('phone')} />
        <TextField
          label={t('staffRegister.fields.crNumber')}
          hint={t('staffRegister.fields.crHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={20}
          {...form.field('crNumber')}
        />
        <TextField
          label={t('staffRegister.fields.address')}
          placeholder={t('staffRegister.fields.addressPlaceholder')}
          maxLength={200}
          autoComplete="street-address"
          {...form.field('address')}
        />
        <SelectField
          label={t('staffRegister.fields.area')}
          placeholder={t('staffRegister.fields.areaPlaceholder')}
          options={AREA_KEYS.map((key) => ({ value: key, label: BAHRAIN_AREAS[key][lang] }))}
          {...form.field('area')}
        />
      </FormSection>

      <FormSection title={t('shop.profile.sections.payout')}>
        <Wide>
          <TextField
            label={t('staffRegister.fields.iban')}
            hint={t('staffRegister.fields.ibanHint')}
            placeholder={t('staffRegister.fields.ibanPlaceholder')}
            dir="ltr"
            maxLength={40}
            autoCapitalize="characters"
            {...form.field('iban')}
          />
        </Wide>
      </FormSection>

      <FormSection title={t('shop.profile.sections.delivery')} text={t('shop.profile.deliveryText')}>
        <TextField
          label={t('shop.profile.deliveryMinutes')}
          hint={t('shop.profile.deliveryMinutesHint')}
          inputMode="numeric"
          dir="ltr"
          maxLength={6}
          {...form.field('deliveryMinutes')}
        />
        <TextField
          label={t('shop.profile.deliveryFee')}
          hint={t('shop.profile.moneyHint')}
          {...money}
          {...form.field('deliveryFee')}
        />
        <TextField
          label={t('shop.profile.freeDeliveryOver')}
          hint={t('shop.profile.freeDeliveryHint')}
          optional
          {...money}
          {...form.field('freeDeliveryOver')}
        />
      </FormSection>

      <FormSection title={t('shop.profile.sections.hours')}>
        <Wide>
          <OpeningHoursFields state={state} />
        </Wide>
      </FormSection>

      <FormAlert message={form.formError} />
      <div className="sm:max-w-xs">
        <SubmitButton pending={pending}>
          {pending ? t('shop.profile.saving') : t('shop.profile.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
