import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { screenStringProblems } from './lib/screen-strings.mjs';

const W = 'apps/web/src';
const groupOf = new Map([
  ['nav.home', 'core'],
  ['orders.title', 'orders'],
  ['addresses.form.title', 'addresses'],
  ['staffRegister.title', 'staff'],
  ['staffRegister.kind.shop', 'staff'],
  ['cart.items', 'cart'],
]);
/** The problems of a tree given as { path under apps/web/src: source }. */
const check = (tree) =>
  screenStringProblems({
    files: new Map(Object.entries(tree).map(([p, s]) => [`${W}/${p}`, s])),
    entry: `${W}/main.tsx`,
    startGroups: ['core'],
    groupOf,
  });
const lib = {
  'lib/i18n.ts': 'export function withStrings(load, ...groups) { return load; }',
  'app/routes/screen.ts': [
    "import { withStrings } from '../../lib/i18n';",
    'export const screen = (load: Parameters<typeof lazy>[0], ...groups: StringGroup[]) =>',
    '  lazy(withStrings(load, ...groups));',
    "export const staffScreen = (load: Parameters<typeof lazy>[0]) => screen(load, 'auth', 'staff');",
  ].join('\n'),
};
/** An entry whose router declares the order page with `groups`. */
const withOrderPage = (groups, page) => ({
  ...lib,
  'main.tsx': "import { routes } from './app/routes';\nt('nav.home');",
  'app/routes.tsx': `import { screen } from './routes/screen';\nconst P = screen(() => import('./OrderPage')${groups});`,
  'app/OrderPage.tsx': page,
  'features/addresses/AddressCard.tsx': "export const AddressCard = () => t('addresses.form.title');",
});

describe('each screen loads the string groups of the features it shows', () => {
  test('a screen that loads its groups and its features’ groups passes', () => {
    const page = "import { AddressCard } from '../features/addresses/AddressCard';\nt('orders.title');";
    assert.deepEqual(check(withOrderPage(", 'orders', 'addresses'", page)), []);
  });

  test('a key of a feature the screen composes, whose group the screen does not load, fails', () => {
    const page = "import { AddressCard } from '../features/addresses/AddressCard';\nt('orders.title');";
    const problems = check(withOrderPage(", 'orders'", page));
    assert.equal(problems.length, 1);
    assert.match(
      problems[0],
      /app\/OrderPage\.tsx \(through apps\/web\/src\/features\/addresses\/AddressCard\.tsx\)/,
    );
    assert.match(problems[0], /"addresses\.form\.title" from the "addresses" group/);
    assert.match(problems[0], /it loads core, orders/);
  });

  test('a key the page itself shows, in a group it does not load, fails; start groups count', () => {
    const problems = check(withOrderPage(", 'addresses'", "t('nav.home');\nt('orders.title');"));
    assert.equal(problems.length, 1);
    assert.match(problems[0], /OrderPage\.tsx shows "orders\.title" from the "orders" group/);
  });

  test('a key kept in a constant counts, as does a prefix of keys built at run time', () => {
    const page = "const problem = 'cart.items';\nconst k = t(`staffRegister.kind.$" + '{kind}`);';
    const problems = check(withOrderPage(", 'orders'", page));
    assert.equal(problems.length, 2);
    assert.match(problems.join('\n'), /"cart\.items" from the "cart" group/);
    assert.match(problems.join('\n'), /keys under "staffRegister\.kind\." from the "staff" group/);
  });

  test('a helper’s fixed groups count; a nested lazy chunk adds its groups to its screen’s', () => {
    const tree = {
      ...lib,
      'main.tsx':
        "import { staffScreen } from './app/routes/screen';\nconst A = staffScreen(() => import('./app/Area'));",
      'app/Area.tsx': [
        "import { withStrings } from '../lib/i18n';",
        "const Dialog = lazy(withStrings(() => import('./Dialog').then((m) => ({ default: m.Dialog })), 'cart'));",
        "t('staffRegister.title');",
      ].join('\n'),
      'app/Dialog.tsx': "t('staffRegister.title');\nt('cart.items');",
    };
    assert.deepEqual(check(tree), []);
    tree['app/Dialog.tsx'] += "\nt('orders.title');";
    assert.equal(check(tree).length, 1);
  });

  test('a type-only import brings no keys; a file that loads a group on demand may show it', () => {
    const page = [
      "import type { Props } from '../features/addresses/AddressCard';",
      "void loadStrings('cart').then(() => toast(t('cart.items')));",
    ].join('\n');
    assert.deepEqual(check(withOrderPage(", 'orders'", page)), []);
  });

  test('comments do not count', () => {
    const page = "// t('cart.items') once lived here\nt('orders.title');";
    assert.deepEqual(check(withOrderPage(", 'orders'", page)), []);
  });
});
