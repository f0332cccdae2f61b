import { type Driver, VEHICLE_TYPES } from '@haflah/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert, PhoneField, SubmitButton, TextField } from '../../../components/forms/fields';
import { RadioChips } from '../../../components/forms/RadioChips';
import { useSettingsForm } from '../hooks/useSettingsForm';

/** The driver's own record: name, phone (+973), vehicle and plate (PATCH /api/driver/me). */
export function SettingsForm({ driver }: { driver: Driver }) {
  const { t } = useTranslation();
  const { form, submit, pending } = useSettingsForm(driver);
  return (
    <form
      ref={form.formRef}
      noValidate
      onSubmit={submit}
      className="grid gap-4 rounded-3xl bg-surface p-5 shadow-sm ring-1 ring-slate-100 sm:p-7"
    >
      <TextField
        label={t('driver.settings.name')}
        autoComplete="name"
        maxLength={50}
        {...form.field('name')}
      />
      <PhoneField {...form.field('phone')} />
      <RadioChips
        legend={t('staffRegister.fields.vehicleType')}
        options={VEHICLE_TYPES.map((v) => ({ value: v, label: t(`staffRegister.vehicleTypes.${v}`) }))}
        {...form.field('vehicleType')}
      />
      <TextField
        label={t('staffRegister.fields.licensePlate')}
        hint={t('staffRegister.fields.plateHint')}
        dir="ltr"
        autoCapitalize="characters"
        maxLength={20}
        {...form.field('licensePlate')}
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>
        {pending ? t('driver.settings.saving') : t('driver.settings.save')}
      </SubmitButton>
    </form>
  );
}
