import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { ChildMessage, ParentMessage, ServerSpec } from './protocol.js';
import type { BenchSettings, Measurement, Runner } from './types.js';

const CHILD_ENTRY = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const TSX_LOADER = import.meta.resolve('tsx');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const children = new Set<ChildProcess>();

interface StartedServer {
  port: number;
  /** CPU time the server process has used so far, in microseconds. */
  cpuMicros(): Promise<number>;
  stop(): Promise<void>;
}

/** Forks server-child.ts under tsx and waits until it listens. */
async function startServer(spec: ServerSpec): Promise<StartedServer> {
  const child = fork(CHILD_ENTRY, [], {
    execArgv: ['--import', TSX_LOADER],
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));

  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${spec.kind} server not ready in time`)),
        READY_TIMEOUT_MS,
      );
      child.on('message', (message: ChildMessage) => {
        clearTimeout(timer);
        if (message.type === 'ready') resolve(message.port);
        else if (message.type === 'failed')
          reject(new Error(`${spec.kind} server failed to start:\n${message.error}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`${spec.kind} server exited (${signal ?? code}) before it was ready`));
      });
      child.send({ type: 'start', spec } satisfies ParentMessage);
    });
    return {
      port,
      cpuMicros: () =>
        new Promise<number>((resolve, reject) => {
          const onMessage = (message: ChildMessage) => {
            if (message.type !== 'cpu') return;
            child.off('message', onMessage);
            resolve(message.micros);
          };
          child.on('message', onMessage);
          child.send({ type: 'cpu' } satisfies ParentMessage, (err) => err && reject(err));
        }),
      stop: () => stopChild(child),
    };
  } catch (err) {
    await stopChild(child);
    throw err;
  }
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' } satisfies ParentMessage);
  else child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/** Stops every server child still running (used on failure and ctrl-C). */
export async function stopAllServers() {
  await Promise.all([...children].map(stopChild));
}

export interface HttpRunnerOptions {
  label: string;
  /** Built lazily: the database URL and SQL are only known once the bench database exists. */
  server: () => ServerSpec;
  path: string;
  /** Checks one probe response body; returns a problem, or undefined. */
  expect?: (body: unknown) => string | undefined;
}

/**
 * Runs the server in a child process, probes it once, then loads it with autocannon from this
 * process: warm-up (discarded), then the measured run.
 */
export function httpRunner(options: HttpRunnerOptions): Runner {
  return {
    label: options.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const server = await startServer(options.server());
      try {
        const url = `http://127.0.0.1:${server.port}${options.path}`;
        const response = await fetch(url);
        const text = await response.text();
        if (response.status !== 200)
          throw new Error(`${options.label}: GET ${options.path} → ${response.status}`);
        const sample: unknown = JSON.parse(text);
        const problem = options.expect?.(sample);
        if (problem) throw new Error(`${options.label}: GET ${options.path}: ${problem}`);

        const load = (duration: number) =>
          autocannon({ url, connections: settings.connections, duration, pipelining: 1, timeout: 10 });
        const warmup = settings.warmupSeconds > 0 ? await load(settings.warmupSeconds) : undefined;
        const cpuBefore = await server.cpuMicros();
        const result = await load(settings.seconds);
        const cpuMicros = (await server.cpuMicros()) - cpuBefore;

        const failed = (r: Result | undefined) => ({
          non2xx: r?.non2xx ?? 0,
          errors: r?.errors ?? 0,
          timeouts: r?.timeouts ?? 0,
        });
        const [w, m] = [failed(warmup), failed(result)];
        const failures = w.non2xx + w.errors + m.non2xx + m.errors;
        return {
          rate: result.requests.average,
          latencyMs: {
            p50: result.latency.p50,
            p90: result.latency.p90,
            p97_5: result.latency.p97_5,
            p99: result.latency.p99,
          },
          total: result.requests.total,
          failures,
          failureDetail: `non-2xx ${m.non2xx}, errors ${m.errors} (timeouts ${m.timeouts}); warm-up non-2xx ${w.non2xx}, errors ${w.errors}`,
          bodyBytes: Buffer.byteLength(text),
          cpuMsPerOp: result.requests.total ? cpuMicros / 1000 / result.requests.total : undefined,
          sample,
        };
      } finally {
        await server.stop();
      }
    },
  };
}
