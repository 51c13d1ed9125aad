import { defineConfig } from '@playwright/test';
import { E2E_ENV, E2E_PORT } from './support/env';

/**
 * End-to-end tests against the production build (run `pnpm build` first; `pnpm test:e2e` does),
 * served by the real server on a fresh data directory, in Debian Chromium.
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://localhost:${E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: E2E_ENV,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
