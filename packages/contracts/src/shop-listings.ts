/**
 * A shop's own listings, as its retailer manages them (issue 23, the retailer area's products). Every
 * route is under `/api/retailer` (retailer role; 401 signed out, 403 another role) and acts only on the
 * listings of the shop the account runs: another shop's listing id answers 404 NOT_FOUND, exactly like
 * a made-up one. An account without a shop gets 404 NOT_FOUND too.
 *
 * GET    /api/retailer/listings            ?shopListingsQuerySchema
 *        → 200 shopListingsPageSchema: every listing of the shop (active or not), newest first, keyset
 *          pages (`after` = the previous page's nextCursor), `total` of the whole filtered list.
 *        400 VALIDATION_FAILED
 * GET    /api/retailer/listings/summary    → 200 shopListingsSummarySchema (the dashboard's counts)
 * GET    /api/retailer/listings/:id        → 200 shopListingResponseSchema · 404 NOT_FOUND
 * POST   /api/retailer/listings            body shopListingCreateSchema
 *        → 201 shopListingResponseSchema · 400 VALIDATION_FAILED (issues with field paths, e.g.
 *          `body.name.ar`, messages from LISTING_FIELD_ISSUES or zod's; a category that does not
 *          exist: no issues, `error.details` = { path: 'body.categoryId', message: 'unknown_category' })
 *        · 404 NOT_FOUND (the account runs no shop)
 *        A pending or rejected shop may prepare listings: customers see none until it is approved.
 * PATCH  /api/retailer/listings/:id        body shopListingInputSchema (the whole form, every field)
 *        → 200 shopListingResponseSchema · 400 VALIDATION_FAILED · 404 NOT_FOUND
 *        (active/inactive only through the status routes below)
 * POST   /api/retailer/listings/:id/status body listingStatusChangeSchema
 *        → 200 shopListingResponseSchema · 404 NOT_FOUND
 *        · 409 LISTING_HAS_COMMITMENTS (deactivating a listing with live cart holds or future
 *          confirmed bookings without `confirm: true`; `error.details` is listingCommitmentsSchema).
 *          With `confirm: true` it is deactivated and those holds and bookings stay honoured: the
 *          customer of a live hold may still check it out until the hold lapses (and it is booked),
 *          a booking stays booked with its order; nobody can add or hold it any more.
 * POST   /api/retailer/listings/status     body listingStatusBulkSchema (≤ 100 ids)
 *        → 200 listingStatusBulkResponseSchema. All or nothing per request: any id not of this shop →
 *          404 NOT_FOUND and nothing changes; any listing with commitments and no `confirm` → 409
 *          LISTING_HAS_COMMITMENTS (details summed over the request, with their ids) and nothing
 *          changes.
 * POST   /api/retailer/listings/:id/images multipart/form-data, one file (any field name)
 *        → 201 shopListingResponseSchema (the new picture last; the first is the cover)
 *        · 404 NOT_FOUND · 409 LISTING_IMAGE_LIMIT (already LISTING_IMAGE_LIMIT pictures)
 *        · 413 IMAGE_TOO_LARGE · 415/400 IMAGE_INVALID (checked by content, re-encoded to WebP)
 * PUT    /api/retailer/listings/:id/images/order body listingImageOrderSchema (every image id of the
 *          listing, once each, in the new order)
 *        → 200 shopListingResponseSchema · 400 VALIDATION_FAILED (not exactly the listing's images)
 *        · 404 NOT_FOUND
 * DELETE /api/retailer/listings/:id/images/:imageId → 200 shopListingResponseSchema · 404 NOT_FOUND
 *        (the file is removed from storage; the next picture becomes the cover)
 * GET    /api/retailer/listings/template.csv → 200 text/csv (UTF-8 with BOM): the header and one
 *          example row
 * GET    /api/retailer/listings/export.csv   → 200 text/csv (UTF-8 with BOM): every listing of the
 *          shop, columns LISTING_CSV_COLUMNS; money in BD with 3 decimals (`12.500`)
 * POST   /api/retailer/listings/import?dryRun=true|false  body: the file as `text/csv` (UTF-8, BOM
 *          optional; at most LISTING_CSV_MAX_BYTES and LISTING_CSV_MAX_ROWS data rows)
 *        → 200 csvImportReportSchema: every row validated with the same rules as the form; a row with
 *          an id of this shop updates it, a row without an id creates one, an id of another shop (or
 *          unknown) is an error on that row (column `id`); one bad row never stops the others. The
 *          dry run (default: true) writes nothing and says what would happen.
 *        · 400 CSV_INVALID (not CSV, or a column missing from the header) · 413 CSV_TOO_LARGE (over
 *          LISTING_CSV_MAX_BYTES or LISTING_CSV_MAX_ROWS; a body far past the size, over 64 KB more,
 *          is refused by the server itself: 413 PAYLOAD_TOO_LARGE) · 415 UNSUPPORTED_MEDIA_TYPE (not
 *          text/csv). Commas as exported, or semicolons or tabs as some spreadsheets save (read from
 *          the file). `category`: the category's slug (as exported) or its English or Arabic name.
 *          Rows are records: a quoted field may hold line breaks; blank lines are skipped
 *          but keep their numbers. A row without `active` is active; `true/false/yes/no/1/0`.
 */
