/**
 * Events belong to whoever is signed in: a different user (or nobody) never sees another's. Apart from
 * the API so the app shell's realtime hook can name them without loading the events screens' code.
 */
export const eventKeys = {
  all: ['events'] as const,
  list: (userId: string | null) => ['events', userId, 'list'] as const,
  detail: (userId: string | null, id: string) => ['events', userId, 'detail', id] as const,
};
