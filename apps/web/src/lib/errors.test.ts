import { ERROR_CODES } from '@haflah/contracts';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { errorKey, messageKeyOf } from './errors';

const error = (code: ConstructorParameters<typeof ApiError>[0]) => new ApiError(code, 400, code);

describe('the error registry', () => {
  it('says something real for every code, in both languages', () => {
    for (const code of ERROR_CODES) {
      const key = messageKeyOf(code);
      for (const lng of ['en', 'ar']) {
        expect(i18n.exists(key, { lng, fallbackLng: [] }), `${lng} ${key}`).toBe(true);
        expect(i18n.t(key, { lng }), `${lng} ${key}`).not.toBe(key);
      }
    }
  });

  it("tells an API answer by its code, a lost connection as such, anything else as 'try again'", () => {
    expect(i18n.t(errorKey(error('SLOT_UNAVAILABLE')))).toBe(
      'Not enough left for this time slot. Please choose another time.',
    );
    expect(i18n.t(errorKey(error('NETWORK')))).toBe('Could not reach the server. Check your connection');
    expect(i18n.t(errorKey(new Error('boom')))).toBe('An error occurred. Please try again');
  });

  it("words an action's codes its own way, and only the codes it tells", () => {
    const reserve = {
      codes: { NOT_FOUND: 'product.notFound' },
      only: ['NETWORK'],
      fallback: 'timeSlot.failed',
    } as const;
    expect(i18n.t(errorKey(error('NOT_FOUND'), reserve))).toBe('Product not found');
    expect(errorKey(error('NETWORK'), reserve)).toBe('errors.NETWORK');
    expect(errorKey(error('INTERNAL'), reserve)).toBe('timeSlot.failed');
    expect(errorKey(undefined, reserve)).toBe('timeSlot.failed');
  });
});
