import {
  type AddBenefitPayRequest,
  type AddCardRequest,
  addBenefitPayRequestSchema,
  addCardRequestSchema,
  CARD_BRAND_ISSUE,
  type CardBrand,
  CONTROL_CHARACTERS_ISSUE,
  cardBrand,
  cardDigits,
  latinDigits,
} from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';

/**
 * The Add card and Add BenefitPay forms' checks, with the contracts' own schemas (the server validates
 * with the same ones), each refused field getting its own translated message beside it.
 */
export type CardField = 'number' | 'expiry' | 'cvc' | 'holderName';
export type CardValues = Record<CardField, string>;
export type WalletField = 'phone';
export type WalletValues = Record<WalletField, string>;

export const emptyCard = (): CardValues => ({ number: '', expiry: '', cvc: '', holderName: '' });

export const PAYMENT_MESSAGES = {
  numberRequired: 'payments.validation.numberRequired',
  cardNumber: 'payments.validation.cardNumber',
  cardBrand: 'payments.validation.cardBrand',
  expiryRequired: 'payments.validation.expiryRequired',
  expiry: 'payments.validation.expiry',
  cvcRequired: 'payments.validation.cvcRequired',
  cvc: 'payments.validation.cvc',
  cvcAmex: 'payments.validation.cvcAmex',
  holderNameRequired: 'payments.validation.holderNameRequired',
  holderName: 'payments.validation.holderName',
  phoneRequired: 'payments.validation.phoneRequired',
  phone: 'payments.validation.phone',
  walletNotAccepted: 'payments.validation.walletNotAccepted',
  controlCharacters: 'payments.validation.controlCharacters',
} as const;

/** The longest card number (ISO/IEC 7812); Amex numbers have 15 digits. */
const MAX_DIGITS = 19;
const AMEX_DIGITS = 15;

/** Only the digits of what was typed, Arabic-Indic ones read as Latin. */
const digitsOf = (input: string) => latinDigits(input).replace(/\D/g, '');

/**
 * The brand a number being typed belongs to, from its first digits (cardBrand needs the whole number):
 * shown beside the field as soon as it is known.
 */
export function brandFromPrefix(digits: string): CardBrand | null {
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/.test(digits)) return 'mastercard';
  return null;
}

/** How a number is written on its card: Amex as 4-6-5 (3782 822463 10005), every other in fours. */
export function groupCardNumber(digits: string): string {
  if (brandFromPrefix(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, AMEX_DIGITS)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The number field as typed: digits only (Latin), grouped, no longer than a card number can be. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input);
  const max = brandFromPrefix(digits) === 'amex' ? AMEX_DIGITS : MAX_DIGITS;
  return groupCardNumber(digits.slice(0, max));
}

/**
 * Where the caret goes in `formatted` so that it stays after the same digit it was after in `typed`
 * (a space inserted or removed in front of it does not throw it to the end).
 */
export function caretAfterFormat(typed: string, caret: number, formatted: string): number {
  const digitsBefore = digitsOf(typed.slice(0, caret)).length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] as string)) seen += 1;
    if (seen === digitsBefore) return i + 1;
  }
  return formatted.length;
}

/**
 * The expiry field as typed, MM/YY: the slash comes by itself after the month, a month typed as one
 * digit above 1 is read as 0N, and a four-digit year (autofill's 03/2027) is cut to its last two.
 */
export function formatExpiry(input: string, previous = ''): string {
  const latin = latinDigits(input).trim();
  const long = /^(\d{1,2})\s*[/.-]\s*(\d{4})$/.exec(latin);
  if (long) return `${(long[1] as string).padStart(2, '0')}/${(long[2] as string).slice(2)}`;
  if (/^\d\s*[/.-]$/.test(latin)) return `0${latin[0]}/`;
  let digits = digitsOf(latin).slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  // Only while typing forward: deleting the slash must not put it straight back.
  if (digits.length === 2 && latin.length > previous.length) return `${digits}/`;
  return digits;
}

/** MM/YY as the month and the full year, or null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const m = /^(\d{1,2})\s*\/\s*(\d{2})$/.exec(latinDigits(value).trim());
  if (!m) return null;
  const expMonth = Number(m[1]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(m[2]) };
}

/** A saved card's expiry as it is printed on it: 03/27. */
export const formatExpiryOf = (expMonth: number, expYear: number) =>
  `${String(expMonth).padStart(2, '0')}/${String(expYear % 100).padStart(2, '0')}`;

/** A card is good through the last day of its expiry month, as seen in Bahrain (UTC+3, as the server). */
export function hasExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  const bahrain = new Date(now.getTime() + 3 * 3_600_000);
  const year = bahrain.getUTCFullYear();
  const month = bahrain.getUTCMonth() + 1;
  return expYear < year || (expYear === year && expMonth < month);
}

/** Whether a saved method can pay now: an expired card cannot (it is shown, but not chosen). */
export const canPay = (method: { type: string; expMonth?: number | null; expYear?: number | null }) =>
  !(
    method.type === 'card' &&
    method.expMonth != null &&
    method.expYear != null &&
    hasExpired(method.expMonth, method.expYear)
  );

