import {
  CODE_REQUEST_LIMIT,
  CODE_TTL_SECONDS,
  type CodeRequest,
  type CodeVerify,
  LOGIN_LIMIT,
  type LoginRequest,
  MAX_FAILED_VERIFICATIONS,
  type PasswordChange,
  type PasswordReset,
  type PasswordResetRequest,
  type ProfileUpdate,
  type RegisterRequest,
  type Role,
  type SessionUser,
} from '@haflah/contracts';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../http/errors.js';
import type { RequestContext } from '../../http/guard.js';
import type { createAttemptsRepository, Limit } from '../../platform/attempts.js';
import type { DataSubject } from '../../platform/personal-data.js';
import { normalizePhone } from '../../platform/phone.js';
import { type createKnownAddresses, pairKey } from './attempts.repository.js';
import type { BetterAuth } from './better-auth.js';
import type { ProfileRow, ProfilesRepository } from './profiles.repository.js';

/** The roles that sign themselves up in their own area (admins are made by the operator). */
export type StaffSignUpRole = Extract<Role, 'retailer' | 'driver'>;

export interface AuthResult {
  user: SessionUser;
  /** Set-Cookie headers to pass on to the client. */
  cookies: string[];
}

/**
 * Per-IP ceilings, above the per-email ones, so one address can't spray many accounts. For sign-in
 * and registration only failures count (as for the email): 30 in the window lets one address lock
 * out at most three accounts' password sign-in (which they can still replace with a code).
 */
export const IP_LOGIN_LIMIT = { max: 30, windowSeconds: LOGIN_LIMIT.windowSeconds };
const IP_CODE_LIMIT = { max: 30, windowSeconds: CODE_REQUEST_LIMIT.windowSeconds };
const IP_VERIFY_LIMIT = { max: 60, windowSeconds: CODE_REQUEST_LIMIT.windowSeconds };

/**
 * Code requests. The spec's 5 per 15 minutes per email (§9, client-side there) count per email *and*
 * client address on the server, so a stranger elsewhere cannot use up the owner's. All the addresses
 * the account has not proven itself from share a ceiling per email, so many addresses together cannot
 * flood a mailbox; it does not hold an address the account has signed in from (`KNOWN_ADDRESS_SECONDS`),
 * which keeps its own 5. A correct code starts every budget of its email again.
 */
export const CODE_REQUEST_PER_ADDRESS = CODE_REQUEST_LIMIT;
export const CODE_REQUEST_CEILING = { max: 10, windowSeconds: CODE_REQUEST_LIMIT.windowSeconds };
/**
 * Wrong codes for one email from one address (failures only; a correct code forgets them). Five wrong
 * codes kill a code (spec), so a stranger can spend at most two of the owner's codes per window from
 * one address, while the owner's own address keeps its budget of requests.
 */
export const VERIFY_FAILURES_PER_ADDRESS = {
  max: 2 * MAX_FAILED_VERIFICATIONS,
  windowSeconds: CODE_REQUEST_LIMIT.windowSeconds,
};
/** How long an address where the account proved itself stays known to it. */
export const KNOWN_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/** One wording for every refused sign-in, whatever was wrong (the email or the password). */
const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
/** A password change whose current password is wrong (or an account that has none: codes only). */
const WRONG_CURRENT_PASSWORD_MESSAGE = 'Current password is incorrect';

const BETTER_AUTH_ERRORS: Record<string, AppError['code']> = {
  INVALID_EMAIL_OR_PASSWORD: 'INVALID_CREDENTIALS',
  USER_ALREADY_EXISTS: 'EMAIL_TAKEN',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'EMAIL_TAKEN',
  INVALID_OTP: 'INVALID_CODE',
  OTP_EXPIRED: 'CODE_EXPIRED',
  TOO_MANY_ATTEMPTS: 'CODE_ATTEMPTS_EXCEEDED',
  PASSWORD_TOO_SHORT: 'VALIDATION_FAILED',
  PASSWORD_TOO_LONG: 'VALIDATION_FAILED',
  INVALID_EMAIL: 'VALIDATION_FAILED',
  // A password change: the current password is wrong, or the account signs in by codes only.
  INVALID_PASSWORD: 'INVALID_CREDENTIALS',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'INVALID_CREDENTIALS',
};

