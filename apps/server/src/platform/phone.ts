import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../http/errors.js';

const invalid = () => new AppError('INVALID_PHONE', 'Please enter a valid phone number');

/**
 * Bahrain numbers may be typed without the country code (`3600 1234`); anything else needs one.
 * Returns the E.164 form (`+97336001234`) or raises INVALID_PHONE.
 */
export function normalizePhone(input: string): string {
  const phone = parsePhoneNumberFromString(input, 'BH');
  if (!phone?.isValid()) throw invalid();
  return phone.number;
}

/** A Bahrain number (+973) only, as a delivery in Bahrain needs: E.164, or INVALID_PHONE. */
export function normalizeBahrainPhone(input: string): string {
  const phone = parsePhoneNumberFromString(input, 'BH');
  if (!phone?.isValid() || phone.country !== 'BH') throw invalid();
  return phone.number;
}
