import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_ISSUE,
  filsSchema,
  idSchema,
  localizedTextSchema,
  plainText,
  stripMarkup,
  withoutControlCharacters,
} from './common.js';

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

  it.each([
    ['NUL', 'Seef\u0000x'],
    ['a bell', 'a\u0007b'],
    ['escape', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['a C1 control', 'a\u0085b'],
    ['right-to-left override', 'abc\u202Edef'],
    ['left-to-right embedding', '\u202Aabc'],
    ['first-strong isolate', 'a\u2068b\u2069'],
    ['a zero-width space', 'Sa\u200Bra'],
    ['a word joiner', 'a\u2060b'],
    ['a byte-order mark', '\uFEFFab'],
    ['a line separator', 'a\u2028b'],
    ['a paragraph separator', 'a\u2029b'],
    ['a soft hyphen', 'ab\u00ADc'],
    ['a Hangul filler', 'a\u3164b'],
    ['a tag character', 'Sara\u{E0041}'],
    ['tag characters after a flag but no cancel tag', '\u{1F3F4}\u{E0067}\u{E0062}'],
    ['a lone high surrogate', 'ab\uD800'],
    ['a lone low surrogate', '\uDC00ab'],
    ['a zero-width joiner at the start', '\u200DSara'],
    ['a zero-width joiner beside a space', 'Sa\u200D ra'],
    ['two zero-width joiners', 'S\u200D\u200Dara'],
    ['a zero-width non-joiner at the end', 'Sara\u200C'],
  ])('refuses %s with the control-characters issue', (_what, input) => {
    const result = ten.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_ISSUE);
  });

  it('keeps tabs, line breaks and the direction marks real text uses', () => {
    expect(plainText(40).parse('line one\nline two\tend')).toBe('line one\nline two\tend');
    expect(ten.parse('عربي\u200Fx')).toBe('عربي\u200Fx');
    expect(ten.parse('a\u200Eb\u061Cc')).toBe('a\u200Eb\u061Cc');
  });

  it.each([
    ['a family emoji (zero-width joiners)', '👨\u200D👩\u200D👧'],
    ['a heart on fire (variation selector, then a joiner)', '❤\uFE0F\u200D🔥'],
    ['a technologist with a skin tone', '👩🏽\u200D💻'],
    ['a Persian word with a non-joiner', 'می\u200Cخواهم'],
    ['an Arabic letter pair with a joiner', 'ع\u200Dب'],
    ['an Arabic end of ayah with its number', 'آية \u06DD12'],
    [
      'the flag of England (an emoji tag sequence)',
      '\u{1F3F4}\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}',
    ],
  ])('keeps %s', (_what, input) => {
    expect(plainText(40).parse(input)).toBe(input);
  });

  it('can drop them instead, where refusing helps nobody (a search)', () => {
    expect(withoutControlCharacters('ca\u200Bke \uFEFFtart\u00AD')).toBe('cake tart');
    expect(withoutControlCharacters('\u202Ecake\u0000 ta\u2066rt\u2069')).toBe('cake tart');
    expect(withoutControlCharacters('كيك\u200F\n')).toBe('كيك\u200F\n');
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
