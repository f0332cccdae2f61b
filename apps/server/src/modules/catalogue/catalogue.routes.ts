import {
  categoriesResponseSchema,
  itemParamsSchema,
  itemResponseSchema,
  itemsQuerySchema,
  itemsResponseSchema,
  retailersQuerySchema,
  retailersResponseSchema,
} from '@haflah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeSearchText } from '../../db/search-text.js';
import { errorResponses } from '../../http/openapi.js';
import { readLimit } from '../../http/rate-limit.js';
import type { CatalogueCache } from './catalogue.cache.js';
import type { CatalogueService } from './catalogue.service.js';

/** Queries that search for the same words share a cache entry ("Cake ", "cake", "كيكة"/"كيكه"). */
const searchKey = (q: string) => `q=${normalizeSearchText(q)}`;

/** Public catalogue reads; the browser may cache them briefly. */
const CACHE = 'public, max-age=30';

/** A search (a list asked for with words) costs the database real work: it is rate limited. */
const isSearch = (request: FastifyRequest) => Boolean((request.query as { q?: string }).q);

export const catalogueRoutes =
  (
    service: CatalogueService,
    cache: CatalogueCache,
    limits: { searchesPerMinute: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The hot public answers, kept as the bytes sent: a hit costs no query, no serialisation and no
     * UTF-8 encoding (a string of Arabic text is re-encoded on every send; a Buffer is written as it
     * is). They are exactly the contract's shape (the service builds them field by field), so
     * JSON.stringify once is what the contract serializer would write on every request.
     */
    const sendJson = (reply: FastifyReply, json: Buffer | string) =>
      reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(json);
    const sendCached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) =>
      sendJson(reply, await cache.get(`json:${key}`, async () => Buffer.from(JSON.stringify(await load()))));

    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'All categories, ordered by name',
          response: { 200: categoriesResponseSchema },
        },
      },
      (_req, reply) =>
        sendCached(reply, 'categories', async () => ({ categories: await service.listCategories() })),
    );

    app.get(
      '/retailers',
      {
        schema: {
          tags: ['catalogue'],
          summary:
            'Approved retailers by rating, a page at a time; optionally only those selling in a category',
          querystring: retailersQuerySchema,
          response: { 200: retailersResponseSchema, ...errorResponses(400) },
        },
      },
      (req, reply) =>
        sendCached(reply, `retailers:${req.query.categoryId ?? ''}:${req.query.after ?? ''}`, () =>
          service.listRetailers(req.query),
        ),
    );

    app.get(
      '/items',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Listings of every kind, newest first (ranked by relevance when searching)',
          querystring: itemsQuerySchema,
          response: { 200: itemsResponseSchema, ...errorResponses(400, 429) },
        },
        config: readLimit(limits.searchesPerMinute, isSearch),
      },
      async (req, reply) => {
        const { categoryId = '', retailerId = '', kind = '', q, after = '', limit } = req.query;
        // The first page of each plain list is what every visitor opens, and people search for the
        // same things ("cake", the suggested searches): both are kept, least recently used first
        // out. "Load more" of a plain list is a keyset away from the database and not kept; it is
        // written by JSON.stringify too, like the kept answers (the service builds the contract's
        // shape field by field): for 50 listings of bilingual text, V8's native JSON writer costs
        // far less than the contract serializer's escaping of every string in JavaScript (a profile
        // of `npm run bench`'s items case: 1.07 → 0.65 ms of CPU per page).
        if (q !== undefined || after === '') {
          const words = q === undefined ? '' : searchKey(q);
          return sendCached(
            reply,
            `items:${categoryId}:${retailerId}:${kind}:${limit}:${words}:${after}`,
            () => service.listItems(req.query),
          );
        }
        return sendJson(reply, JSON.stringify(await service.listItems(req.query)));
      },
    );

    app.get(
      '/items/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One listing with its category and retailer',
          params: itemParamsSchema,
          response: { 200: itemResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', CACHE);
        return { item: await service.getItem(req.params.id) };
      },
    );
  };
