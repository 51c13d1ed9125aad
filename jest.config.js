// One jest run for every workspace package (CI sums one report). swc transpiles; `pnpm typecheck` type-checks.
const path = require('path');
const swc = (jsx) => [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: jsx },
      target: 'es2022',
      transform: jsx ? { react: { runtime: 'automatic', importSource: '@emotion/react' } } : undefined,
    },
    module: { type: 'commonjs' },
  },
];

/**
 * The remotes' browser code on the router and emotion production runs (decision 030): webpack's
 * production aliases (tools/build/webpack-common.js, reactRouterProductionAliases and
 * emotionProductionAliases) point `react-router-dom` and `@emotion/react` at the slim files in
 * tools/browser/; jest does the same here, so a page that needs the data router fails in its test
 * as it would in production. `react-router` is the copy react-router-dom depends on, and
 * `emotion-react-browser-build` the real package (a mapped name is not mapped again).
 */
function productionRouterMapper(name) {
  const packageDir = path.join(__dirname, name);
  const domDir = path.dirname(require.resolve('react-router-dom/package.json', { paths: [packageDir] }));
  const routerDir = path.dirname(require.resolve('react-router/package.json', { paths: [domDir] }));
  return {
    '^react-router-dom$': '<rootDir>/../jest.react-router-dom.mjs',
    '^react-router$': path.join(routerDir, 'dist/development/index.js'),
    '^@emotion/react$': '<rootDir>/../tools/browser/emotion-react-slim.mjs',
    // Resolved by the test's environment, from the package (modulePaths): jsdom's `browser` build, the
    // one its '@emotion/react/jsx-runtime' uses (one emotion cache), and in a `@jest-environment node`
    // file (the prerender's tests) the Node build, which writes the server's style tags.
    '^emotion-react-browser-build$': '@emotion/react',
  };
}

/** Which tests a change can affect, for `pnpm check` (see the file). */
const dependencyExtractor = path.join(__dirname, 'tools/checks/jest-related-tests.js');

/**
 * Where jest looks for modules: the package, and `shared/` for the packages that import it, so a
 * change there reaches their tests in `pnpm check` (jest only follows imports between files it has
 * indexed; the tests it runs are still the package's own, testMatch).
 */
const sharedToo = (name) => (name === 'shared' ? ['<rootDir>'] : ['<rootDir>', '<rootDir>/../shared']);

const browserProject = (name, { productionRouter = false } = {}) => ({
  displayName: name,
  dependencyExtractor,
  rootDir: `<rootDir>/${name}`,
  roots: sharedToo(name),
  testEnvironment: '<rootDir>/../jest.environment-dom.js',
  globals: { __DDS_RELEASE__: 'test-release' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(true) },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  moduleNameMapper: {
    '&responsive$': '<rootDir>/../jest.responsive-image-stub.js',
    '\\.(css|png|svg|jpg|webp|woff2)$': '<rootDir>/../jest.file-stub.js',
    ...(productionRouter ? productionRouterMapper(name) : {}),
  },
  // The slim files in tools/browser/ import packages of the package under test, as webpack resolves
  // them (tools/build/webpack-common.js `resolve.modules`).
  ...(productionRouter ? { modulePaths: ['<rootDir>/node_modules'] } : {}),
});

/** @type {import('jest').Config} */
module.exports = {
  // Real databases, real files, sharp encodes and child processes take seconds each on a loaded
  // 2-core CI box (jest-circus reads this from the global config only, not per project).
  testTimeout: 30_000,
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('public-site', { productionRouter: true }),
    browserProject('admin-panel', { productionRouter: true }),
    // Build tooling checks (tools/build/*.test.js): plain CommonJS, run as is.
    {
      displayName: 'tools',
      dependencyExtractor,
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.js'],
      transform: {},
    },
    {
      displayName: 'server',
      dependencyExtractor,
      rootDir: '<rootDir>/server',
      roots: sharedToo('server'),
      testEnvironment: 'node',
      // src/: beside the code; test/: the machinery (support/), fault and deployment drills.
      testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(false) },
      // Fastify's inject (light-my-request) requires the ESM-only `cookie` package; jest's CommonJS
      // runtime on Node 20 cannot load ESM, so these few packages are transpiled like our sources.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie|content-disposition)[@/])'],
    },
    // The bench's helpers that shape its report (bench/src/*.test.ts); the measurements themselves run
    // in `pnpm bench`, never in jest.
    {
      displayName: 'bench',
      dependencyExtractor,
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(false) },
    },
  ],
};
