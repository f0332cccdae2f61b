import { type CsvRowReport, LISTING_CSV_COLUMNS, type ListingCsvColumn } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { categoryKeys, formatBd, inChunks, parseListingsCsv, readRow, toCsv } from './catalogue.csv.js';

const CATEGORY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const categories = categoryKeys([{ id: CATEGORY, slug: 'cakes', nameEn: 'Cakes', nameAr: 'الكيك' }]);

type Cells = Record<ListingCsvColumn, string>;
const row = (overrides: Partial<Cells> = {}): Cells => ({
  id: '',
  kind: 'product',
  category: 'cakes',
  name_en: 'Cake',
  name_ar: 'كيكة',
  description_en: '',
  description_ar: '',
  pricing_type: 'fixed',
  price_bd: '12.500',
  sale_price_bd: '',
  hourly_rate_bd: '',
  capacity: '',
  serves_guests: '',
  buffer_before_minutes: '',
  buffer_after_minutes: '',
  min_notice_minutes: '',
  max_advance_days: '',
  active: '',
  ...overrides,
});
/** A magician by the hour, as a time-based row. */
const show = (overrides: Partial<Cells> = {}) =>
  row({ kind: 'entertainment', pricing_type: 'hourly', price_bd: '', hourly_rate_bd: '30', ...overrides });
const RULES = { bufferBeforeMinutes: 15, bufferAfterMinutes: 30, minNoticeMinutes: 120, maxAdvanceDays: 20 };

describe('formatBd', () => {
  it.each([
    [0, '0.000'],
    [5, '0.005'],
    [12_500, '12.500'],
    [1_234_567, '1234.567'],
  ])('%i fils → %s', (fils, text) => expect(formatBd(fils)).toBe(text));
});

describe('a CSV row', () => {
  it.each<[string, Partial<Cells>, { column: ListingCsvColumn; code: string }[]]>([
    ['a product', {}, []],
    ['a category by its Arabic name', { category: 'الكيك' }, []],
    ['a category by its English name, any case', { category: 'CAKES' }, []],
    ['an unknown category', { category: 'shoes' }, [{ column: 'category', code: 'unknown_category' }]],
    ['no category', { category: '' }, [{ column: 'category', code: 'required' }]],
    ['a price that is not money', { price_bd: '12,5' }, [{ column: 'price_bd', code: 'invalid' }]],
    ['four decimals', { price_bd: '1.2345' }, [{ column: 'price_bd', code: 'invalid' }]],
    ['no price', { price_bd: '' }, [{ column: 'price_bd', code: 'price_required' }]],
    [
      'a sale not below the price',
      { sale_price_bd: '12.500' },
      [{ column: 'sale_price_bd', code: 'sale_not_below_price' }],
    ],
    [
      'an hourly product',
      { pricing_type: 'hourly', price_bd: '', hourly_rate_bd: '5' },
      [{ column: 'pricing_type', code: 'product_must_be_fixed' }],
    ],
    [
      'an hourly entertainer without a rate',
      { kind: 'entertainment', pricing_type: 'hourly', price_bd: '' },
      [{ column: 'hourly_rate_bd', code: 'rate_required' }],
    ],
    ['an unknown kind', { kind: 'boat' }, [{ column: 'kind', code: 'invalid' }]],
    ['capacity 0', { capacity: '0' }, [{ column: 'capacity', code: 'out_of_range' }]],
    ['capacity not a number', { capacity: 'two' }, [{ column: 'capacity', code: 'invalid' }]],
    ['serves too many', { serves_guests: '10001' }, [{ column: 'serves_guests', code: 'out_of_range' }]],
    ['a name too long', { name_en: 'x'.repeat(121) }, [{ column: 'name_en', code: 'too_long' }]],
    [
      'a name with a control character',
      { name_ar: 'كيكة\u0007' },
      [{ column: 'name_ar', code: 'control_characters' }],
    ],
    [
      'one description only',
      { description_en: 'Fresh' },
      [{ column: 'description_ar', code: 'description_both_languages' }],
    ],
    ['active as "maybe"', { active: 'maybe' }, [{ column: 'active', code: 'invalid' }]],
    ['an id that is not one', { id: '42' }, [{ column: 'id', code: 'unknown_listing' }]],
  ])('%s', (_label, overrides, errors) => {
    const read = readRow(row(overrides), categories);
    expect(read.errors).toEqual(errors);
    expect(read.input === null).toBe(errors.length > 0);
  });

  it.each<[string, Partial<Cells>, { column: ListingCsvColumn; code: string }[]]>([
    [
      'a buffer off the 15-minute steps',
      { buffer_before_minutes: '20' },
      [{ column: 'buffer_before_minutes', code: 'buffer_step' }],
    ],
    [
      'a buffer over 4 hours',
      { buffer_after_minutes: '255' },
      [{ column: 'buffer_after_minutes', code: 'buffer_step' }],
    ],
    [
      'a buffer that is not a number',
      { buffer_after_minutes: 'half' },
      [{ column: 'buffer_after_minutes', code: 'invalid' }],
    ],
    [
      'a notice the form does not offer',
      { min_notice_minutes: '90' },
      [{ column: 'min_notice_minutes', code: 'notice_choice' }],
    ],
    ['no days ahead', { max_advance_days: '0' }, [{ column: 'max_advance_days', code: 'advance_days' }]],
    [
      'more than 30 days ahead',
      { max_advance_days: '31' },
      [{ column: 'max_advance_days', code: 'advance_days' }],
    ],
  ])("a time-based listing's booking rules as the form checks them: %s", (_label, overrides, errors) => {
    const read = readRow(show(overrides), categories);
    expect(read.errors).toEqual(errors);
    expect(read.input).toBeNull();
  });

  it('booking rules: all four read; cells left empty keep the given rules; none given, none sent', () => {
    const all = {
      buffer_before_minutes: '15',
      buffer_after_minutes: '30',
      min_notice_minutes: '120',
      max_advance_days: '20',
    };
    expect(readRow(show(all), categories).input?.bookingRules).toEqual(RULES);
    expect(readRow(show({ min_notice_minutes: '1440' }), categories, RULES).input?.bookingRules).toEqual({
      ...RULES,
      minNoticeMinutes: 1440,
    });
    expect(readRow(show({ max_advance_days: '7' }), categories).input?.bookingRules).toEqual({
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeMinutes: 0,
      maxAdvanceDays: 7,
    });
    expect(readRow(show(), categories, RULES).input?.bookingRules).toBeUndefined();
    // A product has no booking rules to keep: its cells are ignored, as the form ignores them.
    const product = readRow(row({ ...all, buffer_before_minutes: '7' }), categories);
    expect(product.errors).toEqual([]);
    expect(product.input?.bookingRules).toBeUndefined();
  });

  it.each([
    ['', true],
    ['TRUE', true],
    ['no', false],
    ['0', false],
  ])('active "%s" → %s', (text, active) =>
    expect(readRow(row({ active: text }), categories).isActive).toBe(active),
  );
});

