import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, registerCompression } from './compress.js';
import { isAppPage, registerMedia, registerWebApp } from './static.js';

/**
 * What goes over the wire: the web app's files as the build compressed them, API answers and media
 * compressed as they are sent. A small app with the same helpers app.ts uses, over a temp dist folder
 * laid out the way the web build writes it (each text file with its .br and .gz).
 */
let app: FastifyInstance;
let dir: string;
const dist = (...p: string[]) => path.join(dir, 'dist', ...p);

const JS = `export const items = [${Array.from({ length: 400 }, (_, i) => `{id:${i},name:"item ${i}"}`).join(',')}];\n`;
const HTML = `<!doctype html><html><head><title>Haflah</title></head><body>${'<p>splash</p>'.repeat(100)}</body></html>`;
const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<circle cx="1" cy="1" r="1"/>'.repeat(80)}</svg>`;

/** A catalogue answer the size of /api/items at its limit (50 items). */
const ITEMS = {
  items: Array.from({ length: 50 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    kind: 'product',
    name: { en: `Party item ${i}`, ar: `غرض الحفلة ${i}` },
    description: { en: 'Balloons, cakes and lights for the party.', ar: 'بالونات وكيك وأضواء للحفلة.' },
    priceFils: 12_500 + i,
    imageUrl: `/media/seed/item-${i}.svg`,
    rating: 4.5,
    reviewCount: 12,
  })),
  total: 50,
};

function writeWithSiblings(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-compress-'));
  writeWithSiblings(dist('index.html'), HTML);
  writeWithSiblings(dist('assets', 'index-abc123.js'), JS);
  // A text file the build left without siblings: served as it is, never compressed per request.
  fs.writeFileSync(dist('favicon.svg'), SVG);
  fs.mkdirSync(path.join(dir, 'uploads', 'seed'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'uploads', 'seed', 'cake.svg'), SVG);

  app = Fastify();
  await registerCompression(app);
  app.get('/api/items', async () => ITEMS);
  app.get('/api/tiny', async () => ({ status: 'ok' }));
  app.get('/elsewhere', async () => ITEMS);
  await registerMedia(app, path.join(dir, 'uploads'));
  expect(await registerWebApp(app, dist())).toBe(true);
  // As app.ts: a page request on a client-side route gets index.html.
  app.setNotFoundHandler((request, reply) =>
    isAppPage(request)
      ? reply.header('cache-control', 'no-cache').sendFile('index.html')
      : reply.status(404).send({ error: { code: 'NOT_FOUND' } }),
  );
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers },
  });

const varies = (header: unknown) =>
  String(header ?? '')
    .toLowerCase()
    .includes('accept-encoding');

describe('the web app files', () => {
  it('sends the .br file the build wrote to a client that accepts Brotli', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(dist('assets', 'index-abc123.js.br')))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('sends the .gz file to a client that accepts gzip only', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers.vary)).toBe(true);
    expect(res.rawPayload.equals(fs.readFileSync(dist('assets', 'index-abc123.js.gz')))).toBe(true);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const res = await get('/assets/index-abc123.js', accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.body).toBe(JS);
      // The answer still depended on the header, so caches must key on it.
      expect(varies(res.headers.vary)).toBe(true);
    }
  });

  it('never compresses a file per request: one the build left alone goes as it is', async () => {
    const res = await get('/favicon.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SVG);
  });

  it('does not serve the .br and .gz files by name', async () => {
    const res = await get('/assets/index-abc123.js.br', 'br', { accept: 'application/javascript' });
    expect(res.statusCode).toBe(404);
  });

  it('has index.html revalidated on every use, compressed, with validators', async () => {
    for (const url of ['/index.html', '/some/client/route']) {
      const res = await get(url, 'br', { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(varies(res.headers.vary), url).toBe(true);
      expect(res.headers.etag, url).toBeTruthy();
      expect(res.headers['last-modified'], url).toBeTruthy();
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(HTML);
      const again = await get(url, 'br', { accept: 'text/html', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
    }
  });
});

describe('API answers', () => {
  it('compresses a 50-item catalogue answer with Brotli, or gzip', async () => {
    const json = JSON.stringify(ITEMS);
    expect(Buffer.byteLength(json)).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES * 10);

    const br = await get('/api/items', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(varies(br.headers.vary)).toBe(true);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(ITEMS);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(json) / 4);

    const gzip = await get('/api/items', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(ITEMS);

    const plain = await get('/api/items');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(ITEMS);
  });

  it('sends a tiny answer as it is', async () => {
    const res = await get('/api/tiny', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('leaves routes outside /api and /media alone', async () => {
    const res = await get('/elsewhere', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('media', () => {
  it('compresses generated SVGs as they are sent', async () => {
    const res = await get('/media/seed/cake.svg', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(varies(res.headers.vary)).toBe(true);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SVG);
  });
});
