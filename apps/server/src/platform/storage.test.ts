import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage, UPLOADS_URL_PREFIX, uniqueKey } from './storage.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = createLocalStorage(root);
const filesIn = (dir: string) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String).sort() : [];

describe('local-disk storage', () => {
  it('stores under <root>/uploads and answers a /media/uploads/ URL; no temporary file is left', async () => {
    const key = uniqueKey('shops/abc', 'webp');
    expect(key).toMatch(/^shops\/abc\/[0-9a-f]{24}\.webp$/);
    const url = await storage.put(key, Buffer.from('bytes'), 'image/webp');
    expect(url).toBe(`${UPLOADS_URL_PREFIX}${key}`);
    expect(fs.readFileSync(path.join(root, 'uploads', key), 'utf8')).toBe('bytes');
    expect(filesIn(path.join(root, 'uploads', 'shops', 'abc'))).toEqual([path.basename(key)]);

    await storage.remove(url);
    expect(fs.existsSync(path.join(root, 'uploads', key))).toBe(false);
    await storage.remove(url); // a missing file: nothing to do
  });

  it.each(['../escape.webp', 'a/../../b.webp', '/abs.webp', 'shops/x', 'Shops/A.webp', 'a b.webp', ''])(
    'refuses the key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(
        'storage key not allowed',
      );
    },
  );

  it("never removes what it did not store: a seeded picture, another folder's file, a foreign URL", async () => {
    const seed = path.join(root, 'seed', 'cake.svg');
    fs.mkdirSync(path.dirname(seed), { recursive: true });
    fs.writeFileSync(seed, '<svg/>');
    for (const url of ['/media/seed/cake.svg', '/media/uploads/../seed/cake.svg', 'https://x.test/a.webp'])
      await storage.remove(url);
    expect(fs.existsSync(seed)).toBe(true);
  });
});
