import type { FastifyPluginAsync } from 'fastify';
import { body } from '../../http/errors.js';
import type { MailRepository } from './mail.repository.js';
import { escapeHtml } from './mail.templates.js';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * The development mailbox (never registered in production): every email the app "sent" without SMTP,
 * newest first, so a newcomer can read their sign-in code. A developer tool, deliberately plain.
 */
export const devMailboxRoutes =
  (repo: MailRepository): FastifyPluginAsync =>
  async (app) => {
    // It shows every code and address the app mailed: only to this machine, even in development (a
    // laptop's server on a café's network, a staging box with NODE_ENV unset). Both the connection and
    // the client address Fastify believes (TRUST_PROXY) must be loopback, so neither a remote proxy nor
    // a forged X-Forwarded-For gets through.
    app.addHook('onRequest', async (request, reply) => {
      if (isLoopback(request.socket.remoteAddress) && isLoopback(request.ip)) return;
      return reply.status(404).header('cache-control', 'no-store').send(body('NOT_FOUND', 'Not found'));
    });
    app.get('/api/dev/mailbox', { schema: { hide: true } }, async () => ({
      messages: (await repo.list()).map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        status: m.status,
        createdAt: m.createdAt.toISOString(),
      })),
    }));

    app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
      const rows = (await repo.list())
        .map(
          (m) =>
            `<article><header><strong>${escapeHtml(m.subject)}</strong><br><small>to ${escapeHtml(m.to)} · ${m.createdAt.toISOString()} · ${m.status}</small></header>${m.html}</article>`,
        )
        .join('');
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta http-equiv="refresh" content="5"><title>Development mailbox · Haflah</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;background:#faf8ff}article{background:#fff;border-radius:16px;padding:16px;margin:12px 0;box-shadow:0 1px 3px #0001}</style></head><body><h1>Development mailbox</h1><p>Emails are kept here because no SMTP_URL is configured. This page is not available in production.</p>${rows || '<p>No emails yet.</p>'}</body></html>`;
    });
  };
