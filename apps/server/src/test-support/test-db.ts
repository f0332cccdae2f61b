import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { adminQuery, withDatabase } from './global-setup.js';

/**
 * A PostgreSQL database of its own, cloned from the run's migrated template, for tests that open
 * several pools or processes on it; `drop()` removes it (also after a half-finished setup).
 */
export async function createPgTestDatabase(
  adminUrl: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = inject('pgTemplate');
  if (!template) throw new Error('no migrated template database (global setup)');
  const name = `haflah_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return {
    url: withDatabase(adminUrl, name),
    drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * A fresh, migrated database for one test file: a clone of the run's template on PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite loaded from the run's snapshot.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url && inject('pgTemplate')) {
    const scratch = await createPgTestDatabase(url);
    const database = await openDatabase({ engine: 'postgres', url: scratch.url, poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const loadDataDir = snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined;
  return openDatabase({ engine: 'pglite', loadDataDir });
}

export const engineName = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');
