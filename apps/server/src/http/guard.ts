import type { Role, SessionUser } from '@haflah/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from './errors.js';

/** Who is asking: the client's address (for per-IP limits) and the request headers (cookies). */
export interface RequestContext {
  ip: string;
  headers: Headers;
}

/** The part of the auth service a guard needs: the signed-in user of a request, or null. */
export interface SessionReader {
  session(ctx: RequestContext): Promise<{ user: SessionUser; cookies: string[] } | null>;
}

export function requestContext(request: FastifyRequest): RequestContext {
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (v === undefined || k === 'x-forwarded-for' || k === 'x-client-ip') continue;
    headers.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return { ip: request.ip, headers };
}

export function sendCookies(reply: FastifyReply, cookies: string[]) {
  if (cookies.length) reply.header('set-cookie', cookies);
}

declare module 'fastify' {
  interface FastifyRequest {
    user?: SessionUser;
  }
}

/**
 * An onRequest hook that loads the session and refuses the request unless the user is signed in (401)
 * and, when roles are given, has one of them (403). It must run onRequest (before validation): as a
 * preHandler, a bad query or body got 400 and its validation details before the caller was checked.
 */
export function authGuard(sessions: SessionReader, ...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await sessions.session(requestContext(request));
    if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    sendCookies(reply, session.cookies);
    if (roles.length && !roles.includes(session.user.role)) {
      throw new AppError('FORBIDDEN', 'This area is not available to your account');
    }
    request.user = session.user;
  };
}

/**
 * A staff area's API (`/retailer`, `/driver`, `/admin`): every route registered inside is behind the
 * area's role guard, so a route added there later is refused to other roles (403) and to anonymous
 * callers (401) whatever the client does.
 */
export function staffArea(
  prefix: `/${string}`,
  role: Role,
  sessions: SessionReader,
  routes: FastifyPluginAsyncZod,
): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      async (plain) => {
        const area = plain.withTypeProvider<ZodTypeProvider>();
        area.addHook('onRequest', authGuard(sessions, role));
        await area.register(routes);
      },
      { prefix },
    );
  };
}
