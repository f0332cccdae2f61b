import type { TFunction } from 'i18next';

/** The guest's own invitation link, in full (the server gives its path). */
export const inviteUrl = (invitePath: string, origin = window.location.origin) => `${origin}${invitePath}`;

/**
 * A WhatsApp share of the invitation: the host picks the chat. The message says it in both languages
 * (the guest's is not known), so the key holds both in either language's file.
 */
export const whatsappUrl = (t: TFunction, { title, url }: { title: string; url: string }) =>
  `https://wa.me/?text=${encodeURIComponent(t('events.share.message', { title, url }))}`;
