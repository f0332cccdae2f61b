import {
  CONTROL_CHARACTERS_ISSUE,
  type DayHours,
  FILS_PER_DINAR,
  latinDigits,
  parseDinars,
  type ShopProfile,
  type ShopProfileUpdate,
  shopProfileUpdateSchema,
} from '@haflah/contracts';
import { z } from 'zod/mini';
import type { ApiErrorIssue } from '../../../lib/api';
import { formatPhone } from '../../../lib/format';

/** The profile form's text fields and choices, as typed. */
export const PROFILE_FIELDS = [
  'nameEn',
  'nameAr',
  'businessTypes',
  'descriptionEn',
  'descriptionAr',
  'phone',
  'address',
  'area',
  'crNumber',
  'iban',
  'deliveryMinutes',
  'deliveryFee',
  'freeDeliveryOver',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** A weekday's row of the opening hours, Sunday = 0 (JavaScript's getDay, as the contract stores them). */
export interface DayRow {
  open: boolean;
  opens: string;
  closes: string;
}
/** Errors of the hours are per day: `hours0` (Sunday) … `hours6` (Saturday). */
export type HoursField = `hours${0 | 1 | 2 | 3 | 4 | 5 | 6}`;
export type ProfileFormField = ProfileField | HoursField | 'hours';

export interface ProfileValues {
  text: Record<Exclude<ProfileField, 'businessTypes'>, string>;
  businessTypes: string[];
  /** Whether the shop states opening hours at all (null in the contract when not). */
  hoursOn: boolean;
  days: DayRow[];
}

/** Bahrain's week starts on Saturday: the rows in the order the form shows them (getDay numbers). */
export const WEEK_FROM_SATURDAY = [6, 0, 1, 2, 3, 4, 5] as const;
const DEFAULT_DAY: DayRow = { open: true, opens: '09:00', closes: '22:00' };

/** An amount in fils as typed back into a BD box: 1500 → '1.500'. */
export function filsToText(fils: number | null): string {
  if (fils == null) return '';
  return `${Math.floor(fils / FILS_PER_DINAR)}.${String(fils % FILS_PER_DINAR).padStart(3, '0')}`;
}

/** BD as typed ('1.5', '١٫٥') → fils, or null when it is not an amount. */
export function textToFils(text: string): number | null {
  return parseDinars(
    latinDigits(text)
      .replace(/\u066b/g, '.')
      .trim(),
  );
}

/** The form's starting values: the shop as saved. */
export function valuesFromShop(shop: ShopProfile): ProfileValues {
  return {
    text: {
      nameEn: shop.name.en,
      nameAr: shop.name.ar,
      descriptionEn: shop.description.en,
      descriptionAr: shop.description.ar,
      phone: shop.phone ? formatPhone(shop.phone) : '',
      address: shop.address ?? '',
      area: shop.area ?? '',
      crNumber: shop.crNumber ?? '',
      iban: shop.iban ?? '',
      deliveryMinutes: String(shop.deliveryMinutes),
      deliveryFee: filsToText(shop.deliveryFeeFils),
      freeDeliveryOver: filsToText(shop.freeDeliveryOverFils),
    },
    businessTypes: [...shop.businessTypes],
    hoursOn: shop.openingHours !== null,
    days: Array.from({ length: 7 }, (_, day) => {
      const hours = shop.openingHours?.[day];
      if (shop.openingHours && hours === null) return { ...DEFAULT_DAY, open: false };
      return hours ? { open: true, opens: hours.opens, closes: hours.closes } : { ...DEFAULT_DAY };
    }),
  };
}

/** Each field's message when the contract refuses it (an i18n key in the 'shop' group). */
export const PROFILE_MESSAGES: Record<ProfileField, string> = {
  nameEn: 'shop.profile.validation.nameEn',
  nameAr: 'shop.profile.validation.nameAr',
  businessTypes: 'shop.profile.validation.businessTypes',
  descriptionEn: 'shop.profile.validation.description',
  descriptionAr: 'shop.profile.validation.description',
  phone: 'shop.profile.validation.phone',
  address: 'shop.profile.validation.address',
  area: 'shop.profile.validation.area',
  crNumber: 'shop.profile.validation.crNumber',
  iban: 'shop.profile.validation.iban',
  deliveryMinutes: 'shop.profile.validation.deliveryMinutes',
  deliveryFee: 'shop.profile.validation.deliveryFee',
  freeDeliveryOver: 'shop.profile.validation.freeDeliveryOver',
};
export const HOURS_MESSAGE = 'shop.profile.validation.hours';
export const CONTROL_CHARACTERS_MESSAGE = 'shop.profile.validation.controlCharacters';

