import {
  codeRequestSchema,
  codeSentResponseSchema,
  codeVerifySchema,
  loginRequestSchema,
  passwordChangeSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerRequestSchema,
  sessionResponseSchema,
  userResponseSchema,
} from '@haflah/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authGuard, requestContext, sendCookies } from '../../http/guard.js';
import { errorResponses } from '../../http/openapi.js';
import type { AuthService } from './auth.service.js';

const tags = ['auth'];

export const authRoutes =
  (auth: AuthService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/auth/login',
      {
        schema: {
          tags,
          summary: 'Sign in with email and password',
          body: loginRequestSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401, 403, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await auth.login(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );

    app.post(
      '/auth/register',
      {
        schema: {
          tags,
          summary: 'Create a customer account with a password',
          body: registerRequestSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 409, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await auth.register(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );

    app.post(
      '/auth/code',
      {
        schema: {
          tags,
          summary: 'Email a 6-digit one-time code (sign-in or registration)',
          body: codeRequestSchema,
          response: { 200: codeSentResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (req) => auth.requestCode(req.body, requestContext(req)),
    );

    app.post(
      '/auth/code/verify',
      {
        schema: {
          tags,
          summary: 'Sign in (creating the account if needed) with the emailed code',
          body: codeVerifySchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await auth.verifyCode(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );

    app.post(
      '/auth/password/forgot',
      {
        schema: {
          tags,
          summary: 'Email a 6-digit code to reset the password (the same answer for any email)',
          body: passwordResetRequestSchema,
          response: { 200: codeSentResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (req) => auth.requestPasswordReset(req.body, requestContext(req)),
    );

    app.post(
      '/auth/password/reset',
      {
        schema: {
          tags,
          summary: 'Set a new password with the emailed code; ends every session, then signs in',
          body: passwordResetSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await auth.resetPassword(req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );

    app.post(
      '/auth/password/change',
      {
        onRequest: authGuard(auth),
        schema: {
          tags,
          summary: 'Change your password (the current one first); your other sessions end',
          body: passwordChangeSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401, 429) },
        },
      },
      async (req, reply) => {
        const { user, cookies } = await auth.changePassword(req.user!, req.body, requestContext(req));
        sendCookies(reply, cookies);
        return { user };
      },
    );

    app.post(
      '/auth/logout',
      {
        schema: { tags, summary: 'End the session on the server', response: { 200: sessionResponseSchema } },
      },
      async (req, reply) => {
        sendCookies(reply, await auth.logout(requestContext(req)));
        return { user: null };
      },
    );

    app.get(
      '/auth/session',
      { schema: { tags, summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } } },
      async (req, reply) => {
        const session = await auth.session(requestContext(req));
        if (session) sendCookies(reply, session.cookies);
        return { user: session?.user ?? null };
      },
    );

    app.patch(
      '/profile',
      {
        // onRequest, not preHandler: anonymous callers get 401 before the body is validated.
        onRequest: authGuard(auth),
        schema: {
          tags: ['profile'],
          summary: 'Edit your name, phone and location',
          body: profileUpdateSchema,
          response: { 200: userResponseSchema, ...errorResponses(400, 401) },
        },
      },
      async (req) => ({ user: await auth.updateProfile(req.user!, req.body) }),
    );
  };
