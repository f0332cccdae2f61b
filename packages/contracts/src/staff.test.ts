import { describe, expect, it } from 'vitest';
import { crNumberSchema, latinDigits } from './bahrain.js';
import { driverRegisterSchema, licensePlateSchema, retailerRegisterSchema } from './staff.js';

const VALID_IBAN = 'BH67BMAG00001299123456';

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
