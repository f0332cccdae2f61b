/**
 * `npm run db:seed`: seeds the demo catalogue into an empty database (the configured one: PGlite in
 * DATA_DIR, or DATABASE_URL). `--reset` deletes the catalogue first and seeds it again.
 */
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { deleteDemoCatalogue, seedDemo, seedIfEmpty } from './seed.js';

const config = loadConfig();
const database = config.DATABASE_URL
  ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL, poolSize: 2 })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
try {
  const options = { uploadsDir: config.UPLOADS_DIR };
  if (process.argv.includes('--reset')) {
    await deleteDemoCatalogue(database.db);
    const counts = await seedDemo(database.db, options);
    console.log(
      `Catalogue replaced: ${counts.categories} categories, ${counts.shops} shops, ${counts.listings} listings.`,
    );
  } else {
    const result = await seedIfEmpty(database.db, options);
    console.log(
      result.seeded
        ? `Seeded ${result.categories} categories, ${result.shops} shops, ${result.listings} listings.`
        : 'The database already has a catalogue; use --reset to replace it.',
    );
  }
} finally {
  await database.close();
}
