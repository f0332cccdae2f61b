import { describe, expect, it } from 'vitest';
import {
  FEATURED_PRODUCTS,
  itemsQuerySchema,
  LISTING_KINDS,
  PRICING_TYPES,
  PRODUCT_LIST_LIMIT,
  requiresTimeSlot,
  SEARCH_MAX_LENGTH,
  shopsQuerySchema,
} from './catalogue.js';

const UUID = '3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f';

describe('requiresTimeSlot', () => {
  it('is false only for fixed-price products', () => {
    expect(requiresTimeSlot('product', 'fixed')).toBe(false);
    expect(requiresTimeSlot('product', 'hourly')).toBe(true);
  });

  it.each(LISTING_KINDS.filter((k) => k !== 'product'))(
    'is true for every %s, whatever its pricing',
    (kind) => {
      for (const pricing of PRICING_TYPES) expect(requiresTimeSlot(kind, pricing)).toBe(true);
    },
  );
});

describe('spec constants', () => {
  it('matches the product list limit and featured count of the spec', () => {
    expect(PRODUCT_LIST_LIMIT).toBe(50);
    expect(FEATURED_PRODUCTS).toBe(4);
  });
});

describe('itemsQuerySchema', () => {
  it(`defaults the limit to ${PRODUCT_LIST_LIMIT} and leaves filters unset`, () => {
    expect(itemsQuerySchema.parse({})).toEqual({ limit: PRODUCT_LIST_LIMIT });
  });

  it('coerces the limit from a query-string value', () => {
    expect(itemsQuerySchema.parse({ limit: '10' }).limit).toBe(10);
    expect(itemsQuerySchema.parse({ limit: '1' }).limit).toBe(1);
    expect(itemsQuerySchema.parse({ limit: String(PRODUCT_LIST_LIMIT) }).limit).toBe(PRODUCT_LIST_LIMIT);
  });

  it.each([String(PRODUCT_LIST_LIMIT + 1), '0', '-5', '2.5', 'ten', '1000'])('rejects limit %j', (limit) => {
    expect(itemsQuerySchema.safeParse({ limit }).success).toBe(false);
  });

  it('accepts every filter together', () => {
    expect(
      itemsQuerySchema.parse({
        categoryId: UUID,
        shopId: UUID,
        kind: 'food_truck',
        q: 'cake',
        limit: '5',
      }),
    ).toEqual({ categoryId: UUID, shopId: UUID, kind: 'food_truck', q: 'cake', limit: 5 });
  });

  it('rejects malformed ids and unknown kinds', () => {
    expect(itemsQuerySchema.safeParse({ categoryId: 'abc' }).success).toBe(false);
    expect(itemsQuerySchema.safeParse({ shopId: '123' }).success).toBe(false);
    expect(itemsQuerySchema.safeParse({ kind: 'spaceship' }).success).toBe(false);
    expect(itemsQuerySchema.safeParse({ kind: 'Product' }).success).toBe(false);
  });

  it('trims the search text and strips markup from it', () => {
    expect(itemsQuerySchema.parse({ q: '  <b>cake</b>  ' }).q).toBe('cake');
    expect(itemsQuerySchema.parse({ q: '   ' }).q).toBe('');
  });

  it(`limits the search text to ${SEARCH_MAX_LENGTH} characters after stripping`, () => {
    expect(itemsQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_MAX_LENGTH) }).success).toBe(true);
    expect(itemsQuerySchema.safeParse({ q: 'a'.repeat(SEARCH_MAX_LENGTH + 1) }).success).toBe(false);
    expect(itemsQuerySchema.safeParse({ q: `<b>${'a'.repeat(SEARCH_MAX_LENGTH)}</b>` }).success).toBe(true);
  });
});

describe('shopsQuerySchema', () => {
  it('takes an optional category id', () => {
    expect(shopsQuerySchema.parse({})).toEqual({});
    expect(shopsQuerySchema.parse({ categoryId: UUID })).toEqual({ categoryId: UUID });
    expect(shopsQuerySchema.safeParse({ categoryId: 'cakes' }).success).toBe(false);
  });

  it('takes a "load more" cursor as given, refusing anything that is not one', () => {
    expect(shopsQuerySchema.parse({ categoryId: UUID, after: 'o.24' })).toEqual({
      categoryId: UUID,
      after: 'o.24',
    });
    for (const after of ['', 'o 24', '<b>', 'x'.repeat(201)]) {
      expect(shopsQuerySchema.safeParse({ after }).success, after).toBe(false);
    }
  });
});
