/**
 * Realtime (spec Realtime): what a signed-in user changes in one tab shows in their other tabs
 * without a reload, through the server's WebSocket.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { api } from '../support/api';
import { BASE_URL, browserSuite, PHONE, registerFromPage } from '../support/browser';
import { addToCartInPage } from '../support/customer';
import { t } from '../support/locales';

const suite = browserSuite();

test("a product added in one tab shows in the other tab's cart badge, live", async () => {
  const lang = 'en';
  const first = await suite.page({ viewport: PHONE, language: lang });
  await first.goto(BASE_URL);
  await registerFromPage(first, 'Noor', 'realtime');
  const second = await first.context().newPage();
  // The second tab listens once the server says its socket is in the user's room.
  const listening = new Promise<void>((resolve) =>
    second.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"subscribed"')) resolve();
      }),
    ),
  );
  await second.goto(BASE_URL);
  // The navigation bar's cart link says the count, 0 included.
  const badge = (count: number) =>
    second.getByRole('banner').getByRole('link', { name: t(lang, 'nav.cartWithCount', { count }) });
  await badge(0).waitFor();
  await listening;

  const product = (await api.items({ kind: 'product', limit: 10 })).find((i) => !i.requiresTimeSlot);
  assert.ok(product, 'a fixed-price product');
  await addToCartInPage(first, product.id, 2);
  // No reload, no focus change: the event alone brings the new count.
  await badge(2).waitFor({ timeout: 3000 });
});