import { z } from 'zod/mini';
import { listingKindSchema, pricingTypeSchema, servesGuestsSchema } from './catalogue.js';
import { filsSchema, idSchema, localizedTextSchema, plainText } from './common.js';
import { bookingRulesSchema } from './schedule.js';

/** The most pictures a listing may have; the first is its cover. */
export const LISTING_IMAGE_LIMIT = 8;
export const LISTING_NAME_MIN = 2;
export const LISTING_NAME_MAX = 120;
export const LISTING_DESCRIPTION_MAX = 2000;
/** The most units of a listing that one slot (or one order) may take. */
export const LISTING_CAPACITY_MAX = 1000;
/** 100,000 BD: no listing costs more (and fils stay far inside a 32-bit integer). */
export const LISTING_PRICE_MAX_FILS = 100_000_000;
/** A page of the shop's own list. */
export const SHOP_LISTINGS_PAGE_SIZE = 50;
export const SHOP_LISTINGS_PAGE_MAX = 100;
/** Bulk activate/deactivate: at most this many ids per request. */
export const LISTING_BULK_MAX = 100;
export const LISTING_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const LISTING_CSV_MAX_ROWS = 2000;

/**
 * The messages of the listing form's own issues (and of CSV row errors): the client shows its own
 * sentence for each. Zod's generic issues (a too long name, a missing field) keep zod's messages and
 * the client words them from the issue's path and kind.
 */
export const LISTING_FIELD_ISSUES = [
  'required',
  'invalid',
  'too_short',
  'too_long',
  'out_of_range',
  'control_characters',
  /** A product is bought at a fixed price. */
  'product_must_be_fixed',
  /** Fixed price: priceFils required, ≥ 1. */
  'price_required',
  /** Hourly: hourlyRateFils required, ≥ 1. */
  'rate_required',
  /** A fixed-price listing has no hourly rate. */
  'not_for_fixed',
  /** An hourly listing has no fixed or sale price. */
  'not_for_hourly',
  'sale_not_below_price',
  /** A description in one language needs the other one too. */
  'description_both_languages',
  // CSV only:
  'unknown_category',
  /** An id that is not one of this shop's listings (another shop's, or none). */
  'unknown_listing',
  /** The same id on two rows of the file. */
  'duplicate_id',
  /** Deactivating a listing with live holds or future bookings: only from the list, with confirm. */
  'has_commitments',
  /** A buffer: whole minutes from 0 to MAX_BUFFER_MINUTES, in steps of BUFFER_STEP_MINUTES. */
  'buffer_step',
  /** A minimum notice: one of NOTICE_CHOICES_MINUTES (the form's choices). */
  'notice_choice',
  /** How far ahead: whole days from MIN_ADVANCE_DAYS to SLOT_DAYS. */
  'advance_days',
] as const;
export const listingFieldIssueSchema = z.enum(LISTING_FIELD_ISSUES);
export type ListingFieldIssue = z.infer<typeof listingFieldIssueSchema>;

