import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  addCardRequestSchema,
  CARD_BRAND_ISSUE,
  CARD_NUMBER_ISSUE,
  cardBrand,
  cardDigits,
  luhnValid,
  TEST_CARDS,
} from './payments.js';

describe('card numbers', () => {
  it.each(Object.keys(TEST_CARDS))('test card %s passes the Luhn check and has a brand', (number) => {
    expect(luhnValid(number)).toBe(true);
    expect(cardBrand(number)).not.toBeNull();
  });

  it.each([
    ['4242424242424241', false],
    ['4242424242424242', true],
    ['79927398713', false], // valid Luhn, but 11 digits is too short for a card
    ['1234567812345670', true],
    ['', false],
    ['4242-4242', false],
  ])('Luhn: %s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', null], // Discover
    ['3530111333300000', null], // JCB
  ])('brand of %s is %s', (digits, brand) => {
    expect(cardBrand(digits)).toBe(brand);
  });

  it('reads spaces, dashes and Arabic-Indic digits as typed', () => {
    expect(cardDigits('٤٢٤٢ ٤٢٤٢-4242 4242')).toBe('4242424242424242');
  });

  it('names why a number is refused', () => {
    const issues = (number: string) =>
      z
        .safeParse(addCardRequestSchema, {
          number,
          expMonth: 1,
          expYear: 2030,
          cvc: '123',
          holderName: 'Noor',
        })
        .error?.issues.map((i) => i.message);
    expect(issues('4242 4242 4242 4241')).toEqual([CARD_NUMBER_ISSUE]);
    expect(issues('6011 1111 1111 1117')).toEqual([CARD_BRAND_ISSUE]);
    expect(issues('4242 4242 4242 4242')).toBeUndefined();
  });
});
