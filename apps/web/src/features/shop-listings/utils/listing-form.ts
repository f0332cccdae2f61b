import {
  type BookingRules,
  CONTROL_CHARACTERS_ISSUE,
  DEFAULT_BOOKING_RULES,
  type ListingKind,
  latinDigits,
  type PricingType,
  type ShopListing,
  type ShopListingInput,
  shopListingInputSchema,
} from '@haflah/contracts';
import type { ApiErrorIssue } from '../../../lib/api';
import { dinarsToFils, filsToDinars } from './money-input';

/**
 * The listing form's fields, kept as typed (text), so nothing is lost on a bad input: prices in BD
 * with up to 3 decimals, sent as fils. Checked with the contract's own schema (the server checks with
 * the same one), each refusal beside its field.
 */
export const LISTING_FIELDS = [
  'kind',
  'categoryId',
  'nameEn',
  'nameAr',
  'descriptionEn',
  'descriptionAr',
  'pricingType',
  'price',
  'salePrice',
  'hourlyRate',
  'capacity',
  'servesGuests',
  'bufferBefore',
  'bufferAfter',
  'minNotice',
  'maxAdvance',
] as const;
export type ListingField = (typeof LISTING_FIELDS)[number];
export type ListingValues = Record<ListingField, string>;

const V = 'shopListings.form.validation';
/** Each field's own sentence, for any refusal without a more precise one. */
export const LISTING_MESSAGES: Record<ListingField, string> = {
  kind: `${V}.kind`,
  categoryId: `${V}.category`,
  nameEn: `${V}.nameEn`,
  nameAr: `${V}.nameAr`,
  descriptionEn: `${V}.description`,
  descriptionAr: `${V}.description`,
  pricingType: `${V}.productFixed`,
  price: `${V}.price`,
  salePrice: `${V}.salePrice`,
  hourlyRate: `${V}.hourlyRate`,
  capacity: `${V}.capacity`,
  servesGuests: `${V}.servesGuests`,
  bufferBefore: `${V}.bookingRules`,
  bufferAfter: `${V}.bookingRules`,
  minNotice: `${V}.bookingRules`,
  maxAdvance: `${V}.bookingRules`,
};

/** A booking rule of the contract (bookingRules.*) → its form field. */
const RULE_FIELDS: Record<string, ListingField> = {
  bufferBeforeMinutes: 'bufferBefore',
  bufferAfterMinutes: 'bufferAfter',
  minNoticeMinutes: 'minNotice',
  maxAdvanceDays: 'maxAdvance',
};

/** The contract's cross-field rules (LISTING_FIELD_ISSUES), said in the form's words. */
const RULE_MESSAGES: Record<string, string> = {
  product_must_be_fixed: `${V}.productFixed`,
  price_required: `${V}.price`,
  rate_required: `${V}.hourlyRate`,
  sale_not_below_price: `${V}.saleNotBelow`,
  description_both_languages: `${V}.descriptionBoth`,
  [CONTROL_CHARACTERS_ISSUE]: `${V}.controlCharacters`,
};

const messageFor = (field: ListingField, issueMessage: string) =>
  RULE_MESSAGES[issueMessage] ?? LISTING_MESSAGES[field];

/** The form field a contract path (`name.ar`, `priceFils`) belongs to. */
function fieldOfPath(path: readonly (string | number | symbol)[]): ListingField | undefined {
  const [top, inner] = path.map(String);
  switch (top) {
    case 'name':
      return inner === 'ar' ? 'nameAr' : 'nameEn';
    case 'description':
      return inner === 'ar' ? 'descriptionAr' : 'descriptionEn';
    case 'priceFils':
      return 'price';
    case 'salePriceFils':
      return 'salePrice';
    case 'hourlyRateFils':
      return 'hourlyRate';
    case 'bookingRules':
      return RULE_FIELDS[inner ?? ''];
    case 'kind':
    case 'categoryId':
    case 'pricingType':
    case 'capacity':
    case 'servesGuests':
      return top;
    default:
      return undefined;
  }
}

export const emptyListingValues = (): ListingValues => ({
  kind: 'product',
  categoryId: '',
  nameEn: '',
  nameAr: '',
  descriptionEn: '',
  descriptionAr: '',
  pricingType: 'fixed',
  price: '',
  salePrice: '',
  hourlyRate: '',
  capacity: '1',
  servesGuests: '',
  ...rulesValues(DEFAULT_BOOKING_RULES),
});