describe('parsing a file', () => {
  const header = LISTING_CSV_COLUMNS.join(',');
  it('numbers rows as a spreadsheet does: the header is 1, blank lines keep their numbers', () => {
    const text = `\uFEFF${header}\r\n,product,cakes,A,أ,,,fixed,1,,,1,,true\r\n\r\n,product,cakes,"B, ""two""
lines",ب,,,fixed,1,,,1,,true\r\n`;
    const rows = parseListingsCsv(text);
    expect(rows.map((r) => r.row)).toEqual([2, 4]);
    expect(rows[1]!.cells.name_en).toBe('B, "two"\nlines');
  });

  it('reads a file a spreadsheet saved with semicolons', () => {
    const text = `${LISTING_CSV_COLUMNS.join(';')}\r\n;product;cakes;"Cake; large";كيكة;;;fixed;12.500;;;1;;;;;;true\r\n`;
    const [first] = parseListingsCsv(text);
    expect(first!.cells).toMatchObject({ name_en: 'Cake; large', price_bd: '12.500', active: 'true' });
  });

  it('reads the columns by name, in any order', () => {
    const reversed = [...LISTING_CSV_COLUMNS].reverse();
    const text = `${reversed.join(',')}\n${reversed.map((c) => (c === 'name_en' ? 'Cake' : '')).join(',')}\n`;
    expect(parseListingsCsv(text)[0]!.cells.name_en).toBe('Cake');
  });

  it('reads a file exported before the booking rules had columns: their cells are empty', () => {
    const old = LISTING_CSV_COLUMNS.filter((c) => !c.includes('minutes') && c !== 'max_advance_days');
    const text = `${old.join(',')}\r\n${old.map((c) => (c === 'name_en' ? 'Cake' : c === 'active' ? 'true' : '')).join(',')}\r\n`;
    const [first] = parseListingsCsv(text);
    expect(first!.cells).toMatchObject({
      name_en: 'Cake',
      active: 'true',
      buffer_before_minutes: '',
      max_advance_days: '',
    });
  });

  it.each([
    ['a missing column', 'id,kind\n,product\n', 'CSV_INVALID'],
    ['an unclosed quote', `${header}\n"open,product\n`, 'CSV_INVALID'],
    ['too many rows', `${header}\n${',x\n'.repeat(2001)}`, 'CSV_TOO_LARGE'],
  ])('refuses %s', (_label, text, code) => {
    expect(() => parseListingsCsv(text)).toThrow(expect.objectContaining({ code }));
  });

  it('guards cells a spreadsheet would run as formulas, and takes the guard off on the way back', () => {
    const cells = {
      ...row(),
      name_en: '=HYPERLINK("x")',
      description_en: '- one',
      description_ar: '+ اثنان',
    };
    const text = toCsv([cells]);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(parseListingsCsv(text)[0]!.cells).toEqual(cells);
  });
});

describe('writing in chunks', () => {
  it('writes a refused chunk again row by row: only the row at fault is an error', async () => {
    const items = Array.from({ length: 5 }, (_, i) => ({
      n: i,
      at: { row: i + 2, action: 'create', listingId: null, errors: [] } as CsvRowReport,
    }));
    const written: number[] = [];
    await inChunks(items, 2, async (chunk) => {
      if (chunk.some((c) => c.n === 3)) throw new AppError('LISTING_HAS_COMMITMENTS');
      written.push(...chunk.map((c) => c.n));
    });
    expect(written.sort()).toEqual([0, 1, 2, 4]);
    expect(items.map((i) => i.at.action)).toEqual(['create', 'create', 'create', 'error', 'create']);
    expect(items[3]!.at.errors).toEqual([{ column: 'active', code: 'has_commitments' }]);
  });
});
