import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { authErrorKey, isRateLimited, RATE_LIMIT_TOASTS, type RateLimitedAction } from '../utils/errors';
import { type AuthField, type FieldValues, type FormErrors, MESSAGES } from '../utils/validation';

const NO_ERRORS: FormErrors = { fields: {} };

/**
 * Error state for one auth form: client-side validation per field, plus the form-level message
 * (missing fields, or the server's answer). Editing a field clears its own message.
 */
export function useAuthForm(values: FieldValues, onChange: (field: AuthField, value: string) => void) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  // After a refused submit, take the user to the first field that needs fixing.
  useEffect(() => {
    if (checks) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const field = (name: AuthField) => {
    const key = errors.fields[name];
    return {
      name,
      value: values[name] ?? '',
      onChange: (e: ChangeEvent<HTMLInputElement>) => {
        onChange(name, e.target.value);
        if (errors.fields[name] || errors.form) {
          const fields = { ...errors.fields };
          delete fields[name];
          const stillMissing = Object.values(fields).includes(MESSAGES.required);
          setErrors({ fields, form: stillMissing ? errors.form : undefined });
        }
      },
      // 'Please fill in all required fields' is said once, by the form; the fields are only marked.
      error: key && key !== MESSAGES.required ? t(key) : undefined,
      invalid: Boolean(key),
    };
  };

  const setValidationErrors = (next: FormErrors) => {
    setErrors(next);
    setChecks((n) => n + 1);
  };

  return {
    /** Put on the <form>, so a refused submit can move focus to the first invalid field. */
    formRef,
    field,
    formError: errors.form ? t(errors.form) : undefined,
    setValidationErrors,
    clearErrors: () => setErrors(NO_ERRORS),
    /** Shows a failed call: its message in the form, plus the spec's toast when rate-limited. */
    showServerError: (error: unknown, action?: RateLimitedAction) => {
      if (action && isRateLimited(error)) {
        const { title, description } = RATE_LIMIT_TOASTS[action];
        toast({ kind: 'error', title: t(title), description: t(description) });
      }
      // The server checks the phone number properly (libphonenumber): show that beside the field.
      if (error instanceof ApiError && error.code === 'INVALID_PHONE') {
        setValidationErrors({ fields: { phone: MESSAGES.phone } });
      } else setErrors({ fields: {}, form: authErrorKey(error) });
    },
  };
}
