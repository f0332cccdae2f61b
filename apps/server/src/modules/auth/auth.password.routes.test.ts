import {
  CODE_REQUEST_LIMIT,
  codeSentResponseSchema,
  LOGIN_LIMIT,
  MAX_FAILED_VERIFICATIONS,
} from '@haflah/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type CallOptions,
  call,
  cookieFrom,
  expectError,
  expectUser,
  latestCode,
  login,
  mailbox,
  nextIp,
  quietBetterAuthWarnings,
  requestCode,
  sessionUser,
  setCookies,
  uniqueEmail,
} from '../../test-support/http.js';
import { useTestApp } from '../../test-support/test-app.js';

// Forgot password (a code by email, then a new password) and changing the password when signed in.
beforeAll(quietBetterAuthWarnings);
const t = useTestApp();

const PASSWORD = 'correct horse 1';
const NEW_PASSWORD = 'new horse battery 2';

const post = (url: string, payload: unknown, opts: CallOptions = {}) =>
  call(t.app, 'POST', url, payload, { ip: nextIp(), ...opts });

async function account(tag: string) {
  const email = uniqueEmail(tag);
  await t.factories.user({ email, password: PASSWORD, name: 'Noor Ali', role: 'customer' });
  return email;
}

const messagesTo = async (email: string) => (await mailbox(t.app)).filter((m) => m.to === email);

