import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { createBus } from '../../platform/bus.js';
import type { ModuleContext } from '../../platform/module.js';
import { call, cookieFrom, mailbox, nextIp, uniqueEmail } from '../../test-support/http.js';
import { decodeMessage, type ReceivedMessage, startSmtpServer } from '../../test-support/smtp.js';
import { useTestApp } from '../../test-support/test-app.js';
import { TEST_APP_CONFIG } from '../../test-support/test-config.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { createMailModule } from './index.js';
import { MAIL_LIMITS } from './mail.limits.js';
import { createMailRepository, MAX_ATTEMPTS, type MailRepository } from './mail.repository.js';
import { outbox } from './mail.schema.js';
import { createMailSender, scrubMailError } from './mail.sender.js';
import { codeEmail } from './mail.templates.js';

const FROM = 'Haflah <test@haflah.test>';

/** A logger that records errors and drops everything else. */
function quietLogger() {
  const errors: unknown[] = [];
  const noop = () => {};
  const logger = {
    level: 'silent',
    info: noop,
    warn: noop,
    debug: noop,
    trace: noop,
    fatal: noop,
    silent: noop,
    error: (...args: unknown[]) => errors.push(args),
    child: () => logger,
  };
  return { logger: logger as unknown as FastifyBaseLogger, errors };
}

async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

