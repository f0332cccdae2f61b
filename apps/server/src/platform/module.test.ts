import { describe, expect, it } from 'vitest';
import { buildModules, defineModule, type ModuleContext } from './module.js';

// Only the order of the list is under test: the modules here read nothing from the context.
const ctx = {} as ModuleContext;
const plugin = async () => {};

describe('buildModules', () => {
  it('builds and lists the plugins in list order, each module given what earlier ones provide', () => {
    const built: string[] = [];
    const ledger = defineModule({
      name: 'ledger',
      needs: [],
      build: () => {
        built.push('ledger');
        return { plugin, provides: { ledger: {} as never } };
      },
    });
    const reader = defineModule({
      name: 'reader',
      needs: ['ledger'],
      build: (given) => {
        built.push(`reader saw ledger: ${'ledger' in given}`);
        return { plugin };
      },
    });
    const { plugins, services } = buildModules(ctx, [ledger, reader]);
    expect(built).toEqual(['ledger', 'reader saw ledger: true']);
    expect(plugins.map((p) => p.name)).toEqual(['ledger', 'reader']);
    expect(Object.keys(services)).toEqual(['ledger']);
  });

  it('refuses a module listed before what it needs', () => {
    const reader = defineModule({ name: 'reader', needs: ['ledger'], build: () => ({}) });
    const ledger = defineModule({
      name: 'ledger',
      needs: [],
      build: () => ({ provides: { ledger: {} as never } }),
    });
    expect(() => buildModules(ctx, [reader, ledger])).toThrow('module reader needs ledger');
  });

  it('refuses two modules providing the same service', () => {
    const one = defineModule({
      name: 'one',
      needs: [],
      build: () => ({ provides: { ledger: {} as never } }),
    });
    const two = defineModule({
      name: 'two',
      needs: [],
      build: () => ({ provides: { ledger: {} as never } }),
    });
    expect(() => buildModules(ctx, [one, two])).toThrow('module two provides ledger, already provided');
  });
});
