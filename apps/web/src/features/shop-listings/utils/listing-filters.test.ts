import { describe, expect, test } from 'vitest';
import { filtersFromParams, isFiltered, withFilters } from './listing-filters';

describe('the list filters live in the URL', () => {
  test.each<[string, ReturnType<typeof filtersFromParams>]>([
    ['', { q: '', kind: null, status: null, attention: null }],
    ['?attention=no_image', { q: '', kind: null, status: null, attention: 'no_image' }],
    [
      '?kind=food_truck&status=inactive&q=cake',
      {
        q: 'cake',
        kind: 'food_truck',
        status: 'inactive',
        attention: null,
      },
    ],
    // Unknown values are ignored, never sent to the server.
    ['?kind=boat&status=all&attention=stale', { q: '', kind: null, status: null, attention: null }],
  ])('%s', (search, filters) => expect(filtersFromParams(new URLSearchParams(search))).toEqual(filters));

  test('changing one filter keeps the others; clearing one removes it', () => {
    const params = new URLSearchParams('kind=rental&q=tent');
    expect(withFilters(params, { status: 'active' }).toString()).toBe('kind=rental&q=tent&status=active');
    expect(withFilters(params, { kind: null, q: '' }).toString()).toBe('');
  });

  test('isFiltered', () => {
    expect(isFiltered(filtersFromParams(new URLSearchParams('q=%20')))).toBe(false);
    expect(isFiltered(filtersFromParams(new URLSearchParams('attention=inactive')))).toBe(true);
  });
});
