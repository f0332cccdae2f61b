import { describe, expect, it } from 'vitest';
import { areaName } from './area-name';

describe('an address area in the language shown', () => {
  it('reads a known area in Arabic or English, however it was typed', () => {
    expect(areaName('Seef', 'ar')).toBe('السيف');
    expect(areaName('  seef ', 'ar')).toBe('السيف');
    expect(areaName('Isa Town', 'ar')).toBe('مدينة عيسى');
    expect(areaName('Al Juffair', 'ar')).toBe('الجفير');
    expect(areaName('السيف', 'en')).toBe('Seef');
    expect(areaName('Manama', 'en')).toBe('Manama');
  });

  it('leaves an area it does not know as typed', () => {
    expect(areaName('Tubli', 'ar')).toBe('Tubli');
    expect(areaName('توبلي', 'en')).toBe('توبلي');
  });
});