function codeIn(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no code in: ${text}`);
  return code;
}

describe('with SMTP_URL: real delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    return () => smtp.close();
  });
  // Built after the SMTP server has started (hooks run in order), and closed before it stops.
  const t = useTestApp({ config: () => ({ SMTP_URL: smtp.url }) });

  it('emails the sign-in code in English and Arabic, marks the outbox row sent, and the code signs in', async () => {
    const email = uniqueEmail('smtp');
    const res = await call(t.app, 'POST', '/api/auth/code', { email, mode: 'login' }, { ip: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.mailer.deliverPending();
    await waitFor(() => smtp.messages.some((m) => m.to.includes(email)), 'the SMTP message');

    const received = smtp.messages.filter((m) => m.to.includes(email));
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message.to).toEqual([email]);
    expect(message.from).toBe('test@haflah.test');
    const { subject, text, html } = decodeMessage(message.raw);
    const code = codeIn(subject);
    expect(code).toMatch(/^\d{6}$/);
    expect(subject).toBe(`Haflah code ${code} · رمز حفلة`);
    expect(text).toContain(`Your Haflah verification code is ${code}.`);
    expect(text).toContain(`رمز التحقق الخاص بك في حفلة هو ${code}.`);
    expect(html).toContain(`Your Haflah verification code is ${code}.`);
    expect(html).toContain(`رمز التحقق الخاص بك في حفلة هو ${code}.`);
    expect(html).toContain(`>${code}</p>`);

    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);

    // The code that arrived by email is the one the server accepts.
    const verified = await call(t.app, 'POST', '/api/auth/code/verify', { email, code }, { ip: nextIp() });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(cookieFrom(verified)).toContain('haflah.session_token=');
  });
});

describe('without SMTP_URL: the development mailbox', () => {
  const t = useTestApp();

  it('keeps the email (status kept) and shows it in /api/dev/mailbox and /dev/mailbox', async () => {
    const email = uniqueEmail('kept');
    const res = await call(t.app, 'POST', '/api/auth/code', { email, mode: 'login' }, { ip: nextIp() });
    expect(res.statusCode, res.body).toBe(200);

    const messages = (await mailbox(t.app)).filter((m) => m.to === email);
    expect(messages).toHaveLength(1);
    const code = codeIn(messages[0]!.subject);
    expect(messages[0]).toMatchObject({ status: 'kept', to: email });
    expect(messages[0]!.text).toContain(`Your Haflah verification code is ${code}.`);
    expect(messages[0]!.text).toContain(`رمز التحقق الخاص بك في حفلة هو ${code}.`);
    const [row] = await t.db.select().from(outbox).where(eq(outbox.to, email));
    expect(row).toMatchObject({ status: 'kept', attempts: 1 });

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(email);
    expect(page.body).toContain(code);

    const verified = await call(t.app, 'POST', '/api/auth/code/verify', { email, code }, { ip: nextIp() });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('lists the newest email first', async () => {
    const first = uniqueEmail('order');
    const second = uniqueEmail('order');
    for (const email of [first, second]) {
      const res = await call(t.app, 'POST', '/api/auth/code', { email, mode: 'login' }, { ip: nextIp() });
      expect(res.statusCode).toBe(200);
      await t.app.services.mailer.deliverPending();
    }
    const order = (await mailbox(t.app)).map((m) => m.to).filter((to) => to === first || to === second);
    expect(order).toEqual([second, first]);
  });
});

describe('in production', () => {
  const t = useTestApp({ config: { NODE_ENV: 'production' } });

  it('does not serve the development mailbox (404 for the page and the API)', async () => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});

describe('the sender', () => {
  let database: Database;
  let repo: MailRepository;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    repo = createMailRepository(database.db);
    // Each message takes a while to accept, so deliveries overlap as they would across nodes.
    smtp = await startSmtpServer({ holdMs: 40 });
  });
  afterAll(async () => {
    await smtp?.close();
    await database?.close();
  });

  const sender = (smtpUrl = smtp.url) => {
    const { logger, errors } = quietLogger();
    return { sender: createMailSender({ repo, smtpUrl, from: FROM, production: false, logger }), errors };
  };

  async function enqueue(n: number, tag: string) {
    const rows = [];
    for (let i = 0; i < n; i++) {
      rows.push(
        await repo.enqueue({
          to: uniqueEmail(tag),
          subject: `${tag} ${i}`,
          text: 'hello',
          html: '<p>hello</p>',
        }),
      );
    }
    return rows;
  }

  const received = (rows: { to: string }[]): ReceivedMessage[] => {
    const wanted = new Set(rows.map((r) => r.to));
    return smtp.messages.filter((m) => m.to.some((to) => wanted.has(to)));
  };

  const statuses = async (rows: { id: string }[]) =>
    (
      await database.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(
          inArray(
            outbox.id,
            rows.map((r) => r.id),
          ),
        )
    ).map((r) => r.status);

  it('two concurrent claims never hand out the same message', async () => {
    const rows = await enqueue(30, 'claim');
    const [a, b] = await Promise.all([repo.claimPending(20), repo.claimPending(20)]);
    const ids = [...a, ...b].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeLessThanOrEqual(30);
    // While those claims are being delivered, nobody else gets them either.
    const again = await repo.claimPending(50);
    expect(again.map((r) => r.id).filter((id) => ids.includes(id))).toEqual([]);
    // Leave nothing behind for the next test.
    for (const r of [...a, ...b, ...again]) await repo.markDone(r.id, 'sent');
    for (const r of rows) await repo.markDone(r.id, 'sent');
  });

  it('two senders (two nodes) delivering at once send every message exactly once', async () => {
    const rows = await enqueue(8, 'twice');
    const one = sender();
    const two = sender();
    const first = one.sender.deliverPending();
    // Start the second node while the first is in the middle of its batch.
    await waitFor(() => received(rows).length >= 1, 'the first delivery');
    const [n1, n2] = await Promise.all([first, two.sender.deliverPending()]);
    await Promise.all([one.sender.stop(), two.sender.stop()]);

    expect(n1).toBeGreaterThan(0);
    expect(n1 + n2).toBeGreaterThanOrEqual(rows.length);
    const to = received(rows).flatMap((m) => m.to);
    expect(to.sort()).toEqual(rows.map((r) => r.to).sort());
    expect(await statuses(rows)).toEqual(rows.map(() => 'sent'));
    expect([...one.errors, ...two.errors]).toEqual([]);
  });

  it('concurrent deliverPending calls in one process share a run and send each message once', async () => {
    const rows = await enqueue(5, 'shared');
    const { sender: s } = sender();
    const results = await Promise.all([s.deliverPending(), s.deliverPending(), s.deliverPending()]);
    await s.stop();
    expect(new Set(results).size).toBe(1);
    expect(received(rows)).toHaveLength(5);
  });

  it('a message queued while a delivery is in flight is sent by the deliverPending call that follows', async () => {
    // A slow server keeps the first delivery in flight while the second message is queued.
    const slow = await startSmtpServer({ holdMs: 400 });
    try {
      const [early] = await enqueue(1, 'inflight');
      const { sender: s } = sender(slow.url);
      const running = s.deliverPending();
      await waitFor(() => slow.messages.length === 1, 'the first message to reach SMTP');
      const [late] = await enqueue(1, 'late');
      // What sendCode does after queueing a code: it must not leave the code to the next poll.
      await s.deliverPending();
      await running;
      await s.stop();
      expect(slow.messages.map((m) => m.to)).toEqual([[early!.to], [late!.to]]);
      expect(await statuses([early!, late!])).toEqual(['sent', 'sent']);
    } finally {
      await slow.close();
    }
  });

  it(`retries a failing delivery and gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const closed = await startSmtpServer();
    const deadUrl = closed.url;
    await closed.close();
    const [row] = await enqueue(1, 'fails');
    const { sender: s, errors } = sender(deadUrl);
    for (let i = 1; i <= MAX_ATTEMPTS + 1; i++) await s.deliverPending();
    await s.stop();
    const [after] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(after?.lastError).toBeTruthy();
    const mine = errors.filter((e) => (e as [{ outboxId?: string }])[0]?.outboxId === row!.id);
    expect(mine).toHaveLength(MAX_ATTEMPTS);
    expect(JSON.stringify(errors)).not.toContain(row!.to);
  });

  it('in production a sign-in code leaves the outbox once its message has gone (the recipient gets it)', async () => {
    const to = uniqueEmail('prod-code');
    const row = await repo.enqueue(codeEmail(to, '482913'));
    const { logger } = quietLogger();
    const s = createMailSender({ repo, smtpUrl: smtp.url, from: FROM, production: true, logger });
    await s.deliverPending();
    await s.stop();
    const [message] = received([row]);
    expect(decodeMessage(message!.raw).subject).toContain('482913');
    const [after] = await database.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(after).toMatchObject({ status: 'sent', to });
    expect(JSON.stringify(after)).not.toContain('482913');
    // Out of production the development mailbox shows it, so it stays.
    const dev = await repo.enqueue(codeEmail(uniqueEmail('dev-code'), '573920'));
    const d = sender();
    await d.sender.deliverPending();
    await d.sender.stop();
    const [kept] = await database.db.select().from(outbox).where(eq(outbox.id, dev.id));
    expect(kept?.subject).toContain('573920');
  });

  /** An SMTP server that refuses every recipient with `code`, naming the address (as real ones do). */
  async function refusingSmtp(code: number) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const err = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
          responseCode: code,
        });
        callback(err);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.server.address() as AddressInfo;
    return {
      url: `smtp://127.0.0.1:${port}`,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('a permanent refusal (5xx) fails the message at once; no log line or stored error names the recipient', async () => {
    const refusing = await refusingSmtp(550);
    try {
      const [row] = await enqueue(1, 'permanent');
      const { sender: s, errors } = sender(refusing.url);
      for (let i = 0; i < 3; i++) await s.deliverPending();
      await s.stop();
      const [after] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
      expect(after).toMatchObject({ status: 'failed', attempts: 1 });
      expect(after?.lastError).toContain('[address]');
      expect(after?.lastError).not.toContain(row!.to);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject([
        { outboxId: row!.id, smtpCode: 550, final: true },
        expect.any(String),
      ]);
      expect(JSON.stringify(errors)).not.toContain(row!.to);
    } finally {
      await refusing.close();
    }
  });

  it('a temporary refusal (4xx) keeps the message for the next attempt', async () => {
    const busy = await refusingSmtp(451);
    try {
      const [row] = await enqueue(1, 'temporary');
      const { sender: s, errors } = sender(busy.url);
      await s.deliverPending();
      await s.stop();
      const [after] = await database.db.select().from(outbox).where(eq(outbox.id, row!.id));
      expect(after).toMatchObject({ status: 'pending', attempts: 1 });
      expect(errors[0]).toMatchObject([
        { outboxId: row!.id, smtpCode: 451, final: false },
        expect.any(String),
      ]);
      expect(JSON.stringify(errors)).not.toContain(row!.to);
    } finally {
      await busy.close();
    }
  });
});

