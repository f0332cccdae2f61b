import type { ShopListing } from '@haflah/contracts';
import { describe, expect, test } from 'vitest';
import {
  changeListingValue,
  emptyListingValues,
  type ListingValues,
  listingFieldsFromIssues,
  listingValuesOf,
  validateListingForm,
} from './listing-form';
import { dinarsToFils, filsToDinars } from './money-input';

const CATEGORY = '7b0b4f5e-3f6a-4a53-9d36-1a2b3c4d5e6f';
const filled = (over: Partial<ListingValues> = {}): ListingValues => ({
  ...emptyListingValues(),
  categoryId: CATEGORY,
  nameEn: 'Unicorn cake',
  nameAr: 'كيكة يونيكورن',
  price: '12.5',
  ...over,
});

describe('prices typed in BD are sent as fils', () => {
  test.each([
    ['12.5', 12_500],
    ['12.500', 12_500],
    ['0.250', 250],
    ['7', 7_000],
    [' 3.25 ', 3_250],
    ['١٢٫٥', 12_500],
    ['', null],
    ['12.5000', null],
    ['1,250', null],
    ['-1', null],
    ['abc', null],
  ])('%j → %j', (typed, fils) => expect(dinarsToFils(typed)).toBe(fils));

  test.each([
    [12_500, '12.500'],
    [250, '0.250'],
    [0, '0.000'],
    [null, ''],
  ])('%j fils is typed back as %j', (fils, text) => expect(filsToDinars(fils)).toBe(text));
});

describe('validateListingForm', () => {
  test('a fixed-price product: the body in fils, hourly rate and sale left out', () => {
    const result = validateListingForm(filled({ salePrice: '10', hourlyRate: '30' }));
    expect(result).toEqual({
      ok: true,
      data: expect.objectContaining({
        kind: 'product',
        pricingType: 'fixed',
        priceFils: 12_500,
        salePriceFils: 10_000,
        hourlyRateFils: null,
        capacity: 1,
        servesGuests: null,
        name: { en: 'Unicorn cake', ar: 'كيكة يونيكورن' },
      }),
    });
  });

  test('an hourly entertainer sends only its rate, whatever else was typed', () => {
    const result = validateListingForm(
      filled({ kind: 'entertainment', pricingType: 'hourly', hourlyRate: '25', servesGuests: '٤٠' }),
    );
    expect(result.ok && result.data).toMatchObject({
      priceFils: null,
      salePriceFils: null,
      hourlyRateFils: 25_000,
      servesGuests: 40,
    });
  });

  test.each<[string, Partial<ListingValues>, Record<string, string>]>([
    [
      'no names',
      { nameEn: '', nameAr: ' ' },
      {
        nameEn: 'shopListings.form.validation.nameEn',
        nameAr: 'shopListings.form.validation.nameAr',
      },
    ],
    ['no category', { categoryId: '' }, { categoryId: 'shopListings.form.validation.category' }],
    ['a price that is not an amount', { price: '12.5.0' }, { price: 'shopListings.form.validation.price' }],
    ['no price', { price: '' }, { price: 'shopListings.form.validation.price' }],
    [
      'a sale not below the price',
      { salePrice: '12.500' },
      {
        salePrice: 'shopListings.form.validation.saleNotBelow',
      },
    ],
    [
      'hourly without a rate',
      { kind: 'rental', pricingType: 'hourly' },
      {
        hourlyRate: 'shopListings.form.validation.hourlyRate',
      },
    ],
    ['capacity 0', { capacity: '0' }, { capacity: 'shopListings.form.validation.capacity' }],
    ['capacity not a number', { capacity: 'two' }, { capacity: 'shopListings.form.validation.capacity' }],
    ['serves 0 guests', { servesGuests: '0' }, { servesGuests: 'shopListings.form.validation.servesGuests' }],
    [
      'a description in one language',
      { descriptionEn: 'Three layers' },
      {
        descriptionAr: 'shopListings.form.validation.descriptionBoth',
      },
    ],
  ])('%s', (_, over, fields) => {
    expect(validateListingForm(filled(over))).toEqual({ ok: false, errors: { fields } });
  });

  test('choosing a product makes it fixed-price; Arabic digits become Latin', () => {
    const hourly = filled({ kind: 'service', pricingType: 'hourly' });
    expect(changeListingValue(hourly, 'kind', 'product').pricingType).toBe('fixed');
    expect(changeListingValue(hourly, 'kind', 'rental').pricingType).toBe('hourly');
    expect(changeListingValue(hourly, 'capacity', '١٠').capacity).toBe('10');
  });

  test('a listing is shown in the form as it was saved, prices in BD', () => {
    const listing = {
      kind: 'rental',
      pricingType: 'hourly',
      priceFils: 0,
      salePriceFils: null,
      hourlyRateFils: 7_250,
      capacity: 3,
      servesGuests: 50,
      name: { en: 'Tent', ar: 'خيمة' },
      description: { en: '', ar: '' },
      categoryId: CATEGORY,
      bookingRules: {
        bufferBeforeMinutes: 15,
        bufferAfterMinutes: 60,
        minNoticeMinutes: 1440,
        maxAdvanceDays: 7,
      },
    } as unknown as ShopListing;
    expect(listingValuesOf(listing)).toMatchObject({
      price: '',
      hourlyRate: '7.250',
      capacity: '3',
      servesGuests: '50',
      bufferBefore: '15',
      bufferAfter: '60',
      minNotice: '1440',
      maxAdvance: '7',
    });
  });
});

test("the server's issues land beside their fields", () => {
  expect(
    listingFieldsFromIssues([
      { path: 'body.name.ar', message: 'Too small' },
      { path: 'body.salePriceFils', message: 'sale_not_below_price' },
      { path: 'body.categoryId', message: 'unknown_category' },
      { path: 'body.somethingElse', message: 'x' },
    ]),
  ).toEqual({
    nameAr: 'shopListings.form.validation.nameAr',
    salePrice: 'shopListings.form.validation.saleNotBelow',
    categoryId: 'shopListings.form.validation.category',
  });
});
