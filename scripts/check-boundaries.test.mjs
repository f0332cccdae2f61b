import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { format, importsOf, violations } from './check-boundaries.mjs';

const line = (spec) => `import { x } from '${spec}';`;
/** The reasons reported for one file importing one specifier (empty when allowed). */
const check = (path, spec) => violations([{ path, source: line(spec) }]).map((v) => v.reason);
const allowed = (path, spec) => assert.deepEqual(check(path, spec), [], `${path} → ${spec}`);
const refused = (path, spec, reason) => {
  const reasons = check(path, spec);
  assert.equal(reasons.length, 1, `${path} → ${spec} should be refused`);
  assert.match(reasons[0], reason);
};

const S = 'apps/server/src';

describe('reading specifiers', () => {
  test('static, re-export, side-effect, type and dynamic imports, with their lines', () => {
    const source = [
      "import a from './a.js';",
      'import {',
      '  b,',
      '  type C,',
      "} from './b.js';",
      "export * from './c.js';",
      "export { d } from './d.js';",
      "import './e.css';",
      "const f = lazy(() => import('./f'));",
      "type G = import('./g.js').G;",
      "import type { H } from './h.js';",
    ].join('\n');
    assert.deepEqual(importsOf(source), [
      { spec: './a.js', line: 1 },
      { spec: './b.js', line: 5 },
      { spec: './c.js', line: 6 },
      { spec: './d.js', line: 7 },
      { spec: './e.css', line: 8 },
      { spec: './f', line: 9 },
      { spec: './g.js', line: 10 },
      { spec: './h.js', line: 11 },
    ]);
  });

  test('comments and ordinary strings are not imports', () => {
    const source = [
      "// import x from './commented.js';",
      "/* import('./block.js') */",
      '/**',
      " * import y from './doc.js';",
      ' */',
      "const url = 'https://example.com/x'; // import z from './trailing.js'",
      "export const s = 'from ./nowhere.js';",
    ].join('\n');
    assert.deepEqual(importsOf(source), []);
  });

  test('the report line names file, line, specifier and reason', () => {
    const [v] = violations([{ path: `${S}/app.ts`, source: `\n${line('./modules/cart/cart.service.js')}` }]);
    assert.equal(
      format(v),
      `${S}/app.ts:2 imports './modules/cart/cart.service.js' — reaches past module 'cart': import modules/cart/index.ts`,
    );
  });

  test('packages are ignored', () => {
    allowed(`${S}/app.ts`, '@haflah/contracts');
    allowed('apps/web/src/lib/api.ts', 'react');
  });
});

