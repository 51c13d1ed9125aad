import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT || 8181);
export const ADMIN = { email: 'admin@dds.test', password: 'e2e-Admin-Pass-2026' };

/** Where the e2e server keeps its data and its copy of the built front ends (swapped by tests). */
// One folder per run (the first process picks it; Playwright's workers inherit the environment),
// so two runs on one machine never delete each other's data.
process.env.E2E_ROOT ??= path.join(os.tmpdir(), `dds-e2e-${E2E_PORT}-${Date.now()}`);
export const E2E_ROOT = process.env.E2E_ROOT;
export const E2E_DIST = {
  shell: path.join(E2E_ROOT, 'web/shell'),
  publicSite: path.join(E2E_ROOT, 'web/public-site'),
  adminPanel: path.join(E2E_ROOT, 'web/admin-panel'),
};

export const E2E_ENV: Record<string, string> = {
  E2E_ROOT,
  PORT: String(E2E_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(E2E_ROOT, 'data'),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SHELL_DIST: E2E_DIST.shell,
  PUBLIC_SITE_DIST: E2E_DIST.publicSite,
  ADMIN_PANEL_DIST: E2E_DIST.adminPanel,
  // The suite submits many forms and logs in often from one address.
  RATE_LIMIT_FORMS_PER_MIN: '10000',
  RATE_LIMIT_LOGIN_PER_15MIN: '10000',
  LOG_LEVEL: 'warn',
};
