import { defineConfig } from '@playwright/test';
import { CHROMIUM } from './support/chromium';
import { readCompatMatrix } from './support/compat-matrix';

/**
 * The compatibility matrix (docs/decisions/004-compatibility-matrix.md): one project per release
 * combination, each against its own server whose release store holds that combination. Run by
 * `node scripts/compat-matrix.mjs`, which builds the previous releases and writes COMPAT_MATRIX;
 * a config of its own, so the main suite's run never starts these servers.
 */
const matrix = readCompatMatrix();
if (!matrix)
  throw new Error(
    'COMPAT_MATRIX is not set: run `node scripts/compat-matrix.mjs`, which prepares the releases and runs this suite',
  );

export default defineConfig({
  testDir: './compat',
  outputDir: 'test-results/compat',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/compat-report.json' }]],
  use: {
    launchOptions: CHROMIUM,
    // As in the main suite: a service worker's own fetches would hide which release served a file.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: matrix.runs.map((run) => ({
    name: run.id,
    use: { baseURL: `http://localhost:${run.port}` },
    metadata: { title: run.title, releases: run.releases },
  })),
  webServer: matrix.runs.map((run) => ({
    // The compiled current server, as production runs it (no TypeScript toolchain).
    command: 'node --enable-source-maps dist/main.js',
    cwd: matrix.serverDir,
    url: `http://localhost:${run.port}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: run.env,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