/** Digits typed on an Arabic keyboard (٤٢٤٢) are shown as Latin ones as they are typed. */
export const typedCard = (field: CardField, value: string, previous: string): string => {
  switch (field) {
    case 'number':
      return formatCardNumber(value);
    case 'expiry':
      return formatExpiry(value, previous);
    case 'cvc':
      return digitsOf(value).slice(0, 4);
    case 'holderName':
      return value;
  }
};
export const typedPhone = (value: string) => latinDigits(value);

export type Checked<T, F extends string> =
  | { ok: true; data: T }
  | { ok: false; errors: { fields: Partial<Record<F, string>> } };

/**
 * What the contract's refusal of `number` says: a mistyped number (it fails the Luhn check, or is too
 * long to be one), or a brand we do not take.
 */
function numberMessage(issue: { message: string }): string {
  if (issue.message === CARD_BRAND_ISSUE) return PAYMENT_MESSAGES.cardBrand;
  if (issue.message === CONTROL_CHARACTERS_ISSUE) return PAYMENT_MESSAGES.controlCharacters;
  return PAYMENT_MESSAGES.cardNumber;
}

const CARD_FIELD_OF: Record<string, CardField> = {
  number: 'number',
  expMonth: 'expiry',
  expYear: 'expiry',
  cvc: 'cvc',
  holderName: 'holderName',
};

function cardIssueMessage(field: CardField, issue: { message: string }): string {
  if (field === 'number') return numberMessage(issue);
  if (issue.message === CONTROL_CHARACTERS_ISSUE) return PAYMENT_MESSAGES.controlCharacters;
  if (field === 'expiry') return PAYMENT_MESSAGES.expiry;
  if (field === 'cvc') return PAYMENT_MESSAGES.cvc;
  return PAYMENT_MESSAGES.holderName;
}

/**
 * Checks the card form and builds the request. Whether the card has expired is the server's call (its
 * clock); a security code is 3 digits, 4 on an Amex, as the cards print it.
 */
export function validateCardForm(values: CardValues, isDefault: boolean): Checked<AddCardRequest, CardField> {
  const fields: Partial<Record<CardField, string>> = {};
  const holderName = values.holderName.trim();
  if (!cardDigits(values.number)) fields.number = PAYMENT_MESSAGES.numberRequired;
  if (!values.expiry.trim()) fields.expiry = PAYMENT_MESSAGES.expiryRequired;
  if (!values.cvc.trim()) fields.cvc = PAYMENT_MESSAGES.cvcRequired;
  if (!holderName) fields.holderName = PAYMENT_MESSAGES.holderNameRequired;

  const expiry = parseExpiry(values.expiry);
  if (!expiry) fields.expiry ??= PAYMENT_MESSAGES.expiry;
  const input = {
    number: values.number,
    expMonth: expiry?.expMonth ?? 0,
    expYear: expiry?.expYear ?? 0,
    cvc: values.cvc,
    holderName,
    ...(isDefault ? { isDefault: true } : {}),
  };
  const parsed = addCardRequestSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = CARD_FIELD_OF[String(issue.path[0] ?? '')];
      if (field) fields[field] ??= cardIssueMessage(field, issue);
    }
  } else {
    const brand = cardBrand(parsed.data.number);
    const cvcLength = brand === 'amex' ? 4 : 3;
    if (parsed.data.cvc.length !== cvcLength)
      fields.cvc ??= brand === 'amex' ? PAYMENT_MESSAGES.cvcAmex : PAYMENT_MESSAGES.cvc;
  }
  if (!parsed.success || Object.keys(fields).length) {
    if (!Object.keys(fields).length) fields.number = PAYMENT_MESSAGES.cardNumber;
    return { ok: false, errors: { fields } };
  }
  return { ok: true, data: parsed.data };
}

/** The server's VALIDATION_FAILED for a card, its fields (`body.number`) with their messages. */
export function cardFieldsFromIssues(issues: readonly ApiErrorIssue[]): Partial<Record<CardField, string>> {
  const fields: Partial<Record<CardField, string>> = {};
  for (const issue of issues) {
    const field = CARD_FIELD_OF[issue.path.replace(/^body\./, '').split('.')[0] ?? ''];
    if (field) fields[field] ??= cardIssueMessage(field, issue);
  }
  return fields;
}

/** Checks the BenefitPay form: a phone number (the server checks it is a Bahrain mobile). */
export function validateWalletForm(
  values: WalletValues,
  isDefault: boolean,
): Checked<AddBenefitPayRequest, WalletField> {
  if (!values.phone.trim())
    return { ok: false, errors: { fields: { phone: PAYMENT_MESSAGES.phoneRequired } } };
  const parsed = addBenefitPayRequestSchema.safeParse({
    phone: values.phone,
    ...(isDefault ? { isDefault: true } : {}),
  });
  if (!parsed.success) {
    const control = parsed.error.issues.some((i) => i.message === CONTROL_CHARACTERS_ISSUE);
    return {
      ok: false,
      errors: { fields: { phone: control ? PAYMENT_MESSAGES.controlCharacters : PAYMENT_MESSAGES.phone } },
    };
  }
  return { ok: true, data: parsed.data };
}

export function walletFieldsFromIssues(
  issues: readonly ApiErrorIssue[],
): Partial<Record<WalletField, string>> {
  return issues.some((i) => i.path === 'body.phone') ? { phone: PAYMENT_MESSAGES.phone } : {};
}
