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

// The server serves WEB_DIST when it is set (config.ts), else apps/web/dist.
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
if (!fs.existsSync(path.join(webDist, 'index.html'))) {
  console.error(`The web app is not built in ${webDist}: run \`npm run build -w @haflah/web\` first.`);
  process.exit(1);
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
// Always the embedded PGlite database: DATABASE_URL must be absent (the config rejects an empty one).
function serverEnv() {
  const env = {
    ...process.env,
    WEB_DIST: webDist,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.UPLOADS_DIR;
  delete env.SEED_DEMO;
  return env;
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: serverEnv(),
  stdio: ['ignore', 'inherit', 'inherit'],
});
const serverExited = new Promise((resolve) => server.once('exit', resolve));
// Waits for the server to close its database before deleting it.
const stop = async () => {
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await Promise.race([serverExited, new Promise((r) => setTimeout(r, 5000))]);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
};

const deadline = Date.now() + 90_000;
for (;;) {
  if (server.exitCode !== null) {
    await stop();
    throw new Error(`server exited with ${server.exitCode}`);
  }
  try {
    if ((await fetch(`${baseUrl}/healthz`)).ok) break;
  } catch {}
  if (Date.now() > deadline) {
    await stop();
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
tests.on('exit', async (code) => {
  await stop();
  process.exit(code ?? 1);
});
