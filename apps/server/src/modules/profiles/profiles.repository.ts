import type { Role } from '@haflah/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { user } from '../auth/auth.schema.js';
import { profiles } from './profiles.schema.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileFields = Partial<Pick<ProfileRow, 'displayName' | 'phone' | 'location' | 'avatarUrl'>>;

export function createProfilesRepository(db: Db) {
  return {
    async ensure(userId: string, fields: ProfileFields & { role?: Role } = {}): Promise<ProfileRow> {
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

    async findUserIdByEmail(email: string): Promise<string | null> {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return row?.id ?? null;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
