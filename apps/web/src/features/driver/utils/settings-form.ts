import { type Driver, type DriverProfileUpdate, driverProfileUpdateSchema } from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';
import { formatPhone } from '../../../lib/format';

export const SETTINGS_FIELDS = ['name', 'phone', 'vehicleType', 'licensePlate'] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];
export type SettingsValues = Record<SettingsField, string>;

/** What each refused field says (the sign-up form's words: the same rules). */
export const SETTINGS_MESSAGES: Record<SettingsField, string> = {
  name: 'auth.validation.nameRegister',
  phone: 'auth.validation.phone',
  vehicleType: 'staffRegister.validation.vehicleType',
  licensePlate: 'staffRegister.validation.licensePlate',
};

export const valuesFromDriver = (driver: Driver): SettingsValues => ({
  name: driver.name,
  phone: formatPhone(driver.phone),
  vehicleType: driver.vehicleType,
  licensePlate: driver.licensePlate,
});

export type SettingsChecked =
  | { ok: true; body: DriverProfileUpdate; changed: boolean }
  | { ok: false; fields: Partial<Record<SettingsField, string>> };

/**
 * The form checked with the contract's own schema (the server checks with the same one); only the
 * fields that changed are sent. An emptied field is refused, as every one of them is required.
 */
export function checkSettings(values: SettingsValues, saved: SettingsValues): SettingsChecked {
  const body: Record<string, string> = {};
  const fields: Partial<Record<SettingsField, string>> = {};
  for (const field of SETTINGS_FIELDS) {
    const value = values[field].trim();
    if (!value) fields[field] = SETTINGS_MESSAGES[field];
    else if (value !== saved[field].trim()) body[field] = value;
  }
  const parsed = driverProfileUpdateSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as SettingsField;
      fields[field] ??= SETTINGS_MESSAGES[field];
    }
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  return { ok: true, body: body as DriverProfileUpdate, changed: Object.keys(body).length > 0 };
}

/** The fields the server's VALIDATION_FAILED names (`body.licensePlate`), with their messages. */
export function settingsIssues(issues: readonly ApiErrorIssue[]): Partial<Record<SettingsField, string>> {
  const fields: Partial<Record<SettingsField, string>> = {};
  for (const issue of issues) {
    const field = issue.path.replace(/^body\.?/, '').split('.')[0] as SettingsField;
    if (SETTINGS_FIELDS.includes(field)) fields[field] ??= SETTINGS_MESSAGES[field];
  }
  return fields;
}
