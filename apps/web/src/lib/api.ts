import { apiErrorSchema, type ErrorCode } from '@haflah/contracts';
import type { z } from 'zod/mini';

/** An error answered by the API (or the network), carrying the server's code for translation. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | 'NETWORK',
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
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

/** GETs a JSON API path and parses the answer with its contract. */
export async function apiGet<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  params?: QueryParams,
  signal?: AbortSignal,
): Promise<z.infer<S>> {
  let res: Response;
  try {
    res = await fetch(buildUrl(path, params), { signal, headers: { accept: 'application/json' } });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError('NETWORK', 0, (err as Error).message);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) throw new ApiError(parsed.data.error.code, res.status, parsed.data.error.message);
    throw new ApiError('INTERNAL', res.status, res.statusText);
  }
  return schema.parse(body);
}
