import type { Role } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { session, user } from './auth.schema.js';
import { profiles } from './profiles.schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileFields = Partial<Pick<ProfileRow, 'displayName' | 'phone' | 'location' | 'avatarUrl'>>;

export function createProfilesRepository(db: Db) {
  return {
    /**
     * The user's profile, made (with `fields`) if it has none. Every signed-in request asks: the profile
     * is read first, so the usual answer is one SELECT, not an INSERT that conflicts and then a SELECT.
     */
    async ensure(userId: string, fields: ProfileFields & { role?: Role } = {}): Promise<ProfileRow> {
      const existing = await this.get(userId);
      if (existing) return existing;
      const [row] = await db
        .insert(profiles)
        .values({ userId, ...fields })
        .onConflictDoNothing({ target: profiles.userId })
        .returning();
      return row ?? (await this.get(userId)) ?? Promise.reject(new Error(`no profile for ${userId}`));
    },

    async get(userId: string): Promise<ProfileRow | null> {
      const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
      return row ?? null;
    },

    async update(userId: string, fields: ProfileFields & { role?: Role }): Promise<ProfileRow | null> {
      const [row] = await db
        .update(profiles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(profiles.userId, userId))
        .returning();
      return row ?? null;
    },

    /** The auth user's name is the spec's fallback for the display name; keep them in step. */
    async setUserName(userId: string, name: string) {
      await db.update(user).set({ name, updatedAt: new Date() }).where(eq(user.id, userId));
    },

    /** Removes the auth user; sessions, accounts and the profile go with it (ON DELETE CASCADE). */
    async deleteUser(userId: string) {
      await db.delete(user).where(eq(user.id, userId));
    },

    /** Data rights export: the auth user row (no password hashes) with the profile. */
    async exportUser(userId: string) {
      const [account] = await db
        .select({
          id: user.id,
          email: user.email,
          name: user.name,
          emailVerified: user.emailVerified,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(eq(user.id, userId));
      if (!account) return null;
      const profile = await this.get(userId);
      const sessions = await db
        .select({
          createdAt: session.createdAt,
          expiresAt: session.expiresAt,
          ipAddress: session.ipAddress,
          userAgent: session.userAgent,
        })
        .from(session)
        .where(eq(session.userId, userId));
      return { ...account, profile, sessions };
    },

    /**
     * Accounts made by the operator (boot admin, demo accounts) own their address: marking it verified
     * keeps better-auth from revoking their password at their first code sign-in.
     */
    async markEmailVerified(userId: string) {
      await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
    },

    async findUserByEmail(email: string): Promise<{ id: string; emailVerified: boolean } | null> {
      const [row] = await db
        .select({ id: user.id, emailVerified: user.emailVerified })
        .from(user)
        .where(eq(user.email, email));
      return row ?? null;
    },

    async findUserIdByEmail(email: string): Promise<string | null> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id ?? null;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
