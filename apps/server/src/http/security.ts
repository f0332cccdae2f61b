import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { body } from './errors.js';

/**
 * The inline scripts of the built index.html, as CSP sources ('sha256-…'): the two that must run
 * before the first paint (language and splash, then the splash's end). Everything else the app runs
 * comes from its own files. Read from the file served, so a rebuild never needs this list edited;
 * without a built app, none.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return [];
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes))
    .map(([, , body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
}

/**
 * Security headers on every answer (pages, API, media), as helmet writes them: a Content Security
 * Policy that runs only this origin's scripts plus index.html's own inline ones by hash (no inline
 * script otherwise, no eval). Styles may be inline: the dialogs' scroll lock (Radix, through
 * react-remove-scroll) writes a <style> whose content varies with the scrollbar's width, and the
 * splash's own stylesheet is in index.html. No framing by anyone (frame-ancestors 'none' and X-Frame-Options DENY),
 * nosniff, a referrer policy that never sends paths to other sites, and HSTS when the public URL is
 * https (over http it would only be ignored, or pin a development host).
 *
 * Nothing in them varies by request (no nonces), so helmet writes them once, at startup, and one hook
 * copies them onto each reply: helmet's middleware per request (what @fastify/helmet runs) re-joined
 * the policy every time, about 2% of a catalogue answer's CPU in the profile.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string },
) {
  const https = options.publicUrl.startsWith('https:');
  const inlineScripts = inlineScriptHashes(options.distDir);
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'", ...inlineScripts],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Images and fonts are only ever loaded by this origin's pages.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', function securityHeaders(_request, reply, done) {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet's middleware sets for `options`, collected from one run against a bare response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers vary by request');
  return headers;
}

/** Methods that change nothing, which any page may send (the browser still keeps the answer from it). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a request comes from this server's own pages: no `Origin` (not a browser's cross-site
 * request: curl, server-to-server), or this server's origin, compared whole (scheme, host and port):
 * the public URL (behind a proxy), or the host the request was sent to under the public URL's scheme
 * (the connection's own is no guide: TLS usually ends at a proxy). SameSite=Lax
 * cookies keep other sites out, but not a sibling subdomain, a page of this host on another port or
 * scheme (an `https://` page of an `http` deployment is another site), nor a sandboxed frame
 * (`Origin: null`).
 */
function fromOwnOrigin(request: Pick<FastifyRequest, 'headers' | 'host'>, publicOrigin: URL): boolean {
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicOrigin.origin) return true;
  try {
    const from = new URL(origin);
    if (from.protocol !== publicOrigin.protocol) return false;
    // The Host header written as an origin of that scheme: a default port (":80") falls away as it does
    // in the Origin header.
    return from.origin === new URL(`${from.protocol}//${request.host}`).origin;
  } catch {
    return false;
  }
}

/**
 * A hook that answers 403 FORBIDDEN to a request from a foreign origin; `all` also checks the methods
 * that change nothing (a WebSocket handshake is a GET that opens a connection acting as the user).
 */
function originGuard(publicUrl: string, all: boolean) {
  const publicOrigin = new URL(new URL(publicUrl).origin);
  return async function foreignOriginCheck(request: FastifyRequest, reply: FastifyReply) {
    if ((!all && SAFE_METHODS.has(request.method)) || fromOwnOrigin(request, publicOrigin)) return;
    return reply
      .status(403)
      .header('cache-control', 'no-store')
      .send(body('FORBIDDEN', 'Requests from another origin are refused'));
  };
}

/** Refuses every state-changing request from a foreign origin with 403 FORBIDDEN, before any route. */
export function refuseForeignOrigins(app: FastifyInstance, publicUrl: string) {
  app.addHook('onRequest', originGuard(publicUrl, false));
}

/**
 * The same refusal for a WebSocket route, as its own onRequest hook: a handshake answered by an
 * app-wide hook (before @fastify/websocket's own) leaves the connection open.
 */
export const websocketOriginGuard = (publicUrl: string) => originGuard(publicUrl, true);
