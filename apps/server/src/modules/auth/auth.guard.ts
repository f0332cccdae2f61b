import type { Role, SessionUser } from '@haflah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { AuthService, RequestContext } from './auth.service.js';

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
 * and, when roles are given, has one of them (403). Every area's API goes through one of these. It must
 * run onRequest (before validation): as a preHandler, a bad query or body got 400 and its validation
 * details before the caller was even checked.
 */
export function authGuard(auth: AuthService, ...roles: Role[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await auth.session(requestContext(request));
    if (!session) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    sendCookies(reply, session.cookies);
    if (roles.length && !roles.includes(session.user.role)) {
      throw new AppError('FORBIDDEN', 'This area is not available to your account');
    }
    request.user = session.user;
  };
}
