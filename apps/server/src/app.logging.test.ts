import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { withoutPersonalData } from './http/logging.js';
import { user } from './modules/auth/auth.schema.js';
import { profiles } from './modules/auth/profiles.schema.js';
import { TEST_APP_CONFIG } from './test-support/test-config.js';
import { createTestDatabase } from './test-support/test-db.js';

/**
 * A failed query logged at error level keeps its SQL and codes but not its parameters, nor the values
 * PostgreSQL quotes in its detail: they are people's emails, phones, IBANs and CR numbers.
 */

const EMAIL = `noor.${randomUUID()}@example.com`;
const PHONE = '+97336001234';

describe('the error log', () => {
  it('writes a failed query without its parameters or the values it quotes', async () => {
    const database = await createTestDatabase();
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...TEST_APP_CONFIG, LOG_LEVEL: 'error' },
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      const id = randomUUID();
      const row = {
        id,
        name: 'Noor',
        email: EMAIL,
        emailVerified: false,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
      await database.db.insert(user).values(row);
      await database.db.insert(profiles).values({ userId: id, phone: PHONE });
      // The same email again: PostgreSQL refuses it and names the value in its detail.
      const err = await database.db
        .insert(user)
        .values({ ...row, id: randomUUID() })
        .then(() => undefined)
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(String((err as Error).message)).toContain(EMAIL); // what there was to hide

      app.log.error({ err }, 'unhandled error');
      const logged = lines.join('\n');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('values ($1, $2'); // the SQL stays
      expect(logged).not.toContain(EMAIL);
      expect(logged).not.toContain('Noor');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("redacts Drizzle's params, its message's params line, and PostgreSQL's detail, through causes", () => {
    const pg = Object.assign(
      new Error('duplicate key value violates unique constraint "user_email_unique"'),
      {
        code: '23505',
        detail: `Key (email)=(${EMAIL}) already exists.`,
      },
    );
    const drizzle = Object.assign(
      new Error(`Failed query: insert into "profiles" values ($1)\nparams: ${PHONE}`),
      {
        query: 'insert into "profiles" values ($1)',
        params: [PHONE],
        cause: pg,
      },
    );
    const outer = new Error('could not register', { cause: drizzle });
    const copy = withoutPersonalData(outer) as Error & { cause: typeof drizzle };
    const text =
      JSON.stringify(copy, Object.getOwnPropertyNames(copy)) + copy.cause.message + copy.cause.stack;
    expect(text).not.toContain(PHONE);
    expect(copy.cause.params).toBe('[1 redacted]');
    expect(copy.cause.message).toBe('Failed query: insert into "profiles" values ($1)\nparams: [redacted]');
    expect((copy.cause.cause as typeof pg).detail).toBe('Key (email)=([redacted]) already exists.');
    expect((copy.cause.cause as typeof pg).code).toBe('23505');
    // The error logged is a copy: the original, which the request may still use, is untouched.
    expect(drizzle.params).toEqual([PHONE]);
  });
});
