#!/usr/bin/env node
// `npm start`: builds the web app when its sources changed since the last build, then starts the
// server (PGlite under ./data unless DATABASE_URL is set), which serves the app and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-stamp');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

function fingerprint() {
  const hash = createHash('sha256');
  const walk = (p) => {
    const abs = path.join(root, p);
    if (!fs.existsSync(abs)) return;
    const stat = fs.statSync(abs);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(abs).sort()) walk(path.join(p, name));
    } else {
      hash.update(p);
      hash.update(fs.readFileSync(abs));
    }
  };
  for (const p of inputs) walk(p);
  return hash.digest('hex');
}

const current = fingerprint();
const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
if (built !== current || !fs.existsSync(path.join(dist, 'index.html'))) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@haflah/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(stampFile, current);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
