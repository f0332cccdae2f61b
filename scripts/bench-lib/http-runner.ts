import { type ChildProcess, fork } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import type { ChildMessage, ParentMessage, ServerSpec } from './protocol.js';
import type { BenchSettings, Measurement, Runner, SingleClient } from './types.js';

const CHILD_ENTRY = fileURLToPath(new URL('./server-child.ts', import.meta.url));
const TSX_LOADER = import.meta.resolve('tsx');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

const children = new Set<ChildProcess>();

export interface StartedServer {
  port: number;
  /** CPU time the server process has used so far, in microseconds, and the queries it has sent. */
  usage(): Promise<{ micros: number; queries: number }>;
  stop(): Promise<void>;
}

/** Forks server-child.ts under tsx and waits until it listens. */
export async function startServer(spec: ServerSpec): Promise<StartedServer> {
  const child = fork(CHILD_ENTRY, [], {
    // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (a profile, not a guess).
    execArgv: [
      '--import',
      TSX_LOADER,
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
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
      usage: () =>
        new Promise<{ micros: number; queries: number }>((resolve, reject) => {
          const onMessage = (message: ChildMessage) => {
            if (message.type !== 'cpu') return;
            child.off('message', onMessage);
            resolve({ micros: message.micros, queries: message.queries });
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
  /** A function when the path is only known once the bench database is seeded. */
  path: string | (() => string);
  /** Checks one probe response body; returns a problem, or undefined. */
  expect?: (body: unknown) => string | undefined;
  /**
   * Also measure one client alone after the loaded run (BENCH_SECONDS of back-to-back requests on one
   * kept-alive connection), for its latency.
   */
  singleClient?: boolean;
}

interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * One GET as autocannon sends it: no Accept-Encoding, so the answer comes as it is (identity), never
 * compressed.
 */
function get(url: string, agent?: http.Agent): Promise<Response> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Starts `spec`, GETs each path once (identity encoding) and stops it again. */
export async function captureResponses(spec: ServerSpec, paths: string[]): Promise<Map<string, Response>> {
  const server = await startServer(spec);
  try {
    const responses = new Map<string, Response>();
    for (const p of paths) responses.set(p, await get(`http://127.0.0.1:${server.port}${p}`));
    return responses;
  } finally {
    await server.stop();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;

/** One client, one kept-alive connection, each request sent when the previous answer has arrived. */
async function measureSingleClient(url: string, seconds: number): Promise<SingleClient> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  try {
    while (performance.now() < end) {
      const t0 = performance.now();
      const status = await get(url, agent).then(
        (r) => r.status,
        () => 0,
      );
      latencies.push(performance.now() - t0);
      if (status !== 200) failures++;
    }
  } finally {
    agent.destroy();
  }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    rate: (latencies.length * 1000) / (performance.now() - started),
    latencyMs: { p50: percentile(sorted, 50), p99: percentile(sorted, 99) },
    total: latencies.length,
    failures,
  };
}

/**
 * Runs the server in a child process, probes it once, then loads it with autocannon from this
 * process: warm-up (discarded), then the measured run.
 */
export function httpRunner(options: HttpRunnerOptions): Runner {
  return {
    label: options.label,
    async run(settings: BenchSettings): Promise<Measurement> {
      const path = typeof options.path === 'function' ? options.path() : options.path;
      const server = await startServer(options.server());
      try {
        const url = `http://127.0.0.1:${server.port}${path}`;
        const response = await get(url);
        if (response.status !== 200) throw new Error(`${options.label}: GET ${path} → ${response.status}`);
        // Without Accept-Encoding nothing may come compressed: both sides must send the same bytes.
        const encoding = response.headers['content-encoding'];
        if (encoding && encoding !== 'identity')
          throw new Error(`${options.label}: GET ${path} came ${encoding}-encoded unasked`);
        const text = response.body.toString('utf8');
        const sample: unknown = JSON.parse(text);
        const problem = options.expect?.(sample);
        if (problem) throw new Error(`${options.label}: GET ${path}: ${problem}`);

        const load = (duration: number) =>
          autocannon({ url, connections: settings.connections, duration, pipelining: 1, timeout: 10 });
        const warmup = settings.warmupSeconds > 0 ? await load(settings.warmupSeconds) : undefined;
        const before = await server.usage();
        const result = await load(settings.seconds);
        const after = await server.usage();
        const singleClient = options.singleClient
          ? await measureSingleClient(url, settings.seconds)
          : undefined;

        const failed = (r: Result | undefined) => ({
          non2xx: r?.non2xx ?? 0,
          errors: r?.errors ?? 0,
          timeouts: r?.timeouts ?? 0,
        });
        const [w, m] = [failed(warmup), failed(result)];
        const failures = w.non2xx + w.errors + m.non2xx + m.errors + (singleClient?.failures ?? 0);
        const total = result.requests.total;
        return {
          rate: result.requests.average,
          latencyMs: {
            p50: result.latency.p50,
            p90: result.latency.p90,
            p97_5: result.latency.p97_5,
            p99: result.latency.p99,
          },
          total,
          failures,
          failureDetail:
            `non-2xx ${m.non2xx}, errors ${m.errors} (timeouts ${m.timeouts}); warm-up non-2xx ${w.non2xx}, errors ${w.errors}` +
            (singleClient ? `; single client ${singleClient.failures}` : ''),
          bodyBytes: response.body.length,
          cpuMsPerOp: total ? (after.micros - before.micros) / 1000 / total : undefined,
          queriesPerOp: total ? (after.queries - before.queries) / total : undefined,
          singleClient,
          sample,
        };
      } finally {
        await server.stop();
      }
    },
  };
}
