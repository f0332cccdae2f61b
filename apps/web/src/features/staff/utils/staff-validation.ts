import {
  type DriverRegister,
  driverRegisterSchema,
  type RetailerRegister,
  retailerRegisterSchema,
} from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';
import { issueMessage, MESSAGES } from '../../../lib/validation';

/**
 * Client-side checks of the retailer and driver sign-up forms with the contracts' own schemas (the
 * server validates with the same ones), each refused field getting its own translated message.
 */
export const STAFF_FORM_FIELDS = {
  retailer: [
    'email',
    'password',
    'phone',
    'businessNameEn',
    'businessNameAr',
    'crNumber',
    'businessTypes',
    'area',
    'address',
    'description',
    'iban',
  ],
  driver: ['name', 'email', 'password', 'phone', 'vehicleType', 'licensePlate'],
} as const;

export type StaffKind = keyof typeof STAFF_FORM_FIELDS;
export type RetailerField = (typeof STAFF_FORM_FIELDS)['retailer'][number];
export type DriverField = (typeof STAFF_FORM_FIELDS)['driver'][number];
export type StaffField = RetailerField | DriverField;
export type StaffFieldOf<K extends StaffKind> = (typeof STAFF_FORM_FIELDS)[K][number];

/** What the form holds: text as typed, and the chosen business types. */
export type StaffValues = Partial<Record<StaffField, string | string[]>>;

export interface StaffFormErrors {
  /** A message about the whole form (missing fields, the server's answer). */
  form?: string;
  /** One translated-message key per refused field. */
  fields: Partial<Record<StaffField, string>>;
}

export type StaffValidated<K extends StaffKind> =
  | { ok: true; data: K extends 'retailer' ? RetailerRegister : DriverRegister }
  | { ok: false; errors: StaffFormErrors };

const OPTIONAL: ReadonlySet<StaffField> = new Set(['description']);

/** What to say about a field the contract refuses. */
export const STAFF_MESSAGES: Record<StaffField, string> = {
  email: MESSAGES.email,
  password: MESSAGES.password,
  phone: MESSAGES.phone,
  name: MESSAGES.nameRegister,
  businessNameEn: 'staffRegister.validation.businessNameEn',
  businessNameAr: 'staffRegister.validation.businessNameAr',
  crNumber: 'staffRegister.validation.crNumber',
  businessTypes: 'staffRegister.validation.businessTypes',
  area: 'staffRegister.validation.area',
  address: 'staffRegister.validation.address',
  description: 'staffRegister.validation.description',
  iban: 'staffRegister.validation.iban',
  vehicleType: 'staffRegister.validation.vehicleType',
  licensePlate: 'staffRegister.validation.licensePlate',
};

/** An empty text field says "required"; an empty choice says what to choose. */
const REQUIRED_MESSAGES: Partial<Record<StaffField, string>> = {
  businessTypes: STAFF_MESSAGES.businessTypes,
  area: STAFF_MESSAGES.area,
  vehicleType: STAFF_MESSAGES.vehicleType,
};
export const REQUIRED_FIELD = 'staffRegister.validation.required';
export const requiredMessage = (field: StaffField) => REQUIRED_MESSAGES[field] ?? REQUIRED_FIELD;

const SCHEMAS = { retailer: retailerRegisterSchema, driver: driverRegisterSchema } as const;

/** True when `message` is one of the "you left this empty" messages. */
export const isRequiredMessage = (field: StaffField, message: string | undefined) =>
  message !== undefined && message === requiredMessage(field);

/**
 * Checks a sign-up form. Text is trimmed (passwords are sent as typed), an empty description is left
 * out, and the result is the contract's parsed output (e-mail lower-cased, IBAN without spaces,
 * markup stripped), ready to send.
 */
export function validateStaffForm<K extends StaffKind>(kind: K, values: StaffValues): StaffValidated<K> {
  const fields = STAFF_FORM_FIELDS[kind] as readonly StaffField[];
  const input: Record<string, string | string[]> = {};
  for (const field of fields) {
    const raw = values[field];
    if (Array.isArray(raw)) {
      if (raw.length) input[field] = raw;
    } else {
      const value = field === 'password' ? (raw ?? '') : (raw ?? '').trim();
      if (value) input[field] = value;
    }
  }
  const errors: StaffFormErrors = { fields: {} };
  const missing = fields.filter((f) => !OPTIONAL.has(f) && !input[f]);
  if (missing.length) {
    errors.form = MESSAGES.required;
    for (const f of missing) errors.fields[f] = requiredMessage(f);
  }
  const parsed = SCHEMAS[kind].safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StaffField;
      if (fields.includes(field)) errors.fields[field] ??= issueMessage(issue, STAFF_MESSAGES[field]);
    }
    if (!Object.keys(errors.fields).length) errors.form = 'auth.errors.generic';
  }
  if (!parsed.success || Object.keys(errors.fields).length) return { ok: false, errors };
  return { ok: true, data: parsed.data } as StaffValidated<K>;
}

/** The fields a server's VALIDATION_FAILED names (`body.iban`, `body.businessTypes.0`), with messages. */
export function fieldsFromIssues(kind: StaffKind, issues: readonly ApiErrorIssue[]) {
  const fields: StaffFormErrors['fields'] = {};
  const known = STAFF_FORM_FIELDS[kind] as readonly StaffField[];
  for (const issue of issues) {
    const [where, name] = issue.path.split('.');
    const field = name as StaffField;
    if (where === 'body' && known.includes(field))
      fields[field] ??= issueMessage(issue, STAFF_MESSAGES[field]);
  }
  return fields;
}
