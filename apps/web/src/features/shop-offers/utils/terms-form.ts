import {
  bahrainToUtc,
  latinDigits,
  OFFER_MAX_FILS,
  OFFER_MAX_PERCENT,
  OFFER_MIN_PERCENT,
  type OfferCreate,
  PROMO_CODE_MAX_USES,
  type PromoCodeCreate,
  parseDinars,
  type ShopOffer,
  toBahrainParts,
} from '@haflah/contracts';

/** The fields of the offer form and the code form (the code form has them all). */
export type TermsField =
  | 'code'
  | 'percent'
  | 'cap'
  | 'minOrder'
  | 'startDate'
  | 'startTime'
  | 'endDate'
  | 'endTime'
  | 'usageLimit';

export interface TermsValues {
  code: string;
  percent: string;
  cap: string;
  minOrder: string;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  usageLimit: string;
  firstOrderOnly: boolean;
}

export type TermsErrors = Partial<Record<TermsField, string>>;

const E = 'shopOffers.form.errors';
const DAY_MS = 86_400_000;

/**
 * A new form: an offer starts at the next full hour in Bahrain and runs a week; a code starts when it
 * is made (its start left empty) and expires in a month.
 */
export function blankTerms(kind: 'offer' | 'code', now = new Date()): TermsValues {
  const nextHour = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  const start = toBahrainParts(nextHour);
  const end = toBahrainParts(new Date(nextHour.getTime() + (kind === 'offer' ? 7 : 30) * DAY_MS));
  return {
    code: '',
    percent: '',
    cap: '',
    minOrder: '',
    startDate: kind === 'offer' ? start.date : '',
    startTime: kind === 'offer' ? start.time : '',
    endDate: end.date,
    endTime: end.time,
    usageLimit: '',
    firstOrderOnly: false,
  };
}

/** Fils as a shop types dinars: 20000 → '20', 20500 → '20.5', 7250 → '7.25'. */
export const filsToDinars = (fils: number) => (fils / 1000).toFixed(3).replace(/\.?0+$/, '');

/** An offer's form filled with its terms as they are (an edit), its times in Bahrain time. */
export function offerTerms(offer: ShopOffer): TermsValues {
  const start = toBahrainParts(new Date(offer.startsAt));
  const end = toBahrainParts(new Date(offer.endsAt));
  return {
    code: '',
    percent: String(offer.percent),
    cap: filsToDinars(offer.capFils),
    minOrder: offer.minOrderFils == null ? '' : filsToDinars(offer.minOrderFils),
    startDate: start.date,
    startTime: start.time,
    endDate: end.date,
    endTime: end.time,
    usageLimit: '',
    firstOrderOnly: offer.firstOrderOnly,
  };
}

/**
 * An amount typed in dinars with up to 3 decimals (an Arabic keyboard's digits and decimal mark read
 * as Latin ones) as fils; null when empty, NaN when it is not an amount.
 */
export function dinarsToFils(text: string): number | null {
  const typed = latinDigits(text)
    .replace(/\u066b/g, '.')
    .trim();
  if (!typed) return null;
  return parseDinars(typed) ?? Number.NaN;
}

/** Whole numbers as typed, Arabic digits read as Latin; null when empty, NaN when not a whole number. */
function wholeNumber(text: string): number | null {
  const typed = latinDigits(text).trim();
  if (!typed) return null;
  return /^\d{1,9}$/.test(typed) ? Number(typed) : Number.NaN;
}

const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const isTime = (s: string) => /^\d{2}:\d{2}$/.test(s);

type Checked<B> = { ok: true; body: B } | { ok: false; errors: TermsErrors };

/** The terms both forms share, checked: each refused field with the i18n key of why. */
function checkTerms(values: TermsValues, errors: TermsErrors) {
  const percent = wholeNumber(values.percent);
  if (
    percent === null ||
    Number.isNaN(percent) ||
    percent < OFFER_MIN_PERCENT ||
    percent > OFFER_MAX_PERCENT
  ) {
    errors.percent = `${E}.percent`;
  }
  const cap = dinarsToFils(values.cap);
  if (cap === null || Number.isNaN(cap) || cap < 1 || cap > OFFER_MAX_FILS) errors.cap = `${E}.cap`;
  const minOrder = dinarsToFils(values.minOrder);
  if (minOrder !== null && (Number.isNaN(minOrder) || minOrder > OFFER_MAX_FILS)) {
    errors.minOrder = `${E}.minOrder`;
  }
  let end: Date | null = null;
  if (!isDate(values.endDate)) errors.endDate = `${E}.date`;
  if (!isTime(values.endTime)) errors.endTime = `${E}.time`;
  if (isDate(values.endDate) && isTime(values.endTime)) end = bahrainToUtc(values.endDate, values.endTime);
  return {
    percent: percent ?? 0,
    capFils: cap ?? 0,
    minOrderFils: minOrder,
    firstOrderOnly: values.firstOrderOnly,
    end,
  };
}

