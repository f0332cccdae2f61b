import { describe, expect, it } from 'vitest';
import { createPersonalDataRegistry } from './personal-data.js';

const subject = { id: 'u1', email: 'fatima@example.test' };

describe('personal-data registry', () => {
  it('exports every holder’s section under its key, and erases in registration order', async () => {
    const registry = createPersonalDataRegistry();
    const erased: string[] = [];
    registry.register({ key: 'account', export: async (s) => ({ id: s.id }) });
    registry.register({
      key: 'emails',
      export: async (s) => [{ to: s.email }],
      erase: async (s) => {
        erased.push(`emails of ${s.email}`);
      },
    });
    registry.register({
      key: 'shops',
      export: async () => [],
      erase: async (s) => {
        erased.push(`shops of ${s.id}`);
      },
    });
    expect(await registry.exportAll(subject)).toEqual({
      account: { id: 'u1' },
      emails: [{ to: 'fatima@example.test' }],
      shops: [],
    });
    await registry.eraseAll(subject);
    expect(erased).toEqual(['emails of fatima@example.test', 'shops of u1']);
  });

  it('refuses two holders with one key (one would hide the other in the export)', () => {
    const registry = createPersonalDataRegistry();
    registry.register({ key: 'account', export: async () => null });
    expect(() => registry.register({ key: 'account', export: async () => null })).toThrow(/duplicate/);
  });

  it('stops at the first failing erase, so the account is not deleted with data left behind', async () => {
    const registry = createPersonalDataRegistry();
    const erased: string[] = [];
    registry.register({
      key: 'a',
      export: async () => null,
      erase: () => Promise.reject(new Error('database down')),
    });
    registry.register({
      key: 'b',
      export: async () => null,
      erase: async () => {
        erased.push('b');
      },
    });
    await expect(registry.eraseAll(subject)).rejects.toThrow('database down');
    expect(erased).toEqual([]);
  });
});
