/** Steps of the retailer area (issue 23): the demo shop's sign-in, its menu, a picture to upload. */
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import type { Lang } from './api';
import { BASE_URL } from './browser';
import { t } from './locales';

/** The demo retailer (apps/server/src/seed): it runs the approved shop "Sugar Pearl". */
export const DEMO_RETAILER = { email: 'retailer@haflah.demo', password: 'Haflah-demo-1' } as const;

/** Signs the demo retailer in at /retailer/login, as a person does; the page ends on the dashboard. */
export async function signInRetailer(page: Page, lang: Lang) {
  await page.goto(`${BASE_URL}/retailer/login`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'staff.retailer.loginTitle') }).waitFor();
  await page.getByLabel(t(lang, 'auth.fields.email'), { exact: true }).fill(DEMO_RETAILER.email);
  await page.getByLabel(t(lang, 'auth.fields.password'), { exact: true }).fill(DEMO_RETAILER.password);
  await page.getByRole('button', { name: t(lang, 'auth.actions.signIn'), exact: true }).click();
  await page.waitForURL(`${BASE_URL}/retailer`);
  await page.getByRole('heading', { level: 1, name: t(lang, 'shop.dashboard.title') }).waitFor();
}

/**
 * The area's menu entry `shop.nav.<entry>` (a bottom bar on a phone, a column on a desktop). On a
 * phone the bar holds four entries and "More": an entry past them is behind "More".
 */
export async function openFromRetailerMenu(page: Page, lang: Lang, entry: string, path: string) {
  const menu = page.getByRole('navigation', { name: t(lang, 'staff.nav.label') });
  const link = menu.getByRole('link', { name: t(lang, `shop.nav.${entry}`), exact: true });
  const more = menu.getByRole('button', { name: t(lang, 'staff.nav.more'), exact: true });
  await link.or(more).first().waitFor();
  if (!(await link.isVisible())) await more.click();
  await link.click();
  await page.waitForURL(`${BASE_URL}${path}`);
}

/** GET a retailer API path with the page's own session; its JSON. */
export async function retailerApi<T>(page: Page, path: string): Promise<T> {
  const { status, body } = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, body: await res.json() };
  }, path);
  assert.equal(status, 200, `GET ${path}`);
  return body as T;
}

/**
 * Resolves once one of the page's sockets is told it joined a realtime room starting with `prefix`
 * (`shop:` the shop's room, `user:` the user's own): from then on, events of that room reach the page.
 * Call it before the page opens its socket.
 */
export function joinedRoom(page: Page, prefix: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        try {
          const message = JSON.parse(String(payload)) as { kind?: unknown; room?: unknown };
          if (message.kind === 'subscribed' && String(message.room).startsWith(prefix)) resolve();
        } catch {}
      }),
    ),
  );
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A real PNG (`size`×`size`, RGB, a diagonal gradient of `rgb`), made here so the upload goes through
 * the server's content check and re-encoding like a photo would.
 */
export function pngImage(size = 96, rgb: [number, number, number] = [124, 58, 237]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then the pixels
    for (let x = 0; x < size; x++) {
      const shade = (x + y) / (2 * size);
      rgb.forEach((c, i) => {
        row[1 + x * 3 + i] = Math.round(c + (255 - c) * shade);
      });
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
