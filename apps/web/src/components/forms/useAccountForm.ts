import { RATE_LIMIT_TOASTS, type RateLimitedAction, SIGN_IN_ERRORS } from '../../lib/sign-in-errors';
import { type AuthField, type FieldValues, MESSAGES } from '../../lib/validation';
import { type FormOptions, useForm } from './useForm';

const ACCOUNT_FORM: FormOptions<AuthField> = {
  isRequired: (_field, message) => message === MESSAGES.required,
  // 'Please fill in all required fields' is said once, by the form; the fields are only marked.
  formOnly: MESSAGES.required,
  // The server checks the phone number properly (libphonenumber): say so beside the field.
  server: { messages: SIGN_IN_ERRORS, fields: { INVALID_PHONE: 'phone' } },
};

/**
 * A form of account fields (name, email, password, phone, location): the sign-in and registration
 * forms, the staff sign-ins and the profile editor. The caller keeps the values.
 */
export function useAccountForm(values: FieldValues, onChange: (field: AuthField, value: string) => void) {
  const form = useForm(values, onChange, ACCOUNT_FORM);
  return {
    ...form,
    /** Shows a failed call: its message, plus the spec's toast for this action when rate-limited. */
    showServerError: (error: unknown, action?: RateLimitedAction) =>
      form.showServerError(error, action && RATE_LIMIT_TOASTS[action]),
  };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
