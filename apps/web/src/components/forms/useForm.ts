import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, type ApiErrorIssue } from '../../lib/api';
import { type ClientErrorCode, type ErrorOverrides, errorKey, hasCode } from '../../lib/errors';
import type { ToastWords } from '../../lib/sign-in-errors';
import { toast } from '../ui/toast';

/** What a field holds: text as typed, or the options chosen in a group. */
export type FormValue = string | string[];

export interface FormErrors<F extends string> {
  /** A message about the form as a whole (missing fields, the server's answer), as an i18n key. */
  form?: string;
  /** One i18n key per refused field. */
  fields: Partial<Record<F, string>>;
}

/** Props for a text input, select or textarea (TextField, SelectField, …). */
export interface FieldProps {
  name: string;
  value: string;
  onChange: (e: { target: { value: string } }) => void;
  /** The translated message shown under the field. */
  error?: string;
  invalid: boolean;
}

/** Props for a group of choices (ChoiceChips). */
export interface ChoicesProps {
  name: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  invalid: boolean;
}

export interface FormOptions<F extends string> {
  /** True when `message` on `field` says it was left empty: the form's message stays while one is. */
  isRequired: (field: F, message: string) => boolean;
  /** A field message the form says once, above the button: the fields that have it are only marked. */
  formOnly?: string;
  /** How a refused call is told (the spec words each action its own way). */
  server: {
    messages: ErrorOverrides;
    /** Codes that are about one field, said beside it rather than above the button. */
    fields?: Partial<Record<ClientErrorCode, F>>;
    /** VALIDATION_FAILED: the fields the server names (`body.iban`), with their messages. */
    issues?: (issues: readonly ApiErrorIssue[]) => Partial<Record<F, string>>;
  };
}

/**
 * Error state of one form whose values the caller keeps: each field's message (client-side checks or
 * the server's answer) and the form's. Editing a field clears its own message; after a refused submit
 * focus moves to the first field that needs fixing.
 */
export function useForm<F extends string, V extends FormValue = string>(
  values: Partial<Record<F, V>>,
  onChange: (field: F, value: V) => void,
  { isRequired, formOnly, server }: FormOptions<F>,
) {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FormErrors<F>>({ fields: {} });
  const formRef = useRef<HTMLFormElement>(null);
  const [checks, setChecks] = useState(0);
  useEffect(() => {
    if (checks) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [checks]);

  const change = (name: F, value: V) => {
    onChange(name, value);
    setErrors((current) => {
      if (!current.fields[name] && !current.form) return current;
      const fields = { ...current.fields };
      delete fields[name];
      const stillMissing = (Object.entries(fields) as [F, string][]).some(([f, m]) => isRequired(f, m));
      return { fields, form: stillMissing ? current.form : undefined };
    });
  };

  const messageOf = (name: F) => {
    const key = errors.fields[name];
    return { error: key && key !== formOnly ? t(key) : undefined, invalid: Boolean(key) };
  };

  const showErrors = (next: FormErrors<F>) => {
    setErrors(next);
    setChecks((n) => n + 1);
  };

  return {
    /** Put on the <form>, so a refused submit can move focus to the first invalid field. */
    formRef,
    values,
    field: (name: F): FieldProps => ({
      name,
      value: (values[name] as string | undefined) ?? '',
      onChange: (e) => change(name, e.target.value as V),
      ...messageOf(name),
    }),
    choices: (name: F): ChoicesProps => ({
      name,
      value: (values[name] as string[] | undefined) ?? [],
      onChange: (value) => change(name, value as V),
      ...messageOf(name),
    }),
    formError: errors.form ? t(errors.form) : undefined,
    showErrors,
    clearErrors: () => setErrors({ fields: {} }),
    /**
     * A refused call: beside its field when the code is about one (or the server's validation names
     * fields), else above the button; `rateLimitToast` is the action's toast when rate-limited.
     */
    showServerError: (error: unknown, rateLimitToast?: ToastWords) => {
      if (rateLimitToast && hasCode(error, 'RATE_LIMITED')) {
        toast({ kind: 'error', title: t(rateLimitToast.title), description: t(rateLimitToast.description) });
      }
      const key = errorKey(error, server.messages);
      if (error instanceof ApiError) {
        const field = server.fields?.[error.code];
        if (field) return showErrors({ fields: { [field]: key } as FormErrors<F>['fields'] });
        const named = error.code === 'VALIDATION_FAILED' ? server.issues?.(error.issues) : undefined;
        if (named && Object.keys(named).length) return showErrors({ fields: named });
      }
      showErrors({ fields: {}, form: key });
    },
  };
}
