import { latinDigits } from '@haflah/contracts';
import { useState } from 'react';
import { type FormOptions, type FormValue, useForm } from '../../../components/forms/useForm';
import type { ClientErrorCode } from '../../../lib/errors';
import { RATE_LIMIT_TOASTS, SIGN_IN_ERRORS } from '../../../lib/sign-in-errors';
import {
  fieldsFromIssues,
  isRequiredMessage,
  type StaffField,
  type StaffFieldOf,
  type StaffKind,
  type StaffValues,
} from '../utils/staff-validation';

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

/** The sign-in mapping's sentences for what a sign-up can meet; anything else is the sign-up's own. */
const { EMAIL_TAKEN, INVALID_PHONE, ALREADY_SIGNED_IN, RATE_LIMITED } = SIGN_IN_ERRORS.codes;
const TOLD_AS_IS: readonly ClientErrorCode[] = ['VALIDATION_FAILED', 'NETWORK'];

function options(kind: StaffKind): FormOptions<StaffField> {
  return {
    isRequired: isRequiredMessage,
    server: {
      messages: {
        codes: { EMAIL_TAKEN, INVALID_PHONE, ALREADY_SIGNED_IN, RATE_LIMITED },
        only: TOLD_AS_IS,
        fallback: FAILED[kind],
      },
      // A taken email and a bad phone number beside their fields, everything else above the button.
      fields: { EMAIL_TAKEN: 'email', INVALID_PHONE: 'phone' },
      issues: (issues) => fieldsFromIssues(kind, issues),
    },
  };
}

/**
 * Values and errors of a retailer or driver sign-up form (the shared form hook, holding the values).
 * Too many attempts also gets the spec's registration toast.
 */
export function useStaffForm<K extends StaffKind>(kind: K) {
  type Field = StaffFieldOf<K>;
  const [values, setValues] = useState<StaffValues>({});
  const form = useForm<StaffField, FormValue>(
    values,
    (name, input) => {
      const value = typeof input === 'string' && LATIN_DIGIT_FIELDS.has(name) ? latinDigits(input) : input;
      setValues((v) => ({ ...v, [name]: value }));
    },
    options(kind),
  );
  return {
    ...form,
    /** Props for a text input, select or textarea. */
    text: (name: Field) => form.field(name),
    /** Props for a group of choices (the business types). */
    choices: (name: Field) => form.choices(name),
    showServerError: (error: unknown) => form.showServerError(error, RATE_LIMIT_TOASTS.register),
  };
}
