/** A statement a raw-SQL baseline runs per request, exactly as the app's repository builds it. */
export interface RawStatement {
  sql: string;
  params: unknown[];
  /** Run as a named prepared statement (as the app runs its plain lists), planned once per connection. */
  name?: string;
}

/** The app's session secret in benchmarks: builders sign the bench users' session cookies with it. */
export const BENCH_AUTH_SECRET = 'bench-only-secret-that-is-long-enough-for-better-auth';
/** The app's public URL in benchmarks: a WebSocket handshake must come from this origin. */
export const BENCH_PUBLIC_URL = 'http://127.0.0.1';

/** What a server child process (server-child.ts) can be asked to run. */
export type ServerSpec =
  | {
      kind: 'app';
      databaseUrl: string;
      poolSize: number;
      webDist: string;
      uploadsDir: string;
      /** false: the catalogue cache off (CATALOGUE_CACHE), every answer read from the database. */
      catalogueCache?: boolean;
    }
  | {
      /**
       * `statements` in turn per request through a raw pg.Pool (what the app runs per request in steady
       * state); the last one's rows, at most `pageSize`, keyed by `fields`, are the answer.
       */
      kind: 'raw-sql';
      databaseUrl: string;
      poolSize: number;
      path: string;
      statements: RawStatement[];
      fields: string[];
      pageSize: number;
    }
  /** The same bytes on every request, from memory: the floor for an answer the app keeps serialised. */
  | { kind: 'static'; path: string; body: string; contentType: string }
  | { kind: 'raw-health' }
  /**
   * The floor for realtime fan-out: a bare `ws` WebSocketServer at `path` and one pg.Client LISTENing
   * on `channel`; each notification (`{ room, event }`, as the app's hub sends them) goes to every
   * socket as one text, `{ kind: 'event', room, event }`.
   */
  | { kind: 'raw-ws'; databaseUrl: string; channel: string; path: string }
  /**
   * The floor for location ingest (bench-lib/location.ts): node:http at `locationPath` (a driver's fix:
   * its session read, its row updated at most once per `minIntervalMs`, one NOTIFY per order it
   * carries, all in one statement through a raw pg.Pool) and a bare `ws` server at `socketPath` fed by
   * one pg.Client LISTENing on `channel`, forwarding each notification to the sockets in its room.
   */
  | {
      kind: 'raw-location';
      databaseUrl: string;
      poolSize: number;
      channel: string;
      socketPath: string;
      locationPath: string;
      minIntervalMs: number;
    };

export type ParentMessage = { type: 'start'; spec: ServerSpec } | { type: 'cpu' } | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; error: string }
  /**
   * CPU time (user + system) the child has used so far, in microseconds, and the database queries it
   * has sent so far (through its pool; the app's LISTEN connection is not counted).
   */
  | { type: 'cpu'; micros: number; queries: number };
