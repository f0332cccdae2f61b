import type { ItemsQuery, ShopsQuery } from '@haflah/contracts';
import type { Database } from '../../db/client.js';
import { normalizeSearchText } from '../../db/search-text.js';
import type { CatalogueSearch } from './catalogue.search.js';
import type { CatalogueService } from './catalogue.service.js';

/** What the catalogue's trigger NOTIFYs on every write to listings, shops or categories (migration 0006). */
const CATALOGUE_CHANGED = 'catalogue_changed';

/**
 * The catalogue's answer cache, and the one place that decides what it keeps and when it forgets.
 *
 * Kept, per node: the public answers everyone asks for, as the bytes sent (the categories, each page
 * of shops, the first page of each plain list, each search), and what a search word expands to.
 * Forgotten: everything, on every node, whenever the catalogue changes anywhere (the trigger's NOTIFY,
 * which every node LISTENs to; and when the LISTEN connection comes back, since a change may have
 * been missed meanwhile); and, since the shops' answers carry the offer each runs now, when an offer
 * starts or ends by the clock alone (`nextChange`: no write, so no NOTIFY, marks that moment). Off
 * (`CATALOGUE_CACHE=false`), every read goes to the database: tests that write rows and read them back
 * at once need that, since a NOTIFY reaches a node a moment after the writer's commit.
 */
export function createCatalogueCaching({
  enabled,
  clock = () => new Date(),
  nextChange,
}: {
  enabled: boolean;
  clock?: () => Date;
  /** The next moment after `now` at which an offer starts or ends (null: none will). */
  nextChange?: (now: Date) => Promise<Date | null>;
}) {
  const cache = createCatalogueCache({ maxEntries: enabled ? 500 : 0 });
  /** Until when what is kept holds by the clock: read once after each change (ms; Infinity: for ever). */
  let until: Promise<number> | null = null;
  const forget = () => {
    cache.invalidate();
    until = null;
  };
  /**
   * Forgets what is kept once the clock reaches `until`, and reads the next `until` at once, before
   * anything is kept again: what is kept from now on holds until then.
   */
  async function forgetWhenStale() {
    if (!enabled || !nextChange) return;
    const now = clock();
    // A failed read keeps nothing for long: 0 has passed, so the next answer asks again.
    const read = () =>
      nextChange(now).then(
        (at) => (at ? at.getTime() : Number.POSITIVE_INFINITY),
        () => 0,
      );
    until ??= read();
    if (now.getTime() >= (await until)) {
      forget();
      until = read();
    }
  }

  /** An answer kept as the JSON bytes sent (see `answers`). */
  const kept = async (key: string, load: () => Promise<unknown>): Promise<Buffer> => {
    await forgetWhenStale();
    return cache.get(`json:${key}`, async () => Buffer.from(JSON.stringify(await load())));
  };

  return {
    /** The search engine with its word expansions kept: the same words are asked again and again ("cake"). */
    search<S extends Pick<CatalogueSearch, 'expandTokens'>>(engine: S): S {
      return {
        ...engine,
        expandTokens: (tokens: string[]) =>
          cache.get(`expand:${tokens.join(' ')}`, () => engine.expandTokens(tokens)),
      };
    },

    /**
     * The public lists as the JSON text sent, kept or not. A kept answer costs no query, no
     * serialisation and no UTF-8 encoding (a string of Arabic text is re-encoded on every send; a
     * Buffer is written as it is). The service builds the contract's shape field by field, so
     * JSON.stringify once is what the contract serializer would write; for 50 listings of bilingual
     * text V8's native JSON writer also costs far less than that serializer's escaping of every string
     * in JavaScript (a profile of `npm run bench`'s items case: 1.07 → 0.65 ms of CPU per page), so
     * the answers not kept are written by it too.
     */
    answers(service: Pick<CatalogueService, 'listCategories' | 'listRetailers' | 'listItems'>) {
      return {
        categories: () => kept('categories', async () => ({ categories: await service.listCategories() })),

        shops: (query: ShopsQuery) =>
          kept(`shops:${query.categoryId ?? ''}:${query.after ?? ''}`, () => service.listRetailers(query)),

        /**
         * The first page of each plain list is what every visitor opens, and people search for the
         * same things ("cake", the suggested searches): both are kept, least recently used first out.
         * "Load more" of a plain list is a keyset away from the database and not kept.
         */
        async items(query: ItemsQuery): Promise<Buffer | string> {
          const { categoryId = '', shopId = '', kind = '', q, after = '', limit } = query;
          if (q === undefined && after !== '') return JSON.stringify(await service.listItems(query));
          // Queries that search for the same words share an entry ("Cake ", "cake", "كيكة"/"كيكه").
          const words = q === undefined ? '' : `q=${normalizeSearchText(q)}`;
          return kept(`items:${categoryId}:${shopId}:${kind}:${limit}:${words}:${after}`, () =>
            service.listItems(query),
          );
        },
      };
    },

    /** Forgets everything on every change of the catalogue, from any node; resolves to a stop. */
    follow(listen: Database['listen']) {
      return listen(CATALOGUE_CHANGED, forget);
    },
  };
}

/**
 * An LRU of loads, emptied at once by `invalidate`. A load that started before a change must not
 * store what it read: each entry is stored only if no change arrived while it was loading.
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
export type CatalogueAnswers = ReturnType<ReturnType<typeof createCatalogueCaching>['answers']>;
