import {
  type Address,
  type AddressInput,
  addressInputSchema,
  LABEL_REQUIRED_ISSUE,
  latinDigits,
  OUTSIDE_BAHRAIN_ISSUE,
  type Pin,
} from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';
import { formatPhone } from '../../../lib/format';
import { issueMessage } from '../../../lib/validation';

/**
 * The address form's checks, with the contract's own schema (the server validates with the same one),
 * each refused field getting its own translated message beside it.
 */
export const TEXT_FIELDS = [
  'labelKind',
  'label',
  'governorate',
  'area',
  'block',
  'road',
  'building',
  'flat',
  'directions',
  'contactPhone',
] as const;
export type AddressTextField = (typeof TEXT_FIELDS)[number];
/** Every part of the form that can be refused: the text fields and the map pin. */
export type AddressField = AddressTextField | 'pin';
export type AddressValues = Record<AddressTextField, string>;

/**
 * Numbers typed on an Arabic keyboard (٤٢٨) are shown with Latin digits as they are typed, as every
 * number in the app is. The block, road and building schemas would read them either way; the phone's
 * would not.
 */
export const LATIN_DIGIT_FIELDS: ReadonlySet<AddressTextField> = new Set([
  'block',
  'road',
  'building',
  'flat',
  'contactPhone',
]);
export const typed = (field: AddressTextField, value: string) =>
  LATIN_DIGIT_FIELDS.has(field) ? latinDigits(value) : value;

/** What a refused field says. */
export const ADDRESS_MESSAGES: Record<AddressField, string> = {
  labelKind: 'addresses.validation.label',
  label: 'addresses.validation.label',
  governorate: 'addresses.validation.governorate',
  area: 'addresses.validation.area',
  block: 'addresses.validation.block',
  road: 'addresses.validation.road',
  building: 'addresses.validation.building',
  flat: 'addresses.validation.flat',
  directions: 'addresses.validation.directions',
  contactPhone: 'addresses.validation.contactPhone',
  pin: 'addresses.validation.pin',
};

/** What a field left empty says, where that differs from a wrong value. */
const REQUIRED_MESSAGES: Partial<Record<AddressField, string>> = {
  block: 'addresses.validation.blockRequired',
  contactPhone: 'addresses.validation.contactPhoneRequired',
};
const REQUIRED: readonly Exclude<AddressTextField, 'label'>[] = [
  'governorate',
  'area',
  'block',
  'road',
  'building',
  'contactPhone',
];

/** An empty form; the phone starts as the account's own number when it has one. */
export function emptyValues(phone?: string | null): AddressValues {
  return {
    labelKind: 'home',
    label: '',
    governorate: '',
    area: '',
    block: '',
    road: '',
    building: '',
    flat: '',
    directions: '',
    contactPhone: phone ? formatPhone(phone) : '',
  };
}

/** A saved address as the form shows it for editing. */
export function valuesOf(address: Address): AddressValues {
  return {
    labelKind: address.labelKind,
    label: address.label ?? '',
    governorate: address.governorate,
    area: address.area,
    block: address.block,
    road: address.road,
    building: address.building,
    flat: address.flat ?? '',
    directions: address.directions ?? '',
    contactPhone: formatPhone(address.contactPhone),
  };
}

export type AddressValidated =
  | { ok: true; data: AddressInput }
  | { ok: false; errors: { fields: Partial<Record<AddressField, string>> } };

/**
 * Checks the form and builds the request: the whole address (PUT replaces it), with an emptied flat or
 * directions sent as '' so an edit clears them, no pin as null, and the customer's own name only for
 * 'other'.
 */
export function validateAddressForm(
  values: AddressValues,
  pin: Pin | null,
  isDefault: boolean,
): AddressValidated {
  const { label, ...rest } = Object.fromEntries(
    TEXT_FIELDS.map((field) => [field, values[field].trim()]),
  ) as AddressValues;
  const input = {
    ...rest,
    // The customer's own name only goes with 'other' (the server ignores it otherwise).
    ...(rest.labelKind === 'other' ? { label } : {}),
    pin,
    ...(isDefault ? { isDefault: true } : {}),
  };
  const fields: Partial<Record<AddressField, string>> = {};
  for (const field of REQUIRED) {
    if (!rest[field]) fields[field] = REQUIRED_MESSAGES[field] ?? ADDRESS_MESSAGES[field];
  }
  // The contract checks this only once every field has passed; the form says it with the others.
  if (rest.labelKind === 'other' && !label) fields.label = ADDRESS_MESSAGES.label;
  const parsed = addressInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field) fields[field] ??= messageOf(field, issue);
    }
  }
  if (!parsed.success || Object.keys(fields).length) {
    // A refusal the form can't place (it shouldn't happen) still names a field rather than nothing.
    if (!Object.keys(fields).length) fields.area = ADDRESS_MESSAGES.area;
    return { ok: false, errors: { fields } };
  }
  // The contract's output: trimmed, markup stripped, Latin digits; the server checks the phone number.
  return { ok: true, data: parsed.data };
}

const FIELD_SET: ReadonlySet<string> = new Set<AddressField>([...TEXT_FIELDS, 'pin']);
const fieldOf = (name: string): AddressField | undefined =>
  FIELD_SET.has(name) ? (name as AddressField) : undefined;

function messageOf(field: AddressField, issue: { message: string }): string {
  if (issue.message === OUTSIDE_BAHRAIN_ISSUE) return ADDRESS_MESSAGES.pin;
  if (issue.message === LABEL_REQUIRED_ISSUE) return ADDRESS_MESSAGES.label;
  return issueMessage(issue, ADDRESS_MESSAGES[field]);
}

/**
 * The fields a server's VALIDATION_FAILED names ('block', 'body.contactPhone', 'pin.lat'), with their
 * messages; a name the form doesn't have is left to the form's own message.
 */
export function fieldsFromIssues(issues: readonly ApiErrorIssue[]) {
  const fields: Partial<Record<AddressField, string>> = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    const field = fieldOf((parts[0] === 'body' ? parts[1] : parts[0]) ?? '');
    if (field) fields[field] ??= messageOf(field, issue);
  }
  return fields;
}
