import {
  categoriesResponseSchema,
  itemParamsSchema,
  itemResponseSchema,
  itemsQuerySchema,
  itemsResponseSchema,
  retailersQuerySchema,
  retailersResponseSchema,
} from '@haflah/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import type { CatalogueCache } from './catalogue.cache.js';
import type { CatalogueService } from './catalogue.service.js';

/** Public catalogue reads; the browser may cache them briefly. */
const CACHE = 'public, max-age=30';

export const catalogueRoutes =
  (service: CatalogueService, cache: CatalogueCache): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The hot public answers, kept serialised: a hit costs no query and no serialisation. They are
     * exactly the contract's shape (the service builds them field by field), so JSON.stringify once
     * is what the contract serializer would write on every request.
     */
    const sendCached = async (reply: FastifyReply, key: string, load: () => Promise<unknown>) => {
      const json = await cache.get(`json:${key}`, async () => JSON.stringify(await load()));
      return reply.header('cache-control', CACHE).type('application/json; charset=utf-8').send(json);
    };

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
          summary: 'Approved retailers by rating; optionally only those selling in a category',
          querystring: retailersQuerySchema,
          response: { 200: retailersResponseSchema, ...errorResponses(400) },
        },
      },
      (req, reply) =>
        sendCached(reply, `retailers:${req.query.categoryId ?? ''}`, async () => ({
          retailers: await service.listRetailers(req.query.categoryId),
        })),
    );

    app.get(
      '/items',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Listings of every kind, newest first (ranked by relevance when searching)',
          querystring: itemsQuerySchema,
          response: { 200: itemsResponseSchema, ...errorResponses(400) },
        },
      },
      async (req, reply) => {
        const { categoryId = '', retailerId = '', kind = '', q, after, limit } = req.query;
        // The first page of each plain list is what every visitor opens; searches and "load more"
        // pages are too many to keep.
        if (q === undefined && after === undefined) {
          return sendCached(reply, `items:${categoryId}:${retailerId}:${kind}:${limit}`, () =>
            service.listItems(req.query),
          );
        }
        reply.header('cache-control', CACHE);
        return service.listItems(req.query);
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
