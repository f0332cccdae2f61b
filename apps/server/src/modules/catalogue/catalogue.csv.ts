import {
  type BookingRules,
  type CsvImportReport,
  type CsvRowReport,
  DEFAULT_BOOKING_RULES,
  LISTING_CSV_COLUMNS,
  LISTING_CSV_MAX_BYTES,
  LISTING_CSV_MAX_ROWS,
  LISTING_CSV_OPTIONAL_COLUMNS,
  LISTING_FIELD_ISSUES,
  type ListingCsvColumn,
  type ListingFieldIssue,
  parseDinars,
  type ShopListingInput,
  shopListingInputSchema,
} from '@haflah/contracts';
import Papa from 'papaparse';
import { AppError } from '../../http/errors.js';
import { type ShopListingsService, toListingChanges } from './catalogue.listings.js';
import type { ShopListingReads, ShopListingRow } from './catalogue.shop-reads.js';

/**
 * A shop's listings as a spreadsheet (issue 23): the export, the template and the import. The file
 * is UTF-8 with a byte-order mark (Excel then reads Arabic right), comma-separated, CRLF, every field
 * quoted as RFC 4180 needs (commas, quotes and line breaks inside a field survive); money in BD with
 * three decimals (`12.500`), fils inside. A cell that a spreadsheet would run as a formula (starting
 * `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a leading `'`, which the import takes
 * off again, so the round trip gives back the same text. A time-based listing's booking rules (issue
 * 27) are four columns of whole numbers, empty for products (which have none to keep).
 */

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** Fils → `12.500`. */
export function formatBd(fils: number): string {
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
}

type CsvRecord = Record<ListingCsvColumn, string>;

/** Needs a time slot (LISTING_KINDS: every kind but a product, which is always fixed price). */
const timeBased = (kind: string) => kind !== 'product';

/** A listing as one row of the file. */
export function toCsvRecord(row: ShopListingRow): CsvRecord {
  const fixed = row.pricingType === 'fixed';
  const rule = (minutes: number) => (timeBased(row.kind) ? String(minutes) : '');
  return {
    id: row.id,
    kind: row.kind,
    category: row.categorySlug,
    name_en: row.nameEn,
    name_ar: row.nameAr,
    description_en: row.descriptionEn,
    description_ar: row.descriptionAr,
    pricing_type: row.pricingType,
    price_bd: fixed ? formatBd(row.priceFils) : '',
    sale_price_bd: row.salePriceFils === null ? '' : formatBd(row.salePriceFils),
    hourly_rate_bd: row.hourlyRateFils === null ? '' : formatBd(row.hourlyRateFils),
    capacity: String(row.capacity),
    serves_guests: row.servesGuests === null ? '' : String(row.servesGuests),
    active: row.isActive ? 'true' : 'false',
    buffer_before_minutes: rule(row.bufferBeforeMinutes),
    buffer_after_minutes: rule(row.bufferAfterMinutes),
    min_notice_minutes: rule(row.minNoticeMinutes),
    max_advance_days: rule(row.maxAdvanceDays),
  };
}

/** The file of these records: BOM, header, rows. */
export function toCsv(records: CsvRecord[]): string {
  const data = records.map((r) => LISTING_CSV_COLUMNS.map((c) => r[c]));
  return (
    BOM +
    Papa.unparse(
      { fields: [...LISTING_CSV_COLUMNS], data },
      { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START },
    ) +
    '\r\n'
  );
}

/** The template: the header and one example row (a new listing: no id). */
export function templateCsv(categorySlug: string): string {
  return toCsv([
    {
      id: '',
      kind: 'product',
      category: categorySlug,
      name_en: 'Chocolate cake, 1 kg',
      name_ar: 'كيكة شوكولاتة، 1 كغ',
      description_en: 'Serves 10. Order a day ahead.',
      description_ar: 'تكفي 10 أشخاص. اطلبها قبل يوم.',
      pricing_type: 'fixed',
      price_bd: '12.500',
      sale_price_bd: '',
      hourly_rate_bd: '',
      capacity: '5',
      serves_guests: '10',
      active: 'true',
      buffer_before_minutes: '',
      buffer_after_minutes: '',
      min_notice_minutes: '',
      max_advance_days: '',
    },
  ]);
}

