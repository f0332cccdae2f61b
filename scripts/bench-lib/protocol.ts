/** What a server child process (server-child.ts) can be asked to run. */
export type ServerSpec =
  | { kind: 'app'; databaseUrl: string; poolSize: number; webDist: string; uploadsDir: string }
  | {
      kind: 'raw-items';
      databaseUrl: string;
      poolSize: number;
      path: string;
      sql: string;
      params: unknown[];
      /** Field names of the result columns, in column order. */
      fields: string[];
    }
  | { kind: 'raw-health' };

export type ParentMessage = { type: 'start'; spec: ServerSpec } | { type: 'cpu' } | { type: 'stop' };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'failed'; error: string }
  /** CPU time (user + system) the child has used so far, in microseconds. */
  | { type: 'cpu'; micros: number };
