import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { cartErrorText } from './errors';

describe('cartErrorText', () => {
  it("says a suspended or paused shop's refusal as it is, and the action's own words for the rest", () => {
    const t = i18n.t.bind(i18n);
    const closed = new ApiError('SHOP_UNAVAILABLE', 409, 'The shop is not taking orders now');
    expect(cartErrorText(t, closed, 'cart.errors.add')).toBe("This shop isn't taking orders right now.");
    const other = new ApiError('INTERNAL', 500, 'boom');
    expect(cartErrorText(t, other, 'errors.generic')).toBe(i18n.t('errors.generic'));
  });
});
