#!/usr/bin/env node
// CI check for house rule 5 (every schema change is a generated, committed migration; a landed one is
// never edited):
// 1. drizzle-kit generate, run against a temporary copy of apps/server/drizzle, must find nothing to write.
// 2. Every migration .sql, and its entry in meta/_journal.json, must equal the version of the commit that
//    added it. Without git history (no git, a shallow clone) that part is skipped with a warning.
// The working tree is never written.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps/server');
const MIGRATIONS = 'apps/server/drizzle';
const JOURNAL = `${MIGRATIONS}/meta/_journal.json`;
const GENERATE_TIMEOUT_MS = 120_000;

// Migrations regenerated before this check existed, while the project was hours old: their landed
// version is the one of the commit named here, not the first one.
const LANDED_AT = {
  '0001_catalogue.sql': 'a426f8acd979b306c8dc370008f22b5cfa3fd604',
};

const problems = [];
const warn = (message) => console.warn(`! ${message}`);
const ok = (message) => console.log(`✓ ${message}`);

/** Every file under dir as relative path → content. */
function snapshot(dir) {
  const files = new Map();
  for (const rel of fs.readdirSync(dir, { recursive: true })) {
    const abs = path.join(dir, rel);
    if (fs.statSync(abs).isFile()) files.set(rel.split(path.sep).join('/'), fs.readFileSync(abs, 'utf8'));
  }
  return files;
}

function findDrizzleKit() {
  for (let dir = serverDir; ; dir = path.dirname(dir)) {
    const bin = path.join(dir, 'node_modules/drizzle-kit/bin.cjs');
    if (fs.existsSync(bin)) return bin;
    if (dir === path.dirname(dir)) throw new Error('drizzle-kit is not installed (run npm install)');
  }
}

