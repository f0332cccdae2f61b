import {
  categoriesResponseSchema,
  itemParamsSchema,
  itemResponseSchema,
  itemsQuerySchema,
  itemsResponseSchema,
  retailersQuerySchema,
  retailersResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/openapi.js';
import type { CatalogueService } from './catalogue.service.js';

/** Public catalogue reads; the browser may cache them briefly. */
const CACHE = 'public, max-age=30';

export const catalogueRoutes =
  (service: CatalogueService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/categories',
      {
        schema: {
          tags: ['catalogue'],
          summary: 'All categories, ordered by name',
          response: { 200: categoriesResponseSchema },
        },
      },
      async (_req, reply) => {
        reply.header('cache-control', CACHE);
        return { categories: await service.listCategories() };
      },
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
      async (req, reply) => {
        reply.header('cache-control', CACHE);
        return { retailers: await service.listRetailers(req.query.categoryId) };
      },
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
        reply.header('cache-control', CACHE);
        return { items: await service.listItems(req.query) };
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