const priceSchema = z.int().check(z.gte(0), z.lte(LISTING_PRICE_MAX_FILS));

// ---- a listing, as its shop sees it ----

export const listingImageSchema = z.object({ id: idSchema, url: z.string() });
export type ListingImage = z.infer<typeof listingImageSchema>;

export const shopListingSchema = z.object({
  id: idSchema,
  kind: listingKindSchema,
  pricingType: pricingTypeSchema,
  /** Fixed price (0 for hourly listings). */
  priceFils: filsSchema,
  salePriceFils: z.nullable(filsSchema),
  isOnSale: z.boolean(),
  hourlyRateFils: z.nullable(filsSchema),
  capacity: z.int().check(z.gte(1)),
  servesGuests: servesGuestsSchema,
  name: localizedTextSchema,
  description: localizedTextSchema,
  categoryId: idSchema,
  categoryName: localizedTextSchema,
  /** The cover: the first picture, or null. */
  imageUrl: z.nullable(z.string()),
  /** Every picture in order (the first is the cover). */
  images: z.array(listingImageSchema),
  isActive: z.boolean(),
  /** Cart holds of this listing not yet expired. */
  liveHolds: z.int().check(z.gte(0)),
  /** Confirmed bookings of this listing not over yet (ending after now). */
  futureBookings: z.int().check(z.gte(0)),
  /** Issue 27: buffers, notice and how far ahead (time-based listings; products ignore them). */
  bookingRules: bookingRulesSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type ShopListing = z.infer<typeof shopListingSchema>;

// ---- create / update ----

const listingInputFields = {
  kind: listingKindSchema,
  pricingType: pricingTypeSchema,
  categoryId: idSchema,
  name: z.object({
    en: plainText(LISTING_NAME_MAX, LISTING_NAME_MIN),
    ar: plainText(LISTING_NAME_MAX, LISTING_NAME_MIN),
  }),
  description: z._default(
    z.object({
      en: z._default(plainText(LISTING_DESCRIPTION_MAX), ''),
      ar: z._default(plainText(LISTING_DESCRIPTION_MAX), ''),
    }),
    { en: '', ar: '' },
  ),
  /** Fixed price in fils: required (≥ 1) for fixed pricing, null (or 0) for hourly. */
  priceFils: z._default(z.nullable(priceSchema), null),
  /** Below priceFils; fixed pricing only. */
  salePriceFils: z._default(z.nullable(priceSchema), null),
  /** Hourly pricing only: required, ≥ 1. */
  hourlyRateFils: z._default(z.nullable(priceSchema), null),
  capacity: z._default(z.int().check(z.gte(1), z.lte(LISTING_CAPACITY_MAX)), 1),
  servesGuests: z._default(servesGuestsSchema, null),
  /** Issue 27: left out, a listing keeps its rules (a new one gets DEFAULT_BOOKING_RULES). */
  bookingRules: z.optional(bookingRulesSchema),
};

type ListingInputShape = {
  kind: string;
  pricingType: string;
  description: { en: string; ar: string };
  priceFils: number | null;
  salePriceFils: number | null;
  hourlyRateFils: number | null;
};

/**
 * The rules between fields, each with the path of the field to show it at. Fixed-price products are
 * bought; everything else needs a time slot. Products are always fixed price; the other kinds are
 * hourly or a fixed price per booking.
 */
const listingRules = [
  z.refine<ListingInputShape>((l) => l.kind !== 'product' || l.pricingType === 'fixed', {
    path: ['pricingType'],
    message: 'product_must_be_fixed',
  }),
  z.refine<ListingInputShape>((l) => l.pricingType !== 'fixed' || (l.priceFils ?? 0) >= 1, {
    path: ['priceFils'],
    message: 'price_required',
  }),
  z.refine<ListingInputShape>((l) => l.pricingType !== 'fixed' || l.hourlyRateFils === null, {
    path: ['hourlyRateFils'],
    message: 'not_for_fixed',
  }),
  z.refine<ListingInputShape>((l) => l.pricingType !== 'hourly' || (l.hourlyRateFils ?? 0) >= 1, {
    path: ['hourlyRateFils'],
    message: 'rate_required',
  }),
  z.refine<ListingInputShape>((l) => l.pricingType !== 'hourly' || !l.priceFils, {
    path: ['priceFils'],
    message: 'not_for_hourly',
  }),
  z.refine<ListingInputShape>((l) => l.pricingType !== 'hourly' || l.salePriceFils === null, {
    path: ['salePriceFils'],
    message: 'not_for_hourly',
  }),
  z.refine<ListingInputShape>(
    (l) => l.pricingType !== 'fixed' || l.salePriceFils === null || l.salePriceFils < (l.priceFils ?? 0),
    { path: ['salePriceFils'], message: 'sale_not_below_price' },
  ),
  z.refine<ListingInputShape>((l) => l.description.en === '' || l.description.ar !== '', {
    path: ['description', 'ar'],
    message: 'description_both_languages',
  }),
  z.refine<ListingInputShape>((l) => l.description.ar === '' || l.description.en !== '', {
    path: ['description', 'en'],
    message: 'description_both_languages',
  }),
];

/** PATCH /api/retailer/listings/:id: the whole form. */
export const shopListingInputSchema = z.object(listingInputFields).check(...listingRules);
export type ShopListingInput = z.output<typeof shopListingInputSchema>;
export type ShopListingInputDraft = z.input<typeof shopListingInputSchema>;

/** POST /api/retailer/listings: the form, and whether customers see it at once (default yes). */
export const shopListingCreateSchema = z
  .object({ ...listingInputFields, isActive: z._default(z.boolean(), true) })
  .check(...listingRules);
export type ShopListingCreate = z.output<typeof shopListingCreateSchema>;

export const shopListingParamsSchema = z.object({ id: idSchema });
export const listingImageParamsSchema = z.object({ id: idSchema, imageId: idSchema });
export const shopListingResponseSchema = z.object({ listing: shopListingSchema });
export type ShopListingResponse = z.infer<typeof shopListingResponseSchema>;

// ---- the shop's list ----

export const LISTING_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;
/** Needs attention: no picture, or not shown to customers. */
export const LISTING_ATTENTION_FILTERS = ['no_image', 'inactive'] as const;

const afterCursorSchema = z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[A-Za-z0-9_.-]+$/));

