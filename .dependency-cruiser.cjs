/**
 * The boundaries of the code base, held by `npm run lint:deps` (dependency-cruiser; the first
 * step of `npm test`). Layers point one way:
 *
 *   contract <- api <- stores <- ui <- widgets <- site        server -> contract
 *                                         ^
 *                                     dashboard (staff only: its own build entry, loaded by the site's /dashboard route)
 *
 * A package is used only through its public entries (the `exports` of its package.json); a
 * feature folder of the widgets shows other folders only its index.ts; no cycles.
 * `@so/*` resolves through the npm workspaces (node_modules/@so/* and each package's exports).
 */

/** Files other packages, the site and the tests may import (each package.json's `exports`). */
const PUBLIC_ENTRIES = [
  '^packages/[^/]+/src/index\\.ts$',
  '^packages/widgets/src/loader\\.ts$',
  '^packages/widgets/src/shop-query\\.ts$',
  '^packages/widgets/src/kit\\.ts$',
  '^packages/widgets/src/storybook\\.ts$',
  '^packages/widgets/src/testing\\.ts$',
  '^packages/ui/src/focus\\.ts$',
  '^packages/ui/src/form\\.ts$',
  '^packages/contract/src/staff\\.ts$',
  '^packages/contract/src/endpoints/index\\.ts$',
  '^packages/api/src/staff\\.ts$',
  // The browser builds' plugin (vite.config.ts, the widget package's config).
  '^packages/contract/src/endpoints/strip-request-schemas\\.ts$',
  // The API reference's generator (npm run docs:api; tests/docs.test.ts checks docs/api.md against it).
  '^packages/contract/scripts/api-docs\\.ts$',
  '^packages/server/src/app\\.ts$',
];

/** A layer may import only the packages listed; anything else under packages/ or site/ is upward. */
function layer(name, from, allowed, exceptFiles = []) {
  const others = ['contract', 'api', 'stores', 'ui', 'widgets', 'dashboard', 'server'].filter((pkg) => pkg !== from && !allowed.includes(pkg));
  return {
    name,
    severity: 'error',
    comment: `${from} may import only ${allowed.length ? allowed.join(', ') : 'no other package'}.`,
    from: { path: `^packages/${from}/`, pathNot: exceptFiles },
    to: { path: [...others.map((pkg) => `^packages/${pkg}/`), '^site/'] },
  };
}

module.exports = {
  forbidden: [
    layer('contract-imports-no-package', 'contract', []),
    layer('api-imports-contract-only', 'api', ['contract']),
    layer('stores-import-api-contract-only', 'stores', ['api', 'contract']),
    layer('ui-imports-contract-only', 'ui', ['contract']),
    layer('widgets-import-no-server-or-site', 'widgets', ['ui', 'stores', 'api', 'contract']),
    layer('dashboard-imports-widgets-ui-stores-api-contract-only', 'dashboard', ['widgets', 'ui', 'stores', 'api', 'contract']),
    // The client-against-server test imports the client too (its own rule below).
    layer('server-imports-contract-only', 'server', ['contract'], ['^packages/server/src/api-client\\.test\\.ts$']),
    {
      name: 'server-client-test-imports-api',
      severity: 'error',
      comment: 'Of the server, only the test that runs the real client against it imports the client (@so/api), and nothing else of the other layers.',
      from: { path: '^packages/server/src/api-client\\.test\\.ts$' },
      to: { path: ['^packages/(stores|ui|widgets|dashboard)/', '^site/'] },
    },
    {
      name: 'dashboard-imported-by-none',
      severity: 'error',
      comment:
        "The staff's dashboard ships apart from the shoppers' code: its entry is a build entry of its own " +
        '(/widgets/dashboard.js), which the site loads by URL on /dashboard; no package and not the site imports it.',
      from: { path: '^(packages|site)/', pathNot: '^packages/dashboard/' },
      to: { path: '^packages/dashboard/' },
    },
    {
      name: 'site-places-elements-only',
      severity: 'error',
      comment:
        'The site places so-* elements, as a franchise site would: it imports the widget loader and the ' +
        'shop query helpers, stores and contract, and the focus helpers of ui (@so/ui/focus: plain DOM, ' +
        'the skip link and focus on route changes); no React component, no api client, no server.',
      from: { path: '^site/' },
      to: {
        path: '^packages/(api|ui|widgets|server)/',
        pathNot: ['^packages/widgets/src/loader\\.ts$', '^packages/widgets/src/shop-query\\.ts$', '^packages/ui/src/focus\\.ts$'],
      },
    },
    {
      name: 'feature-private-file',
      severity: 'error',
      comment:
        'A feature folder of the widgets shows others only its index.ts. What two features share lives ' +
        'in packages/ui or packages/widgets/src/shared.',
      from: { path: '^packages/widgets/src/([^/]+)/' },
      to: {
        path: '^packages/widgets/src/[^/]+/',
        pathNot: ['^packages/widgets/src/$1/', '^packages/widgets/src/shared/', '^packages/widgets/src/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'shoppers-code-reaches-no-staff-entry',
      severity: 'error',
      comment:
        "The staff's entries (@so/contract/staff, @so/api/staff) and the whole endpoint table (@so/contract/endpoints) are the dashboard's, the server's, the tests' and the API reference generator's: " +
        'a module of the shoppers\' bundle that reached them would put the staff\'s schemas on every shopper\'s page.',
      from: { path: '^(packages/(contract|api|stores|ui|widgets)/|site/)', pathNot: ['\\.test\\.tsx?$', '\\.stories\\.tsx?$', '^packages/api/src/staff\\.ts$', '^packages/contract/src/(staff|endpoints/index)\\.ts$', '^packages/contract/src/endpoints/staff/', '^packages/contract/scripts/'] },
      to: { path: ['^packages/contract/src/staff\\.ts$', '^packages/contract/src/endpoints/index\\.ts$', '^packages/api/src/staff\\.ts$'] },
    },
    {
      name: 'package-private-file',
      severity: 'error',
      comment: "Another package is used only through its public entries (its package.json's exports).",
      from: { path: '^packages/([^/]+)/' },
      to: { path: '^packages/[^/]+/', pathNot: ['^packages/$1/', ...PUBLIC_ENTRIES] },
    },
    {
      name: 'outside-imports-public-entries',
      severity: 'error',
      comment: 'The site, the journeys, the benchmark and Storybook use packages through their public entries only.',
      from: { path: '^(site|tests|\\.storybook)/' },
      to: { path: '^packages/', pathNot: PUBLIC_ENTRIES },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module depends on itself through others at run time (a cycle of type-only imports is harmless).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (a typo or a removed subpath export fails here, not in the browser).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // tests/lib/react-host type-checks the built widget package (tsconfig paths to packages/widgets/dist).
    // tests/interop's React and Vue hosts are built by Vite against packages/widgets/dist (tests/interop/hosts.ts).
    exclude: { path: ['(^|/)(node_modules|dist|storybook-static|coverage)/', '^tests/lib/react-host/', '^tests/interop/(react|vue|\\.dist)/'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    // Unchanged files are not parsed again (the cache checks each file's content).
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
    progress: { type: 'none' },
  },
};
