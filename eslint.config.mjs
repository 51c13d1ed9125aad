// One lint setup for the workspace. Besides the usual TypeScript/React rules it enforces the
// dependency direction of docs/architecture.md: `shared` imports no workspace package; no remote imports
// another remote or the shell; the shell reaches remotes only through the federation runtime.
import fs from 'node:fs';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const workspace = ['shell', 'public-site', 'admin-panel', 'server', 'shared'];

// Browser code imports @dds/shared by entry point: the barrel would bundle private copies of the
// toast store and the API client next to the federated singletons.
const NO_SHARED_BARREL = [
  {
    name: '@dds/shared',
    message:
      'Import an entry point: @dds/shared/api, /http-client, /schemas, /toast, /routes, /messages or /constants.',
  },
];

/**
 * Browser code reaches @dds/shared by its entry points only (package.json "exports", without ./src/*):
 * a file path would bypass the stateful contract (a private toast store or HTTP client beside the
 * page's shared one) or tie the code to a file layout — docs/decisions/002-shared-stateful-contract.md.
 * The server, which is not federated, may still import files.
 */
const NO_SHARED_FILES = {
  group: ['@dds/shared/src', '@dds/shared/src/*'],
  message:
    'Import an entry point of @dds/shared (e.g. @dds/shared/schemas/course, /api, /toast), not a file under src/.',
};

const BROWSER_PACKAGES = ['shell', 'public-site', 'admin-panel'];

/** The package-boundary restrictions of one workspace package: its paths and patterns. */
function packageRestrictions(from, packages) {
  const browser = BROWSER_PACKAGES.includes(from);
  return {
    paths: browser ? NO_SHARED_BARREL : [],
    patterns: [
      ...(browser ? [NO_SHARED_FILES] : []),
      ...packages.flatMap((pkg) => [
        { group: [`@dds/${pkg}`, `@dds/${pkg}/*`], message: `${from} must not import ${pkg} (docs/architecture.md).` },
        {
          group: [`**/${pkg}/src/**`, `../${pkg}/**`, `../../${pkg}/**`, `../../../${pkg}/**`],
          message: `${from} must not reach into ${pkg} (docs/architecture.md).`,
        },
      ]),
    ],
  };
}

/** Forbid imports of the given workspace packages, by package name and by relative path. */
function forbid(from, packages) {
  return {
    files: [`${from}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', packageRestrictions(from, packages)] },
  };
}

/**
 * docs/architecture.md: an admin feature (admin-panel/src/features/<name>/) uses another feature only through that
 * feature's index.ts, its public surface: `../data-table`, never `../data-table/list-view`. A feature's
 * own files import each other as `./file`; shared UI is `../../ui/…`. Same rule object as the package
 * boundaries (a later config's rule replaces an earlier one, so both sets are given here).
 */
const ADMIN_FEATURE_BOUNDARIES = (() => {
  const base = packageRestrictions('admin-panel', ['shell', 'public-site', 'server']);
  return {
    files: ['admin-panel/src/features/*/*.{ts,tsx}'],
    // Tests may fake another feature's API module by its file (jest.mock needs the module's own path),
    // and so may the setup module a feature's English and Hindi tests share (`*-test-setup.ts`).
    ignores: ['admin-panel/src/features/*/*.test.{ts,tsx}', 'admin-panel/src/features/*/*-test-setup.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: base.paths,
          patterns: [
            ...base.patterns,
            {
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!index$)[^/]+',
              message:
                "Import another admin feature through its index.ts (e.g. '../data-table'), not its files (docs/architecture.md: feature boundaries).",
            },
          ],
        },
      ],
    },
  };
})();

/** The names a slim file re-exports (its `export { … } from` lists; comments dropped). */
const exportedNames = (file) =>
  [
    ...fs
      .readFileSync(new URL(file, import.meta.url), 'utf8')
      .replace(/\/\/.*$/gm, '')
      .matchAll(/export\s*\{([^}]*)\}/g),
  ].flatMap((m) =>
    m[1]
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );

/**
 * Decision 030: in production builds `react-router-dom` and `@emotion/react` are slim files that export
 * only what browser code uses (tools/browser/react-router-dom-slim.mjs, tools/browser/emotion-react-slim.mjs), and
 * they are federation singletons, so a name missing there is `undefined` at run time, with no build
 * error (a shared module's exports are unknown to webpack). Browser code may import only the names
 * those files export; a new one is added there. Tests and the prerender (Node) build use the real
 * packages.
 */
const SLIM_SHARED_IMPORTS = {
  files: ['{shell,public-site,admin-panel,shared}/src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', '**/test/**', '**/service-worker/**', 'public-site/src/prerender/**'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'react-router-dom',
            allowTypeImports: true,
            allowImportNames: exportedNames('tools/browser/react-router-dom-slim.mjs'),
            message:
              'Browser code may import only what tools/browser/react-router-dom-slim.mjs exports (add the name there).',
          },
          {
            name: '@emotion/react',
            allowTypeImports: true,
            allowImportNames: exportedNames('tools/browser/emotion-react-slim.mjs'),
            message:
              'Browser code may import only what tools/browser/emotion-react-slim.mjs exports (add the name there).',
          },
          {
            name: 'react-router',
            message: "Import from 'react-router-dom' (the shared singleton); react-router itself is not shared.",
          },
        ],
      },
    ],
  },
};

/**
 * No import cycles: a cycle makes a module's value depend on which file loads first (an `undefined`
 * at run time that the compiler accepts), and hides the layering the folders promise. Type-only
 * imports are erased and may cycle (a type and its helpers often name each other).
 */
const NO_IMPORT_CYCLES = {
  files: ['{shell,public-site,admin-panel,shared,server}/src/**/*.{ts,tsx}'],
  // Tests import the code under test and nothing imports a test: they cannot close a cycle.
  ignores: ['**/*.test.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['*/tsconfig.json'],
        alwaysTryTypes: true,
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
};

/**
 * The server's shipped code does not import its test machinery (server/test/): a helper there is
 * bundled into nothing, and one in src/ importing it would pull the test app into the server.
 * The package boundaries are repeated (a later config's rule replaces an earlier one).
 */
const SERVER_SOURCE_WITHOUT_TESTS = (() => {
  const base = packageRestrictions('server', ['shell', 'public-site', 'admin-panel']);
  return {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...base,
          patterns: [
            ...base.patterns,
            {
              group: ['**/test/**'],
              message: 'Only tests import server/test/ (test machinery lives there, docs/architecture.md).',
            },
          ],
        },
      ],
    },
  };
})();

export default tseslint.config(
  // deploy/drill/.cache: the container drill's podman storage, which holds copies of this repository.
  {
    ignores: [
      'deploy/drill/.cache/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/node_modules/**',
      '**/coverage/**',
      'e2e/test-results/**',
      '**/*.js',
      '**/*.mjs',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] },
  },
  {
    files: ['{shell,public-site,admin-panel,shared}/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  forbid(
    'shared',
    workspace.filter((p) => p !== 'shared'),
  ),

  forbid('public-site', ['shell', 'admin-panel', 'server']),
  forbid('admin-panel', ['shell', 'public-site', 'server']),
  ADMIN_FEATURE_BOUNDARIES,
  forbid('shell', ['public-site', 'admin-panel', 'server']),
  forbid('server', ['shell', 'public-site', 'admin-panel']),
  SERVER_SOURCE_WITHOUT_TESTS,
  SLIM_SHARED_IMPORTS,
  NO_IMPORT_CYCLES,
);
