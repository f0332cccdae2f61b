/**
 * The loaders of every string group but the start ones (lib/i18n.ts), in a chunk of their own: the
 * Home route does not carry sixty file names it never asks for. The first lazy screen that needs
 * words fetches this small chunk, then its groups.
 */
export const GROUP_FILES = import.meta.glob<Record<string, unknown>>(
  ['../locales/*/*.json', '!../locales/*/core.json'],
  { import: 'default' },
);
