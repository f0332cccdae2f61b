import { latinDigits } from '@haflah/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { authErrorKey, isRateLimited, RATE_LIMIT_TOASTS } from '../utils/errors';
import {
  fieldsFromIssues,
  isRequiredMessage,
  STAFF_MESSAGES,
  type StaffField,
  type StaffFieldOf,
  type StaffFormErrors,
  type StaffKind,
  type StaffValues,
} from '../utils/staff-validation';

const NO_ERRORS: StaffFormErrors = { fields: {} };

/**
 * Numbers typed on an Arabic keyboard (٣٦٠٠) are shown with Latin digits as they are typed, as every
 * number in the app is; the contracts would read them either way.
 */
const LATIN_DIGIT_FIELDS: ReadonlySet<StaffField> = new Set(['phone', 'crNumber', 'iban', 'licensePlate']);

/** What a failed sign-up says when nothing more precise fits (spec §8 Driver and Retailer messages). */
const FAILED: Record<StaffKind, string> = {
  retailer: 'staffRegister.errors.retailerFailed',
  driver: 'staffRegister.errors.driverFailed',
};

/**
 * Values and errors of a retailer or driver sign-up form. Editing a field clears its own message;
 * after a refused submit, focus moves to the first field that needs fixing.
 */
export function useStaffForm<K extends StaffKind>(kind: K) {
  type Field = StaffFieldOf<K>;
  const { t } = useTranslation();
  const [values, setValues] = useState<StaffValues>({});
  const [errors, setErrors] = useState<StaffFormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const setValue = (name: Field, input: string | string[]) => {
    const value =
      typeof input === 'string' && LATIN_DIGIT_FIELDS.has(name as StaffField) ? latinDigits(input) : input;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((current) => {
      if (!current.fields[name as StaffField] && !current.form) return current;
      const fields = { ...current.fields };
      delete fields[name as StaffField];
      // 'Please fill in all required fields' stays while a required field is still empty.
      const stillMissing = Object.entries(fields).some(([f, m]) => isRequiredMessage(f as StaffField, m));
      return { fields, form: stillMissing ? current.form : undefined };
    });
  };

  const errorOf = (name: Field) => {
    const key = errors.fields[name as StaffField];
    return key ? t(key) : undefined;
  };

  const showErrors = (next: StaffFormErrors) => {
    setErrors(next);
    setChecks((n) => n + 1);
  };

  return {
    formRef,
    values,
    /** Props for a text input, select or textarea. */
    text: (name: Field) => ({
      name: name as string,
      value: (values[name as StaffField] as string | undefined) ?? '',
      onChange: (e: { target: { value: string } }) => setValue(name, e.target.value),
      error: errorOf(name),
    }),
    /** Props for a group of choices (the business types). */
    choices: (name: Field) => ({
      name: name as string,
      value: (values[name as StaffField] as string[] | undefined) ?? [],
      onChange: (value: string[]) => setValue(name, value),
      error: errorOf(name),
    }),
    formError: errors.form ? t(errors.form) : undefined,
    showErrors,
    clearErrors: () => setErrors(NO_ERRORS),
    /**
     * A refused sign-up: a taken email or a bad phone number beside its field, the server's validation
     * issues beside theirs, everything else (already signed in, too many attempts, network) above the
     * button; too many attempts also gets the spec's registration toast.
     */
    showServerError: (error: unknown) => {
      if (isRateLimited(error)) {
        const { title, description } = RATE_LIMIT_TOASTS.register;
        toast({ kind: 'error', title: t(title), description: t(description) });
      }
      if (!(error instanceof ApiError)) return showErrors({ fields: {}, form: FAILED[kind] });
      switch (error.code) {
        case 'EMAIL_TAKEN':
          return showErrors({ fields: { email: authErrorKey(error) } });
        case 'INVALID_PHONE':
          return showErrors({ fields: { phone: STAFF_MESSAGES.phone } });
        case 'VALIDATION_FAILED': {
          const fields = fieldsFromIssues(kind, error.issues);
          return showErrors(
            Object.keys(fields).length ? { fields } : { fields: {}, form: 'errors.VALIDATION_FAILED' },
          );
        }
        case 'ALREADY_SIGNED_IN':
        case 'RATE_LIMITED':
        case 'NETWORK':
          return showErrors({ fields: {}, form: authErrorKey(error) });
        default:
          return showErrors({ fields: {}, form: FAILED[kind] });
      }
    },
  };
}
