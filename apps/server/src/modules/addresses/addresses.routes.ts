import { addressesResponseSchema, addressInputSchema, addressParamsSchema } from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AddressesService } from './addresses.service.js';

/** The signed-in customer's delivery addresses; every answer is the whole list after the change. */
export const addressesRoutes =
  (deps: { auth: SessionReader; addresses: AddressesService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { addresses } = deps;
    app.addHook('onRequest', authGuard(deps.auth));
    const tags = ['addresses'];

    app.get(
      '/addresses',
      {
        schema: {
          tags,
          summary: 'Your addresses, the default first',
          response: { 200: addressesResponseSchema, ...errorResponses(401) },
        },
      },
      async (req) => ({ addresses: await addresses.list(req.user!) }),
    );

    app.post(
      '/addresses',
      {
        schema: {
          tags,
          summary: 'Add an address (the first one is the default)',
          body: addressInputSchema,
          response: { 201: addressesResponseSchema, ...errorResponses(400, 401, 409) },
        },
      },
      async (req, reply) => {
        const list = await addresses.create(req.user!, req.body);
        reply.status(201);
        return { addresses: list };
      },
    );

    app.put(
      '/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Replace an address',
          params: addressParamsSchema,
          body: addressInputSchema,
          response: { 200: addressesResponseSchema, ...errorResponses(400, 401, 404) },
        },
      },
      async (req) => ({ addresses: await addresses.update(req.user!, req.params.id, req.body) }),
    );

    app.post(
      '/addresses/:id/default',
      {
        schema: {
          tags,
          summary: 'Make an address the default',
          params: addressParamsSchema,
          response: { 200: addressesResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (req) => ({ addresses: await addresses.makeDefault(req.user!, req.params.id) }),
    );

    app.delete(
      '/addresses/:id',
      {
        schema: {
          tags,
          summary: 'Delete an address (the newest other one becomes the default)',
          params: addressParamsSchema,
          response: { 200: addressesResponseSchema, ...errorResponses(401, 404) },
        },
      },
      async (req) => ({ addresses: await addresses.remove(req.user!, req.params.id) }),
    );
  };