/** A data row of the file: its number as a spreadsheet shows it (the header is 1) and its cells. */
export interface CsvRow {
  row: number;
  cells: CsvRecord;
}

/** The cell as written, its formula guard taken off (see the file's comment). */
const cellText = (raw: string | undefined) => {
  const s = raw ?? '';
  return s.startsWith("'") && FORMULA_START.test(s.slice(1)) ? s.slice(1) : s;
};

/**
 * The file's data rows by the header's column names (any order; unknown columns ignored). Refuses
 * (CSV_INVALID) a file that is not CSV or lacks a column, (CSV_TOO_LARGE) one over the size or row
 * limits. Blank lines are skipped but keep their numbers.
 */
export function parseListingsCsv(text: string): CsvRow[] {
  if (Buffer.byteLength(text, 'utf8') > LISTING_CSV_MAX_BYTES) {
    throw new AppError('CSV_TOO_LARGE', 'The file is too large');
  }
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  // Commas as exported; a spreadsheet saving in a locale whose decimal mark is a comma writes
  // semicolons (or tabs), which the header shows.
  const parsed = Papa.parse<string[]>(source, {
    header: false,
    delimiter: '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
  });
  const fatal = parsed.errors.find((e) => e.type === 'Quotes');
  if (fatal) throw new AppError('CSV_INVALID', `Not CSV: ${fatal.message} (row ${fatal.row})`);
  const [header, ...lines] = parsed.data;
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  const missing = LISTING_CSV_COLUMNS.filter(
    (c) => !names.includes(c) && !LISTING_CSV_OPTIONAL_COLUMNS.includes(c),
  );
  if (missing.length) throw new AppError('CSV_INVALID', `Missing columns: ${missing.join(', ')}`);
  const index = Object.fromEntries(LISTING_CSV_COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    ListingCsvColumn,
    number
  >;
  const rows: CsvRow[] = [];
  lines.forEach((line, i) => {
    if (line.every((cell) => cell.trim() === '')) return;
    const cells = Object.fromEntries(
      LISTING_CSV_COLUMNS.map((c) => [c, cellText(line[index[c]])]),
    ) as CsvRecord;
    rows.push({ row: i + 2, cells });
  });
  if (rows.length > LISTING_CSV_MAX_ROWS) throw new AppError('CSV_TOO_LARGE', 'Too many rows');
  return rows;
}

type RowError = { column: ListingCsvColumn; code: ListingFieldIssue };

/**
 * What the `category` column may say: the category's slug (as exported), or its English or Arabic
 * name as the screens show it, in any case; each to the category's id. A slug wins over a name.
 */
export function categoryKeys(
  categories: { id: string; slug: string; nameEn: string; nameAr: string }[],
): Map<string, string> {
  const keys = new Map<string, string>();
  for (const c of categories) {
    for (const name of [c.nameEn, c.nameAr]) {
      const key = name.trim().toLowerCase();
      if (key && !keys.has(key)) keys.set(key, c.id);
    }
  }
  for (const c of categories) keys.set(c.slug.toLowerCase(), c.id);
  return keys;
}

const COLUMN_OF_FIELD: Record<string, ListingCsvColumn> = {
  kind: 'kind',
  pricingType: 'pricing_type',
  categoryId: 'category',
  'name.en': 'name_en',
  'name.ar': 'name_ar',
  'description.en': 'description_en',
  'description.ar': 'description_ar',
  priceFils: 'price_bd',
  salePriceFils: 'sale_price_bd',
  hourlyRateFils: 'hourly_rate_bd',
  capacity: 'capacity',
  servesGuests: 'serves_guests',
  'bookingRules.bufferBeforeMinutes': 'buffer_before_minutes',
  'bookingRules.bufferAfterMinutes': 'buffer_after_minutes',
  'bookingRules.minNoticeMinutes': 'min_notice_minutes',
  'bookingRules.maxAdvanceDays': 'max_advance_days',
};

/** A booking rule's column → the rule and what it says when refused (the form offers only good values). */
const RULE_COLUMNS = [
  ['buffer_before_minutes', 'bufferBeforeMinutes', 'buffer_step'],
  ['buffer_after_minutes', 'bufferAfterMinutes', 'buffer_step'],
  ['min_notice_minutes', 'minNoticeMinutes', 'notice_choice'],
  ['max_advance_days', 'maxAdvanceDays', 'advance_days'],
] as const satisfies readonly (readonly [ListingCsvColumn, keyof BookingRules, ListingFieldIssue])[];
const RULE_ISSUE = new Map<ListingCsvColumn, ListingFieldIssue>(RULE_COLUMNS.map(([c, , code]) => [c, code]));

const isFieldIssue = (m: string): m is ListingFieldIssue =>
  (LISTING_FIELD_ISSUES as readonly string[]).includes(m);

/** A zod issue of the input schema as a CSV error code. */
function issueCode(
  issue: { code: string; message: string; origin?: string },
  cell: string,
): ListingFieldIssue {
  if (isFieldIssue(issue.message)) return issue.message;
  if (cell.trim() === '') return 'required';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'too_long' : 'out_of_range';
  if (issue.code === 'too_small') return issue.origin === 'string' ? 'too_short' : 'out_of_range';
  return 'invalid';
}

const ACTIVE: Record<string, boolean> = {
  true: true,
  false: false,
  yes: true,
  no: false,
  '1': true,
  '0': false,
};

/**
 * One row → the form's input (checked by the form's schema), whether active, its id; or its errors.
 * A time-based listing's rule cells left empty keep `rules` (the stored listing's, or a new one's
 * defaults); all four empty, the input carries no rules at all (the listing keeps its own). A
 * product's rule cells are ignored, as the form ignores rules for products.
 */
export function readRow(
  cells: CsvRecord,
  categoryBySlug: Map<string, string>,
  rules: BookingRules = DEFAULT_BOOKING_RULES,
): { id: string | null; input: ShopListingInput | null; isActive: boolean; errors: RowError[] } {
  const errors: RowError[] = [];
  const money = (column: ListingCsvColumn): number | null => {
    const text = cells[column].trim();
    if (text === '') return null;
    const fils = parseDinars(text);
    if (fils === null) errors.push({ column, code: 'invalid' });
    return fils;
  };
  const integer = (column: ListingCsvColumn): number | null => {
    const text = cells[column].trim();
    if (text === '') return null;
    if (!/^\d{1,9}$/.test(text)) {
      errors.push({ column, code: 'invalid' });
      return null;
    }
    return Number(text);
  };
  const slug = cells.category.trim();
  const categoryId = categoryBySlug.get(slug.toLowerCase());
  if (slug === '') errors.push({ column: 'category', code: 'required' });
  else if (!categoryId) errors.push({ column: 'category', code: 'unknown_category' });
  const activeText = cells.active.trim().toLowerCase();
  const isActive = activeText === '' ? true : ACTIVE[activeText];
  if (isActive === undefined) errors.push({ column: 'active', code: 'invalid' });
  const id = cells.id.trim() || null;
  if (id !== null && !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) {
    errors.push({ column: 'id', code: 'unknown_listing' });
  }

  const draft = {
    kind: cells.kind.trim(),
    pricingType: cells.pricing_type.trim(),
    categoryId: categoryId ?? '00000000-0000-4000-8000-000000000000',
    name: { en: cells.name_en, ar: cells.name_ar },
    description: { en: cells.description_en, ar: cells.description_ar },
    priceFils: money('price_bd'),
    salePriceFils: money('sale_price_bd'),
    hourlyRateFils: money('hourly_rate_bd'),
    capacity: integer('capacity') ?? 1,
    servesGuests: integer('serves_guests'),
    bookingRules: bookingRulesOf(cells, rules, integer),
  };
  const parsed = shopListingInputSchema.safeParse(draft);
  if (!parsed.success) {
    const seen = new Set(errors.map((e) => e.column));
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF_FIELD[issue.path.join('.')] ?? COLUMN_OF_FIELD[String(issue.path[0])];
      if (!column || seen.has(column)) continue;
      seen.add(column);
      errors.push({
        column,
        code: RULE_ISSUE.get(column) ?? issueCode(issue as Parameters<typeof issueCode>[0], cells[column]),
      });
    }
  }
  return {
    id,
    input: errors.length === 0 && parsed.success ? parsed.data : null,
    isActive: isActive ?? true,
    errors,
  };
}

