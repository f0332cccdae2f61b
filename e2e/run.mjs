#!/usr/bin/env node
// Starts the real server (built web app, fresh PGlite database seeded with the demo catalogue) on a
// free port, runs the browser specs against it with node's test runner, then stops it.
//
// E2E_SHARDS=n (CI sets 2) splits the specs over n shards, each with its own server and database, run at
// once: a spec's journey waits on its browser and its server far more than it computes, so two shards
// fill a 2-core machine better than one. The shards share nothing, so they cannot disturb each other's
// data; specs go to the shard with the least work so far, largest (by source size) first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
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

// Always the embedded PGlite database: DATABASE_URL must be absent (the config rejects an empty one).
function serverEnv(port, dataDir) {
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

/** One server on a fresh database; resolves once it answers /healthz. */
async function startServer() {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv(port, dataDir),
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
  const deadline = Date.now() + 120_000;
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
      throw new Error('server did not start within 120 s');
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { baseUrl, stop };
}

/** Runs some specs against one server; resolves with the test runner's exit code. */
function runSpecs(specs, baseUrl, label) {
  const tests = spawn(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...specs], {
    cwd: here,
    env: { ...process.env, E2E_BASE_URL: baseUrl },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    // Each line whole and marked with its shard, so two shards' reports stay readable side by side.
    for (const stream of [tests.stdout, tests.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
  }
  return new Promise((resolve) => tests.once('exit', (code) => resolve(code ?? 1)));
}

/** Splits specs into n groups of about equal work: largest first, each to the lightest group so far. */
function shardSpecs(specs, n, sizeOf) {
  const groups = Array.from({ length: n }, () => ({ specs: [], work: 0 }));
  for (const spec of [...specs].sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.work < min.work ? g : min));
    lightest.specs.push(spec);
    lightest.work += sizeOf(spec);
  }
  return groups.map((g) => g.specs.sort()).filter((g) => g.length > 0);
}

const specs = process.argv.slice(2).length
  ? process.argv.slice(2)
  : fs
      .readdirSync(path.join(here, 'specs'))
      .filter((f) => f.endsWith('.spec.ts'))
      .map((f) => path.join('specs', f));
const shardCount = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '1', 10) || 1);
const shards = shardSpecs(
  specs,
  Math.min(shardCount, specs.length),
  (f) => fs.statSync(path.join(here, f)).size,
);

const servers = await Promise.all(shards.map(() => startServer()));
const started = Date.now();
const codes = await Promise.all(
  shards.map((group, i) => {
    if (shards.length > 1) console.log(`[shard ${i + 1}] ${group.join(' ')}`);
    return runSpecs(group, servers[i].baseUrl, shards.length > 1 ? `shard ${i + 1}` : undefined);
  }),
);
await Promise.all(servers.map((s) => s.stop()));
if (shards.length > 1) {
  console.log(
    `browser specs: ${shards.length} shards, exit codes ${codes.join(', ')}, ${Math.round((Date.now() - started) / 1000)} s`,
  );
}
process.exit(codes.find((c) => c !== 0) ?? 0);
