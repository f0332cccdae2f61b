import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../http/errors.js';

/**
 * Bahrain numbers may be typed without the country code (`3600 1234`); anything else needs one.
 * Returns the E.164 form (`+97336001234`) or raises INVALID_PHONE.
 */
export function normalizePhone(input: string): string {
  const phone = parsePhoneNumberFromString(input, 'BH');
  if (!phone?.isValid()) throw new AppError('INVALID_PHONE', 'Please enter a valid phone number');
  return phone.number;
}
