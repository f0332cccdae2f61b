import type { ShopProfile } from '@haflah/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FormValue, useForm } from '../../../components/forms/useForm';
import { toast } from '../../../components/ui/toast';
import { useUpdateShop } from '../api/retailer';
import {
  checkProfile,
  type DayRow,
  PROFILE_MESSAGES,
  type ProfileFormField,
  type ProfileValues,
  serverIssues,
  valuesFromShop,
} from '../utils/profile-form';

/**
 * The profile form's state: what is typed (kept on every error), each field's message (the
 * contract's checks here, then the server's answer beside the field it names), and the save.
 * Only what changed is sent; after a save the form holds the shop as the server stored it.
 */
export function useShopProfileForm(shop: ShopProfile) {
  const { t } = useTranslation();
  const update = useUpdateShop();
  const [saved, setSaved] = useState(() => valuesFromShop(shop));
  const [values, setValues] = useState(saved);
  const latest = useRef(values);
  latest.current = values;

  const form = useForm<ProfileFormField, FormValue>(
    { ...values.text, businessTypes: values.businessTypes },
    (field, value) => {
      // The hours' rows change through setDay; their names only carry the rows' messages.
      if (field.startsWith('hours')) return;
      setValues((v) =>
        field === 'businessTypes'
          ? { ...v, businessTypes: value as string[] }
          : { ...v, text: { ...v.text, [field]: value as string } },
      );
    },
    {
      isRequired: () => false,
      server: {
        // The session ended while the form was open (spec §8 Retailer: 'No user logged in'); what was
        // typed stays, to be saved once signed in again.
        messages: {
          codes: { INVALID_PHONE: PROFILE_MESSAGES.phone, UNAUTHENTICATED: 'shop.profile.noUser' },
        },
        fields: { INVALID_PHONE: 'phone' },
        issues: serverIssues,
      },
    },
  );

  /** Clears a row's message, as typing in a field clears its own. */
  const clearMessage = (name: ProfileFormField) => form.field(name).onChange({ target: { value: '' } });

  const setDay = (day: number, patch: Partial<DayRow>) => {
    setValues((v) => ({ ...v, days: v.days.map((d, i) => (i === day ? { ...d, ...patch } : d)) }));
    clearMessage(`hours${day}` as ProfileFormField);
  };
  const setHoursOn = (hoursOn: boolean) => {
    setValues((v) => ({ ...v, hoursOn }));
    clearMessage('hours');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (update.isPending) return;
    const checked = checkProfile(values, saved);
    if (!checked.ok) return form.showErrors({ fields: checked.fields, form: checked.form });
    form.clearErrors();
    if (!checked.changed) {
      toast({ kind: 'info', title: t('shop.profile.nothingToSave') });
      return;
    }
    const sent: ProfileValues = values;
    update.mutate(checked.body, {
      onSuccess: (stored) => {
        const next = valuesFromShop(stored);
        setSaved(next);
        // What the server stored (its spelling of the phone, the IBAN), unless typing went on meanwhile.
        if (latest.current === sent) setValues(next);
        toast({ kind: 'success', title: t('shop.profile.saved') });
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return { form, values, setDay, setHoursOn, submit, pending: update.isPending };
}

export type ShopProfileFormState = ReturnType<typeof useShopProfileForm>;
