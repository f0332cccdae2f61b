import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { ApiError, apiSend } from './api';

afterEach(() => vi.unstubAllGlobals());

describe('apiSend', () => {
  it('sends JSON with the same-origin cookies and parses the answer', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ ok: true }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const result = await apiSend('PATCH', '/api/profile', { name: 'Ali' }, z.object({ ok: z.boolean() }));
    expect(result).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith('/api/profile', {
      method: 'PATCH',
      signal: undefined,
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: '{"name":"Ali"}',
    });
  });

  it('throws the server error code as an ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'EMAIL_TAKEN', message: 'taken' } }), { status: 409 }),
      ),
    );
    const error = await apiSend('POST', '/api/auth/register', {}, z.object({})).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'EMAIL_TAKEN', status: 409, message: 'taken' });
  });

  it('reports a network failure as NETWORK', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiSend('POST', '/api/auth/logout', undefined, z.object({}))).rejects.toMatchObject({
      code: 'NETWORK',
      status: 0,
    });
  });
});