/** The row's booking rules over `base`, or undefined when it gives none (or is a product). */
function bookingRulesOf(
  cells: CsvRecord,
  base: BookingRules,
  integer: (column: ListingCsvColumn) => number | null,
): BookingRules | undefined {
  if (!timeBased(cells.kind.trim()) || RULE_COLUMNS.every(([c]) => cells[c].trim() === '')) return undefined;
  const rules = { ...base };
  for (const [column, key] of RULE_COLUMNS) {
    const given = integer(column);
    if (given !== null) rules[key] = given;
  }
  return rules;
}

/** Whether a row would leave the stored listing as it is. */
function unchanged(row: ShopListingRow, input: ShopListingInput, isActive: boolean) {
  const changes = toListingChanges(input);
  const rules = input.bookingRules;
  return (
    (!rules || RULE_COLUMNS.every(([, key]) => row[key] === rules[key])) &&
    row.isActive === isActive &&
    row.kind === changes.kind &&
    row.pricingType === changes.pricingType &&
    row.categoryId === changes.categoryId &&
    row.nameEn === changes.nameEn &&
    row.nameAr === changes.nameAr &&
    row.descriptionEn === changes.descriptionEn &&
    row.descriptionAr === changes.descriptionAr &&
    row.priceFils === changes.priceFils &&
    row.salePriceFils === changes.salePriceFils &&
    row.hourlyRateFils === changes.hourlyRateFils &&
    row.capacity === changes.capacity &&
    row.servesGuests === changes.servesGuests
  );
}