/** A six-digit code that is certainly not `code`. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('forgot password', () => {
  it('answers a known and an unknown email the same, and emails a code only to the account', async () => {
    const known = await account('forgot');
    const unknown = uniqueEmail('nobody');
    const a = await post('/api/auth/password/forgot', { email: known });
    const b = await post('/api/auth/password/forgot', { email: unknown });
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(codeSentResponseSchema.parse(a.json())).toEqual({ expiresInSeconds: 120 });
    expect(b.json()).toEqual(a.json());
    expect(setCookies(a)).toEqual([]);
    expect(await messagesTo(known)).toHaveLength(1);
    expect(await messagesTo(unknown)).toHaveLength(0);
  });

  it('the emailed code and a new password sign in; the old password fails, the new one works, old sessions end', async () => {
    const email = await account('reset');
    const before = await login(t.app, email, PASSWORD);
    const ip = nextIp();
    expect((await post('/api/auth/password/forgot', { email }, { ip })).statusCode).toBe(200);
    const code = await latestCode(t.app, email);

    const res = await post('/api/auth/password/reset', { email, code, password: NEW_PASSWORD }, { ip });
    const signedIn = expectUser(res);
    expect(signedIn.email).toBe(email);
    expect((await sessionUser(t.app, cookieFrom(res)))?.id).toBe(signedIn.id);
    // The session that knew the old password is over.
    expect(await sessionUser(t.app, before)).toBeNull();

    expectError(await post('/api/auth/login', { email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect(expectUser(await post('/api/auth/login', { email, password: NEW_PASSWORD })).id).toBe(signedIn.id);
    // The code is used up.
    expectError(
      await post('/api/auth/password/reset', { email, code, password: 'another horse 3' }),
      400,
      'INVALID_CODE',
    );
  });

  it('refuses a wrong code (the password stays), a sign-in code, and an email with no account', async () => {
    const email = await account('wrong-code');
    await post('/api/auth/password/forgot', { email });
    const code = await latestCode(t.app, email);
    expectError(
      await post('/api/auth/password/reset', { email, code: wrongCode(code), password: NEW_PASSWORD }),
      400,
      'INVALID_CODE',
    );
    expect(expectUser(await post('/api/auth/login', { email, password: PASSWORD })).email).toBe(email);

    // A sign-in code is not a reset code.
    const signInCode = await requestCode(t.app, email);
    expectError(
      await post('/api/auth/password/reset', { email, code: signInCode, password: NEW_PASSWORD }),
      400,
      'INVALID_CODE',
    );

    const nobody = uniqueEmail('nobody');
    await post('/api/auth/password/forgot', { email: nobody });
    expectError(
      await post('/api/auth/password/reset', { email: nobody, code: '123456', password: NEW_PASSWORD }),
      400,
      'INVALID_CODE',
    );
  });

  it(`kills the code after ${MAX_FAILED_VERIFICATIONS} wrong ones: the right one is refused after that`, async () => {
    const email = await account('kill');
    await post('/api/auth/password/forgot', { email });
    const code = await latestCode(t.app, email);
    for (let i = 0; i < MAX_FAILED_VERIFICATIONS; i++) {
      expectError(
        await post('/api/auth/password/reset', { email, code: wrongCode(code), password: NEW_PASSWORD }),
        400,
        'INVALID_CODE',
      );
    }
    const res = await post('/api/auth/password/reset', { email, code, password: NEW_PASSWORD });
    expectError(res, 400, 'CODE_ATTEMPTS_EXCEEDED');
    expect(setCookies(res)).toEqual([]);
    expectError(await post('/api/auth/login', { email, password: NEW_PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect(expectUser(await post('/api/auth/login', { email, password: PASSWORD })).email).toBe(email);
  });

  it('an account registered by someone who never proved the mailbox is not handed over: the owner gets a new one', async () => {
    const email = uniqueEmail('squatted');
    const squatter = expectUser(
      await post('/api/auth/register', {
        email,
        name: 'Someone Else',
        password: PASSWORD,
        phone: '+973 3600 1234',
        location: 'Seef',
      }),
    );
    await post('/api/auth/password/forgot', { email });
    const code = await latestCode(t.app, email);
    const owner = expectUser(await post('/api/auth/password/reset', { email, code, password: NEW_PASSWORD }));
    expect(owner.id).not.toBe(squatter.id);
    expect(owner).toMatchObject({ email, phone: null, location: null, role: 'customer' });
    expectError(await post('/api/auth/login', { email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect(expectUser(await post('/api/auth/login', { email, password: NEW_PASSWORD })).id).toBe(owner.id);
  });

  it("holds the new password to registration's rules", async () => {
    const email = await account('short');
    await post('/api/auth/password/forgot', { email });
    const code = await latestCode(t.app, email);
    expectError(
      await post('/api/auth/password/reset', { email, code, password: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it(`shares the code requests' limit: the ${CODE_REQUEST_LIMIT.max + 1}th request from one address is refused, for unknown emails too`, async () => {
    for (const email of [await account('limit'), uniqueEmail('limit-nobody')]) {
      const ip = nextIp();
      for (let i = 0; i < CODE_REQUEST_LIMIT.max; i++) {
        const res = await post('/api/auth/password/forgot', { email }, { ip });
        expect(res.statusCode, res.body).toBe(200);
      }
      const refused = await post('/api/auth/password/forgot', { email }, { ip });
      expectError(refused, 429, 'RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // A sign-in code from there is the same budget.
      expectError(await post('/api/auth/code', { email, mode: 'login' }, { ip }), 429, 'RATE_LIMITED');
    }
  });

  it('limits wrong reset codes per address, like wrong sign-in codes', async () => {
    const email = await account('guess');
    const ip = nextIp();
    let refused: LightMyRequestResponse | undefined;
    for (let i = 0; i < 4 * MAX_FAILED_VERIFICATIONS && !refused; i++) {
      const res = await post(
        '/api/auth/password/reset',
        { email, code: String(100000 + i), password: NEW_PASSWORD },
        { ip },
      );
      if (res.statusCode === 429) refused = res;
    }
    expect(refused).toBeDefined();
    expectError(refused!, 429, 'RATE_LIMITED');
  });
});

describe('changing the password', () => {
  const change = (cookie: string, body: Record<string, unknown>) =>
    post('/api/auth/password/change', body, { cookie });

  it('needs the right current password: a wrong one is INVALID_CREDENTIALS and changes nothing', async () => {
    const email = await account('change-wrong');
    const cookie = await login(t.app, email, PASSWORD);
    const error = expectError(
      await change(cookie, { currentPassword: 'not my password', newPassword: NEW_PASSWORD }),
      401,
      'INVALID_CREDENTIALS',
    );
    expect(error.message).toBe('Current password is incorrect');
    expect((await sessionUser(t.app, cookie))?.email).toBe(email);
    expect(expectUser(await post('/api/auth/login', { email, password: PASSWORD })).email).toBe(email);
  });

  it('the new password works, the old one fails, other sessions end and this one goes on', async () => {
    const email = await account('change');
    const other = await login(t.app, email, PASSWORD);
    const mine = await login(t.app, email, PASSWORD);
    const res = await change(mine, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(expectUser(res).email).toBe(email);
    const current = cookieFrom(res) || mine;
    expect((await sessionUser(t.app, current))?.email).toBe(email);
    expect(await sessionUser(t.app, other)).toBeNull();
    expectError(await post('/api/auth/login', { email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect(expectUser(await post('/api/auth/login', { email, password: NEW_PASSWORD })).email).toBe(email);
  });

  it("needs a session, and holds the new password to registration's rules", async () => {
    expectError(
      await post('/api/auth/password/change', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      401,
      'UNAUTHENTICATED',
    );
    const email = await account('change-short');
    const cookie = await login(t.app, email, PASSWORD);
    expectError(
      await change(cookie, { currentPassword: PASSWORD, newPassword: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it(`counts wrong current passwords like wrong sign-ins: the ${LOGIN_LIMIT.max + 1}th try is refused`, async () => {
    const email = await account('change-limit');
    const cookie = await login(t.app, email, PASSWORD);
    for (let i = 0; i < LOGIN_LIMIT.max; i++) {
      expectError(
        await change(cookie, { currentPassword: `wrong ${i}`, newPassword: NEW_PASSWORD }),
        401,
        'INVALID_CREDENTIALS',
      );
    }
    expectError(
      await change(cookie, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
      429,
      'RATE_LIMITED',
    );
  });
});
