import { stdSerializers } from 'pino';

const MAX_CAUSES = 5;

/** Drizzle's "Failed query" message ends with the query's parameters, personal data included. */
const PARAMS_LINE = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const redactText = (text: unknown) =>
  typeof text === 'string' ? text.replace(PARAMS_LINE, '\nparams: [redacted]') : text;

/**
 * A copy of an error, and of its causes, without the personal data a database error carries: the
 * SQL's parameters (Drizzle's `params`, also written into its message and stack) and PostgreSQL's
 * `detail`, which quotes the offending values ("Key (email)=(…) already exists"). The SQL text,
 * the codes and the stack stay: they are what a developer needs.
 */
export function withoutPersonalData(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) || depth > MAX_CAUSES) return err;
  const copy = Object.create(Object.getPrototypeOf(err)) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(err))
    copy[key] = (err as unknown as Record<string, unknown>)[key];
  copy.message = redactText(copy.message);
  copy.stack = redactText(copy.stack);
  if (Array.isArray(copy.params)) copy.params = `[${copy.params.length} redacted]`;
  if (typeof copy.detail === 'string') copy.detail = copy.detail.replace(/=\(.*\)/s, '=([redacted])');
  if (copy.cause !== undefined) copy.cause = withoutPersonalData(copy.cause, depth + 1);
  return copy;
}

/** The server log's serializers: errors go out as pino writes them, minus personal data. */
export const LOG_SERIALIZERS = {
  err: (err: Error) => stdSerializers.err(withoutPersonalData(err) as Error),
};
