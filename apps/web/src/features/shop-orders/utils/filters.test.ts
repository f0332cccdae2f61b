import { describe, expect, it } from 'vitest';
import { isFiltered, orderNumberOf, queryOf, type ShopOrdersFilter } from './filters';

describe('queryOf', () => {
  it.each<[string, ShopOrdersFilter, Record<string, string>]>([
    ['all: no status', { chip: 'all' }, {}],
    ['waiting is the API’s pending', { chip: 'waiting' }, { status: 'pending' }],
    ['processing', { chip: 'processing' }, { status: 'processing' }],
    ['shipped', { chip: 'shipped' }, { status: 'shipped' }],
    ['delivered', { chip: 'delivered' }, { status: 'delivered' }],
    ['cancelled', { chip: 'cancelled' }, { status: 'cancelled' }],
    [
      'a day range',
      { chip: 'all', from: '2026-11-01', to: '2026-11-24' },
      { from: '2026-11-01', to: '2026-11-24' },
    ],
    [
      'days the wrong way round',
      { chip: 'all', from: '2026-11-24', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-11-24' },
    ],
    ['only a start', { chip: 'all', from: '2026-11-01' }, { from: '2026-11-01' }],
    ['a number with a status', { chip: 'waiting', q: '100042' }, { status: 'pending', q: '100042' }],
  ])('%s', (_, filter, query) => {
    expect(queryOf(filter)).toEqual(query);
  });
});

describe('orderNumberOf', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['100042', '100042'],
    ['#100042', '100042'],
    [' # 100042 ', '100042'],
    ['abc', null],
    ['10004a', null],
    ['1234567890', null],
  ])('%j → %j', (text, number) => {
    expect(orderNumberOf(text)).toBe(number);
  });
});

it('isFiltered: anything but all orders of any day', () => {
  expect(isFiltered({ chip: 'all' })).toBe(false);
  expect(isFiltered({ chip: 'waiting' })).toBe(true);
  expect(isFiltered({ chip: 'all', to: '2026-11-01' })).toBe(true);
  expect(isFiltered({ chip: 'all', q: '1' })).toBe(true);
});
