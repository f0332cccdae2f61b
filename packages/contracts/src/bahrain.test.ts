import { describe, expect, it } from 'vitest';
import { ibanSchema, isValidBahrainIban, normalizeIban } from './bahrain.js';

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
