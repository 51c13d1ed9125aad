import os from 'node:os';
import path from 'node:path';
import { freePortsOnce } from './free-ports';
import { PROXY, proxiedAppEnv } from './proxy-env';

/**
 * The `admin-host` project: the production server behind nginx (TLS) under two host names, as
 * README's "The admin panel on its own host" says — the public site at dds.test and the admin
 * panel at admin.dds.test, one app, deploy/nginx/dds.conf + dds-admin.conf. Chromium maps both
 * names to 127.0.0.1 (--host-resolver-rules); Node (Playwright's `request`) cannot resolve them,
 * so the spec talks to them from pages. Ports — app, HTTPS, HTTP — are found once by the first
 * process; Playwright's workers inherit them through the environment.
 */
const [appPort, httpsPort] = freePortsOnce('E2E_ADMIN_HOST_PORTS', 3) as [number, number, number];

process.env.E2E_ADMIN_HOST_ROOT ??= path.join(os.tmpdir(), `dds-e2e-admin-host-${httpsPort}-${Date.now()}`);
const root = process.env.E2E_ADMIN_HOST_ROOT;

const SITE_HOST = 'dds.test';
const ADMIN_HOST_NAME = 'admin.dds.test';

export const ADMIN_HOST = {
  appPort,
  httpsPort,
  /** What visitors type for the public site, and for the admin panel. */
  siteOrigin: `https://${SITE_HOST}:${httpsPort}`,
  adminOrigin: `https://${ADMIN_HOST_NAME}:${httpsPort}`,
  nginx: PROXY.nginx,
  /** Both names are this machine for the browser, as DNS would make them the server. */
  resolverRule: `--host-resolver-rules=MAP ${ADMIN_HOST_NAME} 127.0.0.1, MAP ${SITE_HOST} 127.0.0.1`,
};

export const ADMIN_HOST_APP_ENV: Record<string, string> = {
  ...proxiedAppEnv(path.join(root, 'app'), appPort),
  PUBLIC_ORIGIN: ADMIN_HOST.siteOrigin,
  ADMIN_ORIGIN: ADMIN_HOST.adminOrigin,
  TRUST_PROXY: '1',
  RATE_LIMIT_FORMS_PER_MIN: '10000',
  RATE_LIMIT_LOGIN_PER_15MIN: '10000',
  LOG_LEVEL: 'warn',
};

export const ADMIN_HOST_NGINX_ENV: Record<string, string> = {
  E2E_PROXY_NGINX: path.join(root, 'nginx'),
  E2E_NGINX_BIN: PROXY.nginx ?? 'nginx',
  E2E_PROXY_PORTS: process.env.E2E_ADMIN_HOST_PORTS!,
  E2E_PROXY_HOSTS: `${SITE_HOST},${ADMIN_HOST_NAME}`,
};