function rulesValues(rules: BookingRules) {
  return {
    bufferBefore: String(rules.bufferBeforeMinutes),
    bufferAfter: String(rules.bufferAfterMinutes),
    minNotice: String(rules.minNoticeMinutes),
    maxAdvance: String(rules.maxAdvanceDays),
  };
}

export function listingValuesOf(listing: ShopListing): ListingValues {
  const fixed = listing.pricingType === 'fixed';
  return {
    kind: listing.kind,
    categoryId: listing.categoryId,
    nameEn: listing.name.en,
    nameAr: listing.name.ar,
    descriptionEn: listing.description.en,
    descriptionAr: listing.description.ar,
    pricingType: listing.pricingType,
    price: fixed ? filsToDinars(listing.priceFils) : '',
    salePrice: fixed ? filsToDinars(listing.salePriceFils) : '',
    hourlyRate: fixed ? '' : filsToDinars(listing.hourlyRateFils),
    capacity: String(listing.capacity),
    servesGuests: listing.servesGuests == null ? '' : String(listing.servesGuests),
    ...rulesValues(listing.bookingRules),
  };
}

/**
 * What one typed change does to the values: digits from an Arabic keyboard become Latin in the number
 * boxes, and a product is always sold at a fixed price (the other prices typed stay in the form, but
 * only the ones of the chosen pricing are sent).
 */
export function changeListingValue(values: ListingValues, field: ListingField, value: string): ListingValues {
  const typed = field === 'capacity' || field === 'servesGuests' ? latinDigits(value) : value;
  const next = { ...values, [field]: typed };
  if (field === 'kind' && typed === 'product') next.pricingType = 'fixed';
  return next;
}

const wholeNumber = (typed: string) => {
  const s = latinDigits(typed).trim();
  return /^\d+$/.test(s) ? Number(s) : Number.NaN;
};

export type ListingCheck =
  | { ok: true; data: ShopListingInput }
  | { ok: false; errors: { fields: Partial<Record<ListingField, string>> } };

/** Checks the form and builds the body to send (prices in fils), or says which fields to fix. */
export function validateListingForm(values: ListingValues): ListingCheck {
  const fields: Partial<Record<ListingField, string>> = {};
  const fixed = values.pricingType !== 'hourly';
  /** A typed amount: null when left empty; a refusal beside the field when it is not an amount. */
  const amount = (field: 'price' | 'salePrice' | 'hourlyRate'): number | null => {
    if (!values[field].trim()) return null;
    const fils = dinarsToFils(values[field]);
    if (fils === null) fields[field] = LISTING_MESSAGES[field];
    return fils;
  };
  const body = {
    kind: values.kind as ListingKind,
    pricingType: values.pricingType as PricingType,
    categoryId: values.categoryId,
    name: { en: values.nameEn.trim(), ar: values.nameAr.trim() },
    description: { en: values.descriptionEn.trim(), ar: values.descriptionAr.trim() },
    priceFils: fixed ? amount('price') : null,
    salePriceFils: fixed ? amount('salePrice') : null,
    hourlyRateFils: fixed ? null : amount('hourlyRate'),
    capacity: wholeNumber(values.capacity),
    servesGuests: values.servesGuests.trim() ? wholeNumber(values.servesGuests) : null,
    // Booked items only (a product is bought, and keeps what it has).
    bookingRules:
      values.kind === 'product'
        ? undefined
        : {
            bufferBeforeMinutes: wholeNumber(values.bufferBefore),
            bufferAfterMinutes: wholeNumber(values.bufferAfter),
            minNoticeMinutes: wholeNumber(values.minNotice),
            maxAdvanceDays: wholeNumber(values.maxAdvance),
          },
  };
  const parsed = shopListingInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      if (field) fields[field] ??= messageFor(field, issue.message);
    }
    if (!Object.keys(fields).length) fields.nameEn = LISTING_MESSAGES.nameEn;
  }
  if (!parsed.success || Object.keys(fields).length) return { ok: false, errors: { fields } };
  return { ok: true, data: parsed.data };
}

/** VALIDATION_FAILED from the server: the fields it names (`body.name.ar`), with their sentences. */
export function listingFieldsFromIssues(
  issues: readonly ApiErrorIssue[],
): Partial<Record<ListingField, string>> {
  const fields: Partial<Record<ListingField, string>> = {};
  for (const issue of issues) {
    const [scope, ...path] = issue.path.split('.');
    const field = fieldOfPath(scope === 'body' ? path : [scope ?? '', ...path]);
    if (field) fields[field] ??= messageFor(field, issue.message);
  }
  return fields;
}
