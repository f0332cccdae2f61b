import { describe, expect, it } from 'vitest';
import {
  crNumberSchema,
  driverRegisterSchema,
  ibanSchema,
  isValidBahrainIban,
  latinDigits,
  licensePlateSchema,
  normalizeIban,
  retailerRegisterSchema,
} from './staff.js';

const VALID_IBAN = 'BH67BMAG00001299123456';

describe('Bahrain IBAN', () => {
  it('accepts the example, also typed in groups and in lower case', () => {
    expect(isValidBahrainIban(VALID_IBAN)).toBe(true);
    expect(isValidBahrainIban('BH67 BMAG 0000 1299 1234 56')).toBe(true);
    expect(isValidBahrainIban('bh67 bmag 0000 1299 1234 56')).toBe(true);
    expect(isValidBahrainIban('  bh67bmag00001299123456 ')).toBe(true);
  });

  it('normalises to 22 characters, no spaces, upper case', () => {
    expect(normalizeIban('bh67 bmag 0000 1299 1234 56')).toBe(VALID_IBAN);
    expect(ibanSchema.parse('bh67 BMAG 0000 1299 1234 56')).toBe(VALID_IBAN);
  });

  it('refuses any changed digit or letter (mod-97 check)', () => {
    for (let i = 2; i < VALID_IBAN.length; i++) {
      const ch = VALID_IBAN[i]!;
      const swapped = /\d/.test(ch) ? String((Number(ch) + 1) % 10) : ch === 'Z' ? 'A' : 'Z';
      const changed = VALID_IBAN.slice(0, i) + swapped + VALID_IBAN.slice(i + 1);
      expect(isValidBahrainIban(changed), changed).toBe(false);
    }
  });

  it('refuses swapped neighbouring digits', () => {
    expect(isValidBahrainIban('BH67BMAG00001299123465')).toBe(false);
  });

  it('refuses another country, a wrong length or a bad bank code', () => {
    // A valid German IBAN is still not a Bahrain one.
    expect(isValidBahrainIban('DE89370400440532013000')).toBe(false);
    expect(isValidBahrainIban('BH67BMAG0000129912345')).toBe(false);
    expect(isValidBahrainIban('BH67BMAG000012991234567')).toBe(false);
    expect(isValidBahrainIban('BH671MAG00001299123456')).toBe(false);
    expect(isValidBahrainIban('')).toBe(false);
    expect(ibanSchema.safeParse('BH67-BMAG-0000-1299-1234-56').success).toBe(false);
  });
});

describe('CR numbers and plates', () => {
  it('takes CR numbers of 4 to 12 digits, trimmed', () => {
    expect(crNumberSchema.parse(' 123456 ')).toBe('123456');
    expect(crNumberSchema.parse('1234')).toBe('1234');
    expect(crNumberSchema.parse('123456789012')).toBe('123456789012');
  });

  it('refuses CR numbers with letters, punctuation or the wrong length', () => {
    for (const bad of ['12AB56', 'CR123456', '12345-1', '123', '1234567890123', '']) {
      expect(crNumberSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('reads Arabic-Indic digits as Latin ones', () => {
    expect(latinDigits('١٢٣٤٥٦ ۷۸۹۰')).toBe('123456 7890');
    expect(crNumberSchema.parse('١٢٣٤٥٦')).toBe('123456');
    expect(licensePlateSchema.parse('٤٥٦٧٨')).toBe('45678');
  });

  it('takes plates of letters and digits, upper-cased', () => {
    expect(licensePlateSchema.parse(' 123456 ')).toBe('123456');
    expect(licensePlateSchema.parse('ab 1234')).toBe('AB 1234');
    expect(licensePlateSchema.parse('12-345')).toBe('12-345');
  });

  it('refuses plates with other characters, too long, or empty', () => {
    for (const bad of ['', ' ', '-123', '12#45', '12345678901', 'بحرين']) {
      expect(licensePlateSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('registration bodies', () => {
  const retailer = {
    email: ' Shop@Example.COM ',
    password: 'long enough 1',
    phone: '3600 1234',
    businessNameEn: 'Sugar <b>Pearl</b>',
    businessNameAr: 'سكر اللؤلؤ',
    crNumber: '123456',
    businessTypes: ['bakery', 'decorations', 'bakery'],
    area: 'seef',
    address: 'Building 10, Road 2801, Block 428',
    iban: 'bh67 bmag 0000 1299 1234 56',
  };

  it('normalises a retailer sign-up (email, markup, IBAN, repeated types)', () => {
    expect(retailerRegisterSchema.parse(retailer)).toEqual({
      ...retailer,
      email: 'shop@example.com',
      businessNameEn: 'Sugar Pearl',
      businessTypes: ['bakery', 'decorations'],
      iban: VALID_IBAN,
    });
  });

  it('needs at least one known business type and a known area', () => {
    expect(retailerRegisterSchema.safeParse({ ...retailer, businessTypes: [] }).success).toBe(false);
    expect(retailerRegisterSchema.safeParse({ ...retailer, businessTypes: ['weapons'] }).success).toBe(false);
    expect(retailerRegisterSchema.safeParse({ ...retailer, area: 'dubai' }).success).toBe(false);
  });

  it('takes a driver sign-up', () => {
    const driver = {
      email: 'driver@example.com',
      password: 'long enough 1',
      phone: '+973 3900 0000',
      name: 'Yusuf Ahmed',
      vehicleType: 'motorcycle',
      licensePlate: '12345',
    };
    expect(driverRegisterSchema.parse(driver)).toEqual(driver);
    expect(driverRegisterSchema.safeParse({ ...driver, vehicleType: 'bicycle' }).success).toBe(false);
    expect(driverRegisterSchema.safeParse({ ...driver, phone: undefined }).success).toBe(false);
  });
});
