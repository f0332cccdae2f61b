import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 016's two rules about who touches money, over the server's source (tests and the providers'
 * own files aside): only workflows call a payment provider's authorize, capture, void or refund, and
 * only the ledger module names the money table.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const sources = fs
  .readdirSync(SRC, { recursive: true })
  .map((f) => String(f).split(path.sep).join('/'))
  .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
  .map((f) => ({ file: f, text: fs.readFileSync(path.join(SRC, f), 'utf8') }));

describe('who touches money (ADR 016)', () => {
  it('only workflows call a payment provider', () => {
    const calls = sources
      .filter(({ text }) => /\bprovider\s*\.\s*(authorize|capture|void|refund)\s*\(/.test(text))
      .map(({ file }) => file);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((f) => !f.startsWith('workflows/'))).toEqual([]);
  });

  it('only the ledger module names the money table, but for the shop analytics’ reads', () => {
    const naming = sources
      .filter(({ text }) => /\bledgerEntries\b|\bledger_entries\b/.test(text))
      .map(({ file }) => file);
    expect(naming).toContain('modules/ledger/ledger.repository.ts');
    // The shop's analytics (issue 27) is a read model: it sums refund rows, and writes nothing.
    const READERS = ['modules/analytics/analytics.repository.ts'];
    expect(naming.filter((f) => !f.startsWith('modules/ledger/') && !READERS.includes(f))).toEqual([]);
    for (const reader of READERS) {
      const text = sources.find((s) => s.file === reader)?.text ?? '';
      expect(text).not.toMatch(
        /\.(insert|update|delete)\(|\b(insert into|update|delete from)\s+ledger_entries\b/i,
      );
    }
  });
});