/** What the mail module is built with, on its own database and bus (no jobs, no data registry). */
function moduleContext(database: Database, bus: ReturnType<typeof createBus>): ModuleContext {
  const noop = () => {};
  return {
    db: database.db,
    config: { ...TEST_APP_CONFIG },
    log: quietLogger().logger,
    bus,
    jobs: { define: noop },
    personalData: { register: noop },
    clock: () => new Date(),
  } as unknown as ModuleContext;
}

describe('the stored error of a failed delivery', () => {
  it('has no address and no code in it', () => {
    expect(
      scrubMailError(new Error('550 5.1.1 <noor.ali+x@example.bh>: unknown; code 123456 in "Haflah code"')),
    ).toBe('550 5.1.1 <[address]>: unknown; code [code] in "Haflah code"');
    expect(scrubMailError(new Error('connect ECONNREFUSED 127.0.0.1:2525'))).toBe(
      'connect ECONNREFUSED 127.0.0.1:2525',
    );
  });
});

describe('order mail is bounded per recipient', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    return () => database.close();
  });

  it(`queues at most ${MAIL_LIMITS.systemPerRecipient.max} an hour to one address (the order goes on), and counts by the address, not its case`, async () => {
    const bus = createBus();
    const mail = createMailModule(moduleContext(database, bus));
    const to = uniqueEmail('loop');
    const notice = (i: number) => ({
      orderId: '00000000-0000-4000-8000-000000000000',
      userId: null,
      shopId: 'r',
      notice: {
        to: i % 2 ? to : to.toUpperCase(),
        number: 1000 + i,
        shop: { en: 'Cakes', ar: 'كعك' },
        status: 'shipped' as const,
        totalFils: 1000,
      },
    });
    for (let i = 0; i < MAIL_LIMITS.systemPerRecipient.max + 5; i++)
      await bus.publish('order.status_changed', notice(i));
    await mail.mailer.stop();
    const rows = await database.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(inArray(outbox.to, [to, to.toUpperCase()]));
    expect(rows).toHaveLength(MAIL_LIMITS.systemPerRecipient.max);
    // Another recipient is not affected.
    const other = uniqueEmail('other');
    await bus.publish('order.status_changed', { ...notice(1), notice: { ...notice(1).notice, to: other } });
    await mail.mailer.stop();
    expect(await database.db.select().from(outbox).where(eq(outbox.to, other))).toHaveLength(1);
  });
});

