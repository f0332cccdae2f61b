/**
 * What the public catalogue answers most (categories, shops, the first page of each list, what a
 * search word expands to), kept in memory on each node and dropped whenever the catalogue changes
 * anywhere: a trigger NOTIFYs `catalogue_changed` on every write to listings, shops or categories, and
 * every node LISTENs (see the module's index.ts).
 *
 * A load that started before a change must not store what it read: each entry is stored only if no
 * change arrived while it was loading.
 */
export function createCatalogueCache({ maxEntries = 500 } = {}) {
  let generation = 0;
  /** Insertion order is recency order: a hit moves its key to the end, the oldest goes first. */
  const entries = new Map<string, unknown>();
  const loading = new Map<string, Promise<unknown>>();

  return {
    invalidate() {
      generation++;
      entries.clear();
      loading.clear();
    },

    /**
     * The cached value of `key`, or `load()`'s, shared by concurrent callers and then kept. With no
     * room (`maxEntries` 0: CATALOGUE_CACHE=false) every call loads: nothing is kept or shared.
     */
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (maxEntries === 0) return load();
      if (entries.has(key)) {
        const value = entries.get(key) as T;
        entries.delete(key);
        entries.set(key, value);
        return value;
      }
      const pending = loading.get(key);
      if (pending) return pending as Promise<T>;
      const started = generation;
      const promise = load().then(
        (value) => {
          if (loading.get(key) === promise) loading.delete(key);
          if (generation === started && maxEntries > 0) {
            entries.set(key, value);
            if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
          }
          return value;
        },
        (err: unknown) => {
          if (loading.get(key) === promise) loading.delete(key);
          throw err;
        },
      );
      loading.set(key, promise);
      return promise;
    },

    get size() {
      return entries.size;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
