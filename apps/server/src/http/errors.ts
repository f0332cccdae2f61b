import type { ApiError, ErrorCode } from '@haflah/contracts';
import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const STATUS: Record<ErrorCode, number> = {
  NOT_FOUND: 404,
  VALIDATION_FAILED: 400,
  RATE_LIMITED: 429,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  INVALID_CREDENTIALS: 401,
  EMAIL_TAKEN: 409,
  INVALID_CODE: 400,
  CODE_EXPIRED: 400,
  CODE_ATTEMPTS_EXCEEDED: 400,
  INVALID_PHONE: 400,
  ALREADY_SIGNED_IN: 409,
  TIME_SLOT_REQUIRED: 400,
  INVALID_TIME_SLOT: 400,
  SLOT_UNAVAILABLE: 409,
  INTERNAL: 500,
};

/** An error a service raises on purpose; it reaches the client as its code. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = code,
    /** Seconds until a rate-limited request may be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
  get statusCode() {
    return STATUS[this.code];
  }
}

export function body(code: ErrorCode, message: string, issues?: ApiError['error']['issues']): ApiError {
  return { error: { code, message, ...(issues ? { issues } : {}) } };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(body(err.code, err.message));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [err.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message ?? 'invalid',
      }));
      return reply.status(400).send(body('VALIDATION_FAILED', 'Request validation failed', issues));
    }
    const status = (err as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.status(429).send(body('RATE_LIMITED', 'Too many requests'));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('VALIDATION_FAILED', (err as Error).message));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Internal server error'));
  });
}
