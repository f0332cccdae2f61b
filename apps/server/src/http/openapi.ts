import { apiErrorSchema } from '@haflah/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Documents the error responses a route can give, all in the shared error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema]));
}

/** An onSend hook for answers that carry personal data or sessions: never cached anywhere. */
export async function noStore(_req: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store');
}
