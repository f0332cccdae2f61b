import http from 'node:http';
import type { FastifyServerFactory } from 'fastify';

/** What `GET /healthz` answers, from the HTTP server and from the Fastify route alike. */
export const HEALTHY = { status: 'ok' } as const;
const HEALTHY_BODY = JSON.stringify(HEALTHY);
const HEALTHY_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(Buffer.byteLength(HEALTHY_BODY)),
  'cache-control': 'no-store',
};

/**
 * The HTTP server Fastify runs on: the one Fastify would make itself (same timeouts), except that the
 * liveness probe, `GET` or `HEAD /healthz` exactly, is answered here before any framework code. Load
 * balancers ask it all day; the answer says only that the process accepts and answers connections,
 * and a profile of it through Fastify spent a quarter more CPU per probe than bare node:http, all of
 * it in the framework's request pipeline (request and reply objects, routing, the send path). Any
 * other request, `/healthz?…` included, goes to Fastify, whose `/healthz` route answers the same
 * bytes (it is what `app.inject` and the OpenAPI document see).
 */
export const serverWithHealthProbe: FastifyServerFactory = (handler, options) => {
  const serverOptions: http.ServerOptions = {
    // Node checks the request and header timeouts this often (default 30 s, which would let a stalled
    // request live up to twice its timeout).
    connectionsCheckingInterval: 1_000,
    ...(options.http as http.ServerOptions | undefined),
  };
  const server = http.createServer(serverOptions, (req, res) => {
    if (req.url === '/healthz' && (req.method === 'GET' || req.method === 'HEAD')) {
      res.writeHead(200, HEALTHY_HEADERS);
      res.end(req.method === 'GET' ? HEALTHY_BODY : undefined);
      return;
    }
    handler(req, res);
  });
  // As Fastify sets its own server (lib/server.js): these options keep their meaning.
  const number = (key: string) => (typeof options[key] === 'number' ? options[key] : undefined);
  server.keepAliveTimeout = number('keepAliveTimeout') ?? server.keepAliveTimeout;
  server.requestTimeout = number('requestTimeout') ?? server.requestTimeout;
  // Headers must arrive within the request's time too (Node's default is 60 s).
  if (server.requestTimeout) server.headersTimeout = Math.min(server.headersTimeout, server.requestTimeout);
  server.setTimeout(number('connectionTimeout') ?? 0);
  if (number('maxRequestsPerSocket')) server.maxRequestsPerSocket = number('maxRequestsPerSocket')!;
  return server;
};