/** The export, the template and the import of a shop's listings. */
export function createListingsCsv(deps: {
  reads: Pick<ShopListingReads, 'all' | 'categories' | 'commitments'>;
  service: Pick<ShopListingsService, 'importCreateMany' | 'importUpdateMany'>;
  db: Parameters<ShopListingReads['commitments']>[0];
  clock: () => Date;
}) {
  const { reads, service } = deps;
  return {
    async exportCsv(shopId: string): Promise<string> {
      return toCsv((await reads.all(shopId)).map(toCsvRecord));
    },

    async template(): Promise<string> {
      const categories = await reads.categories();
      return templateCsv(categories[0]?.slug ?? 'cakes');
    },

    /**
     * Every row checked as the form checks it; rows with an id of this shop update it, rows without
     * one create a listing, any other id is that row's error. One bad row never stops the others: each
     * good row is written on its own. The dry run writes nothing and says what each row would do.
     */
    async import(shopId: string, text: string, dryRun: boolean): Promise<CsvImportReport> {
      const rows = parseListingsCsv(text);
      const [existing, categories] = await Promise.all([reads.all(shopId), reads.categories()]);
      const byId = new Map(existing.map((r) => [r.id, r]));
      const categoryBySlug = categoryKeys(categories);
      const commitments = await reads.commitments(
        deps.db,
        existing.map((r) => r.id),
        deps.clock(),
      );
      const seenIds = new Set<string>();
      const report: CsvRowReport[] = [];
      const creates: { at: CsvRowReport; input: ShopListingInput; isActive: boolean }[] = [];
      const updates: { at: CsvRowReport; id: string; input: ShopListingInput; isActive: boolean }[] = [];

      for (const { row, cells } of rows) {
        const known = byId.get(cells.id.trim().toLowerCase());
        const read = readRow(
          cells,
          categoryBySlug,
          known
            ? {
                bufferBeforeMinutes: known.bufferBeforeMinutes,
                bufferAfterMinutes: known.bufferAfterMinutes,
                minNoticeMinutes: known.minNoticeMinutes,
                maxAdvanceDays: known.maxAdvanceDays,
              }
            : DEFAULT_BOOKING_RULES,
        );
        const errors = [...read.errors];
        const stored = read.id ? byId.get(read.id.toLowerCase()) : undefined;
        const id = stored?.id ?? null;
        if (read.id && !errors.some((e) => e.column === 'id')) {
          if (!stored) errors.push({ column: 'id', code: 'unknown_listing' });
          else if (seenIds.has(stored.id)) errors.push({ column: 'id', code: 'duplicate_id' });
        }
        if (stored) seenIds.add(stored.id);
        if (stored?.isActive && !read.isActive) {
          const c = commitments.get(stored.id);
          if (c && (c.liveHolds > 0 || c.futureBookings > 0))
            errors.push({ column: 'active', code: 'has_commitments' });
        }
        if (errors.length > 0 || !read.input) {
          report.push({ row, action: 'error', listingId: id, errors });
          continue;
        }
        const input = read.input;
        if (stored && unchanged(stored, input, read.isActive)) {
          report.push({ row, action: 'unchanged', listingId: stored.id, errors: [] });
        } else if (stored) {
          const at: CsvRowReport = { row, action: 'update', listingId: stored.id, errors: [] };
          report.push(at);
          updates.push({ at, id: stored.id, input, isActive: read.isActive });
        } else {
          const at: CsvRowReport = { row, action: 'create', listingId: null, errors: [] };
          report.push(at);
          creates.push({ at, input, isActive: read.isActive });
        }
      }

      if (!dryRun) {
        // Many rows a statement (a transaction for updates); a chunk that fails is written again row by
        // row, so only the row at fault is reported, and the others are written.
        await inChunks(creates, 500, async (chunk) => {
          const ids = await service.importCreateMany(shopId, chunk);
          chunk.forEach((c, i) => {
            c.at.listingId = ids[i]!;
          });
        });
        await inChunks(updates, 200, (chunk) => service.importUpdateMany(shopId, chunk));
      }

      const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
      for (const r of report) counts[r.action]++;
      return { dryRun, rows: report, counts };
    },
  };
}

/**
 * Writes `items` `size` at a time; a chunk refused is written again one item at a time, and an item
 * refused alone becomes its row's error (errorOf).
 */
export async function inChunks<T extends { at: CsvRowReport }>(
  items: T[],
  size: number,
  write: (chunk: T[]) => Promise<void>,
) {
  for (let i = 0; i < items.length; i += size) {
    const chunk = items.slice(i, i + size);
    try {
      await write(chunk);
    } catch {
      for (const item of chunk) {
        try {
          await write([item]);
        } catch (err) {
          Object.assign(item.at, { action: 'error', errors: [errorOf(err)] });
        }
      }
    }
  }
}

/** A write refused for one row (a listing's commitments appeared meanwhile; anything else). */
function errorOf(err: unknown): RowError {
  if (err instanceof AppError && err.code === 'LISTING_HAS_COMMITMENTS')
    return { column: 'active', code: 'has_commitments' };
  if (err instanceof AppError && err.code === 'NOT_FOUND') return { column: 'id', code: 'unknown_listing' };
  throw err;
}
