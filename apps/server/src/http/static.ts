import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Precompressed siblings the web build writes next to each text file (apps/web/vite.config.ts). */
const PRECOMPRESSED = /\.(br|gz)$/;

/**
 * Serves the built web app. Hashed assets are cached for a year; every other file (index.html, the
 * favicon) is revalidated on each use (`no-cache`, with the ETag and Last-Modified @fastify/send
 * adds). Text files go out as the build compressed them (`.br`, else `.gz`, else as they are, by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`): nothing is compressed per request here.
 * Every other page request gets index.html (`isAppPage`) so client-side routes survive a reload.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<boolean> {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // The .br/.gz files are chosen by content negotiation; asked for by name they are not there.
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return true;
}

/**
 * Uploaded and generated images under /media/. The generated SVGs are compressed as they are sent
 * (http/compress.ts: they are written at run time, so there is nothing to precompress at build time).
 */
export async function registerMedia(app: FastifyInstance, uploadsDir: string) {
  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/media/',
    decorateReply: false,
    setHeaders(res) {
      res.header('cache-control', 'public, max-age=86400');
    },
  });
}

/** Paths the web app does not own: the API, uploaded media, built files and the development tools. */
const NOT_PAGES = /^\/(api|media|assets|dev)(\/|$)/;
/** A file's name (`/favicon.ico`, `/robots.txt`), not a page. */
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Whether a request no route matched is a page of the web app, answered with index.html: a GET or
 * HEAD outside the API, media and built files, for a path that names no file, from a client that takes
 * HTML. Browsers say so; link previews and curl send `Accept: *\/*` or nothing, and get the page too.
 */
export function isAppPage(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (NOT_PAGES.test(pathname) || FILE_NAME.test(pathname)) return false;
  const accept = request.headers.accept;
  return !accept || /text\/html|text\/\*|\*\/\*/.test(accept);
}
