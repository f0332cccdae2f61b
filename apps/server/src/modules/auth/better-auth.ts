import { randomUUID } from 'node:crypto';
import {
  CODE_LENGTH,
  CODE_TTL_SECONDS,
  MAX_FAILED_VERIFICATIONS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@haflah/contracts';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins';
import type { Db } from '../../db/client.js';
import { account, session, user, verification } from './auth.schema.js';

export interface BetterAuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  sendCode: (email: string, code: string) => Promise<void>;
  onUserCreated: (userId: string) => Promise<void>;
  /** After a session row is deleted (sign-out): whatever was opened with it re-checks. */
  onSessionEnded?: (userId: string) => Promise<void>;
}

const DAY = 24 * 60 * 60;

/**
 * better-auth does the cryptography: password hashing, hashed single-use codes, revocable sessions in
 * the database and signed httpOnly cookies. Our routes call its API directly (auth.service.ts); its
 * own HTTP router is not mounted, so every limit is ours and enforced per email and per IP.
 */
export function createBetterAuth({
  db,
  secret,
  publicUrl,
  sendCode,
  onUserCreated,
  onSessionEnded,
}: BetterAuthOptions) {
  return betterAuth({
    appName: 'Haflah',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // A password reset (an emailed code) ends every session of the account: whoever knew the old one is out.
      revokeSessionsOnPasswordReset: true,
    },
    session: { expiresIn: 30 * DAY, updateAge: DAY },
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'haflah',
      useSecureCookies: publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: { create: { after: async (created) => onUserCreated(created.id) } },
      session: { delete: { after: async (ended) => onSessionEnded?.(ended.userId) } },
    },
    plugins: [
      emailOTP({
        otpLength: CODE_LENGTH,
        expiresIn: CODE_TTL_SECONDS,
        allowedAttempts: MAX_FAILED_VERIFICATIONS,
        storeOTP: 'hashed',
        sendVerificationOTP: async ({ email, otp }) => sendCode(email, otp),
      }),
    ],
  });
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
