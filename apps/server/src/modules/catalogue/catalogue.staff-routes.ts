import {
  csvImportReportSchema,
  LISTING_CSV_MAX_BYTES,
  listingImageOrderSchema,
  listingImageParamsSchema,
  listingImportQuerySchema,
  listingStatusBulkResponseSchema,
  listingStatusBulkSchema,
  listingStatusChangeSchema,
  shopListingCreateSchema,
  shopListingInputSchema,
  shopListingParamsSchema,
  shopListingResponseSchema,
  shopListingsPageSchema,
  shopListingsQuerySchema,
  shopListingsSummarySchema,
} from '@haflah/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.js';
import { type SessionReader, staffArea } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import { registerUploads } from '../../http/uploads.js';
import type { createListingsCsv } from './catalogue.csv.js';
import type { ShopListingsService } from './catalogue.listings.js';

/**
 * The catalogue's routes in the retailer area (ADR 017): a shop managing its own listings (issue 23;
 * the endpoints and their answers are listed in contracts shop-listings.ts). Behind the retailer role
 * (staffArea); the service asks the listings' policy first for every id, so another shop's listing
 * answers 404 like a missing one.
 */
export function catalogueStaffRoutes(deps: {
  auth: SessionReader;
  listings: ShopListingsService;
  csv: ReturnType<typeof createListingsCsv>;
  /** The one picture of a multipart request (http/uploads.ts); absent: no picture routes. */
  readPicture?: (req: FastifyRequest) => Promise<Buffer>;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(staffArea('/retailer', 'retailer', deps.auth, retailerListingRoutes(deps)), {
      prefix: '/api',
    });
  };
}

const CSV_TYPE = 'text/csv; charset=utf-8';
const tags = ['retailer'];

const retailerListingRoutes =
  ({ listings, csv, readPicture }: Parameters<typeof catalogueStaffRoutes>[0]): FastifyPluginAsyncZod =>
  async (app) => {
    // The import's body is the file itself. A little over the file limit, so the service answers
    // CSV_TOO_LARGE for a file just past it; a body far past it is Fastify's PAYLOAD_TOO_LARGE.
    app.addContentTypeParser(
      'text/csv',
      { parseAs: 'string', bodyLimit: LISTING_CSV_MAX_BYTES + 64 * 1024 },
      (_req, body, done) => done(null, body),
    );
    // A listing's pictures come as multipart/form-data (http/uploads.ts), in this scope only.
    await registerUploads(app);

    app.get(
      '/listings',
      {
        schema: {
          tags,
          summary: "The shop's own listings, active or not, newest first (search, filters, keyset pages)",
          querystring: shopListingsQuerySchema,
          response: { 200: shopListingsPageSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      (req) => listings.list(req.user!, req.query),
    );

    app.get(
      '/listings/summary',
      {
        schema: {
          tags,
          summary: "Counts of the shop's listings: total, active, inactive, without a picture",
          response: { 200: shopListingsSummarySchema, ...errorResponses(401, 403, 404) },
        },
      },
      (req) => listings.summary(req.user!),
    );

    app.get(
      '/listings/template.csv',
      { schema: { tags, summary: 'A CSV file to fill: the header and one example row' } },
      async (req, reply) => {
        await listings.shopOf(req.user!);
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', 'attachment; filename="listings-template.csv"')
          .send(await csv.template());
      },
    );

    app.get(
      '/listings/export.csv',
      { schema: { tags, summary: 'Every listing of the shop as CSV (UTF-8 with BOM; money in BD)' } },
      async (req, reply) => {
        const shopId = await listings.shopOf(req.user!);
        return reply
          .type(CSV_TYPE)
          .header('content-disposition', 'attachment; filename="listings.csv"')
          .send(await csv.exportCsv(shopId));
      },
    );

    app.post(
      '/listings/import',
      {
        schema: {
          tags,
          summary: 'Creates and updates listings from a CSV file (text/csv); a dry run writes nothing',
          querystring: listingImportQuerySchema,
          response: { 200: csvImportReportSchema, ...errorResponses(400, 401, 403, 404, 413, 415) },
        },
      },
      async (req) => {
        const shopId = await listings.shopOf(req.user!);
        if (typeof req.body !== 'string') throw unsupported();
        return csv.import(shopId, req.body, req.query.dryRun);
      },
    );

    app.post(
      '/listings/status',
      {
        schema: {
          tags,
          summary:
            'Shows or hides several listings, all or none (deactivating some with commitments: confirm)',
          body: listingStatusBulkSchema,
          response: { 200: listingStatusBulkResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      (req) => listings.setStatusBulk(req.user!, req.body),
    );

    app.get(
      '/listings/:id',
      {
        schema: {
          tags,
          summary: 'One listing of the shop, with its pictures',
          params: shopListingParamsSchema,
          response: { 200: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({ listing: await listings.get(req.user!, req.params.id) }),
    );

    app.post(
      '/listings',
      {
        schema: {
          tags,
          summary: 'A new listing of the shop (a shop not yet approved may prepare its listings)',
          body: shopListingCreateSchema,
          response: { 201: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req, reply) => {
        const listing = await listings.create(req.user!, req.body);
        return reply.status(201).send({ listing });
      },
    );

    app.patch(
      '/listings/:id',
      {
        schema: {
          tags,
          summary: 'Edits a listing (the whole form)',
          params: shopListingParamsSchema,
          body: shopListingInputSchema,
          response: { 200: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({ listing: await listings.update(req.user!, req.params.id, req.body) }),
    );

    app.post(
      '/listings/:id/status',
      {
        schema: {
          tags,
          summary: 'Shows or hides a listing (deactivating one with live holds or future bookings: confirm)',
          params: shopListingParamsSchema,
          body: listingStatusChangeSchema,
          response: { 200: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (req) => ({ listing: await listings.setStatus(req.user!, req.params.id, req.body) }),
    );

    if (!readPicture) return;

    app.post(
      '/listings/:id/images',
      {
        schema: {
          tags,
          summary: 'Adds a picture (multipart, one file; checked by content, stored as WebP)',
          params: shopListingParamsSchema,
          response: { 201: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415) },
        },
      },
      async (req, reply) => {
        const listing = await listings.addImage(req.user!, req.params.id, () => readPicture(req));
        return reply.status(201).send({ listing });
      },
    );

    app.put(
      '/listings/:id/images/order',
      {
        schema: {
          tags,
          summary: "Puts the listing's pictures in a new order (the first is the cover)",
          params: shopListingParamsSchema,
          body: listingImageOrderSchema,
          response: { 200: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({ listing: await listings.orderImages(req.user!, req.params.id, req.body.imageIds) }),
    );

    app.delete(
      '/listings/:id/images/:imageId',
      {
        schema: {
          tags,
          summary: 'Removes a picture (and its file)',
          params: listingImageParamsSchema,
          response: { 200: shopListingResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (req) => ({
        listing: await listings.removeImage(req.user!, req.params.id, req.params.imageId),
      }),
    );
  };

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv');
