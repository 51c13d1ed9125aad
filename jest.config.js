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
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: { '^.+\\.(t|j)sx?$': swc(true) },
  setupFilesAfterEnv: ['<rootDir>/../jest.setup-dom.ts'],
  moduleNameMapper: { '\\.(css|png|svg|jpg|webp)$': '<rootDir>/../jest.file-stub.js' },
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    browserProject('shared'),
    browserProject('shell'),
    browserProject('public-site'),
    browserProject('admin-panel'),
    {
      displayName: 'server',
      rootDir: '<rootDir>/server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc(false) },
    },
  ],
};
