import { useTranslation } from 'react-i18next';
import { PhoneField, TextField } from './fields';
import type { FieldProps } from './useForm';

/** The optional phone and location asked at registration (both flows) and on the profile. */
export function ProfileExtras({ field }: { field: (name: 'phone' | 'location') => FieldProps }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <PhoneField optional {...field('phone')} />
      <TextField
        label={t('auth.fields.location')}
        optional
        autoComplete="address-level2"
        maxLength={100}
        placeholder={t('auth.fields.locationPlaceholder')}
        {...field('location')}
      />
    </div>
  );
}
