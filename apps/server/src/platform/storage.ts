import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live (logos, listing pictures), behind an interface so another store (an object
 * store) can take the local disk's place. Keys are relative paths the caller chooses (`uniqueKey`);
 * `put` answers the public URL, `remove` takes one back.
 */
export interface Storage {
  /** Stores the bytes under `key` and answers their public URL (`/media/uploads/<key>`). */
  put(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** Removes the file at a URL `put` answered; anything else (a seeded picture, a missing file) is left. */
  remove(url: string): Promise<void>;
}

/** The folder of uploads inside the media root (the demo seed writes `seed/` beside it). */
const UPLOADS_FOLDER = 'uploads';
/** The URL prefix of stored files: the media root is served at /media/ (http/static.ts registerMedia). */
export const UPLOADS_URL_PREFIX = `/media/${UPLOADS_FOLDER}/`;

/** Safe key segments only: lowercase letters, digits, `-` and `_`, a file name with an extension. */
const KEY = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/;

/** A new key in `folder` (`shops/<id>`), random so a cached old URL never shows a new picture. */
export function uniqueKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
}

/**
 * Files on the local disk under `<mediaRoot>/uploads/`, served at /media/uploads/. Written to a
 * temporary name in the same folder and renamed into place, so a reader never sees half a file and a
 * failed write leaves nothing behind.
 */
export function createLocalStorage(mediaRoot: string): Storage {
  const root = path.resolve(mediaRoot, UPLOADS_FOLDER);

  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`storage key not allowed: ${key}`);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(temporary, bytes, { flag: 'wx' });
        await fs.rename(temporary, file);
      } catch (err) {
        await fs.rm(temporary, { force: true });
        throw err;
      }
      return `${UPLOADS_URL_PREFIX}${key}`;
    },

    async remove(url) {
      if (!url.startsWith(UPLOADS_URL_PREFIX)) return;
      const key = url.slice(UPLOADS_URL_PREFIX.length);
      if (!KEY.test(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
