import { describe, expect, it } from 'vitest';
import { emptyValues, fieldsFromIssues, typed, validateAddressForm } from './address-form';

const filled = {
  ...emptyValues(),
  governorate: 'muharraq',
  area: 'Amwaj',
  block: '٢٥٨',
  road: 'طريق ٥٨١٢',
  building: '١٢',
  contactPhone: '3900 0000',
};

describe('validateAddressForm', () => {
  it('sends Latin digits whichever were typed, and leaves the name out unless it is Other', () => {
    const result = validateAddressForm({ ...filled, label: 'left over' }, null, false);
    expect(result).toEqual({
      ok: true,
      data: {
        labelKind: 'home',
        governorate: 'muharraq',
        area: 'Amwaj',
        block: '258',
        road: 'طريق 5812',
        building: '12',
        flat: '',
        directions: '',
        contactPhone: '3900 0000',
        pin: null,
      },
    });
  });

  it('refuses a pin outside Bahrain with its own message', () => {
    const result = validateAddressForm(filled, { lat: 25.2048, lng: 55.2708 }, true);
    expect(result).toEqual({ ok: false, errors: { fields: { pin: 'addresses.validation.pin' } } });
  });

  it('converts digits as they are typed only where a number is expected', () => {
    expect(typed('contactPhone', '٣٦٠٠ ١٢٣٤')).toBe('3600 1234');
    expect(typed('block', '۴۲۸')).toBe('428');
    expect(typed('directions', 'البوابة ٢')).toBe('البوابة ٢');
  });
});

describe('fieldsFromIssues', () => {
  it('places the server’s issues on their fields, with or without the body prefix', () => {
    expect(
      fieldsFromIssues([
        { path: 'body.block', message: 'Invalid string' },
        { path: 'contactPhone', message: 'Invalid string' },
        { path: 'body.pin.lat', message: 'outside_bahrain' },
        { path: 'label', message: 'label_required' },
        { path: 'body.somethingElse', message: 'x' },
      ]),
    ).toEqual({
      block: 'addresses.validation.block',
      contactPhone: 'addresses.validation.contactPhone',
      pin: 'addresses.validation.pin',
      label: 'addresses.validation.label',
    });
  });
});
