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
