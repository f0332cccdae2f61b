/** A statement a raw-SQL baseline runs per request, exactly as the app's repository builds it. */
export interface RawStatement {
  sql: string;
  params: unknown[];
  /** Run as a named prepared statement (as the app runs its plain lists), planned once per connection. */
  name?: string;
}

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
  | { kind: 'raw-health' };

export type ParentMessage = { type: 'start'; spec: ServerSpec } | { type: 'cpu' } | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; error: string }
  /**
   * CPU time (user + system) the child has used so far, in microseconds, and the database queries it
   * has sent so far (through its pool; the app's LISTEN connection is not counted).
   */
  | { type: 'cpu'; micros: number; queries: number };