/** The form field a contract path names (`name.en`, `deliveryFeeFils`, `openingHours.3.closes`). */
export function fieldOfPath(path: readonly (string | number)[]): ProfileFormField | undefined {
  const [head, next] = path;
  switch (head) {
    case 'name':
      return next === 'ar' ? 'nameAr' : 'nameEn';
    case 'description':
      return next === 'ar' ? 'descriptionAr' : 'descriptionEn';
    case 'deliveryFeeFils':
      return 'deliveryFee';
    case 'freeDeliveryOverFils':
      return 'freeDeliveryOver';
    case 'openingHours':
      return typeof next === 'number' || /^\d$/.test(String(next)) ? (`hours${next}` as HoursField) : 'hours';
    default:
      return (PROFILE_FIELDS as readonly unknown[]).includes(head) ? (head as ProfileField) : undefined;
  }
}

const messageOf = (field: ProfileFormField, issueMessage: string) => {
  if (issueMessage === CONTROL_CHARACTERS_ISSUE) return CONTROL_CHARACTERS_MESSAGE;
  return field.startsWith('hours') ? HOURS_MESSAGE : PROFILE_MESSAGES[field as ProfileField];
};

/** The server's VALIDATION_FAILED issues (`body.name.en`) as messages beside their fields. */
export function serverIssues(issues: readonly ApiErrorIssue[]): Partial<Record<ProfileFormField, string>> {
  const fields: Partial<Record<ProfileFormField, string>> = {};
  for (const issue of issues) {
    const path = issue.path.replace(/^body\.?/, '').split('.');
    const field = fieldOfPath(path);
    if (field && !fields[field]) fields[field] = messageOf(field, issue.message);
  }
  return fields;
}

export type ProfileChecked =
  | { ok: true; body: ShopProfileUpdate; changed: boolean }
  | { ok: false; fields: Partial<Record<ProfileFormField, string>>; form?: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What to send: the fields that differ from the shop as saved (PATCH takes any subset), money in
 * fils, hours Sunday first, checked with the contract the server uses. Every refused field gets its
 * message; nothing is sent while one is.
 */
export function checkProfile(values: ProfileValues, saved: ProfileValues): ProfileChecked {
  const fields: Partial<Record<ProfileFormField, string>> = {};
  const text = values.text;
  const body: Record<string, unknown> = {};
  const changed = (...names: (keyof ProfileValues['text'])[]) =>
    names.some((n) => text[n].trim() !== saved.text[n].trim());

  if (changed('nameEn', 'nameAr')) body.name = { en: text.nameEn.trim(), ar: text.nameAr.trim() };
  if (changed('descriptionEn', 'descriptionAr')) {
    body.description = { en: text.descriptionEn.trim(), ar: text.descriptionAr.trim() };
  }
  if (!same([...values.businessTypes].sort(), [...saved.businessTypes].sort())) {
    body.businessTypes = values.businessTypes;
  }
  for (const name of ['phone', 'address', 'area', 'crNumber', 'iban'] as const) {
    if (changed(name)) body[name] = text[name].trim();
  }
  if (changed('deliveryMinutes')) {
    const minutes = latinDigits(text.deliveryMinutes).trim();
    if (/^\d{1,6}$/.test(minutes)) body.deliveryMinutes = Number(minutes);
    else fields.deliveryMinutes = PROFILE_MESSAGES.deliveryMinutes;
  }
  if (changed('deliveryFee')) {
    const fils = textToFils(text.deliveryFee);
    if (fils === null) fields.deliveryFee = PROFILE_MESSAGES.deliveryFee;
    else body.deliveryFeeFils = fils;
  }
  if (changed('freeDeliveryOver')) {
    if (!text.freeDeliveryOver.trim()) body.freeDeliveryOverFils = null;
    else {
      const fils = textToFils(text.freeDeliveryOver);
      if (fils === null) fields.freeDeliveryOver = PROFILE_MESSAGES.freeDeliveryOver;
      else body.freeDeliveryOverFils = fils;
    }
  }
  const hours = (v: ProfileValues) =>
    v.hoursOn ? v.days.map((d): DayHours => (d.open ? { opens: d.opens, closes: d.closes } : null)) : null;
  if (!same(hours(values), hours(saved))) body.openingHours = hours(values);

  const parsed = z.safeParse(shopProfileUpdateSchema, body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path as (string | number)[]);
      if (field && !fields[field]) fields[field] = messageOf(field, issue.message);
    }
  }
  if (Object.keys(fields).length) return { ok: false, fields };
  if (!parsed.success) return { ok: false, fields, form: 'shop.profile.checkFields' };
  return { ok: true, body: parsed.data, changed: Object.keys(body).length > 0 };
}