function translateError(err: unknown): never {
  if (isAPIError(err)) {
    const code = BETTER_AUTH_ERRORS[String((err.body as { code?: string } | undefined)?.code)];
    const raw = String((err.body as { code?: string } | undefined)?.code);
    if (code)
      throw new AppError(
        code,
        code !== 'INVALID_CREDENTIALS'
          ? err.message
          : raw === 'INVALID_EMAIL_OR_PASSWORD'
            ? INVALID_CREDENTIALS_MESSAGE
            : WRONG_CURRENT_PASSWORD_MESSAGE,
      );
  }
  throw err;
}

/** Spec §3 User: name falls back to the auth name, then to 'User'. */
export function toSessionUser(
  u: { id: string; email: string; name: string; image?: string | null; createdAt: Date },
  p: ProfileRow | null,
): SessionUser {
  return {
    id: u.id,
    email: u.email,
    name: p?.displayName?.trim() || u.name?.trim() || 'User',
    phone: p?.phone ?? null,
    location: p?.location ?? null,
    avatarUrl: p?.avatarUrl ?? u.image ?? null,
    role: (p?.role ?? 'customer') as Role,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}

interface Deps {
  auth: BetterAuth;
  attempts: ReturnType<typeof createAttemptsRepository>;
  knownAddresses: ReturnType<typeof createKnownAddresses>;
  profiles: ProfilesRepository;
  /** Every module's erase of an account's personal data (the registry), before its row is deleted. */
  erasePersonalData: (subject: DataSubject) => Promise<void>;
  /** Tells the other modules an account row is gone (the `account.deleted` event). */
  accountDeleted: (userId: string) => Promise<void>;
  /** Tells the other modules a user's role changed (`account.role_changed`: their sockets close). */
  roleChanged?: (userId: string) => Promise<void>;
}

export function createAuthService(deps: Deps) {
  const { auth, attempts, knownAddresses, profiles } = deps;
  async function limit(limits: Limit[]) {
    const result = await attempts.consume(limits);
    if (!result.allowed) throw new AppError('RATE_LIMITED', 'Too many requests', result.retryAfterSeconds);
    return result.recorded;
  }

  /**
   * The sign-in limiter (spec §9: 10 per email per 30 minutes, plus the per-IP ceiling), counting
   * failures only. Each attempt is recorded before it runs, under the keys' locks, so simultaneous
   * attempts cannot slip past the limit; when it succeeds it stops counting: its email's failures are
   * forgotten and its own record under the address is taken back. So an owner who signs in is never
   * locked out by their own sign-ins, and nine wrong guesses by someone else end at the owner's next
   * success.
   */
  async function limitFailures<T>(email: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    const emailKey = `login:email:${email}`;
    const recorded = await limit([
      { key: emailKey, ...LOGIN_LIMIT },
      { key: `login:ip:${ip}`, ...IP_LOGIN_LIMIT },
    ]);
    const result = await attempt();
    await attempts.reset(emailKey);
    await attempts.release(recorded.filter((r) => r.key !== emailKey).map((r) => r.id));
    return result;
  }

  /**
   * A code request (sign-in, registration or a password reset: one budget) for one email from one
   * address, with the address's ceiling, and the email's for addresses it never proved itself from.
   */
  async function limitCodeRequest(email: string, ip: string) {
    const known = await knownAddresses.isKnown(email, ip);
    await limit([
      { key: `code:pair:${pairKey(email, ip)}`, ...CODE_REQUEST_PER_ADDRESS },
      { key: `code:ip:${ip}`, ...IP_CODE_LIMIT },
      ...(known ? [] : [{ key: `code:email:${email}`, ...CODE_REQUEST_CEILING }]),
    ]);
  }

  /** A code check (sign-in or a password reset); a correct code forgets the pair's (mailboxProven). */
  async function limitCodeCheck(email: string, ip: string) {
    await limit([
      { key: `verify:ip:${ip}`, ...IP_VERIFY_LIMIT },
      { key: `verify:pair:${pairKey(email, ip)}`, ...VERIFY_FAILURES_PER_ADDRESS },
    ]);
  }

  const headersFor = (ctx: RequestContext) => {
    const h = new Headers(ctx.headers);
    h.set('x-client-ip', ctx.ip);
    return h;
  };

  /**
   * better-auth checks that the email is free and then inserts the user: of two sign-ups with one
   * email at the same moment, both pass the check and the second insert hits the unique index, which
   * better-auth reports as FAILED_TO_CREATE_USER. When the email is taken by then, that is EMAIL_TAKEN.
   */
  async function signUp(body: { email: string; password: string; name: string }, ctx: RequestContext) {
    return auth.api
      .signUpEmail({ body, headers: headersFor(ctx), returnHeaders: true })
      .catch(async (err: unknown) => {
        const code = isAPIError(err) ? (err.body as { code?: string } | undefined)?.code : undefined;
        if (code === 'FAILED_TO_CREATE_USER' && (await profiles.findUserIdByEmail(body.email))) {
          throw new AppError('EMAIL_TAKEN', 'An account with this email already exists');
        }
        return translateError(err);
      });
  }

  async function withProfile(u: Parameters<typeof toSessionUser>[0], cookies: string[]): Promise<AuthResult> {
    return { user: toSessionUser(u, await profiles.ensure(u.id)), cookies };
  }

  /** Fills profile fields given at registration that the profile doesn't have yet. */
  async function applyRegistrationFields(userId: string, fields: { phone?: string; location?: string }) {
    const current = await profiles.ensure(userId);
    const update: { phone?: string; location?: string } = {};
    if (fields.phone && !current.phone) update.phone = normalizePhone(fields.phone);
    if (fields.location && !current.location) update.location = fields.location;
    if (Object.keys(update).length) await profiles.update(userId, update);
  }

  /**
   * The owner has just proven the mailbox with a correct code from `ip`: every budget of the email starts
   * again (code requests, wrong codes here, wrong passwords), and the address is known to the account.
   */
  async function mailboxProven(email: string, ip: string) {
    const pair = pairKey(email, ip);
    for (const key of [
      `code:email:${email}`,
      `code:pair:${pair}`,
      `verify:pair:${pair}`,
      `login:email:${email}`,
    ])
      await attempts.reset(key);
    await knownAddresses.remember(email, ip);
  }

  /**
   * The owner of an email signs in by code while an unverified account holds it (someone registered it
   * with a password and never proved the mailbox). better-auth would hand the owner that account, with
   * what its registrant left: name, phone, location, saved addresses, a shop, a role. Instead it is
   * deleted like any account (each module's erase, then the row and all that hangs off it), and the
   * owner gets a new, empty one, signed in with a fresh code made here (never sent).
   */
  async function takeOver(unverifiedUserId: string, input: CodeVerify, ctx: RequestContext) {
    await deps.erasePersonalData({ id: unverifiedUserId, email: input.email });
    await profiles.deleteUser(unverifiedUserId);
    await deps.accountDeleted(unverifiedUserId);
    const otp = await auth.api
      .createVerificationOTP({ body: { email: input.email, type: 'sign-in' } })
      .catch(translateError);
    return auth.api
      .signInEmailOTP({
        body: { email: input.email, otp, ...(input.name ? { name: input.name } : {}) },
        headers: headersFor(ctx),
        returnHeaders: true,
      })
      .catch(translateError);
  }

  /** Runs what completes a new account; when it fails, the account is deleted again, so none is half made. */
  async function completeOrUndo(userId: string, complete: () => Promise<void>) {
    try {
      await complete();
    } catch (err) {
      await profiles.deleteUser(userId);
      throw err;
    }
  }

  return {
    async login(input: LoginRequest, ctx: RequestContext): Promise<AuthResult> {
      return limitFailures(input.email, ctx.ip, async () => {
        const { headers, response } = await auth.api
          .signInEmail({
            body: { email: input.email, password: input.password },
            headers: headersFor(ctx),
            returnHeaders: true,
          })
          .catch(translateError);
        const result = await withProfile(response.user, headers.getSetCookie());
        if (input.area && result.user.role !== input.area) {
          // The right password, but not this area's account: the session just made ends at once, and
          // the user is told which kind of account this is (only after the right password: a wrong one
          // is INVALID_CREDENTIALS as anywhere). It counts as a failure, like a wrong password.
          const cookie = result.cookies.map((c) => c.split(';')[0]).join('; ');
          await auth.api.signOut({ headers: new Headers({ cookie }) }).catch(translateError);
          throw new AppError('WRONG_AREA', 'This account cannot sign in here', undefined, {
            role: result.user.role,
          });
        }
        // A password proves the address only for an account whose mailbox is proven (not a registrant's).
        if (response.user.emailVerified) await knownAddresses.remember(input.email, ctx.ip);
        return result;
      });
    },

    /** Spec: registration uses the same limiter as sign-in. */
    async register(input: RegisterRequest, ctx: RequestContext): Promise<AuthResult> {
      return limitFailures(input.email, ctx.ip, async () => {
        if (input.phone) normalizePhone(input.phone);
        const { headers, response } = await signUp(
          { email: input.email, password: input.password, name: input.name },
          ctx,
        );
        await completeOrUndo(response.user.id, () => applyRegistrationFields(response.user.id, input));
        return withProfile(response.user, headers.getSetCookie());
      });
    },

    /**
     * A retailer or driver account: the same limiter as sign-in (spec §9), refused when this browser is
     * already signed in with that email (spec §5), then the user with its role, display name and phone
     * (E.164), then the area's own records through `createRecords`. If anything after the user fails,
     * the user is deleted again, so no half-made account is left behind.
     */
    async registerStaff(
      input: { email: string; password: string; name: string; phone: string; role: StaffSignUpRole },
      ctx: RequestContext,
      createRecords: (account: { userId: string; phone: string }) => Promise<void>,
    ): Promise<AuthResult> {
      return limitFailures(input.email, ctx.ip, async () => {
        const phone = normalizePhone(input.phone);
        const current = await auth.api.getSession({ headers: headersFor(ctx) });
        if (current?.user.email === input.email) {
          throw new AppError(
            'ALREADY_SIGNED_IN',
            'You are already logged in with this email. Please sign out first.',
          );
        }
        const { headers, response } = await signUp(
          { email: input.email, password: input.password, name: input.name },
          ctx,
        );
        const userId = response.user.id;
        await completeOrUndo(userId, async () => {
          await profiles.ensure(userId);
          await profiles.update(userId, { role: input.role, displayName: input.name, phone });
          await createRecords({ userId, phone });
        });
        return withProfile(response.user, headers.getSetCookie());
      });
    },

    async requestCode(input: CodeRequest, ctx: RequestContext): Promise<{ expiresInSeconds: number }> {
      if (input.phone) normalizePhone(input.phone);
      await limitCodeRequest(input.email, ctx.ip);
      await auth.api
        .sendVerificationOTP({ body: { email: input.email, type: 'sign-in' }, headers: headersFor(ctx) })
        .catch(translateError);
      return { expiresInSeconds: CODE_TTL_SECONDS };
    },

    async verifyCode(input: CodeVerify, ctx: RequestContext): Promise<AuthResult> {
      await limitCodeCheck(input.email, ctx.ip);
      const holder = await profiles.findUserByEmail(input.email);
      let { headers, response } = await auth.api
        .signInEmailOTP({
          body: { email: input.email, otp: input.code, ...(input.name ? { name: input.name } : {}) },
          headers: headersFor(ctx),
          returnHeaders: true,
        })
        .catch(translateError);
      if (holder && !holder.emailVerified && holder.id === response.user.id) {
        ({ headers, response } = await takeOver(holder.id, input, ctx));
      }
      await mailboxProven(input.email, ctx.ip);
      await applyRegistrationFields(response.user.id, input);
      return withProfile(response.user as Parameters<typeof toSessionUser>[0], headers.getSetCookie());
    },

    /**
     * Forgot password, step 1: better-auth's reset code, emailed like a sign-in code (the same 6 digits
     * and 120 s), within the code requests' limits. An email with no account gets the same answer and
     * no email, so the answer says nothing about which emails have accounts.
     */
    async requestPasswordReset(
      input: PasswordResetRequest,
      ctx: RequestContext,
    ): Promise<{ expiresInSeconds: number }> {
      await limitCodeRequest(input.email, ctx.ip);
      await auth.api
        .requestPasswordResetEmailOTP({ body: { email: input.email }, headers: headersFor(ctx) })
        .catch(translateError);
      return { expiresInSeconds: CODE_TTL_SECONDS };
    },

    /**
     * Forgot password, step 2: the code and the new password. better-auth checks the code (5 wrong
     * ones kill it), sets the password and ends every session of the account; then the user is signed
     * in with the new password, as apps do after a reset. An account the owner never proved the mailbox
     * of (someone registered the email) is not handed over with what its registrant left: it is
     * deleted, and the owner gets a new, empty one with the new password (as a code sign-in does).
     */
    async resetPassword(input: PasswordReset, ctx: RequestContext): Promise<AuthResult> {
      await limitCodeCheck(input.email, ctx.ip);
      const holder = await profiles.findUserByEmail(input.email);
      await auth.api
        .resetPasswordEmailOTP({
          body: { email: input.email, otp: input.code, password: input.password },
          headers: headersFor(ctx),
        })
        .catch(translateError);
      if (holder && !holder.emailVerified) {
        await deps.erasePersonalData({ id: holder.id, email: input.email });
        await profiles.deleteUser(holder.id);
        await deps.accountDeleted(holder.id);
        const { response } = await signUp({ email: input.email, password: input.password, name: '' }, ctx);
        await profiles.ensure(response.user.id);
        await profiles.markEmailVerified(response.user.id);
      }
      await mailboxProven(input.email, ctx.ip);
      const { headers, response } = await auth.api
        .signInEmail({
          body: { email: input.email, password: input.password },
          headers: headersFor(ctx),
          returnHeaders: true,
        })
        .catch(translateError);
      return withProfile(response.user, headers.getSetCookie());
    },

    /**
     * The signed-in user's new password, given the current one (a wrong one counts like a wrong
     * sign-in, in the same limiter). Every other session of the account ends; this one goes on with
     * a new cookie.
     */
    async changePassword(
      current: SessionUser,
      input: PasswordChange,
      ctx: RequestContext,
    ): Promise<AuthResult> {
      return limitFailures(current.email, ctx.ip, async () => {
        const { headers, response } = await auth.api
          .changePassword({
            body: {
              currentPassword: input.currentPassword,
              newPassword: input.newPassword,
              revokeOtherSessions: true,
            },
            headers: headersFor(ctx),
            returnHeaders: true,
          })
          .catch(translateError);
        return withProfile(response.user, headers.getSetCookie());
      });
    },

    async logout(ctx: RequestContext): Promise<string[]> {
      const { headers } = await auth.api
        .signOut({ headers: headersFor(ctx), returnHeaders: true })
        .catch(translateError);
      return headers.getSetCookie();
    },

    /** The signed-in user, or null; refreshes the session's expiry (and cookie) once a day. */
    async session(
      ctx: RequestContext,
    ): Promise<{ user: SessionUser; userId: string; cookies: string[] } | null> {
      const { headers, response } = await auth.api.getSession({
        headers: headersFor(ctx),
        returnHeaders: true,
      });
      if (!response) return null;
      const profile = await profiles.ensure(response.user.id);
      return {
        user: toSessionUser(response.user, profile),
        userId: response.user.id,
        cookies: headers.getSetCookie(),
      };
    },

    /** Creates (or re-roles) an account without limits: boot-time admin and demo accounts only. */
    async ensureAccount(input: {
      email: string;
      password: string;
      name: string;
      role: Role;
    }): Promise<string> {
      let userId = await profiles.findUserIdByEmail(input.email);
      if (!userId) {
        const created = await auth.api
          .signUpEmail({ body: { email: input.email, password: input.password, name: input.name } })
          .catch(translateError);
        userId = created.user.id;
      }
      const before = await profiles.ensure(userId);
      await profiles.update(userId, { role: input.role });
      await profiles.markEmailVerified(userId);
      if (before.role !== input.role) await deps.roleChanged?.(userId);
      return userId;
    },

    /** Deletes the account and everything hanging off it (sessions, profile) — Bahrain PDPL. */
    async deleteAccount(ctx: RequestContext, userId: string): Promise<string[]> {
      const cookies = await this.logout(ctx);
      await profiles.deleteUser(userId);
      return cookies;
    },

    async updateProfile(current: SessionUser, input: ProfileUpdate): Promise<SessionUser> {
      const fields: { displayName?: string; phone?: string | null; location?: string | null } = {};
      if (input.name !== undefined) fields.displayName = input.name;
      if (input.phone !== undefined) fields.phone = input.phone ? normalizePhone(input.phone) : null;
      if (input.location !== undefined) fields.location = input.location || null;
      await profiles.ensure(current.id);
      const profile = await profiles.update(current.id, fields);
      if (input.name) await profiles.setUserName(current.id, input.name);
      return toSessionUser({ ...current, createdAt: new Date(current.createdAt) }, profile);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
