#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (port 3000) and the Vite dev server with hot
// module replacement (port 5173, proxying /api and /media to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: path.join(root, 'apps/web/.no-dist') },
  }),
  spawn('npx', ['vite', '--host'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
