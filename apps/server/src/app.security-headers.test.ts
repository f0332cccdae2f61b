import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './http/security.js';
import { createTestApp, useTestApp } from './test-support/test-app.js';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-headers-'));
const SCRIPT = "document.documentElement.lang = 'en';";
const STYLE = '#splash { display: none; }';
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><head><script>${SCRIPT}</script><style>${STYLE}</style>` +
    '<script type="module" crossorigin src="/assets/index.js"></script></head><div id="root"></div>',
);
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index.js'), 'export {};');
afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const t = useTestApp({ config: { WEB_DIST: webDist } });

/** The CSP's directives by name. */
function policy(header: string | string[] | number | undefined): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('every kind of answer carries them: a page, a built file, the API, an API error, a 404', async () => {
    for (const url of [
      '/',
      '/cart',
      '/assets/index.js',
      '/api/categories',
      '/api/items/not-an-id',
      '/api/none',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(policy(res.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(["'none'"]);
      // Over http (development, tests) HSTS would be ignored at best.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it("the page's policy runs this origin's scripts and index.html's own inline ones by hash, no other", async () => {
    const res = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", sha256(SCRIPT)]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    // The dialogs' scroll lock writes a <style> of its own (react-remove-scroll).
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
  });

  it('reads the hashes from the built file, skipping scripts loaded by src', () => {
    expect(inlineScriptHashes(webDist)).toEqual([sha256(SCRIPT)]);
    expect(inlineScriptHashes(path.join(webDist, 'missing'))).toEqual([]);
  });

  it('the API docs (files only, no inline script) live under the same policy', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/<script>/);
    expect(policy(res.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      sha256(SCRIPT),
    ]);
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('the development mailbox allows the inline styles emails carry, and no inline script', async () => {
    const res = await t.app.inject({ url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    const csp = policy(res.headers['content-security-policy']);
    expect(csp.get('style-src')).toContain("'unsafe-inline'");
    expect(csp.get('script-src')).toEqual(["'self'", sha256(SCRIPT)]);
  });

  it('an https public URL adds HSTS and upgrades insecure requests', async () => {
    const secure = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://haflah.example' });
    try {
      const res = await secure.app.inject({ url: '/api/categories' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(policy(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});
