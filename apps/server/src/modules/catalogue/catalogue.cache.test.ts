import { describe, expect, it, vi } from 'vitest';
import { createCatalogueCache, createCatalogueCaching } from './catalogue.cache.js';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('catalogue cache', () => {
  it('loads once, then answers from memory until the catalogue changes', async () => {
    const cache = createCatalogueCache();
    const load = vi.fn().mockResolvedValueOnce('v1').mockResolvedValueOnce('v2');
    expect(await cache.get('k', load)).toBe('v1');
    expect(await cache.get('k', load)).toBe('v1');
    expect(load).toHaveBeenCalledTimes(1);
    cache.invalidate();
    expect(await cache.get('k', load)).toBe('v2');
  });

  it('shares one load between concurrent callers', async () => {
    const cache = createCatalogueCache();
    const gate = deferred<string>();
    const load = vi.fn(() => gate.promise);
    const both = Promise.all([cache.get('k', load), cache.get('k', load)]);
    gate.resolve('v');
    expect(await both).toEqual(['v', 'v']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never keeps what was read before a change that arrived during the load', async () => {
    const cache = createCatalogueCache();
    const gate = deferred<string>();
    const stale = cache.get('k', () => gate.promise);
    cache.invalidate();
    gate.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
    expect(cache.size).toBe(1);
  });

  it('forgets a failed load, so the next caller tries again', async () => {
    const cache = createCatalogueCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'v')).toBe('v');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = createCatalogueCache({ maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 99); // a hit: 'a' is now the most recent
    await cache.get('c', async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 100)).toBe(1);
    expect(await cache.get('b', async () => 200)).toBe(200);
  });

  it('with room for nothing, always loads, concurrent callers too (the setting that switches it off)', async () => {
    const cache = createCatalogueCache({ maxEntries: 0 });
    const load = vi.fn(async () => 'v');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    // Not even shared while loading: a change committed meanwhile must show in the next answer.
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(4);
  });
});

describe('what the catalogue keeps (createCatalogueCaching)', () => {
  const page = { items: [], nextCursor: null };
  const service = () => ({
    listCategories: vi.fn(async () => []),
    listRetailers: vi.fn(async () => ({ shops: [], total: 0, nextCursor: null })),
    listItems: vi.fn(async () => page),
  });

  it('keeps the categories, a page of shops, a first page and a search; not "load more"', async () => {
    const caching = createCatalogueCaching({ enabled: true });
    const s = service();
    const answers = caching.answers(s);
    for (let i = 0; i < 2; i++) {
      await answers.categories();
      await answers.shops({ categoryId: undefined, after: 'o.24' });
      await answers.items({ limit: 50 });
      await answers.items({ limit: 50, q: 'Cake ' });
      await answers.items({ limit: 50, q: 'cake' });
      await answers.items({ limit: 50, after: `l.1.${'0'.repeat(36)}` });
    }
    expect(s.listCategories).toHaveBeenCalledTimes(1);
    expect(s.listRetailers).toHaveBeenCalledTimes(1);
    // The plain first page once, the two spellings of one search once, load more every time.
    expect(s.listItems).toHaveBeenCalledTimes(1 + 1 + 2);
    expect(JSON.parse(String(await answers.items({ limit: 50 })))).toEqual(page);
  });

  it('keeps what a search word expands to, and forgets everything when the catalogue changes', async () => {
    let notify: (payload: string) => void = () => {};
    const listen = vi.fn(async (_channel: string, handler: (payload: string) => void) => {
      notify = handler;
      return async () => {};
    });
    const caching = createCatalogueCaching({ enabled: true });
    await caching.follow(listen);
    expect(listen).toHaveBeenCalledWith('catalogue_changed', expect.any(Function));
    const expandTokens = vi.fn(async (tokens: string[]) => ({
      matches: tokens.map((token) => ({ token, words: [token], categoryIds: [], shopIds: [] })),
      namedShops: [],
    }));
    const search = caching.search({ expandTokens });
    const s = service();
    const answers = caching.answers(s);
    await search.expandTokens(['cake']);
    await search.expandTokens(['cake']);
    await answers.categories();
    expect(expandTokens).toHaveBeenCalledTimes(1);
    notify('');
    await search.expandTokens(['cake']);
    await answers.categories();
    expect(expandTokens).toHaveBeenCalledTimes(2);
    expect(s.listCategories).toHaveBeenCalledTimes(2);
  });

  it('switched off (CATALOGUE_CACHE=false), keeps nothing', async () => {
    const caching = createCatalogueCaching({ enabled: false });
    const s = service();
    const answers = caching.answers(s);
    await answers.categories();
    await answers.categories();
    expect(s.listCategories).toHaveBeenCalledTimes(2);
  });
});