describe('server modules', () => {
  test('outside a module only its front door may be imported', () => {
    allowed(`${S}/app.ts`, './modules/cart/index.js');
    allowed(`${S}/app.ts`, './modules/cart/index.ts');
    allowed(`${S}/modules/orders/orders.service.ts`, '../cart/index.js');
    refused(`${S}/app.ts`, './modules/cart/cart.service.js', /past module 'cart'/);
    refused(`${S}/modules/orders/orders.service.ts`, '../cart/cart.repository.js', /past module 'cart'/);
    refused(`${S}/http/guard.ts`, '../modules/auth/nested/deep.js', /past module 'auth'/);
    refused(
      'scripts/seed-tool.ts',
      '../apps/server/src/modules/catalogue/catalogue.repository.js',
      /catalogue/,
    );
  });

  test('workflows sit above the modules: a module may not import a workflow, a workflow a front door', () => {
    refused(
      `${S}/modules/orders/orders.service.ts`,
      '../../workflows/index.js',
      /must not import a workflow/,
    );
    refused(
      `${S}/modules/orders/index.ts`,
      '../../workflows/checkout.workflow.js',
      /must not import a workflow/,
    );
    refused(`${S}/platform/jobs.ts`, '../workflows/money.js', /must not import a workflow/);
    allowed(`${S}/app.ts`, './workflows/index.js');
    allowed(`${S}/workflows/checkout.workflow.ts`, '../modules/orders/index.js');
    allowed(`${S}/workflows/index.ts`, './money.js');
    refused(`${S}/workflows/money.ts`, '../modules/ledger/ledger.repository.js', /past module 'ledger'/);
  });

  test('benchmarks measure internals on purpose and may reach into modules', () => {
    allowed('scripts/bench.ts', '../apps/server/src/modules/catalogue/catalogue.repository.js');
    allowed('scripts/bench-lib/seed.ts', '../../apps/server/src/modules/cart/cart.schema.js');
  });

  test('inside a module anything in it may be imported', () => {
    allowed(`${S}/modules/cart/cart.routes.ts`, './cart.service.js');
    allowed(`${S}/modules/cart/cart.service.ts`, './rules/availability.js');
    allowed(`${S}/modules/cart/rules/availability.ts`, '../cart.schema.js');
    allowed(`${S}/modules/cart/cart.routes.test.ts`, './cart.factories.js');
  });

  test('a module with a similar name is another module', () => {
    refused(`${S}/modules/cart-admin/x.ts`, '../cart/cart.service.js', /past module 'cart'/);
  });

  test('db/schema.ts gathers the tables, tests read them; other files may not import them', () => {
    allowed(`${S}/db/schema.ts`, '../modules/cart/cart.schema.js');
    refused(`${S}/db/client.ts`, '../modules/cart/cart.schema.js', /past module 'cart'/);
    refused(`${S}/modules/orders/orders.repository.ts`, '../cart/cart.schema.js', /past module 'cart'/);
    allowed(`${S}/modules/orders/orders.routes.test.ts`, '../cart/cart.schema.js');
    allowed(`${S}/test-support/db-state.ts`, '../modules/cart/cart.schema.js');
    refused(`${S}/db/schema.ts`, '../modules/cart/cart.repository.js', /past module 'cart'/);
  });

  test("a table file may reference another module's table (foreign keys)", () => {
    allowed(`${S}/modules/cart/cart.schema.ts`, '../auth/auth.schema.js');
    refused(`${S}/modules/cart/cart.schema.ts`, '../auth/auth.service.js', /past module 'auth'/);
  });

  test('test builders: tests, test-support, the demo seed and scripts only', () => {
    const builder = (from) => `${from}modules/cart/cart.factories.js`;
    allowed(`${S}/modules/orders/orders.routes.test.ts`, builder('../../'));
    allowed(`${S}/modules/orders/orders.pg.test.ts`, builder('../../'));
    allowed(`${S}/seed/seed.test.ts`, builder('../'));
    allowed(`${S}/test-support/test-app.ts`, builder('../'));
    allowed(`${S}/seed/demo-catalogue.ts`, builder('../'));
    allowed(`${S}/seed/seed.ts`, builder('../'));
    allowed(`${S}/seed/seed-cli.ts`, builder('../'));
    allowed('scripts/bench-lib/seed.ts', builder('../../apps/server/src/'));
    refused(`${S}/app.ts`, './modules/cart/cart.factories.js', /test builders/);
    refused(`${S}/modules/orders/orders.service.ts`, '../cart/cart.factories.js', /test builders/);
    refused(`${S}/db/client.ts`, '../modules/cart/cart.factories.js', /test builders/);
  });

  test("a module's sweep rows are test code, gathered by test-support (ADR 017)", () => {
    allowed(`${S}/modules/orders/orders.sweep.ts`, '../../test-support/wrong-user-sweep.js');
    allowed(`${S}/modules/orders/orders.sweep.ts`, './orders.schema.js');
    allowed(`${S}/modules/orders/orders.sweep.ts`, '../cart/cart.factories.js');
    allowed(`${S}/test-support/wrong-user-sweep.ts`, '../modules/orders/orders.sweep.js');
    allowed(`${S}/app.sweep.test.ts`, './modules/orders/orders.sweep.js');
    refused(`${S}/modules/cart/cart.service.ts`, '../orders/orders.sweep.js', /sweep rows/);
    refused(`${S}/app.ts`, './modules/orders/orders.sweep.js', /sweep rows/);
    refused(`${S}/modules/orders/orders.service.ts`, '../../test-support/wrong-user-sweep.js', /test code/);
    refused(`${S}/app.ts`, './test-support/test-app.js', /test code/);
    refused(`${S}/workflows/money.ts`, '../test-support/builders.js', /test code/);
  });

  test('the exceptions cover only the files they name', () => {
    refused(`${S}/test-support/test-app.ts`, '../modules/cart/cart.service.js', /past module 'cart'/);
    refused(`${S}/seed/demo-catalogue.ts`, '../modules/cart/cart.schema.js', /past module 'cart'/);
    refused(`${S}/modules/orders/orders.routes.test.ts`, '../cart/cart.repository.js', /past module/);
  });
});

describe('web features', () => {
  const W = 'apps/web/src';

  test('features do not import each other', () => {
    refused(
      `${W}/features/cart/components/CartView.tsx`,
      '../../catalogue/components/EmptyState',
      /feature 'cart' must not import feature 'catalogue'/,
    );
    refused(`${W}/features/auth/api/auth.test.ts`, '../../cart/api/cart', /feature 'auth'/);
    allowed(`${W}/features/cart/components/CartView.tsx`, '../hooks/useAddToCart');
    allowed(`${W}/features/cart/components/CartView.tsx`, '../../../lib/format');
    allowed(`${W}/features/cart/components/CartView.tsx`, '../../../components/ui/toast');
  });

  test('features, components and lib do not import app/', () => {
    refused(
      `${W}/features/cart/components/CartView.tsx`,
      '../../../app/layout/NavBar',
      /features\/ .* app\//,
    );
    refused(`${W}/components/ui/toast.tsx`, '../../app/router', /components\/ .* app\//);
    refused(`${W}/lib/api.ts`, '../app/layout/Splash', /lib\/ .* app\//);
  });

  test('components and lib do not import features', () => {
    refused(
      `${W}/components/ui/ErrorPanel.tsx`,
      '../../features/auth/utils/errors',
      /components\/ .* features\//,
    );
    refused(`${W}/lib/session.ts`, '../features/auth/api/auth', /lib\/ .* features\//);
    allowed(`${W}/lib/session.ts`, './api');
    allowed(`${W}/components/ui/SheetDialog.tsx`, '../../lib/cn');
  });

  test('app/ composes features, components and lib', () => {
    allowed(`${W}/app/routes/customer/CartPage.tsx`, '../../../features/cart/components/CartView');
    allowed(`${W}/app/routes/customer/CartPage.tsx`, '../../../features/catalogue/components/EmptyState');
    allowed(`${W}/app/layout/NavBar.tsx`, '../../lib/session');
    allowed(`${W}/app/router.tsx`, './routes/customer/CartPage');
  });
});
