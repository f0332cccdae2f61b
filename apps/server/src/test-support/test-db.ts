import fs from 'node:fs';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/client.js';
import { adminQuery, withDatabase } from './global-setup.js';

/**
 * A fresh, migrated database for one test file: a clone of the run's template on PostgreSQL when
 * DATABASE_URL is set, otherwise PGlite loaded from the run's snapshot.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  const template = inject('pgTemplate');
  if (url && template) {
    const name = `haflah_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const database = await openDatabase({ engine: 'postgres', url: withDatabase(url, name), poolSize: 5 });
    return {
      ...database,
      async close() {
        await database.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const snapshot = inject('pgliteSnapshot');
  const loadDataDir = snapshot ? new Blob([fs.readFileSync(snapshot)]) : undefined;
  return openDatabase({ engine: 'pglite', loadDataDir });
}

export const engineName = () => (process.env.DATABASE_URL ? 'postgres' : 'pglite');
