import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';

/**
 * Migrates once per run. On PGlite the migrated database is dumped to a file that every test file
 * loads (~1 s instead of ~5 s to create one). On PostgreSQL (DATABASE_URL set) a migrated template
 * database is made, and each test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `haflah_tpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `create database ${template}`);
    const database = await openDatabase({
      engine: 'postgres',
      url: withDatabase(url, template),
      poolSize: 1,
    });
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await adminQuery(url, `drop database if exists ${template} with (force)`);
    };
  }
  const database = await openDatabase({ engine: 'pglite' });
  const client = (database.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate?: string;
    pgliteSnapshot?: string;
  }
}
