#!/usr/bin/env node
// Starts the real server (built web app, fresh PGlite database seeded with the demo catalogue) on a
// free port, runs the browser specs against it with node's test runner, then stops it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

const deadline = Date.now() + 90_000;
for (;;) {
  if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
  try {
    if ((await fetch(`${baseUrl}/healthz`)).ok) break;
  } catch {}
  if (Date.now() > deadline) {
    stop();
    throw new Error('server did not start within 90 s');
  }
  await new Promise((r) => setTimeout(r, 250));
}

const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(path.join(here, 'specs'))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => path.join('specs', f));
const tests = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
  cwd: here,
  env: { ...process.env, E2E_BASE_URL: baseUrl },
  stdio: 'inherit',
});
tests.on('exit', (code) => {
  stop();
  process.exit(code ?? 1);
});
