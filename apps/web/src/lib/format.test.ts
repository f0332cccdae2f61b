import { describe, expect, it } from 'vitest';
import { formatTime, keepTogether } from './format';

describe('a time of day inside a sentence', () => {
  it('is kept on one line in either language ("3:00 م" stays whole)', () => {
    const start = '2026-11-24T12:00:00.000Z'; // 3:00 PM in Bahrain
    for (const lang of ['en', 'ar'] as const) {
      const text = keepTogether(formatTime(start, lang));
      expect(text).toMatch(/^3:00\u00a0/);
      expect(text).not.toMatch(/\s(?<!\u00a0)/u);
    }
  });
});
