import { defineConfig } from '@playwright/test';
import { E2E_ENV, E2E_PORT } from './support/env';
import { ADMIN_HOST, ADMIN_HOST_APP_ENV, ADMIN_HOST_NGINX_ENV } from './support/admin-host-env';
import { PROXY, PROXY_APP_ENV, PROXY_NGINX_ENV } from './support/proxy-env';
import { CHROMIUM } from './support/chromium';

/**
 * End-to-end tests against the production build (run `pnpm build` first; `pnpm test:e2e` does),
 * served by the real server on a fresh data directory, in Debian Chromium. Project `chromium`
 * talks to the server directly; project `proxy` to a second server behind nginx with TLS, set up
 * from deploy/ as README's Deploy section says; project `admin-host` to a third one behind nginx
 * under two host names, the admin panel on its own (docs/decisions/003-admin-on-its-own-host.md).
 */
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // The slow-files table ends every run's log (CI's too): where the time went, per spec file and test.
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }], ['./support/slow-files-reporter.ts']],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: CHROMIUM,
    // The site registers a service worker (README "Service worker"). Its own requests bypass
    // page.route, which many specs use to take a remote or the API down; only
    // service-worker.spec.ts lets it run.
    serviceWorkers: 'block',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testDir: './tests' },
    // The certificate is made at start for this run: the browser is told to accept it.
    { name: 'proxy', testDir: './proxy', use: { baseURL: PROXY.origin, ignoreHTTPSErrors: true } },
    {
      name: 'admin-host',
      testDir: './admin-host',
      use: {
        baseURL: ADMIN_HOST.adminOrigin,
        ignoreHTTPSErrors: true,
        launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, ADMIN_HOST.resolverRule] },
      },
    },
  ],
  webServer: [
    {
      command: 'node support/start-server.mjs',
      url: `http://localhost:${E2E_PORT}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: E2E_ENV,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // Without nginx the proxy project's tests fail with a message saying so (proxy/proxy.spec.ts).
    ...(PROXY.nginx
      ? [
          {
            command: 'node support/start-server.mjs',
            url: `http://127.0.0.1:${PROXY.appPort}/api/health`,
            timeout: 120_000,
            reuseExistingServer: false,
            env: PROXY_APP_ENV,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'node support/start-proxy.mjs',
            url: `${PROXY.origin}/api/health`,
            ignoreHTTPSErrors: true,
            timeout: 30_000,
            reuseExistingServer: false,
            env: PROXY_NGINX_ENV,
            // SIGTERM rather than SIGKILL, so start-proxy.mjs stops nginx and removes its folder.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'node support/start-server.mjs',
            url: `http://127.0.0.1:${ADMIN_HOST.appPort}/api/health`,
            timeout: 120_000,
            reuseExistingServer: false,
            env: ADMIN_HOST_APP_ENV,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
          {
            command: 'node support/start-proxy.mjs',
            // Node cannot resolve the test host names; the first server block (dds.conf) answers 127.0.0.1.
            url: `https://127.0.0.1:${ADMIN_HOST.httpsPort}/api/health`,
            ignoreHTTPSErrors: true,
            timeout: 30_000,
            reuseExistingServer: false,
            env: ADMIN_HOST_NGINX_ENV,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5000 },
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
          },
        ]
      : []),
  ],
});
