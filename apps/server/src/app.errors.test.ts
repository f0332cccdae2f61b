import { apiErrorSchema } from '@haflah/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';

const t = useTestApp();

/** The answer, checked to be in the one error shape, with its status and code. */
async function refused(res: { statusCode: number; json(): unknown }) {
  return { status: res.statusCode, code: apiErrorSchema.parse(res.json()).error.code };
}

describe("Fastify's own refusals leave in the API's error shape, with their own codes", () => {
  it('a URL that cannot be decoded', async () => {
    expect(await refused(await t.app.inject({ method: 'GET', url: '/api/items/%ff' }))).toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('a body too large, of a type no route takes, or not JSON at all', async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': type } });
    expect(await refused(await post(JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) })))).toEqual({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(await refused(await post('<email>a@b.c</email>', 'application/xml'))).toEqual({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await refused(await post('{"email":'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
  });
});
