// One jest run for every workspace package (CI sums one report). swc transpiles; `pnpm typecheck` type-checks.
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

const browserProject = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../jest.environment-dom.js',
  globals: { __DDS_RELEASE__: 'test-release' },
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true), '^.+\\.mjs$': swc(true) },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  moduleNameMapper: {
    '&responsive$': '<rootDir>/../jest.responsive-image-stub.js',
    '\\.(css|png|svg|jpg|webp|woff2)$': '<rootDir>/../jest.file-stub.js',
  },
});

/** @type {import('jest').Config} */
module.exports = {
  // Real databases, real files, sharp encodes and child processes take seconds each on a loaded
  // 2-core CI box (jest-circus reads this from the global config only, not per project).
  testTimeout: 30_000,
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('public-site'),
    browserProject('admin-panel'),
    // Build tooling checks (tools/build/*.test.js): plain CommonJS, run as is.
    {
      displayName: 'tools',
      rootDir: '<rootDir>/tools',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.js'],
      transform: {},
    },
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      // src/: beside the code; test/: the machinery (support/), fault and deployment drills.
      testMatch: ['<rootDir>/{src,test}/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(false) },
      // Fastify's inject (light-my-request) requires the ESM-only `cookie` package; jest's CommonJS
      // runtime on Node 20 cannot load ESM, so these few packages are transpiled like our sources.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(cookie|content-disposition)[@/])'],
    },
  ],
};