/** The start, when both its date and time are given; an error on each that is wrong. */
function checkStart(values: TermsValues, errors: TermsErrors, required: boolean): Date | null {
  if (!required && !values.startDate && !values.startTime) return null;
  if (!isDate(values.startDate)) errors.startDate = `${E}.date`;
  if (!isTime(values.startTime)) errors.startTime = `${E}.time`;
  return isDate(values.startDate) && isTime(values.startTime)
    ? bahrainToUtc(values.startDate, values.startTime)
    : null;
}

function checkSpan(start: Date | null, end: Date | null, now: Date, errors: TermsErrors) {
  if (!end) return;
  if (end.getTime() <= now.getTime()) errors.endDate = `${E}.in_past`;
  else if (start && end.getTime() <= start.getTime()) errors.endDate = `${E}.end_before_start`;
}

export function checkOffer(values: TermsValues, now = new Date()): Checked<OfferCreate> {
  const errors: TermsErrors = {};
  const { end, ...terms } = checkTerms(values, errors);
  const start = checkStart(values, errors, true);
  checkSpan(start, end, now, errors);
  if (Object.keys(errors).length || !start || !end) return { ok: false, errors };
  return { ok: true, body: { ...terms, startsAt: start.toISOString(), endsAt: end.toISOString() } };
}

export function checkCode(values: TermsValues, now = new Date()): Checked<PromoCodeCreate> {
  const errors: TermsErrors = {};
  const code = values.code.trim().toUpperCase();
  if (!/^[A-Z0-9]{3,20}$/.test(code)) errors.code = `${E}.code`;
  const { end, ...terms } = checkTerms(values, errors);
  const start = checkStart(values, errors, false);
  checkSpan(start, end, now, errors);
  const usageLimit = wholeNumber(values.usageLimit);
  if (
    usageLimit !== null &&
    (Number.isNaN(usageLimit) || usageLimit < 1 || usageLimit > PROMO_CODE_MAX_USES)
  ) {
    errors.usageLimit = `${E}.usageLimit`;
  }
  if (Object.keys(errors).length || !end) return { ok: false, errors };
  return {
    ok: true,
    body: {
      code,
      ...terms,
      ...(start ? { startsAt: start.toISOString() } : {}),
      expiresAt: end.toISOString(),
      usageLimit,
    },
  };
}

/** Which form field a body's field is typed in. */
const FIELD_OF_BODY: Record<string, TermsField> = {
  code: 'code',
  percent: 'percent',
  capFils: 'cap',
  minOrderFils: 'minOrder',
  startsAt: 'startDate',
  endsAt: 'endDate',
  expiresAt: 'endDate',
  usageLimit: 'usageLimit',
};

const KNOWN_ISSUES = new Set(['in_past', 'end_before_start', 'ended']);

/**
 * A VALIDATION_FAILED answer as field errors: the server's own judgement (`details {path, issue}`, e.g.
 * an end already past by its clock) or the contract's (`issues`, paths such as `body.capFils`).
 */
export function fieldErrorsOf(
  details: Record<string, unknown> | undefined,
  issues: readonly { path: string; message: string }[],
): TermsErrors {
  const errors: TermsErrors = {};
  if (details && typeof details.path === 'string') {
    const field = FIELD_OF_BODY[details.path];
    const issue = String(details.issue ?? '');
    if (field) errors[field] = KNOWN_ISSUES.has(issue) ? `${E}.${issue}` : `${E}.${genericKey(field)}`;
  }
  for (const { path, message } of issues) {
    const field = FIELD_OF_BODY[path.split('.').at(-1) ?? ''];
    if (field && !errors[field]) {
      errors[field] = KNOWN_ISSUES.has(message) ? `${E}.${message}` : `${E}.${genericKey(field)}`;
    }
  }
  return errors;
}

const genericKey = (field: TermsField) =>
  field === 'startDate' || field === 'endDate'
    ? 'date'
    : field === 'startTime' || field === 'endTime'
      ? 'time'
      : field;

/** Whole dinars without their fils, as the shop card writes a cap: 'BD 20.000' → 'BD 20'. */
export const shortMoney = (formatted: string) => formatted.replace(/\.000(?!\d)/, '');
