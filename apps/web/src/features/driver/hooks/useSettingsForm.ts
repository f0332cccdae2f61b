import type { Driver } from '@haflah/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { useUpdateDriverProfile } from '../api/driver';
import {
  checkSettings,
  SETTINGS_MESSAGES,
  type SettingsField,
  type SettingsValues,
  settingsIssues,
  valuesFromDriver,
} from '../utils/settings-form';

/**
 * The settings form's state: what is typed (kept on every error), each field's message beside it (the
 * contract's checks here, then the server's), and the save (only what changed). A failure the form
 * can't place says the spec's 'Failed to update profile'.
 */
export function useSettingsForm(driver: Driver) {
  const { t } = useTranslation();
  const update = useUpdateDriverProfile();
  const [saved, setSaved] = useState(() => valuesFromDriver(driver));
  const [values, setValues] = useState<SettingsValues>(saved);
  const latest = useRef(values);
  latest.current = values;
  const form = useForm<SettingsField>(
    values,
    (field, value) => setValues((v) => ({ ...v, [field]: value })),
    {
      isRequired: () => false,
      server: {
        messages: {
          codes: { INVALID_PHONE: SETTINGS_MESSAGES.phone, UNAUTHENTICATED: 'driver.spec.noUser' },
          only: ['INVALID_PHONE', 'UNAUTHENTICATED', 'VALIDATION_FAILED'],
          fallback: 'driver.spec.profileFailed',
        },
        fields: { INVALID_PHONE: 'phone' },
        issues: settingsIssues,
      },
    },
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const checked = checkSettings(values, saved);
    if (!checked.ok) return form.showErrors({ fields: checked.fields });
    form.clearErrors();
    if (!checked.changed) {
      toast({ kind: 'info', title: t('driver.settings.nothingToSave') });
      return;
    }
    const sent = values;
    update.mutate(checked.body, {
      onSuccess: (stored) => {
        const next = valuesFromDriver(stored);
        setSaved(next);
        // What the server stored (+973 …, the plate in capitals), unless typing went on meanwhile.
        if (latest.current === sent) setValues(next);
        toast({ kind: 'success', title: t('driver.settings.saved') });
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return { form, submit, pending: update.isPending };
}
