import { apiErrorSchema, sessionResponseSchema, userResponseSchema } from '@haflah/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { App } from '../app.js';

/**
 * Small helpers for driving the auth API through `app.inject`. Fastify runs with `trustProxy: false`,
 * so `remoteAddress` is what the server sees as `request.ip`: tests rotate it to stay clear of (or
 * to hit) the per-IP limits.
 */

let ipCounter = 0;
/** A client address no other test in this process has used. */
export function nextIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let emailCounter = 0;
/** A fresh, already-normalised email address. */
export function uniqueEmail(tag = 'user'): string {
  emailCounter++;
  return `${tag}-${process.pid}-${emailCounter}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** The `Cookie` request header a browser would send after this response (cleared cookies dropped). */
export function cookieFrom(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return list
    .map((c) => c.split(';')[0]!.trim())
    .filter((pair) => pair.includes('=') && !pair.endsWith('='))
    .join('; ');
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}

export interface CallOptions {
  ip?: string;
  cookie?: string;
}

/** A JSON request through the whole HTTP stack (routing, validation, hooks, serialisation). */
export function call(
  app: App,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'HEAD',
  url: string,
  payload?: unknown,
  opts: CallOptions = {},
) {
  return app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: opts.cookie ? { cookie: opts.cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** An error answer with this status and code (the contract's shape); its error. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.error.code).toBe(code);
  return body.error;
}

/** A 200 answering with a user (sign-in, registration, a reset); the user. */
export function expectUser(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  return userResponseSchema.parse(res.json()).user;
}

/** Whom this session cookie signs in, as `GET /api/auth/session` says (null: no one). */
export async function sessionUser(app: App, cookie: string) {
  const res = await call(app, 'GET', '/api/auth/session', undefined, { cookie, ip: nextIp() });
  expect(res.statusCode, res.body).toBe(200);
  return sessionResponseSchema.parse(res.json()).user;
}

export interface MailboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  createdAt: string;
}

/** Flushes the outbox and returns the development mailbox (newest first). */
export async function mailbox(app: App): Promise<MailboxMessage[]> {
  await app.services.mailer.deliverPending();
  const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
  if (res.statusCode !== 200) throw new Error(`mailbox: ${res.statusCode} ${res.body}`);
  return (res.json() as { messages: MailboxMessage[] }).messages;
}

/** The newest sign-in code emailed to `email` (read from the subject, as a person would). */
export async function latestCode(app: App, email: string): Promise<string> {
  const message = (await mailbox(app)).find((m) => m.to === email);
  const code = message && /\b(\d{6})\b/.exec(message.subject)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

/** Requests a code for `email` and returns it. */
export async function requestCode(
  app: App,
  email: string,
  opts: { ip?: string; mode?: 'login' | 'register'; name?: string } = {},
): Promise<string> {
  const res = await call(
    app,
    'POST',
    '/api/auth/code',
    { email, mode: opts.mode ?? 'login', ...(opts.name ? { name: opts.name } : {}) },
    { ip: opts.ip ?? nextIp() },
  );
  if (res.statusCode !== 200) throw new Error(`code request: ${res.statusCode} ${res.body}`);
  return latestCode(app, email);
}

/** Signs in with a password and returns the session cookie. */
export async function login(app: App, email: string, password: string, ip = nextIp()): Promise<string> {
  const res = await call(app, 'POST', '/api/auth/login', { email, password }, { ip });
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`);
  const cookie = cookieFrom(res);
  if (!cookie) throw new Error('login set no cookie');
  return cookie;
}

/** Silences better-auth's "User not found" warnings, which every failed sign-in logs by design. */
export function quietBetterAuthWarnings(): () => void {
  const original = console.warn;
  console.warn = (...args: unknown[]) => {
    if (args.some((a) => typeof a === 'string' && a.includes('User not found'))) return;
    original(...args);
  };
  return () => {
    console.warn = original;
  };
}

export interface RouteInfo {
  method: string;
  url: string;
}

/** Every registered route (method and full path), read from Fastify's own route tree. */
export function listRoutes(app: App): RouteInfo[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RouteInfo[] = [];
  for (const line of tree.split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    prefixes.length = depth;
    const url = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = url;
    for (const method of (m[3] ?? '').split(',')) {
      if (method.trim()) routes.push({ method: method.trim(), url });
    }
  }
  return routes;
}
