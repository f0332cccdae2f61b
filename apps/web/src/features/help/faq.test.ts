import { describe, expect, it } from 'vitest';
import { matchesQuery, normalizeForSearch } from './faq';

describe('the FAQ search', () => {
  it.each([
    ['Delivery WINDOW', 'delivery window'],
    ['Café', 'cafe'],
    ['إلغاء', 'الغاء'],
    ['الحَجْز', 'الحجز'],
    ['مناسبة', 'مناسبه'],
    ['٢٠٢٦', '2026'],
    ['  refund?! ', 'refund'],
  ])('normalises %j as %j', (input, expected) => {
    expect(normalizeForSearch(input)).toBe(expected);
  });

  it.each([
    ['deliver', 'How much does delivery cost?', true],
    ['refund card', 'A card payment is refunded', true],
    ['refund cash', 'A card payment is refunded', false],
    ['التوصيل', 'كم تكلفة توصيل الطلب؟', true],
    ['الغاء', 'هل يمكنني إلغاء طلبي؟', true],
    ['', 'anything', true],
  ])('%j in %j: %s', (query, text, expected) => {
    expect(matchesQuery(normalizeForSearch(query), text)).toBe(expected);
  });
});
