import { describe, expect, it } from 'vitest';
import { findBoundaryViolations, readSourceTree } from './import-boundaries';

/** A small tree laid out like src/: two features on each side, their entries and internals. */
const TREE: Record<string, string> = {
  'src/shared/arena/elo.ts': 'export const k = 32;',
  'src/shared/site/routes.ts': 'export const routes = [];',
  'src/client/app/routes.tsx': 'export const AppRoutes = 1;',
  'src/client/app/not-found.tsx': 'export const NotFound = 1;',
  'src/client/lib/api.ts': 'export const api = 1;',
  'src/client/components/ui/button.tsx': 'export const Button = 1;',
  'src/client/features/arena/index.ts': "export { MatchTicker } from './match-ticker';",
  'src/client/features/arena/lazy.ts': "export const ArenaHome = () => import('./arena-home');",
  'src/client/features/arena/arena-home.tsx': 'export default 1;',
  'src/client/features/arena/match-ticker.tsx': 'export const MatchTicker = 1;',
  'src/client/features/shop/purchases/history.tsx': 'export const History = 1;',
  'src/server/app.ts': 'export const app = 1;',
  'src/server/lib/errors.ts': 'export class AppError {}',
  'src/server/db/schema/shop.ts': 'export const purchases = 1;',
  'src/server/features/shop/index.ts': "export { refund } from './refunds';",
  'src/server/features/shop/refunds.ts': 'export const refund = 1;',
  'src/server/features/shop/ledger/balance.ts': 'export const balance = 1;',
  'src/server/features/staff/routes.ts': 'export const staffRoutes = 1;',
};

function violationsOf(file: string, source: string) {
  return findBoundaryViolations(new Map([...Object.entries(TREE), [file, source]])).map(
    ({ specifier, rule }) => ({ specifier, rule }),
  );
}

const ANOTHER_FEATURE = /another feature is reached through its public entry/;

describe('import boundaries', () => {
  it.each([
    ['a sibling feature file', 'src/client/features/shop/cart.tsx', '../arena/match-ticker'],
    ['from a nested folder', 'src/client/features/shop/purchases/row.tsx', '../../arena/match-ticker'],
    ['a three-segment path', 'src/server/features/staff/audit.ts', '../shop/ledger/balance'],
    ['the @client alias', 'src/client/features/shop/cart.tsx', '@client/features/arena/match-ticker'],
    ['the @server alias', 'src/server/features/staff/audit.ts', '@server/features/shop/refunds'],
    ['a dynamic import', 'src/client/features/shop/cart.tsx', '../arena/arena-home'],
  ])('refuses another feature’s internals: %s', (_case, file, specifier) => {
    const source = specifier.endsWith('arena-home')
      ? `export const load = () => import('${specifier}');`
      : `import { x } from '${specifier}';\nexport const y = x;`;
    expect(violationsOf(file, source)).toEqual([{ specifier, rule: expect.stringMatching(ANOTHER_FEATURE) }]);
  });

  it.each([
    ['shared → client', 'src/shared/site/meta.ts', '../../client/lib/api', /shared code imports nothing/],
    [
      'shared → server by alias',
      'src/shared/site/meta.ts',
      '@server/lib/errors',
      /shared code imports nothing/,
    ],
    [
      'client → server',
      'src/client/features/shop/cart.tsx',
      '../../../server/lib/errors',
      /client imports nothing/,
    ],
    ['server → client', 'src/server/features/shop/ledger.ts', '@client/lib/api', /server imports nothing/],
    [
      'client feature → app',
      'src/client/features/shop/cart.tsx',
      '../../app/not-found',
      /app that composes it/,
    ],
    [
      'client feature → app by alias',
      'src/client/features/shop/cart.tsx',
      '@client/app/routes',
      /app that composes/,
    ],
    ['server feature → app', 'src/server/features/shop/ledger.ts', '../../app', /app that mounts it/],
    [
      'schema → feature',
      'src/server/db/schema/stripe.ts',
      '../../features/shop/refunds',
      /imports no feature/,
    ],
    ['client lib → feature', 'src/client/lib/cart.ts', '../features/arena', /imports no feature/],
    [
      'component → feature',
      'src/client/components/ui/tile.tsx',
      '@client/features/arena',
      /imports no feature/,
    ],
  ])('refuses imports against the dependency direction: %s', (_case, file, specifier, rule) => {
    expect(violationsOf(file, `import { x } from '${specifier}';\nexport const y = x;`)).toEqual([
      { specifier, rule: expect.stringMatching(rule) },
    ]);
  });

  it('allows public entries, a feature’s own files, shared code and cross-cutting code', () => {
    const source = [
      "import { MatchTicker } from '../../arena';",
      "import { MatchTicker as Again } from '@client/features/arena/index';",
      "import { History } from '../purchases/history';",
      "import { History as Same } from '@client/features/shop/purchases/history';",
      "import { k } from '@shared/arena/elo';",
      "import { routes } from '../../../../shared/site/routes';",
      "import { api } from '../../../lib/api';",
      "import { Button } from '../../../components/ui/button';",
      "import { useQuery } from '@tanstack/react-query';",
      "export const home = () => import('../../arena/lazy');",
      'export const all = [MatchTicker, Again, History, Same, k, routes, api, Button, useQuery];',
    ].join('\n');
    expect(violationsOf('src/client/features/shop/purchases/row.tsx', source)).toEqual([]);
  });

  it('lets the app, main and the seed compose features from their files', () => {
    const source = "import { staffRoutes } from './features/staff/routes';\nexport const r = staffRoutes;";
    expect(violationsOf('src/server/main.ts', source)).toEqual([]);
    expect(violationsOf('src/client/app/layout.tsx', "import '../features/arena/match-ticker';")).toEqual([]);
  });

  it('finds no violation in the source tree', () => {
    expect(findBoundaryViolations(readSourceTree('src'))).toEqual([]);
  });
});