function checkGenerate() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'haflah-migrations-'));
  try {
    const out = path.join(tmp, 'drizzle');
    fs.cpSync(path.join(root, MIGRATIONS), out, { recursive: true });
    const before = snapshot(out);
    // The project's own config with only `out` moved; drizzle-kit takes `out` relative to its cwd.
    const config = path.join(tmp, 'drizzle.config.ts');
    fs.writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(serverDir, 'drizzle.config.ts'))};\n` +
        `export default { ...base, out: ${JSON.stringify(path.relative(serverDir, out))} };\n`,
    );
    // No stdin: a rename question cannot be answered, so drizzle-kit ends or the timeout stops it.
    const run = spawnSync(process.execPath, [findDrizzleKit(), 'generate', `--config=${config}`], {
      cwd: serverDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
      timeout: GENERATE_TIMEOUT_MS,
      killSignal: 'SIGKILL',
    });
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
    const after = snapshot(out);
    const added = [...after.keys()].filter((f) => !before.has(f)).sort();
    const changed = [...before.keys()].filter((f) => after.has(f) && after.get(f) !== before.get(f)).sort();

    if (added.length > 0 || changed.length > 0) {
      const sql = added.filter((f) => f.endsWith('.sql'));
      problems.push(
        [
          'The schema and the migrations disagree: `npm run db:generate` would ' +
            [
              ...added.map((f) => `write ${MIGRATIONS}/${f}`),
              ...changed.map((f) => `rewrite ${MIGRATIONS}/${f}`),
            ].join(', ') +
            '.',
          'Run `npm run db:generate` and commit the migration with the schema change.',
          ...sql.flatMap((f) => [`--- ${f}:`, after.get(f).trim()]),
        ].join('\n'),
      );
    } else if (run.error?.code === 'ETIMEDOUT' || run.signal || /interactive prompts|TTY/i.test(output)) {
      problems.push(
        'The schema and the migrations disagree, and drizzle-kit generate wants to ask whether a table or ' +
          'column was renamed (it stops without a terminal, or did not finish within ' +
          `${GENERATE_TIMEOUT_MS / 1000} s): run \`npm run db:generate\` in a terminal, answer its questions ` +
          `and commit the migration.\n${output}`,
      );
    } else if (run.status !== 0 || !/No schema changes/i.test(output)) {
      // drizzle-kit exits 0 on some errors, so only its "nothing to do" message counts as a pass.
      problems.push(`drizzle-kit generate failed (exit ${run.status}):\n${output}`);
    } else {
      ok('drizzle-kit generate: no new migration (the schema and the migrations agree)');
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function git(...args) {
  const run = spawnSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return run.status === 0 ? run.stdout : null;
}

const journalEntries = (text) => new Map(JSON.parse(text).entries.map((e) => [e.tag, JSON.stringify(e)]));
const sameText = (a, b) => a.replace(/\r\n/g, '\n') === b.replace(/\r\n/g, '\n');

function checkLanded() {
  if (git('rev-parse', '--is-inside-work-tree')?.trim() !== 'true') {
    warn('no git history here: landed migrations were NOT checked for edits');
    return;
  }
  const shallowFile = git('rev-parse', '--git-path', 'shallow')?.trim();
  const shallowPath = shallowFile && path.resolve(root, shallowFile);
  const boundaries = new Set(
    shallowPath && fs.existsSync(shallowPath) ? fs.readFileSync(shallowPath, 'utf8').split(/\s+/) : [],
  );
  const everAdded = (git('log', '--diff-filter=A', '--name-only', '--format=', '--', MIGRATIONS) ?? '')
    .split('\n')
    .filter((f) => /^apps\/server\/drizzle\/[^/]+\.sql$/.test(f));
  const present = fs.readdirSync(path.join(root, MIGRATIONS)).filter((f) => f.endsWith('.sql'));
  const journal = journalEntries(fs.readFileSync(path.join(root, JOURNAL), 'utf8'));

  for (const file of new Set(everAdded)) {
    if (!present.includes(path.basename(file))) problems.push(`${file} has landed and was deleted`);
  }
  let checked = 0;
  const unverifiable = [];
  for (const name of present.sort()) {
    const file = `${MIGRATIONS}/${name}`;
    const adds = (git('log', '--diff-filter=A', '--format=%H', '--', file) ?? '').trim().split('\n');
    const firstAdd = adds.at(-1);
    if (!firstAdd) continue; // not committed yet: a new migration, free to change
    const commit = LANDED_AT[name] ?? firstAdd;
    // In a shallow clone the oldest commit fetched looks as if it added every file it has.
    if (boundaries.has(firstAdd) || git('cat-file', '-e', `${commit}^{commit}`) === null) {
      unverifiable.push(name);
      continue;
    }
    const landed = git('show', `${commit}:${file}`);
    const current = fs.readFileSync(path.join(root, file), 'utf8');
    if (landed === null) unverifiable.push(name);
    else if (!sameText(landed, current)) {
      problems.push(
        `${file} was edited after it landed (commit ${commit.slice(0, 10)}). A landed migration has already ` +
          'run on databases; restore it and put the change in a new migration (`npm run db:generate`).',
      );
    } else checked++;
    const tag = name.replace(/\.sql$/, '');
    const landedJournal = landed === null ? null : git('show', `${commit}:${JOURNAL}`);
    const landedEntry = landedJournal && journalEntries(landedJournal).get(tag);
    if (landedEntry && journal.get(tag) !== landedEntry) {
      problems.push(
        `${JOURNAL}: the entry of ${tag} changed since it landed (was ${landedEntry}, is ${journal.get(tag) ?? 'missing'})`,
      );
    }
  }
  if (unverifiable.length > 0) {
    warn(
      `git history is incomplete (shallow clone?): ${unverifiable.join(', ')} NOT checked for edits; ` +
        'fetch the full history (git fetch --unshallow) to check them',
    );
  }
  if (checked > 0) ok(`${checked} landed migration(s) unchanged since they landed`);
}

checkGenerate();
checkLanded();
if (problems.length > 0) {
  for (const problem of problems) console.error(`\n✗ ${problem}`);
  process.exit(1);
}
