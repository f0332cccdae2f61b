import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiErrorSchema } from '@haflah/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-pages-'));
const PAGE = '<!doctype html><title>Haflah</title><div id="root"></div>';
fs.writeFileSync(path.join(webDist, 'index.html'), PAGE);
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ config: { WEB_DIST: webDist } });

const send = (method: 'GET' | 'HEAD' | 'POST', url: string, accept?: string) =>
  t.app.inject({ method, url, headers: accept === undefined ? {} : { accept } });

describe("the web app's pages", () => {
  it('answer with the app to browsers, link previews and curl alike (any Accept that takes HTML)', async () => {
    for (const [url, accept] of [
      ['/product/abc', 'text/html,application/xhtml+xml,*/*;q=0.8'],
      ['/product/abc', '*/*'],
      ['/cart', undefined],
      ['/retailer/login?next=%2F', 'text/*'],
      ['/no/such/page', '*/*'],
    ] as const) {
      const res = await send('GET', url, accept);
      expect(res.statusCode, `${url} ${accept}`).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(PAGE);
    }
    const head = await send('HEAD', '/settings', '*/*');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('are not what the API, media, built files, a file name or a JSON-only client get: a JSON 404', async () => {
    for (const [method, url, accept] of [
      ['GET', '/api/nothing', '*/*'],
      ['GET', '/api/nothing', 'text/html'],
      ['GET', '/media/seed/missing.svg', '*/*'],
      ['GET', '/assets/index-missing.js', '*/*'],
      ['GET', '/robots.txt', '*/*'],
      ['GET', '/cart', 'application/json'],
      ['POST', '/cart', '*/*'],
    ] as const) {
      const res = await send(method, url, accept);
      expect(res.statusCode, `${method} ${url} ${accept}`).toBe(404);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
  });
});
