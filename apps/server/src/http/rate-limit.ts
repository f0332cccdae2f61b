import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * Per-address limits on the reads anyone may send and that cost the database real work: availability
 * checks and searches. The sign-in limits are kept in PostgreSQL (auth attempts), shared by every
 * node; these are per node, in memory: their job is to keep one address from making a node busy,
 * and N nodes behind a balancer allow N times as much in all, which is fine for that. Routes opt in
 * (`config: { rateLimit: readLimit }`), keyed by the client's address (which TRUST_PROXY decides).
 * Over the limit: 429 RATE_LIMITED with Retry-After, in the shape of every error.
 */
export async function registerRateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    // Only the refusal says so (Retry-After); every answer under the limit stays as it was.
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 'Too many requests', Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/**
 * The route option of a public read limited to `perMinute` requests per address (0: no limit), for
 * the requests `applies` picks (default: all).
 */
export function readLimit(
  perMinute: number,
  applies?: (request: FastifyRequest) => boolean,
): { rateLimit?: RateLimitOptions } {
  if (perMinute === 0) return {};
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      ...(applies ? { allowList: (request: FastifyRequest) => !applies(request) } : {}),
    },
  };
}
