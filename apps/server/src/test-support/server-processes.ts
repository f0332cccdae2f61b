import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Whole servers in processes of their own (server-process.ts) on one PostgreSQL database: for tests of
 * what must hold across nodes (sign-in limits, realtime fan-out).
 */
const SERVER_SCRIPT = path.resolve(import.meta.dirname, 'server-process.ts');

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
}

/** `env` adds to the child's environment (e.g. `JOBS_ENABLED: 'true'`). */
export function startServer(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_SCRIPT], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, JOBS_ENABLED: 'false', ...env, DATABASE_URL: databaseUrl, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
  });
  return new Promise((resolve, reject) => {
    let stdout = '';
    const fail = (why: string) => reject(new Error(`server process ${why}\n${stderr.slice(-2000)}`));
    const timer = setTimeout(() => fail('did not start in time'), 45_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`exited with ${code}`);
    });
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      const line = stdout.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      resolve({ base: `http://127.0.0.1:${port}`, pid, child });
    });
  });
}

export function stopServer(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve();
    const kill = setTimeout(() => server.child.kill('SIGKILL'), 5_000);
    server.child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}
