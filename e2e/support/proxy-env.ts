import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ADMIN } from './env';
import { freePortsOnce } from './free-ports';

/**
 * The `proxy` project: the production server behind nginx (TLS), configured as README's Deploy
 * section says (PUBLIC_ORIGIN, TRUST_PROXY=1). Three free ports — app, HTTPS, HTTP — are found
 * once by the first process; Playwright's workers inherit them through the environment.
 */
const [appPort, httpsPort, httpPort] = freePortsOnce('E2E_PROXY_PORTS', 3) as [number, number, number];

process.env.E2E_PROXY_ROOT ??= path.join(os.tmpdir(), `dds-e2e-proxy-${httpsPort}-${Date.now()}`);
const root = process.env.E2E_PROXY_ROOT;

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
function findNginx(): string | undefined {
  if (process.env.NGINX_PATH) return process.env.NGINX_PATH;
  for (const dir of ['/usr/sbin', ...(process.env.PATH ?? '').split(':')]) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

export const PROXY = {
  appPort,
  httpsPort,
  httpPort,
  /** What visitors type: the proxy's HTTPS address. */
  origin: `https://localhost:${httpsPort}`,
  nginx: findNginx(),
  /** Public form submissions per client per minute on this app: small, so the test can reach it. */
  formsPerMinute: 3,
};

/** An app behind a proxy: its own data and copy of the build under `appRoot` (start-server.mjs), never the main run's. */
export function proxiedAppEnv(appRoot: string, port: number): Record<string, string> {
  return {
    E2E_ROOT: appRoot,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(appRoot, 'data'),
    SHELL_DIST: path.join(appRoot, 'web/shell'),
    PUBLIC_SITE_DIST: path.join(appRoot, 'web/public-site'),
    ADMIN_PANEL_DIST: path.join(appRoot, 'web/admin-panel'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
}

export const PROXY_APP_ENV: Record<string, string> = {
  ...proxiedAppEnv(path.join(root, 'app'), appPort),
  PUBLIC_ORIGIN: `https://localhost:${httpsPort}`,
  TRUST_PROXY: '1',
  RATE_LIMIT_FORMS_PER_MIN: String(PROXY.formsPerMinute),
  RATE_LIMIT_LOGIN_PER_15MIN: '10000',
  LOG_LEVEL: 'warn',
};

export const PROXY_NGINX_ENV: Record<string, string> = {
  E2E_PROXY_NGINX: path.join(root, 'nginx'),
  E2E_NGINX_BIN: PROXY.nginx ?? 'nginx',
};
