/// <reference types="vitest/config" />
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text the server sends compressed; woff2, images and the like are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|ttf|otf|eot)$/;

/**
 * Writes a Brotli (quality 11) and a gzip (level 9) copy next to every text file of the build, for
 * the server to send as they are (@fastify/static `preCompressed`): the strongest settings cost
 * nothing per request. A copy that would not be smaller is not written (the file goes as it is).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'haflah:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' }) as string[])
        .filter((f) => COMPRESSIBLE.test(f) && !f.split(path.sep).some((part) => part.startsWith('.')))
        .map((f) => path.join(outDir, f));
      await Promise.all(
        files.map(async (file) => {
          const raw = fs.readFileSync(file);
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: 9 }),
          ]);
          for (const [ext, bytes] of [
            ['br', br],
            ['gz', gz],
          ] as const) {
            if (bytes.length < raw.length) fs.writeFileSync(`${file}.${ext}`, bytes);
            else fs.rmSync(`${file}.${ext}`, { force: true });
          }
        }),
      );
    },
  };
}

const localesDir = path.resolve(import.meta.dirname, 'src/locales');
const readStrings = (lang: string, group: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${group}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** The string groups the first render waits for: lib/i18n.ts START_GROUPS (read as bundle-size.mjs does). */
function startGroups(): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, 'src/lib/i18n.ts'), 'utf8');
  const declared = /export const START_GROUPS = \[([^\]]*)\]/.exec(source);
  if (!declared?.[1]) throw new Error('No `export const START_GROUPS = [...]` in src/lib/i18n.ts');
  return [...declared[1].matchAll(/'(\w+)'/g)].map((m) => m[1] as string);
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/**
 * Home's first view in one language, as src/app/first-view.tsx renders it from the app's components
 * (loaded through Vite's module runner, so the app's code runs here as it is, TSX and all).
 */
async function renderFirstView(lang: 'en' | 'ar', strings: Record<string, unknown>): Promise<string> {
  const file = path.resolve(import.meta.dirname, 'src/app/first-view.tsx');
  const { module } = await runnerImport<typeof import('./src/app/first-view')>(file, {
    configFile: false,
    root: import.meta.dirname,
    logLevel: 'error',
  });
  return module.renderFirstView(lang, strings);
}

/**
 * index.html paints the splash before any script of the app has run, so it carries its own words:
 * every `<el lang="xx" data-i18n="a.b"></el>` is filled with that key of locales/xx/core.json (one
 * source for the strings, checked for parity by check-i18n). In the build it also tells the inline
 * start script which files the first paint and first render need per language (the `start-files`
 * marker): the Cairo subsets the language's text uses (unicode-range: Latin for English; Arabic and
 * Latin — digits, spaces, `·` — for Arabic) and the chunks of its start strings, which the app would
 * otherwise only ask for once its own script has run.
 */
function startPage(): Plugin {
  return {
    name: 'haflah:start-page',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const core = { en: readStrings('en', 'core'), ar: readStrings('ar', 'core') };
        let out = html.replace(
          /<(\w+) lang="(en|ar)" data-i18n="([\w.]+)"><\/\1>/g,
          (_match, tag: string, lang: 'en' | 'ar', key: string) => {
            const value = key
              .split('.')
              .reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], core[lang]);
            if (typeof value !== 'string')
              throw new Error(`index.html: no string ${key} in locales/${lang}/core.json`);
            return `<${tag} lang="${lang}">${escapeHtml(value)}</${tag}>`;
          },
        );
        if (ctx.bundle) {
          // The app's script and its preloads leave the page for the start script at its end, which
          // asks for them after the first paint (the splash, Home's first view) instead of before it.
          const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(out);
          if (!entry) throw new Error("index.html: no module script for the app's entry");
          const appFiles = [entry[1] as string];
          out = out
            .replace(entry[0], '')
            .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
              appFiles.push(href);
              return '';
            });
          const appMarker = '/* app-files */ []';
          if (!out.includes(appMarker)) throw new Error(`index.html lost its ${appMarker} marker`);
          out = out.replace(appMarker, JSON.stringify(appFiles));
          for (const lang of ['en', 'ar'] as const) {
            const place = `<!-- first-view:${lang} -->`;
            if (!out.includes(place)) throw new Error(`index.html lost its ${place} marker`);
            const view = await renderFirstView(
              lang,
              Object.assign({}, ...startGroups().map((group) => readStrings(lang, group))),
            );
            out = out.replace(place, view);
          }
          // The app's stylesheet moves from <head> to after the splash in <body>: a stylesheet in <head>
          // holds back every paint until it arrives, one in <body> only what follows it. So the splash
          // (which has its own styles above) paints with the page's first bytes, while the app below
          // still never renders unstyled: its script waits for the stylesheet.
          const stylesheet = /\s*(<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">)/.exec(out);
          const place = '<!-- app-stylesheet -->';
          if (!stylesheet || !out.includes(place))
            throw new Error('index.html: no stylesheet, or no place for it');
          out = out.replace(stylesheet[0], '').replace(place, stylesheet[1] as string);
          const files = Object.values(ctx.bundle);
          const url = (file: string) => `/${file}`;
          const font = (subset: string) => {
            const asset = files.find(
              (f) => f.type === 'asset' && f.names.includes(`cairo-${subset}-wght-normal.woff2`),
            );
            if (!asset) throw new Error(`No Cairo ${subset} font in the build`);
            return ['preload', url(asset.fileName)];
          };
          const strings = (lang: string) =>
            startGroups().map((group) => {
              const chunk = files.find(
                (f) => f.type === 'chunk' && f.facadeModuleId?.endsWith(`/locales/${lang}/${group}.json`),
              );
              if (!chunk) throw new Error(`No chunk for locales/${lang}/${group}.json in the build`);
              return ['modulepreload', url(chunk.fileName)];
            });
          const startFiles = {
            en: [font('latin'), ...strings('en')],
            ar: [font('arabic'), font('latin'), ...strings('ar')],
          };
          const marker = '/* start-files */ {}';
          if (!out.includes(marker)) throw new Error(`index.html lost its ${marker} marker`);
          out = out.replace(marker, JSON.stringify(startFiles));
        }
        return out;
      },
    },
  };
}

/**
 * React Router's package sends every bundler to its development files, production builds included
 * (remix-run/react-router#12532): they carry its development warnings. A build takes its production
 * files, which the package ships beside them.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), startPage(), precompress()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Everything the entry imports statically (what Home's first load fetches) goes into one chunk: split
    // by sharing, it was nine files, and each split added import lists and cost compression (2.4 kB
    // gzip). Lazy screens still get chunks of their own.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A test that lets minutes of fake time pass renders hundreds of times (passTime): on a loaded
    // 2-core machine that alone took past Vitest's 5 s default, and the test cut off mid-render left
    // the file's next tests overlapping it. The limit is for a hung test, not a slow one.
    testTimeout: 30_000,
  },
}));
