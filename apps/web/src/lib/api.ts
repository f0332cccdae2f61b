import type { ErrorCode } from '@haflah/contracts';
import { z } from 'zod/mini';

/**
 * An error answer as the contracts' `apiErrorSchema`, but with the code read as text: the server and
 * this app are built from one commit and both are typed by ERROR_CODES, so the list of every code
 * (about 0.4 kB gzip) stays out of the Home route's JavaScript.
 */
const errorAnswerSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
    details: z.optional(
      z.custom<Record<string, unknown>>((v) => typeof v === 'object' && v !== null && !Array.isArray(v)),
    ),
  }),
});

/** An error answered by the API (or the network), carrying the server's code for translation. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    readonly status: number,
    message: string,
    /** For VALIDATION_FAILED: which fields were refused (`body.iban`), so a form can mark them. */
    readonly issues: ApiErrorIssue[] = [],
    /** More about some errors, in the shape their contract names (SHOP_PAUSED's reason and time). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export interface ApiErrorIssue {
  path: string;
  message: string;
}

export type QueryParams = Record<string, string | number | undefined | null>;

export function buildUrl(path: string, params?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Answers are parsed without zod's compiled parsers: compiling one (with `new Function`) the first
 * time an object schema parses cost the phone a long task at start (about 270 ms at Lighthouse's CPU
 * throttling, as the first answers arrived), for answers of 50 items at most.
 */
const INTERPRETED = { jitless: true } as const;

/** GETs a JSON API path and parses the answer with its contract. */
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  return request(buildUrl(path, params), { signal, headers: { accept: 'application/json' } }, schema);
}

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Sends JSON to an API path and parses the answer with its contract. The session lives in httpOnly
 * cookies the server sets, so the request carries the cookies of this origin.
 */
export async function apiSend<S extends z.ZodMiniType>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: S,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return request(
    path,
    {
      method,
      signal,
      credentials: 'same-origin',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    schema,
  );
}

async function request<S extends z.ZodMiniType>(
  url: string,
  init: RequestInit,
  schema: S,
): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 0, (err as Error).message);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = errorAnswerSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, issues, details } = parsed.data.error;
      throw new ApiError(code as ErrorCode, res.status, message, issues, details);
    }
    throw new ApiError('INTERNAL', res.status, res.statusText);
  }
  return schema.parse(body, INTERPRETED);
}
