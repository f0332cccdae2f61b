import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { deliveryOf } from '../test/driver-fixtures';
import {
  addressLine,
  cashCheck,
  codeDigits,
  directionsUrl,
  isCode,
  telUrl,
  typedDinars,
} from './delivery-text';

describe('the customer’s code', () => {
  it.each([
    ['1234', '1234'],
    ['١٢٣٤', '1234'],
    ['۱۲۳۴', '1234'],
    ['12 34', '1234'],
    ['12-345', '1234'],
    ['ab12', '12'],
  ])('%s is typed as %s', (typed, digits) => expect(codeDigits(typed)).toBe(digits));

  it('is 4 digits, no fewer', () => {
    expect(isCode('1234')).toBe(true);
    expect(isCode('123')).toBe(false);
    expect(isCode('')).toBe(false);
  });
});

describe('the cash received', () => {
  it.each([
    ['12', 12_000],
    ['12.5', 12_500],
    ['12.500', 12_500],
    ['١٢٫٥', 12_500],
    ['12,25', 12_250],
    ['12.5555', null],
    ['twelve', null],
    ['', null],
  ])('%s is %s fils', (typed, fils) => expect(typedDinars(typed)).toBe(fils));

  it('is refused below what is due, and gives the change above it', () => {
    expect(cashCheck('', 12_500)).toMatchObject({ state: 'empty' });
    expect(cashCheck('1x', 12_500)).toMatchObject({ state: 'invalid' });
    expect(cashCheck('12.499', 12_500)).toMatchObject({ state: 'below', received: 12_499 });
    expect(cashCheck('12.5', 12_500)).toEqual({ state: 'ok', received: 12_500, change: 0 });
    expect(cashCheck('20', 12_500)).toEqual({ state: 'ok', received: 20_000, change: 7_500 });
  });
});

describe('Directions and Call', () => {
  it('go to the pin when the customer set one, else to the address’s text', () => {
    expect(directionsUrl(deliveryOf())).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=26.2125,50.6065',
    );
    const url = directionsUrl(deliveryOf({ destination: null })) ?? '';
    expect(url.startsWith('https://www.google.com/maps/dir/?api=1&destination=')).toBe(true);
    expect(decodeURIComponent(url)).toContain('Building 1290, Road 4112, Block 341, Juffair, Bahrain');
    expect(directionsUrl(deliveryOf({ destination: null, address: null }))).toBeNull();
  });

  it('dials the stored number', () => expect(telUrl('+973 3600-1234')).toBe('tel:+97336001234'));

  it('reads the address in the driver’s language', () => {
    const { address } = deliveryOf();
    expect(addressLine(address!, i18n.getFixedT('en'))).toBe(
      'Flat 12, Building 1290, Road 4112, Block 341, Juffair',
    );
    expect(addressLine(address!, i18n.getFixedT('ar'))).toBe(
      'شقة 12، مبنى 1290، طريق 4112، مجمع 341، Juffair',
    );
  });
});
