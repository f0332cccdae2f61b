import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@haflah/contracts';
import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../platform/access.js';
import { account, session, user } from './auth.schema.js';
import { profiles } from './profiles.schema.js';

/** better-auth's session cookie with our prefix (http origins; https ones add `__Secure-`). */
export const SESSION_COOKIE = 'haflah.session_token';

export interface BuiltUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  actor: Actor;
  /** The `Cookie` header of a browser signed in as this user. */
  cookie: string;
}

let counter = 0;

/**
 * Users with a role and a live session, written straight to the database (no sign-up, so no limits
 * and no per-IP tricks): the session row and its cookie signed the way better-auth signs it.
 */
export function createAuthFactories(db: Db, { secret }: { secret: string }) {
  return {
    async user(
      options: { role?: Role; email?: string; name?: string; password?: string; phone?: string } = {},
    ): Promise<BuiltUser> {
      const id = randomUUID();
      const role = options.role ?? 'customer';
      const email = options.email ?? `${role}-${process.pid}-${++counter}-${id.slice(0, 6)}@example.test`;
      const name = options.name ?? `Test ${role}`;
      await db.insert(user).values({ id, email, name, emailVerified: true });
      await db.insert(profiles).values({ userId: id, role, displayName: name, phone: options.phone ?? null });
      if (options.password) {
        await db.insert(account).values({
          id: randomUUID(),
          accountId: id,
          providerId: 'credential',
          userId: id,
          password: await hashPassword(options.password),
        });
      }
      const token = randomBytes(24).toString('base64url');
      await db.insert(session).values({
        id: randomUUID(),
        token,
        userId: id,
        // better-auth's own length (better-auth.ts): a shorter one looks stale and is refreshed on first use.
        expiresAt: new Date(Date.now() + 30 * 24 * 3600_000),
      });
      const signature = createHmac('sha256', secret).update(token).digest('base64');
      const cookie = `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${signature}`)}`;
      return { id, email, name, role, actor: { id, role }, cookie };
    },
  };
}
