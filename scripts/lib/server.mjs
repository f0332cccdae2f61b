/**
 * Starts the real server on a free port with a throwaway data folder, for the measuring scripts
 * (bundle-size.mjs, lighthouse.mjs). `entry: 'start'` goes through scripts/start.mjs, i.e. what
 * `npm start` runs (it rebuilds the web app when its sources changed); `entry: 'main'` starts the
 * server alone, serving whatever apps/web/dist holds.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The server's own output is dropped except its errors (stderr), and the build log when `entry: 'start'`
 * rebuilds (start.mjs prints it on stdout, shown unless `quiet`).
 *
 * @param {{ entry?: 'start' | 'main', env?: Record<string, string>, timeoutMs?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>}
 */
export async function startServer({ entry = 'main', env = {}, timeoutMs = 180_000, quiet = false } = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-measure-'));
  const childEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...env,
  };
  // Always the embedded PGlite database in the temp folder (the config rejects an empty DATABASE_URL).
  delete childEnv.DATABASE_URL;
  delete childEnv.UPLOADS_DIR;
  const args = entry === 'start' ? ['scripts/start.mjs'] : ['--import', 'tsx', 'apps/server/src/main.ts'];
  const server = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with ${server.exitCode} before it answered`);
    }
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop };
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