export const shopListingsQuerySchema = z.object({
  /** Searches both names (normalised as customer search is: alef forms, case, diacritics…). */
  q: z.optional(plainText(100)),
  kind: z.optional(listingKindSchema),
  status: z._default(z.enum(LISTING_STATUS_FILTERS), 'all'),
  attention: z.optional(z.enum(LISTING_ATTENTION_FILTERS)),
  after: z.optional(afterCursorSchema),
  limit: z._default(
    z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(SHOP_LISTINGS_PAGE_MAX))),
    SHOP_LISTINGS_PAGE_SIZE,
  ),
});
export type ShopListingsQuery = z.infer<typeof shopListingsQuerySchema>;

export const shopListingsPageSchema = z.object({
  listings: z.array(shopListingSchema),
  /** How many listings the whole filtered list has. */
  total: z.int().check(z.gte(0)),
  /** Pass as `after` for the next page; null when this page is the last. */
  nextCursor: z.nullable(z.string()),
});
export type ShopListingsPage = z.infer<typeof shopListingsPageSchema>;

export const shopListingsSummarySchema = z.object({
  total: z.int().check(z.gte(0)),
  active: z.int().check(z.gte(0)),
  inactive: z.int().check(z.gte(0)),
  withoutImage: z.int().check(z.gte(0)),
});
export type ShopListingsSummary = z.infer<typeof shopListingsSummarySchema>;

