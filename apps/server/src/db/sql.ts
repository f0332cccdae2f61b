import { fillPlaceholders, is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client.js';

/** Escapes LIKE wildcards so user input is matched literally. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * A PostgreSQL array literal (`{"a","b"}`) bound as one parameter: Drizzle spreads a JavaScript array
 * into a list of parameters, and node-postgres and PGlite serialise arrays differently.
 */
export function pgArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/** Renders raw `sql` templates as the database handle does (openDatabase: snake_case). */
const dialect = new PgDialect({ casing: 'snake_case' });

/** A statement as text and parameters: a query builder's, or a raw `sql` template rendered. */
export type Statement = SQL | { toSQL(): { sql: string; params: unknown[] } };
export const toQuery = (query: Statement) => (is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL());

/**
 * A statement whose SQL Drizzle builds once, run straight on the driver (a `pg.Pool` or PGlite, both
 * `query(text, params)`): the rows come as the driver parses them (timestamptz → Date, integer and
 * real → number), keyed by the statement's column names. For hot reads of many rows: Drizzle decodes
 * every field of every row after testing what kind of field it is, which on a search's 50 rows of 20
 * fields was a fifth of its CPU in the profile. Placeholders are filled as Drizzle's own prepared
 * statements fill them.
 *
 * Unnamed, PostgreSQL plans each call for its values (a search: a common word and a rare one want
 * different plans). With a `name`, node-postgres prepares it once per connection and PostgreSQL may
 * keep one plan (the plain lists, whose plan is the same index walk whatever the values); PGlite, one
 * connection in process, has no named statements and runs it unnamed.
 */
export function rawStatement<Row>(db: Db, query: Statement, options: { name?: string } = {}) {
  const { sql: text, params } = toQuery(query);
  const { $client: client } = db as unknown as { $client: Driver<Row> };
  const name = client instanceof pg.Pool ? options.name : undefined;
  return async (values: Record<string, unknown>): Promise<Row[]> => {
    const filled = fillPlaceholders(params, values);
    const result = name
      ? await client.query({ name, text, values: filled })
      : await client.query(text, filled);
    return result.rows;
  };
}

/** What both drivers answer to (node-postgres also takes a query config with a statement name). */
interface Driver<Row> {
  query(text: string, params: unknown[]): Promise<{ rows: Row[] }>;
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: Row[] }>;
}