describe('invitations are bounded per host account', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    return () => database.close();
  });

  it(`a host's invitation past ${MAIL_LIMITS.invitationsPerAccount.max} in an hour is refused with RATE_LIMITED; another host's goes`, async () => {
    const bus = createBus();
    const mail = createMailModule(moduleContext(database, bus));
    const invitation = (hostId: string, i: number) => ({
      hostId,
      to: `guest${i}.${hostId}@example.test`,
      guestName: 'Sara',
      title: 'Ghabga',
      date: '2027-03-10',
      time: '19:30',
      link: 'http://localhost:3000/rsvp/x',
    });
    const max = MAIL_LIMITS.invitationsPerAccount.max;
    for (let i = 0; i < max; i++) await bus.publish('event.invitation_requested', invitation('host-a', i));
    await expect(bus.publish('event.invitation_requested', invitation('host-a', max))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: expect.any(Number),
    });
    await bus.publish('event.invitation_requested', invitation('host-b', 0));
    await mail.mailer.stop();
    const queued = await database.db.select({ to: outbox.to }).from(outbox);
    expect(queued.filter((m) => m.to.endsWith('.host-a@example.test'))).toHaveLength(max);
    expect(queued.filter((m) => m.to.endsWith('.host-b@example.test'))).toHaveLength(1);
  });
});

describe('the development mailbox answers only on loopback', () => {
  const t = useTestApp();

  it.each([
    ['another machine', '203.0.113.9', 404],
    ['a private network neighbour', '192.168.1.20', 404],
    ['IPv6 from outside', '2001:db8::1', 404],
    ['127.0.0.1', '127.0.0.1', 200],
    ['::1', '::1', 200],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1', 200],
  ])('%s: %s', async (_what, remoteAddress, status) => {
    for (const url of ['/dev/mailbox', '/api/dev/mailbox']) {
      const res = await t.app.inject({ method: 'GET', url, remoteAddress });
      expect(res.statusCode, url).toBe(status);
      if (status === 404) expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });
});