// ---- activate / deactivate ----

export const listingStatusChangeSchema = z.object({
  active: z.boolean(),
  /** Deactivate even with live holds or future bookings (they stay honoured). */
  confirm: z._default(z.boolean(), false),
});
export type ListingStatusChange = z.infer<typeof listingStatusChangeSchema>;

export const listingStatusBulkSchema = z.object({
  ids: z.pipe(
    z.array(idSchema).check(z.minLength(1), z.maxLength(LISTING_BULK_MAX)),
    z.transform((ids) => [...new Set(ids)]),
  ),
  active: z.boolean(),
  confirm: z._default(z.boolean(), false),
});
export type ListingStatusBulk = z.infer<typeof listingStatusBulkSchema>;
export const listingStatusBulkResponseSchema = z.object({
  /** The ids now in the asked state (every id of the request). */
  updated: z.array(idSchema),
});
export type ListingStatusBulkResponse = z.infer<typeof listingStatusBulkResponseSchema>;

/** `error.details` of 409 LISTING_HAS_COMMITMENTS. */
export const listingCommitmentsSchema = z.object({
  liveHolds: z.int().check(z.gte(0)),
  futureBookings: z.int().check(z.gte(0)),
  /** The listings of the request that have them. */
  listingIds: z.array(idSchema),
});
export type ListingCommitments = z.infer<typeof listingCommitmentsSchema>;

// ---- pictures ----

export const listingImageOrderSchema = z.object({
  imageIds: z.array(idSchema).check(z.minLength(1), z.maxLength(LISTING_IMAGE_LIMIT)),
});
export type ListingImageOrder = z.infer<typeof listingImageOrderSchema>;

// ---- CSV ----

/** The columns of the export, the template and the import (in this order; the header names them). */
export const LISTING_CSV_COLUMNS = [
  'id',
  'kind',
  'category',
  'name_en',
  'name_ar',
  'description_en',
  'description_ar',
  'pricing_type',
  'price_bd',
  'sale_price_bd',
  'hourly_rate_bd',
  'capacity',
  'serves_guests',
  // Issue 27: a time-based listing's booking rules (empty for products, which ignore them). A file
  // without these columns (exported before them) still imports: its listings keep their rules.
  'buffer_before_minutes',
  'buffer_after_minutes',
  'min_notice_minutes',
  'max_advance_days',
  'active',
] as const;
export type ListingCsvColumn = (typeof LISTING_CSV_COLUMNS)[number];
/** The columns a file may leave out (older exports). */
export const LISTING_CSV_OPTIONAL_COLUMNS: readonly ListingCsvColumn[] = [
  'buffer_before_minutes',
  'buffer_after_minutes',
  'min_notice_minutes',
  'max_advance_days',
];

export const listingImportQuerySchema = z.object({
  dryRun: z._default(
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
    true,
  ),
});

export const CSV_ROW_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;

export const csvRowReportSchema = z.object({
  /** The line's number in the file as a spreadsheet shows it: the header is 1, the first data row 2. */
  row: z.int().check(z.gte(2)),
  action: z.enum(CSV_ROW_ACTIONS),
  /** The listing updated or created (null in a dry run's creates and for errors without an id). */
  listingId: z.nullable(idSchema),
  errors: z.array(
    z.object({
      column: z.enum(LISTING_CSV_COLUMNS),
      code: listingFieldIssueSchema,
    }),
  ),
});
export type CsvRowReport = z.infer<typeof csvRowReportSchema>;

export const csvImportReportSchema = z.object({
  /** True: nothing was written; the rows say what would happen. */
  dryRun: z.boolean(),
  rows: z.array(csvRowReportSchema),
  counts: z.object({
    create: z.int(),
    update: z.int(),
    unchanged: z.int(),
    error: z.int(),
  }),
});
export type CsvImportReport = z.infer<typeof csvImportReportSchema>;
