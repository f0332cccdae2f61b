import {
  CONTROL_CHARACTERS_ISSUE,
  codeRequestSchema,
  loginRequestSchema,
  PASSWORD_MIN_LENGTH,
  profileUpdateSchema,
  registerRequestSchema,
} from '@haflah/contracts';
import type { z } from 'zod/mini';

/**
 * Client-side checks of the account fields with the spec's messages (§5), using the contracts' own
 * schemas so the client and the server agree on what is valid. Messages are i18n keys; the form
 * translates them. The sign-in dialog, the staff sign-ins and the profile editor all check with these.
 */
export type AuthField = 'name' | 'email' | 'password' | 'phone' | 'location';
export type FormKind = 'login' | 'register' | 'codeLogin' | 'codeRegister' | 'profile';
export type FieldValues = Partial<Record<AuthField, string>>;

export interface FormErrors {
  /** A message about the form as a whole (missing required fields). */
  form?: string;
  fields: Partial<Record<AuthField, string>>;
}

export type Validated<T> = { ok: true; data: T } | { ok: false; errors: FormErrors };

const REQUIRED: Record<FormKind, AuthField[]> = {
  login: ['email', 'password'],
  register: ['name', 'email', 'password'],
  codeLogin: ['email'],
  codeRegister: ['name', 'email'],
  profile: ['name'],
};

const FIELDS: Record<FormKind, AuthField[]> = {
  login: ['email', 'password'],
  register: ['name', 'email', 'password', 'phone', 'location'],
  codeLogin: ['email'],
  codeRegister: ['name', 'email', 'phone', 'location'],
  profile: ['name', 'phone', 'location'],
};

export const MESSAGES = {
  required: 'auth.validation.required',
  email: 'auth.validation.email',
  nameRegister: 'auth.validation.nameRegister',
  nameCode: 'auth.validation.nameCode',
  phone: 'auth.validation.phone',
  password: 'auth.validation.passwordLength',
  location: 'auth.validation.location',
  controlCharacters: 'auth.validation.controlCharacters',
} as const;

/** What a field's refusal says: its own sentence, or the one about invisible control characters. */
export const issueMessage = (issue: { message: string }, fieldMessage: string) =>
  issue.message === CONTROL_CHARACTERS_ISSUE ? MESSAGES.controlCharacters : fieldMessage;

function fieldMessage(kind: FormKind, field: AuthField): string {
  switch (field) {
    case 'email':
      return MESSAGES.email;
    case 'name':
      // Spec §5: the two forms word the same rule differently.
      return kind === 'codeRegister' ? MESSAGES.nameCode : MESSAGES.nameRegister;
    case 'phone':
      return MESSAGES.phone;
    case 'password':
      return MESSAGES.password;
    case 'location':
      return MESSAGES.location;
  }
}

const SCHEMAS = {
  login: loginRequestSchema,
  register: registerRequestSchema,
  codeLogin: codeRequestSchema,
  codeRegister: codeRequestSchema,
  profile: profileUpdateSchema,
} satisfies Record<FormKind, z.ZodMiniType>;

type Output<K extends FormKind> = z.infer<(typeof SCHEMAS)[K]>;

/**
 * Checks a form's values. Empty optional fields are left out of the result (the API treats absent as
 * "not given"); the result is the contracts' parsed output (trimmed, e-mail lower-cased, markup
 * stripped), ready to send.
 */
export function validateAuthForm<K extends FormKind>(kind: K, values: FieldValues): Validated<Output<K>> {
  const input: Record<string, string> = {};
  for (const field of FIELDS[kind]) {
    // Passwords are sent exactly as typed; everything else is trimmed.
    const raw = values[field] ?? '';
    const value = field === 'password' ? raw : raw.trim();
    if (value) input[field] = value;
  }
  const errors: FormErrors = { fields: {} };
  const missing = REQUIRED[kind].filter((f) => !input[f]);
  if (missing.length) {
    errors.form = MESSAGES.required;
    for (const f of missing) errors.fields[f] = MESSAGES.required;
    return { ok: false, errors };
  }
  // Spec §5 defines a strong-password rule but the forms don't enforce it; the server does require
  // the minimum length, so say so here rather than answer with a generic error.
  if (kind === 'register' && (input.password?.length ?? 0) < PASSWORD_MIN_LENGTH) {
    errors.fields.password = MESSAGES.password;
  }
  const body =
    kind === 'codeLogin' || kind === 'codeRegister'
      ? { ...input, mode: kind === 'codeLogin' ? 'login' : 'register' }
      : input;
  const parsed = SCHEMAS[kind].safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as AuthField;
      if (FIELDS[kind].includes(field))
        errors.fields[field] ??= issueMessage(issue, fieldMessage(kind, field));
    }
  }
  if (!parsed.success && !Object.keys(errors.fields).length) errors.form = 'auth.errors.generic';
  if (!parsed.success || Object.keys(errors.fields).length) return { ok: false, errors };
  return { ok: true, data: parsed.data as Output<K> };
}
