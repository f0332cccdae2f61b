import {
  categoriesResponseSchema,
  itemParamsSchema,
  itemResponseSchema,
  itemsQuerySchema,
  itemsResponseSchema,
  shopPageResponseSchema,
  shopParamsSchema,
  shopsQuerySchema,
  shopsResponseSchema,
} from '@haflah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import { readLimit } from '../../http/rate-limit.js';
import type { CatalogueAnswers } from './catalogue.cache.js';
import type { CatalogueService } from './catalogue.service.js';

/** Public catalogue reads; the browser may cache them briefly. */
const CACHE = 'public, max-age=30';

/** A search (a list asked for with words) costs the database real work: it is rate limited. */
const isSearch = (request: FastifyRequest) => Boolean((request.query as { q?: string }).q);

export const catalogueRoutes =
  (
    service: CatalogueService,
    answers: CatalogueAnswers,
    limits: { searchesPerMinute: number },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    /**
     * The lists' answers come as JSON text, already in the contract's shape (see catalogue.cache.ts);
     * awaited before any header is set, so an error is not sent as cacheable.
     */
    const sendJson = async (reply: FastifyReply, answer: Promise<Buffer | string>) => {
      const json = await answer;
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
      (_req, reply) => sendJson(reply, answers.categories()),
    );

    app.get(
      '/shops',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'Approved shops by rating, a page at a time; optionally only those selling in a category',
          querystring: shopsQuerySchema,
          response: { 200: shopsResponseSchema, ...errorResponses(400) },
        },
      },
      (req, reply) => sendJson(reply, answers.shops(req.query)),
    );

    app.get(
      '/shops/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: "A shop's public page: its header's facts and the kinds it sells",
          params: shopParamsSchema,
          response: { 200: shopPageResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', CACHE);
        return { shop: await service.getShopPage(req.params.id) };
      },
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
      (req, reply) => sendJson(reply, answers.items(req.query)),
    );

    app.get(
      '/items/:id',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'One listing with its category and shop',
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
