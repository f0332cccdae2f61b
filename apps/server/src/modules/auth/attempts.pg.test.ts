import { LOGIN_LIMIT } from '@haflah/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { createBuilders } from '../../test-support/builders.js';
import { uniqueEmail } from '../../test-support/http.js';
import {
  type ServerProcess as Server,
  startServer,
  stopServer,
} from '../../test-support/server-processes.js';
import { createPgTestDatabase } from '../../test-support/test-db.js';
import { CODE_REQUEST_CEILING, CODE_REQUEST_PER_ADDRESS, IP_LOGIN_LIMIT } from './auth.service.js';

const PASSWORD = 'the right password';

/**
 * The login limit is kept in PostgreSQL (rows counted under advisory locks), so it must hold across
 * server processes: two real servers, each its own Node process with its own connection pool, share
 * one database and are attacked in turn and at once. Real HTTP on 127.0.0.1, so both see the same
 * client address; the per-email limit is what is measured.
 */

let clients = 0;
/** A client address of its own (the servers believe X-Forwarded-For from 127.0.0.1). */
const newClient = () => `10.77.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

async function login(server: Server, email: string, password: string, client = newClient()) {
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, password }),
  });
  const body = (await res.json()) as { error?: { code: string } };
  return { status: res.status, code: body.error?.code, retryAfter: res.headers.get('retry-after') };
}

async function askCode(server: Server, email: string, client: string) {
  const res = await fetch(`${server.base}/api/auth/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ email, mode: 'login' }),
  });
  return res.status;
}

describe.skipIf(!process.env.DATABASE_URL)('login limit across two server processes (PostgreSQL)', () => {
  const adminUrl = process.env.DATABASE_URL!;
  const accounts = {
    sequential: uniqueEmail('xp-seq'),
    concurrent: uniqueEmail('xp-conc'),
    forgets: uniqueEmail('xp-forgets'),
  };
  let servers: Server[] = [];
  let scratch: Awaited<ReturnType<typeof createPgTestDatabase>> | undefined;

  beforeAll(async () => {
    scratch = await createPgTestDatabase(adminUrl);
    const { url } = scratch;

    // The accounts are made out of band (by the builders), so every attempt below is a sign-in attempt.
    const database = await openDatabase({ engine: 'postgres', url, poolSize: 2 });
    try {
      const factories = createBuilders(database.db);
      for (const email of Object.values(accounts)) {
        await factories.user({ email, password: PASSWORD, name: 'Target', role: 'customer' });
      }
    } finally {
      await database.close();
    }

    servers = await Promise.all([startServer(url), startServer(url)]);
  }, 90_000);

  afterAll(async () => {
    await Promise.all(servers.map(stopServer));
    await scratch?.drop();
  }, 30_000);

  it('runs two separate processes', () => {
    expect(servers).toHaveLength(2);
    expect(servers[0]!.pid).not.toBe(servers[1]!.pid);
    expect(servers.map((s) => s.pid)).not.toContain(process.pid);
  });

  it(`answers attempts 1–${LOGIN_LIMIT.max} with 401 and the ${LOGIN_LIMIT.max + 1}th with 429, alternating processes`, async () => {
    const email = accounts.sequential;
    const answers = [];
    for (let i = 1; i <= LOGIN_LIMIT.max; i++) {
      answers.push(await login(servers[i % 2]!, email, `wrong guess ${i}`));
    }
    expect(answers.map((a) => `${a.status} ${a.code}`)).toEqual(
      Array(LOGIN_LIMIT.max).fill('401 INVALID_CREDENTIALS'),
    );

    // The 11th, with the right password, on either process.
    for (const server of servers) {
      const refused = await login(server, email, PASSWORD);
      expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(Number(refused.retryAfter)).toBeLessThanOrEqual(LOGIN_LIMIT.windowSeconds);
    }
  });

  it(`lets exactly ${LOGIN_LIMIT.max} of 20 simultaneous attempts through, split over both processes`, async () => {
    const email = accounts.concurrent;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(servers[i % 2]!, email, `wrong guess ${i}`)),
    );
    const passed = answers.filter((a) => a.status !== 429);
    expect(passed).toHaveLength(LOGIN_LIMIT.max);
    expect(passed.every((a) => a.status === 401 && a.code === 'INVALID_CREDENTIALS')).toBe(true);
    expect(answers.filter((a) => a.status === 429 && a.code === 'RATE_LIMITED')).toHaveLength(
      20 - LOGIN_LIMIT.max,
    );
    // And the limit stays shut afterwards, even for the right password.
    expect((await login(servers[0]!, email, PASSWORD)).status).toBe(429);
  });
  it('a success on one process forgets the failures counted on both', async () => {
    const email = accounts.forgets;
    for (let i = 1; i < LOGIN_LIMIT.max; i++) {
      expect((await login(servers[i % 2]!, email, `wrong guess ${i}`)).status).toBe(401);
    }
    expect((await login(servers[0]!, email, PASSWORD)).status).toBe(200);
    // A whole allowance again, spread over both processes, then the limit on either.
    const again = await Promise.all(
      Array.from({ length: LOGIN_LIMIT.max }, (_, i) => login(servers[i % 2]!, email, `again ${i}`)),
    );
    expect(again.map((a) => a.status)).toEqual(Array(LOGIN_LIMIT.max).fill(401));
    expect((await login(servers[1]!, email, PASSWORD)).status).toBe(429);
  });

  it(`lets one address fail exactly ${IP_LOGIN_LIMIT.max} times over many emails, whichever process it asks`, async () => {
    const client = newClient();
    const answers = await Promise.all(
      Array.from({ length: IP_LOGIN_LIMIT.max + 10 }, (_, i) =>
        login(servers[i % 2]!, uniqueEmail('xp-spray'), 'not the password', client),
      ),
    );
    expect(answers.filter((a) => a.status === 401)).toHaveLength(IP_LOGIN_LIMIT.max);
    expect(answers.filter((a) => a.status === 429 && a.code === 'RATE_LIMITED')).toHaveLength(10);
    // Another address is not affected.
    expect((await login(servers[0]!, uniqueEmail('xp-elsewhere'), 'not the password')).status).toBe(401);
  });

  it(`sends exactly ${CODE_REQUEST_PER_ADDRESS.max} of 20 simultaneous code requests for one email from one address, and ${CODE_REQUEST_CEILING.max} from 20 addresses, split over both processes`, async () => {
    const client = newClient();
    const email = uniqueEmail('xp-code');
    const one = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askCode(servers[i % 2]!, email, client)),
    );
    expect(one.filter((s) => s === 200)).toHaveLength(CODE_REQUEST_PER_ADDRESS.max);
    expect(one.filter((s) => s === 429)).toHaveLength(20 - CODE_REQUEST_PER_ADDRESS.max);

    const flooded = uniqueEmail('xp-ceiling');
    const many = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askCode(servers[i % 2]!, flooded, newClient())),
    );
    expect(many.filter((s) => s === 200)).toHaveLength(CODE_REQUEST_CEILING.max);
    expect(many.filter((s) => s === 429)).toHaveLength(20 - CODE_REQUEST_CEILING.max);
  });
});
