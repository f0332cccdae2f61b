import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Invitation tokens: 32 random bytes (256 bits), base64url, in the guest's link. The database keeps
 * their SHA-256 (to find the guest from a link: a lookup by hash reveals nothing about other tokens
 * through its timing) and the token sealed with AES-256-GCM under a key derived from the server's
 * secret (so the host can copy a guest's link again). A database dump alone opens no invitation.
 */
export function createInvitationTokens(secret: string) {
  const key = Buffer.from(hkdfSync('sha256', secret, 'haflah', 'rsvp-invitation-token', 32));

  return {
    issue(): string {
      return randomBytes(32).toString('base64url');
    },

    hash(token: string): string {
      return createHash('sha256').update(token).digest('base64url');
    },

    seal(token: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
    },

    open(sealed: string): string {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url')) as [
        Buffer,
        Buffer,
        Buffer,
      ];
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}
export type InvitationTokens = ReturnType<typeof createInvitationTokens>;
