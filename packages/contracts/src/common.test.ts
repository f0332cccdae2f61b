import { describe, expect, it } from 'vitest';
import { filsSchema, idSchema, localizedTextSchema, plainText, stripMarkup } from './common.js';

describe('stripMarkup', () => {
  it('removes tags and keeps the text', () => {
    expect(stripMarkup('<b>cake</b>')).toBe('cake');
    expect(stripMarkup('<p class="x">Happy <i>birthday</i></p>')).toBe('Happy birthday');
    expect(stripMarkup('<script>alert(1)</script>')).toBe('alert(1)');
  });

  it('trims surrounding whitespace', () => {
    expect(stripMarkup('   balloons  ')).toBe('balloons');
    expect(stripMarkup('  <br/>  ')).toBe('');
  });

  it('removes unterminated tags and stray angle brackets', () => {
    expect(stripMarkup('<img src=x onerror=alert(1)')).toBe('');
    expect(stripMarkup('cake <b')).toBe('cake');
    expect(stripMarkup('a > b')).toBe('a  b');
  });

  it.each(['<<b>>x', '<<script>script>alert(1)<</script>/script>', '>>><<<', '<a<b>c>d'])(
    'never leaves an angle bracket: %j',
    (input) => {
      expect(stripMarkup(input)).not.toMatch(/[<>]/);
    },
  );

  it('leaves Arabic and plain text alone', () => {
    expect(stripMarkup('كعكة عيد ميلاد ١٢')).toBe('كعكة عيد ميلاد ١٢');
    expect(stripMarkup('50% off & free_delivery')).toBe('50% off & free_delivery');
  });
});

describe('plainText', () => {
  const ten = plainText(10);

  it('trims and strips markup', () => {
    expect(ten.parse('  hi  ')).toBe('hi');
    expect(ten.parse('<b>hello</b>')).toBe('hello');
    expect(ten.parse('   ')).toBe('');
  });

  it('counts the maximum length after stripping markup and trimming', () => {
    expect(ten.parse('<em>1234567890</em>')).toBe('1234567890'); // 19 raw, 10 kept
    expect(ten.parse('    1234567890    ')).toBe('1234567890');
    expect(ten.safeParse('12345678901').success).toBe(false);
    expect(ten.safeParse('<b>12345678901</b>').success).toBe(false);
  });

  it('refuses raw input longer than twice the maximum, whatever stripping would leave', () => {
    expect(ten.safeParse(`<${'x'.repeat(18)}>`).success).toBe(true); // 20 chars, strips to ''
    expect(ten.safeParse(`<${'x'.repeat(19)}>`).success).toBe(false); // 21 chars
  });

  it('rejects non-strings', () => {
    expect(ten.safeParse(12).success).toBe(false);
    expect(ten.safeParse(null).success).toBe(false);
  });
});

describe('shared field schemas', () => {
  it('money is a non-negative integer number of fils', () => {
    expect(filsSchema.safeParse(12_500).success).toBe(true);
    expect(filsSchema.safeParse(0).success).toBe(true);
    expect(filsSchema.safeParse(12.5).success).toBe(false);
    expect(filsSchema.safeParse(-1).success).toBe(false);
    expect(filsSchema.safeParse('12500').success).toBe(false);
  });

  it('ids are UUIDs', () => {
    expect(idSchema.safeParse('3f1c2d4e-5b6a-4c7d-8e9f-0a1b2c3d4e5f').success).toBe(true);
    expect(idSchema.safeParse('123').success).toBe(false);
  });

  it('localized text needs both languages', () => {
    expect(localizedTextSchema.safeParse({ en: 'Cake', ar: 'كعكة' }).success).toBe(true);
    expect(localizedTextSchema.safeParse({ en: 'Cake' }).success).toBe(false);
  });
});

describe('stripMarkup keeps plain text with a lone angle bracket', () => {
  it('keeps the words after a comparison sign', () => {
    expect(stripMarkup('3 < 5 balloons')).toBe('3  5 balloons');
  });
});
