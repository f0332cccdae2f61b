import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Answers smaller than this go as they are: under ~1 kB compression saves little and costs a pass. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Per-answer compression: cheap settings, since it runs on every response. Brotli quality 4 is about
 * gzip's cost for ~15% fewer bytes; gzip serves clients without Brotli.
 */
const perAnswer = {
  encodings: ['br', 'gzip'],
  threshold: COMPRESS_THRESHOLD_BYTES,
  brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  zlibOptions: { level: 6 },
} satisfies RouteOptions['compress'];

/**
 * Where answers are compressed as they are sent: the API (JSON) and /media, whose SVG illustrations
 * are written at run time (demo seed) so no build step can precompress them; uploads there are WebP,
 * which the content-type check leaves alone. The web app's own files are precompressed at build time
 * (apps/web/vite.config.ts) and served as they are by http/static.ts: they never pass through here.
 */
const COMPRESSED_PATHS = ['/api/', '/media/'];

/**
 * Registers @fastify/compress for the routes under COMPRESSED_PATHS. Call it before any route is
 * added: routes opt in as they are registered (an `onRoute` hook that runs before the plugin's own).
 */
export async function registerCompression(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && COMPRESSED_PATHS.some((p) => route.url.startsWith(p))) {
      route.compress = perAnswer;
    }
  });
  // global: false: no other route compresses (the plugin only decorates reply.compress there), and
  // request bodies are not decompressed, as before.
  await app.register(fastifyCompress, { ...perAnswer, global: false });
}
