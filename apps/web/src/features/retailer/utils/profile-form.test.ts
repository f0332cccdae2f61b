import { describe, expect, it } from 'vitest';
import { shopProfile } from '../test/shop-fixtures';
import { bahrainDay, bahrainInputToIso, bahrainInputValue } from './bahrain-time';
import {
  checkProfile,
  fieldOfPath,
  filsToText,
  type ProfileValues,
  serverIssues,
  textToFils,
  valuesFromShop,
} from './profile-form';

const saved = valuesFromShop(shopProfile());
const edit = (change: (v: ProfileValues) => void): ProfileValues => {
  const v = structuredClone(saved);
  change(v);
  return v;
};

describe('money in the profile form: typed in BD, sent in fils', () => {
  it.each([
    ['1.5', 1500],
    ['1.500', 1500],
    ['0', 0],
    [' 12.345 ', 12_345],
    ['١٫٢٥٠', 1250],
    ['1.2345', null],
    ['abc', null],
    ['', null],
  ])('%j → %j fils', (typed, fils) => {
    expect(textToFils(typed)).toBe(fils);
  });
  it.each([
    [1500, '1.500'],
    [0, '0.000'],
    [12_345, '12.345'],
    [null, ''],
  ])('%j fils shows as %j', (fils, text) => {
    expect(filsToText(fils)).toBe(text);
  });
});

describe('checkProfile', () => {
  it('sends only what changed, money in fils and hours Sunday first', () => {
    const values = edit((v) => {
      v.text.deliveryFee = '2.75';
      v.text.freeDeliveryOver = '20';
      v.hoursOn = true;
      v.days[5] = { open: false, opens: '09:00', closes: '22:00' }; // Friday closed
      v.days[6] = { open: true, opens: '16:00', closes: '01:00' }; // Saturday past midnight
    });
    const checked = checkProfile(values, saved);
    expect(checked).toEqual({
      ok: true,
      changed: true,
      body: {
        deliveryFeeFils: 2750,
        freeDeliveryOverFils: 20_000,
        openingHours: [
          { opens: '09:00', closes: '22:00' },
          { opens: '09:00', closes: '22:00' },
          { opens: '09:00', closes: '22:00' },
          { opens: '09:00', closes: '22:00' },
          { opens: '09:00', closes: '22:00' },
          null,
          { opens: '16:00', closes: '01:00' },
        ],
      },
    });
  });

  it('sends nothing when nothing changed, and both names when one did', () => {
    expect(checkProfile(saved, saved)).toEqual({ ok: true, changed: false, body: {} });
    const renamed = checkProfile(
      edit((v) => {
        v.text.nameAr = 'لؤلؤة السكر';
      }),
      saved,
    );
    expect(renamed.ok && renamed.body).toEqual({ name: { en: 'Sugar Pearl', ar: 'لؤلؤة السكر' } });
  });

  it('an emptied free-delivery threshold is sent as null (never free)', () => {
    const withThreshold = valuesFromShop(shopProfile({ freeDeliveryOverFils: 30_000 }));
    const values = structuredClone(withThreshold);
    values.text.freeDeliveryOver = '';
    const checked = checkProfile(values, withThreshold);
    expect(checked.ok && checked.body).toEqual({ freeDeliveryOverFils: null });
  });

  it.each([
    ['nameEn', { nameEn: 'A' }],
    ['iban', { iban: 'BH00BMAG00001299123456' }],
    ['crNumber', { crNumber: '12-ab' }],
    ['phone', { phone: 'call me' }],
    ['deliveryFee', { deliveryFee: '1.2345' }],
    ['deliveryFee', { deliveryFee: '51' }],
    ['deliveryMinutes', { deliveryMinutes: '0' }],
    ['address', { address: 'x' }],
  ] as const)('refuses a bad %s (%j) with its own message', (field, patch) => {
    const checked = checkProfile(
      edit((v) => Object.assign(v.text, patch)),
      saved,
    );
    expect(checked).toEqual({ ok: false, fields: { [field]: `shop.profile.validation.${field}` } });
  });

  it('refuses a shop that offers nothing', () => {
    const checked = checkProfile(
      edit((v) => {
        v.businessTypes = [];
      }),
      saved,
    );
    expect(checked).toEqual({
      ok: false,
      fields: { businessTypes: 'shop.profile.validation.businessTypes' },
    });
  });

  it('refuses a day whose hours open and close at the same time, on that day', () => {
    const checked = checkProfile(
      edit((v) => {
        v.hoursOn = true;
        v.days[3] = { open: true, opens: '10:00', closes: '10:00' };
      }),
      saved,
    );
    expect(checked).toEqual({ ok: false, fields: { hours3: 'shop.profile.validation.hours' } });
  });
});

describe('where a refusal is shown', () => {
  it.each([
    [['name', 'en'], 'nameEn'],
    [['name', 'ar'], 'nameAr'],
    [['description', 'ar'], 'descriptionAr'],
    [['deliveryFeeFils'], 'deliveryFee'],
    [['freeDeliveryOverFils'], 'freeDeliveryOver'],
    [['openingHours', 4, 'closes'], 'hours4'],
    [['openingHours'], 'hours'],
    [['iban'], 'iban'],
    [['status'], undefined],
  ])('%j → %s', (path, field) => {
    expect(fieldOfPath(path)).toBe(field);
  });

  it("puts the server's VALIDATION_FAILED issues beside their fields", () => {
    expect(
      serverIssues([
        { path: 'body.iban', message: 'Invalid input' },
        { path: 'body.name.ar', message: 'Too small' },
        { path: 'body.openingHours.2.closes', message: 'same_as_opens' },
      ]),
    ).toEqual({
      iban: 'shop.profile.validation.iban',
      nameAr: 'shop.profile.validation.nameAr',
      hours2: 'shop.profile.validation.hours',
    });
  });
});

describe('a pause reopening at a Bahrain time', () => {
  it.each([
    ['2026-12-01T09:30', '2026-12-01T09:30:00+03:00'],
    ['2026-12-01', null],
    ['', null],
    ['2026-13-40T99:99', null],
  ])('%j → %j', (typed, iso) => {
    expect(bahrainInputToIso(typed)).toBe(iso);
  });
});

describe("the dashboard's day", () => {
  it.each([
    ['2026-11-26T20:59:00.000Z', '2026-11-26'],
    ['2026-11-26T21:00:00.000Z', '2026-11-27'],
    ['2026-12-31T22:30:00.000Z', '2027-01-01'],
  ])('%s is %s in Bahrain', (utc, day) => {
    expect(bahrainDay(new Date(utc))).toBe(day);
  });
});

describe('a datetime-local value in Bahrain', () => {
  it('is three hours on from UTC, to the minute, and reads back as the same moment', () => {
    const at = new Date('2026-11-26T22:15:40.000Z');
    expect(bahrainInputValue(at)).toBe('2026-11-27T01:15');
    expect(Date.parse(bahrainInputToIso(bahrainInputValue(at))!)).toBe(
      Date.parse('2026-11-26T22:15:00.000Z'),
    );
  });
});
