import {
  addBenefitPayRequestSchema,
  addCardRequestSchema,
  paymentMethodParamsSchema,
  paymentMethodsResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, type SessionReader } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { PaymentsService } from './payments.service.js';

/** The signed-in customer's saved cards and BenefitPay wallets; every answer is the whole list. */
export const paymentsRoutes =
  (deps: { auth: SessionReader; payments: PaymentsService }): FastifyPluginAsyncZod =>
  async (app) => {
    const { payments } = deps;
    app.addHook('onRequest', authGuard(deps.auth));
    const tags = ['payments'];

    app.get(
      '/payment-methods',
      {
        schema: {
          tags,
          summary: 'Your saved payment methods, the default first (cash on delivery needs none)',
          response: { 200: paymentMethodsResponseSchema, ...errorResponses(401) },
        },
      },
      (req) => payments.list(req.user!),
    );

    app.post(
      '/payment-methods/cards',
      {
        schema: {
          tags,
          summary: 'Save a card: the gateway keeps it, we keep its brand, last 4 digits, expiry and holder',
          body: addCardRequestSchema,
          response: { 201: paymentMethodsResponseSchema, ...errorResponses(400, 401, 409, 422) },
        },
      },
      async (req, reply) => {
        const answer = await payments.addCard(req.user!, req.body);
        reply.status(201);
        return answer;
      },
    );

    app.post(
      '/payment-methods/benefitpay',
      {
        schema: {
          tags,
          summary: 'Link a BenefitPay wallet by its Bahrain mobile number',
          body: addBenefitPayRequestSchema,
          response: { 201: paymentMethodsResponseSchema, ...errorResponses(400, 401, 409, 422) },
        },
      },
      async (req, reply) => {
        const answer = await payments.addBenefitPay(req.user!, req.body);
        reply.status(201);
        return answer;
      },
    );

    app.post(
      '/payment-methods/:id/default',
      {
        schema: {
          tags,
          summary: 'Make a payment method the default',
          params: paymentMethodParamsSchema,
          response: { 200: paymentMethodsResponseSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => payments.makeDefault(req.user!, req.params.id),
    );

    app.delete(
      '/payment-methods/:id',
      {
        schema: {
          tags,
          summary: 'Remove a payment method (the newest other one becomes the default)',
          params: paymentMethodParamsSchema,
          response: { 200: paymentMethodsResponseSchema, ...errorResponses(401, 404) },
        },
      },
      (req) => payments.remove(req.user!, req.params.id),
    );
  };
