import { describe, expect, it } from 'vitest';
import { groupIban } from './iban';

describe('groupIban', () => {
  it.each([
    ['BH67BMAG00001299123456', 'BH67 BMAG 0000 1299 1234 56'],
    ['bh67 bmag 0000 1299 1234 56', 'BH67 BMAG 0000 1299 1234 56'],
    ['BH67BMAG', 'BH67 BMAG'],
    ['BH6', 'BH6'],
    ['', ''],
  ])('%s → %s', (raw, shown) => {
    expect(groupIban(raw)).toBe(shown);
  });
});
